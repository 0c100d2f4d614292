/**
 * The brand font (Plus Jakarta Sans, headings only) is used from a page's first paint only when an earlier
 * page in the same tab has put the file in the browser's cache: app/root.tsx fetches it after load and leaves
 * this note in the tab's session storage; a line in <head> (app/lib/first-paint.server.ts) reads it and sets
 * `html.brand-font` (app/app.css). Per tab rather than for good: a note that outlived the cached file (the
 * cache cleared or evicted) would make a later page request the font on the way to its first paint.
 */
export const brandFontKey = "brand-font";

/** The note, or false when the browser offers no session storage (a locked-down private mode). */
export function brandFontCached(): boolean {
  try {
    return sessionStorage.getItem(brandFontKey) !== null;
  } catch {
    return false;
  }
}

export function noteBrandFontCached(): void {
  try {
    sessionStorage.setItem(brandFontKey, "1");
  } catch {
    // No storage: headings keep the fallback, as on a first page.
  }
}
