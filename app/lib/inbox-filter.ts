/**
 * What the staff inbox shows: a search, a status, a service and a source, read from the page's query string, so a
 * filtered view is a link (and the CSV export of the same view is that link's query string too). Reading
 * one is in inbox-filter.server.ts, which knows the service list; this part also runs in the browser.
 */

import { contactStatuses, statusLabels } from "./enquiry-status";
import type { SourceFilter } from "./lead-source";

export const inboxPageSize = 50;

export const statusFilters = [
  { value: "", label: "New and handled" },
  ...contactStatuses.map((status) => ({ value: status, label: statusLabels[status] })),
  { value: "all", label: "All, spam included" },
] as const;

export type StatusFilter = (typeof statusFilters)[number]["value"];

/** "": any service; "none": enquiries sent without choosing a service; else one of the form's services. */
export type ServiceFilter = string;

/** Whose enquiries: anyone's, the viewer's own, or those nobody has taken. */
export const ownerFilters = [
  { value: "", label: "Anyone" },
  { value: "mine", label: "Mine" },
  { value: "unassigned", label: "Unassigned" },
] as const;
export type OwnerFilter = (typeof ownerFilters)[number]["value"];

export interface InboxFilter {
  /** Searched in name, e-mail, company and message. */
  search: string;
  status: StatusFilter;
  service: ServiceFilter;
  /** Where the enquiry's visit came from (lead-source.ts): "" for any. */
  source: SourceFilter;
  owner: OwnerFilter;
  page: number;
}

/** The query string of a filter (without `?`), leaving out what is at its default. */
export function inboxQuery(filter: Partial<InboxFilter>): string {
  const params = new URLSearchParams();
  if (filter.search) params.set("q", filter.search);
  if (filter.status) params.set("status", filter.status);
  if (filter.service) params.set("service", filter.service);
  if (filter.source) params.set("source", filter.source);
  if (filter.owner) params.set("owner", filter.owner);
  if (filter.page && filter.page > 1) params.set("page", String(filter.page));
  return params.toString();
}
