/**
 * The visit beacon: once a page has been shown and the browser is idle, one small POST with the page's path
 * and, on the tab's first page, the site and campaign that brought the visitor (server/insights/visits.ts
 * counts them). No cookie: the landing source is kept in the tab's session storage only, so that what
 * brought a visitor can travel with an enquiry sent later in the same tab.
 */
export const visitSourceKey = "visit-source";

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
  const source: VisitSource = { landing: url.pathname };
  if (referrer && !referrer.startsWith(url.origin + "/")) source.referrer = referrer;
  const utm = { utmSource: "utm_source", utmMedium: "utm_medium", utmCampaign: "utm_campaign" } as const;
  for (const [field, param] of Object.entries(utm) as [keyof typeof utm, string][]) {
    const value = url.searchParams.get(param);
    if (value) source[field] = value.slice(0, 100);
  }
  return source;
}

/** The tab's landing source, noted on its first page (undefined where session storage is refused). */
export function visitSource(): VisitSource | undefined {
  try {
    return (JSON.parse(sessionStorage.getItem(visitSourceKey) ?? "null") as VisitSource | null) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Reports one page view; the tab's first also carries where the visit came from. */
export function sendVisit(path: string): void {
  if ((navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl) return;
  let report: Partial<VisitSource> & { path: string } = { path };
  if (!visitSource()) {
    const source = landingSource(new URL(location.href), document.referrer);
    try {
      sessionStorage.setItem(visitSourceKey, JSON.stringify(source));
    } catch {
      // No storage: the visit is still counted, an enquiry just travels without its source.
    }
    const { landing: _landing, ...from } = source;
    report = { ...from, path };
  }
  navigator.sendBeacon("/api/visit", new Blob([JSON.stringify(report)], { type: "application/json" }));
}
