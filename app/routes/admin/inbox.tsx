import { Link } from "react-router";
import type { Route } from "./+types/inbox";
import { FilterSelect } from "../../components/staff/FilterSelect";
import { SearchForm } from "../../components/staff/SearchForm";
import { Pagination } from "../../components/staff/Pagination";
import { StatusBadge } from "../../components/staff/StatusBadge";
import { buttonClass } from "../../components/ui/styles";
import { serviceOptions } from "../../lib/contact-rules";
import { indianFigure } from "../../lib/indian-figure";
import { inboxQuery, ownerFilters, statusFilters } from "../../lib/inbox-filter";
import { sourceFilters } from "../../lib/lead-source";
import { parseInboxFilter } from "../../lib/inbox-filter.server";
import { kolkataTime } from "../../lib/kolkata-time";
import { signedIn } from "../../server-bridge/staff.server";
import { staffMeta } from "../../lib/staff-paths";

export const meta: Route.MetaFunction = () => staffMeta("Inbox");

const excerptLength = 140;

/**
 * "1 enquiry matches", "35 enquiries match"; a search's count that stopped at its cap (the server's
 * searchCountCap) is "More than 1,000 enquiries match", never a figure that could be wrong.
 */
function enquiriesMatch({ total, capped }: { total: number; capped: boolean }): string {
  if (capped) return `More than ${indianFigure(total)} enquiries match`;
  return total === 1 ? "1 enquiry matches" : `${indianFigure(total)} enquiries match`;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = signedIn(context, request);
  const params = new URL(request.url).searchParams;
  const filter = parseInboxFilter(params);
  const { messages, spam, total, capped, page, pages } = await staff.service.inbox(staff.session, filter);
  // Nothing here, but a search: say whether it finds something under another status (Spam is left out by
  // default), so a privacy request's search is not taken for "nothing from this person".
  const elsewhere =
    total === 0 && filter.search && filter.status !== "all"
      ? await staff.service.inbox(staff.session, { ...filter, status: "all", page: 1 })
      : undefined;
  const erased = Number(params.get("erased"));
  return {
    filter,
    // Sent with the data, so the contact form's rules stay out of this page's script.
    services: serviceOptions,
    spam,
    elsewhere: elsewhere && elsewhere.total > 0 ? { total: elsewhere.total, capped: elsewhere.capped } : undefined,
    total,
    capped,
    page,
    pages,
    erased: Number.isSafeInteger(erased) && erased > 0 ? erased : undefined,
    deleted: params.get("deleted") === "1",
    messages: messages.map((message) => ({
      id: message.id,
      name: message.name,
      email: message.email,
      company: message.company,
      service: message.service,
      status: message.status,
      owner: message.owner?.email ?? null,
      received: kolkataTime(message.createdAt),
      excerpt: message.message.length > excerptLength ? `${message.message.slice(0, excerptLength)}…` : message.message,
    })),
  };
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { filter, services, messages, spam, elsewhere, total, capped, page, pages, erased, deleted } = loaderData;
  const query = inboxQuery({ ...filter, page: 1 });
  const listQuery = inboxQuery(filter);
  // What the folded filters hold, in the words of their lists.
  const applied = [
    statusFilters.find((option) => option.value === filter.status && option.value !== ""),
    filter.service ? { label: filter.service === "none" ? "No service chosen" : filter.service } : undefined,
    sourceFilters.find((option) => option.value === filter.source && option.value !== ""),
    ownerFilters.find((option) => option.value === filter.owner && option.value !== ""),
  ].flatMap((option) => (option ? [option.label] : []));
  const summary = !(filter.search || filter.status || filter.service || filter.source || filter.owner)
    ? `${indianFigure(total)} ${total === 1 ? "enquiry" : "enquiries"}, newest first`
    : capped
      ? `${enquiriesMatch({ total, capped })} this filter: the newest ${indianFigure(total)} are listed`
      : `${enquiriesMatch({ total, capped })} this filter`;
  // The two tabs keep the search, service and source, so a privacy request's search is looked for in both.
  const tabs = [
    { label: "Inbox", status: "", current: filter.status !== "spam" },
    { label: `Spam (${indianFigure(spam)})`, status: "spam", current: filter.status === "spam" },
  ] as const;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="heading-section">Inbox</h1>
          <p className="mt-1 text-muted">{summary}. Times are India Standard Time (IST).</p>
        </div>
        {/* The same filter in both files: CSV for other tools, a workbook to open in Excel. */}
        <div className="flex flex-wrap gap-2">
          <a
            href={`/admin/export.csv${query ? `?${query}` : ""}`}
            download
            className={buttonClass({ variant: "secondary" })}
          >
            Export CSV
          </a>
          <a
            href={`/admin/export.xlsx${query ? `?${query}` : ""}`}
            download
            className={buttonClass({ variant: "secondary" })}
          >
            Excel (.xlsx)
          </a>
        </div>
      </div>

      <nav aria-label="Inbox or spam" className="mt-6 flex gap-2 border-b border-line">
        {tabs.map((tab) => {
          const tabQuery = inboxQuery({ ...filter, status: tab.status, page: 1 });
          return (
            <Link
              key={tab.status}
              to={`/admin${tabQuery ? `?${tabQuery}` : ""}`}
              aria-current={tab.current ? "page" : undefined}
              className={`-mb-px inline-flex min-h-11 items-center border-b-2 px-3 font-semibold ${
                tab.current ? "border-brand-600 text-brand-700" : "border-transparent text-muted hover:text-ink"
              }`}
            >
              {tab.label}
            </Link>
          );
        })}
      </nav>

      {erased && (
        <p role="status" className="mt-6 rounded-xl bg-accent-50 px-4 py-3 text-sm text-accent-700">
          Erased {erased} {erased === 1 ? "message" : "messages"} and any newsletter sign-up of the sender.
        </p>
      )}
      {deleted && !erased && (
        <p role="status" className="mt-6 rounded-xl bg-accent-50 px-4 py-3 text-sm text-accent-700">
          Deleted the message.
        </p>
      )}

      <SearchForm action="/admin" search={filter.search} placeholder="Name, e-mail, text" applied={applied}>
        <div className="grid gap-4 pt-2 sm:grid-cols-2 lg:grid-cols-4 lg:pt-0">
          <FilterSelect id="status" name="status" label="Status" value={filter.status} options={statusFilters} />
          <FilterSelect
            id="service"
            name="service"
            label="Service"
            value={filter.service}
            options={[
              { value: "", label: "Any service" },
              ...services.map((service) => ({ value: service, label: service })),
              { value: "none", label: "No service chosen" },
            ]}
          />
          <FilterSelect id="source" name="source" label="Came from" value={filter.source} options={sourceFilters} />
          <FilterSelect id="owner" name="owner" label="Owner" value={filter.owner} options={ownerFilters} />
        </div>
      </SearchForm>

      {messages.length === 0 ? (
        <div className="mt-10 text-center text-muted">
          <p>No enquiries match.</p>
          {elsewhere && (
            <p className="mt-2">
              {enquiriesMatch(elsewhere)} under another status.{" "}
              <Link
                to={`/admin?${inboxQuery({ ...filter, status: "all", page: 1 })}`}
                className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline"
              >
                Show {elsewhere.total === 1 ? "it" : "them"}
              </Link>
            </p>
          )}
        </div>
      ) : (
        <ol
          className="mt-6 divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-white"
          aria-label="Enquiries"
        >
          {messages.map((message) => (
            <li key={message.id}>
              <Link
                // The filter travels with the enquiry, so its Back link and "Next" return to this very list.
                to={`/admin/messages/${message.id}${listQuery ? `?${listQuery}` : ""}`}
                className="grid gap-x-6 gap-y-1 px-5 py-4 hover:bg-brand-50/60 focus-visible:bg-brand-50 md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1.3fr)_auto]"
              >
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-ink">{message.name}</span>
                  <span className="block truncate text-sm text-muted">{message.company ?? "No company given"}</span>
                </span>
                <span className="min-w-0">
                  <span className="block truncate text-sm text-ink">{message.email}</span>
                  <span className="block truncate text-sm text-muted">{message.excerpt}</span>
                </span>
                <span className="min-w-0 text-sm">
                  <span className="block truncate text-ink">{message.service ?? "No service chosen"}</span>
                  <span className="block text-muted">{message.received}</span>
                  <span className="block truncate text-muted">
                    {message.owner ? `Owner: ${message.owner}` : "Unassigned"}
                  </span>
                </span>
                <span className="md:text-right">
                  <StatusBadge enquiry={message.status} />
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
      <Pagination page={page} pages={pages} href={(to) => `/admin?${inboxQuery({ ...filter, page: to })}`} />
      {/* Where "Older" would go on: say why it does not, and how to reach the rest. */}
      {capped && page === pages && (
        <p className="mt-4 text-sm text-muted">
          Older matches are not listed here. Narrow the search to find them, or export the search: the CSV and Excel
          files hold every match.
        </p>
      )}
    </>
  );
}
