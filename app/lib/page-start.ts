/**
 * What a page does before the framework arrives. The page's bootstrap (app/lib/first-paint.server.ts) fetches
 * this module once the first paint is on screen, and the framework itself only on the visitor's first
 * interaction: on a page nobody touches, this is all the JavaScript that runs. The root imports it too once
 * hydrated, for a page without that bootstrap (the dev server); a module runs once, however often imported.
 *
 * - The hero's counters count up (app/lib/count-up.ts), which a visitor watches without touching anything.
 * - Typing into a part still as the server sent it is kept from the framework until the page has hydrated
 *   (app/lib/early-typing.ts), so a key never waits for the whole page to hydrate at once.
 * - When the browser is idle: the visit is reported (app/lib/visit-beacon.ts; the root reports the later,
 *   client-side visits), and the brand font is fetched for the tab's next pages (app/lib/brand-font.ts).
 */
import brandFontUrl from "../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";
import { brandFontCached, noteBrandFontCached } from "./brand-font";
import { playEarlyCounters } from "./count-up";
import { keepEarlyTypingFromFramework } from "./early-typing";
import { whenBrowserIdle } from "./idle";
import { sendVisit } from "./visit-beacon";

/**
 * Fetches the brand font into the browser's cache without using it on this page (no swap, no shift) and
 * notes it, so the tab's next pages set their headings in it from their first paint.
 */
function warmBrandFont(): void {
  if (brandFontCached()) return;
  new FontFace("Plus Jakarta Sans Variable", `url(${brandFontUrl})`, { weight: "200 800" })
    .load()
    .then(noteBrandFontCached)
    .catch(() => undefined);
}

/** Idle work waits for the page's load too: until then the browser is still fetching what the page shows. */
function whenLoadedAndIdle(work: () => void): void {
  if (document.readyState === "complete") whenBrowserIdle(work);
  else window.addEventListener("load", () => whenBrowserIdle(work), { once: true });
}

playEarlyCounters();
keepEarlyTypingFromFramework();
const landedOn = location.pathname;
whenLoadedAndIdle(() => {
  sendVisit(landedOn);
  warmBrandFont();
});
