/**
 * What a visitor did to a part of the page before its code arrived, carried over to the same part rendered
 * by React from identical markup (app/components/Island.tsx). Nodes are found again by their position, a
 * child index at each level, since the markup is the same.
 */

import { type HeldAction, insertText } from "./island-events";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface CarriedState {
  /** Fields whose value the visitor changed. */
  fields: Array<{ path: number[]; value: string; checked: boolean }>;
  focus?: { path: number[]; selection?: [number, number] };
  /** A click, submit or paste that waited for the code and is to happen now. */
  replay?: { type: HeldAction["type"]; path: number[]; text?: string; detail?: number };
  /** The element under the pointer, so that what opens on hover opens (a menu hovered while its code came). */
  hover?: number[];
  /** The element a pointer was pressed on and not yet released: the release clicks it (see finishPress). */
  press?: number[];
}

/** Where the visitor's pointer was while the part's code came (app/components/Island.tsx tracks it). */
export interface PointerState {
  /** A click, submit or paste held for the code. */
  held?: HeldAction;
  /** The element under the pointer. */
  hovered?: Element;
  /** The element the pointer was pressed on, not yet released. */
  pressed?: Element;
}

export function pathTo(root: Node, node: Node): number[] | undefined {
  const path: number[] = [];
  for (let current: Node | null = node; current !== root; current = current.parentNode) {
    if (!current?.parentNode) return undefined;
    path.unshift(Array.prototype.indexOf.call(current.parentNode.childNodes, current));
  }
  return path;
}

export function nodeAt(root: Node, path: readonly number[]): Node | undefined {
  let node: Node | undefined = root;
  for (const index of path) node = node?.childNodes[index];
  return node;
}

function changedByVisitor(control: Control): boolean {
  if (control instanceof HTMLSelectElement)
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio"))
    return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue;
}

function selectionOf(element: Element): [number, number] | undefined {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return undefined;
  try {
    return element.selectionStart === null || element.selectionEnd === null
      ? undefined
      : [element.selectionStart, element.selectionEnd];
  } catch {
    return undefined; // Types without a text selection (email in some browsers).
  }
}

/** A paste replayed to the field's own handler; if none takes it, the text goes in as the browser would. */
function replayPaste(field: Element, text: string): void {
  const clipboardData = new DataTransfer();
  clipboardData.setData("text/plain", text);
  const notTaken = field.dispatchEvent(new ClipboardEvent("paste", { clipboardData, bubbles: true, cancelable: true }));
  if (notTaken) insertText(field, text);
}

export function carryState(root: HTMLElement, { held, hovered, pressed }: PointerState = {}): CarriedState {
  const fields: CarriedState["fields"] = [];
  for (const control of root.querySelectorAll<Control>("input, textarea, select")) {
    const path = pathTo(root, control);
    if (path && changedByVisitor(control))
      fields.push({ path, value: control.value, checked: control instanceof HTMLInputElement && control.checked });
  }
  const active = document.activeElement;
  const focusPath = active && root.contains(active) ? pathTo(root, active) : undefined;
  const replayPath = held && pathTo(root, held.target);
  return {
    fields,
    focus: focusPath && active ? { path: focusPath, selection: selectionOf(active) } : undefined,
    replay:
      held && replayPath
        ? {
            type: held.type,
            path: replayPath,
            text: held.type === "paste" ? held.text : undefined,
            detail: held.type === "click" ? held.detail : undefined,
          }
        : undefined,
    hover: hovered && root.contains(hovered) ? pathTo(root, hovered) : undefined,
    press: pressed && root.contains(pressed) ? pathTo(root, pressed) : undefined,
  };
}

/**
 * A press begun on the server's markup and released on React's. The browser clicks the nearest element that
 * holds both where the press began and where it ended; the first is no longer in the page, so it clicks
 * nothing, and the visitor's click (a Send pressed just as the form's code arrived) would be lost. The release
 * is watched here instead: if it lands in the part and the browser clicks nothing, the click is made where it
 * would have been. A new press, or a cancelled one, ends the watch.
 */
function finishPress(root: HTMLElement, pressed: Node): void {
  const page = root.ownerDocument;
  const ends = ["pointerup", "pointerdown", "pointercancel"] as const;
  const finish = (event: PointerEvent) => {
    for (const type of ends) page.removeEventListener(type, finish, true);
    let clicked: Node | null = pressed;
    while (clicked && !(event.target instanceof Node && clicked.contains(event.target))) clicked = clicked.parentNode;
    if (event.type !== "pointerup" || !clicked || !root.contains(clicked)) return;
    const target = clicked;
    let clickedByBrowser = false;
    const seeClick = () => (clickedByBrowser = true);
    // The browser dispatches its click, if any, in the same task as the release.
    page.addEventListener("click", seeClick, { capture: true, once: true });
    setTimeout(() => {
      page.removeEventListener("click", seeClick, true);
      if (!clickedByBrowser) target.dispatchEvent(clickAsMade(1));
    });
  };
  for (const type of ends) page.addEventListener(type, finish, true);
}

/**
 * Puts the fields, the focus and a press back at once, in the commit that swaps the markup (before the part's
 * own effects read the fields). What the part's handlers must answer (the pointer over it, a held click,
 * submit or paste) is returned, to be done once the part's effects have run: the menus and forms set up
 * their state there, and a transition's effects run after its commit, not in it.
 */
export function restoreState(root: HTMLElement, state: CarriedState): () => void {
  for (const field of state.fields) {
    const control = nodeAt(root, field.path);
    if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio"))
      control.checked = field.checked;
    else if (
      control instanceof HTMLInputElement ||
      control instanceof HTMLTextAreaElement ||
      control instanceof HTMLSelectElement
    )
      control.value = field.value;
  }
  if (state.focus) {
    const element = nodeAt(root, state.focus.path);
    if (element instanceof HTMLElement) {
      element.focus({ preventScroll: true });
      if (state.focus.selection && (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) {
        try {
          element.setSelectionRange(...state.focus.selection);
        } catch {
          // A type without a text selection: the caret goes to the end, as after a click.
        }
      }
    }
  }
  const pressed = state.press && nodeAt(root, state.press);
  if (pressed) finishPress(root, pressed);
  return () => replayActions(root, state);
}

/**
 * A click as the visitor made it: its `detail` says whether a pointer made it (1, 2…) or the keyboard (0).
 * `element.click()` always says 0, so a menu entry that a replayed hover had just opened would take a held
 * pointer click for Enter and toggle shut (app/components/layout/DesktopNav.tsx).
 */
function clickAsMade(detail: number): MouseEvent {
  return new MouseEvent("click", { bubbles: true, cancelable: true, composed: true, detail, view: window });
}

function replayActions(root: HTMLElement, state: CarriedState): void {
  const hovered = state.hover && nodeAt(root, state.hover);
  if (hovered)
    requestAnimationFrame(() =>
      hovered.dispatchEvent(new MouseEvent("mouseover", { bubbles: true, relatedTarget: null })),
    );
  const replay = state.replay;
  if (replay) {
    // After the part's state has taken the carried values in (its effects set it; the next frame renders it).
    requestAnimationFrame(() =>
      setTimeout(() => {
        const target = nodeAt(root, replay.path);
        if (replay.type === "submit" && target instanceof HTMLFormElement) target.requestSubmit();
        else if (replay.type === "paste" && target instanceof Element) replayPaste(target, replay.text ?? "");
        else if (target instanceof Element) target.dispatchEvent(clickAsMade(replay.detail ?? 0));
      }),
    );
  }
}
