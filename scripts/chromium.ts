/**
 * Debian's Chromium as every browser this project drives runs it (the browser tests, `npm run bench`):
 * no sandbox in a container, no GPU, no QUIC, and nothing fetched in the background that could land in a
 * measurement or need the internet.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
