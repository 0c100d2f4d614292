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

/**
 * The features Playwright turns off in every Chromium it starts (playwright-core's chromiumSwitches.ts;
 * tests/unit/tooling/chromium.test.ts fails when its list has one this lacks). Chromium reads only the last
 * `--disable-features` switch, so a list of one's own must repeat Playwright's.
 */
export const playwrightDisabledFeatures = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * The browser tests' Chromium: as above, without the address bar's suggestion popup, which Chromium now draws
 * as a web page (chrome://omnibox-popup.top-chrome/) that every new window loads in a renderer of its own,
 * although a headless window has no address bar to type in. That renderer cost 1.3 s of CPU for each browser
 * context a test opens, and with the browser's own share about 2 s of the 2.5 s a context and its first page
 * cost on this two-core machine. The bench keeps chromiumArgs alone, so its figures stay comparable.
 */
export const testChromiumArgs = [
  ...chromiumArgs,
  `--disable-features=${[...playwrightDisabledFeatures, "WebUIOmniboxPopup", "WebUIOmniboxAimPopup"].join(",")}`,
];
