/**
 * The visit beacon: once a page has been shown and the browser is idle, one small POST with the page's path
 * and, on the tab's first page, the site and campaign that brought the visitor (server/insights/visits.ts
 * counts them). No cookie: the landing source is kept in the tab's session storage only (under "visit-source",
 * which useContactForm reads), so that what brought a visitor can travel with an enquiry sent later in the tab.
 * Kept small on purpose: this is code every page fetches.
 */

/** Where a tab's visit began. */
export interface VisitSource {
  landing: string;
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}

/** The source of a visit landing on `url`, sent from `referrer` (document.referrer; another site's only). */
export function landingSource(url: URL, referrer: string): VisitSource {
  // Empty and missing values become undefined, which JSON leaves out.
  const param = (name: string) => url.searchParams.get(name)?.slice(0, 100) || undefined;
  return {
    landing: url.pathname,
    referrer: referrer && !referrer.startsWith(url.origin + "/") ? referrer : undefined,
    utmSource: param("utm_source"),
    utmMedium: param("utm_medium"),
    utmCampaign: param("utm_campaign"),
  };
}

/** Reports one page view; the tab's first also carries where the visit came from. */
export function sendVisit(path: string): void {
  if ((navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl) return;
  let noted: string | null = null;
  try {
    noted = sessionStorage.getItem("visit-source");
  } catch {
    // Storage refused: each page then reports as the tab's first.
  }
  let report: Omit<VisitSource, "landing"> & { path: string } = { path };
  if (!noted) {
    const { landing, ...from } = landingSource(new URL(location.href), document.referrer);
    report = { ...from, path };
    try {
      sessionStorage.setItem("visit-source", JSON.stringify({ landing, ...from }));
    } catch {
      // No storage: the visit is still counted, an enquiry just travels without its source.
    }
  }
  navigator.sendBeacon("/api/visit", new Blob([JSON.stringify(report)], { type: "application/json" }));
}
