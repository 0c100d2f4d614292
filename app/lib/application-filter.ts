/**
 * What HR's list of applications shows: one opening, one stage and a search, read from the page's query string,
 * so a filtered view is a link (and its CSV export is that link's query string too). Free of zod and of the
 * server: the list page's script reads it as well.
 */
import { applicationStages, isApplicationStage, stageLabels, type ApplicationStage } from "./application-rules";

export const applicationsPageSize = 50;

const maxSearchLength = 200;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ApplicationFilter {
  /** An opening's id; "" for every opening. */
  opening: string;
  stage: ApplicationStage | "";
  /** Searched in the candidate's name, e-mail and location. */
  search: string;
  page: number;
}

export const stageFilters = [
  { value: "", label: "Any stage" },
  ...applicationStages.map((stage) => ({ value: stage, label: stageLabels[stage] })),
] as const;

export function parseApplicationFilter(params: URLSearchParams): ApplicationFilter {
  const opening = params.get("opening") ?? "";
  const stage = params.get("stage") ?? "";
  const page = Number(params.get("page") ?? "1");
  return {
    opening: uuidPattern.test(opening) ? opening.toLowerCase() : "",
    stage: isApplicationStage(stage) ? stage : "",
    search: (params.get("q") ?? "").trim().slice(0, maxSearchLength),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a filter (without `?`), leaving out what is at its default. */
export function applicationsQuery(filter: Partial<ApplicationFilter>): string {
  const params = new URLSearchParams();
  if (filter.opening) params.set("opening", filter.opening);
  if (filter.stage) params.set("stage", filter.stage);
  if (filter.search) params.set("q", filter.search);
  if (filter.page && filter.page > 1) params.set("page", String(filter.page));
  return params.toString();
}

/** The filter in words, for the audit trail: the search itself is not kept, since it may name a person. */
export function describeApplicationFilter(filter: ApplicationFilter): string {
  return [
    filter.opening ? `opening ${filter.opening}` : "every opening",
    filter.stage ? stageLabels[filter.stage].toLowerCase() : "any stage",
    ...(filter.search ? ["with a search"] : []),
  ].join(", ");
}
