/**
 * Where an enquiry's visit began, in the words the sales team reads in the inbox and in the enquiry mail:
 * "Google search, landed on /CloudSolutions", "Campaign spring-expo (LinkedIn), landed on /CloudSolutions".
 */
export interface LeadSourceFields {
  landingPage: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

/** Sites and campaign sources by the name people know them by; matched on the host's or source's words. */
const knownSources: ReadonlyArray<[RegExp, string, string?]> = [
  [/(^|\.)google\./, "Google", "search"],
  [/(^|\.)bing\.com$/, "Bing", "search"],
  [/(^|\.)duckduckgo\.com$/, "DuckDuckGo", "search"],
  [/(^|\.)(linkedin\.com|lnkd\.in)$/, "LinkedIn"],
  [/(^|\.)(facebook\.com|fb\.me)$/, "Facebook"],
  [/(^|\.)(x\.com|t\.co|twitter\.com)$/, "X"],
  [/(^|\.)naukri\.com$/, "Naukri"],
];
const sourceNames: Record<string, string> = {
  google: "Google",
  bing: "Bing",
  linkedin: "LinkedIn",
  facebook: "Facebook",
  twitter: "X",
  x: "X",
  naukri: "Naukri",
  newsletter: "Newsletter",
};

function referringSite(host: string): string {
  for (const [pattern, name, kind] of knownSources) if (pattern.test(host)) return kind ? `${name} ${kind}` : name;
  return host.replace(/^www\./, "");
}

/** One line for the inbox and the mail; undefined when the enquiry came without its visit's note. */
export function cameFrom(source: LeadSourceFields): string | undefined {
  const { landingPage, referrerHost, utmSource, utmMedium, utmCampaign } = source;
  if (!landingPage && !referrerHost && !utmSource && !utmMedium && !utmCampaign) return undefined;
  const sourceName = utmSource ? (sourceNames[utmSource] ?? utmSource) : undefined;
  const via = [sourceName, utmMedium].filter(Boolean).join(", ");
  const where = utmCampaign
    ? `Campaign ${utmCampaign}${via ? ` (${via})` : ""}`
    : via
      ? via
      : referrerHost
        ? referringSite(referrerHost)
        : "Direct visit";
  return landingPage ? `${where}, landed on ${landingPage}` : where;
}
