/** Reading the inbox filter from a query string, against the contact form's list of services. */
import { serviceOptions } from "./contact-rules";
import { ownerFilters, statusFilters, type InboxFilter, type OwnerFilter, type StatusFilter } from "./inbox-filter";
import { sourceFilters, type SourceFilter } from "./lead-source";

const maxSearchLength = 200;

export function parseInboxFilter(params: URLSearchParams): InboxFilter {
  const status = params.get("status") ?? "";
  const service = params.get("service") ?? "";
  const source = params.get("source") ?? "";
  const owner = params.get("owner") ?? "";
  const page = Number(params.get("page") ?? "1");
  return {
    search: (params.get("q") ?? "").trim().slice(0, maxSearchLength),
    status: statusFilters.some((filter) => filter.value === status) ? (status as StatusFilter) : "",
    service: service === "none" || (serviceOptions as readonly string[]).includes(service) ? service : "",
    source: sourceFilters.some((filter) => filter.value === source) ? (source as SourceFilter) : "",
    owner: ownerFilters.some((filter) => filter.value === owner) ? (owner as OwnerFilter) : "",
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The filter in words, for the audit trail: the search itself is not kept, since it may name a person. */
export function describeFilter(filter: InboxFilter): string {
  const status = statusFilters.find((option) => option.value === filter.status)!.label.toLowerCase();
  const service = filter.service === "" ? "any service" : filter.service === "none" ? "no service" : filter.service;
  const source = sourceFilters.find((option) => option.value === filter.source)!.label.toLowerCase();
  const owner = filter.owner ? `, ${filter.owner === "mine" ? "mine" : "unassigned"}` : "";
  return `${status}, ${service}${filter.source ? `, from ${source}` : ""}${owner}${filter.search ? ", with a search" : ""}`;
}
