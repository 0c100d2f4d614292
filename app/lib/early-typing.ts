/**
 * Typing into a part of the page that is still the server's HTML (an island whose code has not arrived,
 * app/components/Island.tsx) is left to the browser until the page has hydrated.
 *
 * React listens at the document from the moment the framework starts, and it hydrates the page a slice at a
 * time between other work. A key, an input or a composition event aimed at what it has not hydrated yet
 * makes it hydrate the whole of that part at once, in the event's own task, so that it can dispatch the event
 * (React's selective hydration of discrete events). Here that work is for nothing: the target is server HTML
 * with no React handler in it. On a phone at 4 × CPU it was the longest wait of typing a name into the
 * contact form right after tapping it (a keystroke of 150-300 ms; docs/performance.md). Stopped at the
 * window in the capture phase, before React's listener at the document, the key still types (its default
 * action is untouched), the page goes on hydrating in slices between the keystrokes, and the part carries
 * the text over when its code arrives (app/lib/island-state.ts).
 *
 * Escape goes through: the header's menus close on it wherever the focus is.
 */

/**
 * The events React hydrates for at once (its "discrete" events), of those that typing makes. One string: this
 * module loads with every page before the framework, where every byte counts.
 */
export const typingEvents = "keydown keypress keyup input textInput compositionstart compositionend change".split(" ");

/** Whether the framework should not see this event: typing into a part still as the server sent it, before hydration. */
export const isEarlyTyping = (event: Event): boolean =>
  // <html> is marked once the header and the page have hydrated (app/root.tsx); a part still as the server
  // sent it has no `data-island-live` (app/components/Island.tsx).
  !document.documentElement.hasAttribute("data-hydrated") &&
  (event as KeyboardEvent).key !== "Escape" &&
  !!(event.target as Element).closest?.("[data-island]:not([data-island-live])");

/** Keeps early typing from the framework, for the rest of the page's life (a check of one attribute per event). */
export function keepEarlyTypingFromFramework(): void {
  for (const type of typingEvents)
    addEventListener(type, (event) => isEarlyTyping(event) && event.stopPropagation(), true);
}
