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

/**
 * The search engines, by the part of the host that names them: a part ending in "." matches every country's
 * site ("google." is www.google.co.in and google.com), a domain matches itself and its subdomains. The inbox
 * names them and filters by them (server/staff/inbox.ts turns the same list into SQL).
 */
export const searchEngines: ReadonlyArray<{ name: string; host: string }> = [
  { name: "Google", host: "google." },
  { name: "Bing", host: "bing.com" },
  { name: "DuckDuckGo", host: "duckduckgo.com" },
];

/** Does `host` belong to the search engine whose host part is `part`? */
export function hostIs(host: string, part: string): boolean {
  return part.endsWith(".")
    ? host.startsWith(part) || host.includes(`.${part}`)
    : host === part || host.endsWith(`.${part}`);
}

/** Other sites people know by name; matched on the host's words. */
const knownSites: ReadonlyArray<[RegExp, string]> = [
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
  const engine = searchEngines.find((search) => hostIs(host, search.host));
  if (engine) return `${engine.name} search`;
  for (const [pattern, name] of knownSites) if (pattern.test(host)) return name;
  return host.replace(/^www\./, "");
}

/** The kinds of source the inbox filters by. */
export const sourceFilters = [
  { value: "", label: "Any source" },
  { value: "campaign", label: "A campaign link" },
  { value: "search", label: "A search engine" },
  { value: "site", label: "Another site" },
  { value: "direct", label: "A direct visit" },
  { value: "unknown", label: "Not recorded" },
] as const;
export type SourceFilter = (typeof sourceFilters)[number]["value"];

/** Which kind of source an enquiry came from: a campaign first, then the referring site, else a direct visit. */
export function sourceKind(source: LeadSourceFields): Exclude<SourceFilter, ""> {
  const { landingPage, referrerHost, utmSource, utmMedium, utmCampaign } = source;
  if (utmSource || utmMedium || utmCampaign) return "campaign";
  if (referrerHost) return searchEngines.some((search) => hostIs(referrerHost, search.host)) ? "search" : "site";
  return landingPage ? "direct" : "unknown";
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
