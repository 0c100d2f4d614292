/** The periods the insights page offers, in days ending today (India time), and the one a query asks for. */
export const insightRanges = [7, 30, 90] as const;
export type InsightRange = (typeof insightRanges)[number];

/** The range a page or export asks for (`?days=30`); 30 days when it names none of the offered ones. */
export function insightRangeOf(query: URLSearchParams): InsightRange {
  const days = Number(query.get("days"));
  return (insightRanges as readonly number[]).includes(days) ? (days as InsightRange) : 30;
}
