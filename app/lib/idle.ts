/**
 * Runs `work` once the browser is idle (at the latest after 5 s), or after a second where there are no idle
 * callbacks (Safari); returns how to call it off. Work that must never compete with the page goes here: the
 * visit beacon, fetching the brand font for later pages.
 */
export function whenBrowserIdle(work: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const id = requestIdleCallback(work, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 1000);
  return () => clearTimeout(id);
}
