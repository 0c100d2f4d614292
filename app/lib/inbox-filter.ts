/**
 * What the staff inbox shows: a search, a status and a service, read from the page's query string, so a
 * filtered view is a link (and the CSV export of the same view is that link's query string too).
 */
import { serviceOptions } from "./contact-rules";

export const inboxPageSize = 50;

export const statusFilters = [
  { value: "", label: "New and handled" },
  { value: "new", label: "New" },
  { value: "handled", label: "Handled" },
  { value: "spam", label: "Spam" },
  { value: "all", label: "All, spam included" },
] as const;

export type StatusFilter = (typeof statusFilters)[number]["value"];

/** "none": enquiries sent without choosing a service. */
export type ServiceFilter = "" | "none" | (typeof serviceOptions)[number];

export interface InboxFilter {
  /** Searched in name, e-mail, company and message. */
  search: string;
  status: StatusFilter;
  service: ServiceFilter;
  page: number;
}

const maxSearchLength = 200;

export function parseInboxFilter(params: URLSearchParams): InboxFilter {
  const status = params.get("status") ?? "";
  const service = params.get("service") ?? "";
  const page = Number(params.get("page") ?? "1");
  return {
    search: (params.get("q") ?? "").trim().slice(0, maxSearchLength),
    status: statusFilters.some((filter) => filter.value === status) ? (status as StatusFilter) : "",
    service: service === "none" || (serviceOptions as readonly string[]).includes(service) ? (service as ServiceFilter) : "",
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string of a filter (without `?`), leaving out what is at its default. */
export function inboxQuery(filter: Partial<InboxFilter>): string {
  const params = new URLSearchParams();
  if (filter.search) params.set("q", filter.search);
  if (filter.status) params.set("status", filter.status);
  if (filter.service) params.set("service", filter.service);
  if (filter.page && filter.page > 1) params.set("page", String(filter.page));
  return params.toString();
}

/** The filter in words, for the audit trail: the search itself is not kept, since it may name a person. */
export function describeFilter(filter: InboxFilter): string {
  const status = statusFilters.find((option) => option.value === filter.status)!.label.toLowerCase();
  const service = filter.service === "" ? "any service" : filter.service === "none" ? "no service" : filter.service;
  return `${status}, ${service}${filter.search ? ", with a search" : ""}`;
}
