/**
 * What a visitor does to a part of the page before its code has arrived (app/components/Island.tsx): which
 * events wait for the code, and what they do if it cannot be fetched. Loaded with every page, so it stays
 * small; carrying the rest over once the code is there is ./island-state.ts, fetched with that code.
 */

/**
 * What the visitor did that needs the part's code, held until it arrives. A paste keeps its text: the
 * clipboard can only be read while its event is being dispatched.
 */
export type HeldAction =
  | { type: "submit"; target: Element }
  /** `detail`: the click count, 0 for a click made with the keyboard (a menu entry toggles on those only). */
  | { type: "click"; target: Element; detail: number }
  | { type: "paste"; target: Element; text: string };

/** Holds an event that needs the part's code, or answers undefined for one that works as it is. */
export function holdable(event: Event): HeldAction | undefined {
  const target = event.target instanceof Element ? event.target : undefined;
  if (!target) return undefined;
  if (event.type === "submit") return { type: "submit", target };
  if (event.type === "click") {
    const control = shouldHoldClick(event as MouseEvent) ? target.closest("a, button") : null;
    return control ? { type: "click", target: control, detail: (event as MouseEvent).detail } : undefined;
  }
  if (event.type === "paste" && target.matches("input, textarea")) {
    // The field's own handler may read the whole text (a phone number with its country code).
    const text = (event as ClipboardEvent).clipboardData?.getData("text");
    return text ? { type: "paste", target, text } : undefined;
  }
  return undefined;
}

/**
 * Only clicks that need the part's code wait for it: buttons, and links that stay on this site in this tab
 * (the router takes them). A link elsewhere, a new tab or a download works as it is.
 */
export function shouldHoldClick(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const target = (event.target as Element | null)?.closest?.("a, button");
  if (!target) return false;
  if (target instanceof HTMLButtonElement) return true;
  const href = target.getAttribute("href") ?? "";
  return (href.startsWith("/") && !href.startsWith("//")) || href.startsWith("#")
    ? !target.hasAttribute("target") && !target.hasAttribute("download")
    : false;
}

/** What a held click on a link, a held submit or a held paste would have done without the part's code. */
export function goTheBrowsersWay(held: HeldAction): void {
  if (held.type === "submit" && held.target instanceof HTMLFormElement) held.target.submit();
  if (held.type === "click" && held.target instanceof HTMLAnchorElement) window.location.assign(held.target.href);
  if (held.type === "paste") insertText(held.target, held.text);
}

/** Types text into a field at its caret as a paste would, within the field's length limit. */
export function insertText(field: Element, text: string): void {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  const room = field.maxLength >= 0 ? Math.max(0, field.maxLength - (field.value.length - (end - start))) : text.length;
  field.setRangeText(text.slice(0, room), start, end, "end");
  field.dispatchEvent(new Event("input", { bubbles: true }));
}
