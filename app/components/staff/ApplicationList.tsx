import { Link } from "react-router";
import { buttonClass } from "../ui/styles";
import { applicationsQuery, stageFilters } from "../../lib/application-filter";
import { applicationPath, staffApplications } from "../../lib/staff-paths";
import type { ApplicationListData } from "../../server-bridge/applications.server";
import { FilterSelect } from "./FilterSelect";
import { Pagination } from "./Pagination";
import { StatusBadge } from "./StatusBadge";
import { SearchForm } from "./SearchForm";

/** HR's list of applications: a search, the opening and stage filters, the export, and a page of 50, newest first. */
export function ApplicationList({ loaderData }: { loaderData: ApplicationListData }) {
  const { filter, openings, applications, total, page, pages } = loaderData;
  const query = applicationsQuery({ ...filter, page: 1 });
  const listQuery = applicationsQuery(filter);
  const filtered = Boolean(filter.opening || filter.stage || filter.search);
  // What the folded filters hold, in the words of their lists.
  const applied = [
    openings.find((option) => option.value === filter.opening)?.label,
    stageFilters.find((option) => option.value === filter.stage && option.value !== "")?.label,
  ].filter((label) => label !== undefined);
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="heading-section">Applications</h1>
          <p className="mt-1 text-muted">
            {total} {total === 1 ? "application" : "applications"}
            {filtered ? ` ${total === 1 ? "matches" : "match"} this filter` : ", newest first"}. Times are India
            Standard Time (IST).
          </p>
        </div>
        <a
          href={`${staffApplications}.csv${query ? `?${query}` : ""}`}
          download
          className={buttonClass({ variant: "secondary" })}
        >
          Export CSV
        </a>
      </div>

      <SearchForm
        action={staffApplications}
        search={filter.search}
        placeholder="Name, e-mail, location"
        applied={applied}
      >
        <div className="grid gap-4 pt-2 sm:grid-cols-2 lg:pt-0">
          <FilterSelect
            id="opening"
            name="opening"
            label="Opening"
            value={filter.opening}
            options={[{ value: "", label: "Every opening" }, ...openings]}
          />
          <FilterSelect id="stage" name="stage" label="Stage" value={filter.stage} options={stageFilters} />
        </div>
      </SearchForm>

      {applications.length === 0 ? (
        <p className="mt-10 text-center text-muted">{filtered ? "No applications match." : "No applications yet."}</p>
      ) : (
        <ol
          className="mt-6 divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-white"
          aria-label="Applications"
        >
          {applications.map((application) => (
            <li key={application.id}>
              <Link
                // The filter travels with the application, so its Back link returns to this very list. The stage's
                // column has one width for every badge ("New" to "Shortlisted"), so the other columns line up.
                to={`${applicationPath(application.id)}${listQuery ? `?${listQuery}` : ""}`}
                className="grid gap-x-6 gap-y-1 px-5 py-4 hover:bg-brand-50/60 focus-visible:bg-brand-50 md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1.5fr)_6.5rem]"
              >
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-ink">{application.name}</span>
                  <span className="block truncate text-sm text-muted">{application.location}</span>
                </span>
                <span className="min-w-0">
                  <span className="block truncate text-sm text-ink">{application.opening}</span>
                  <span className="block truncate text-sm text-muted">{application.email}</span>
                </span>
                <span className="min-w-0 text-sm">
                  <span className="block text-muted">Received {application.received}</span>
                  {application.erased && <span className="block text-muted">Erased on {application.erased}</span>}
                </span>
                <span className="md:text-right">
                  <StatusBadge stage={application.stage} />
                </span>
              </Link>
            </li>
          ))}
        </ol>
      )}
      <Pagination
        page={page}
        pages={pages}
        href={(to) => `${staffApplications}?${applicationsQuery({ ...filter, page: to })}`}
      />
    </>
  );
}
