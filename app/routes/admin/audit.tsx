import { Form } from "react-router";
import type { Route } from "./+types/audit";
import { FilterSelect } from "../../components/staff/FilterSelect";
import { Pagination } from "../../components/staff/Pagination";
import { buttonClass, cardClass } from "../../components/ui/styles";
import { kolkataTime } from "../../lib/kolkata-time";
import { staffAudit, staffMeta } from "../../lib/staff-paths";
import { signedIn } from "../../server-bridge/staff.server";

export const meta: Route.MetaFunction = () => staffMeta("Audit trail");

/** Admins only: who did what in the staff area, newest first, by person and by action, 50 a page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = signedIn(context, request);
  const query = new URL(request.url).searchParams;
  const filter = {
    person: (query.get("person") ?? "").slice(0, 254),
    action: (query.get("action") ?? "").slice(0, 80),
    page: Number(query.get("page") ?? "1"),
  };
  const result = await staff.service.audit(filter);
  return {
    ...result,
    filter,
    entries: result.entries.map((entry) => ({ ...entry, at: kolkataTime(entry.at) })),
  };
}

/** The page's address with the filter kept and another page. */
function pageHref(filter: { person: string; action: string }, page: number): string {
  const query = new URLSearchParams();
  if (filter.person) query.set("person", filter.person);
  if (filter.action) query.set("action", filter.action);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${staffAudit}?${text}` : staffAudit;
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { entries, total, page, pages, people, actions, filter } = loaderData;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="heading-section">Audit trail</h1>
        <p className="mt-1 text-muted">
          {total} {total === 1 ? "entry" : "entries"}, newest first. Times are India Standard Time (IST). Entries name
          enquiries by their reference, never by a visitor's details.
        </p>
      </div>
      <Form
        method="get"
        className={cardClass({ padding: "compact", className: "grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end" })}
      >
        <FilterSelect
          id="audit-person"
          name="person"
          label="Person"
          value={filter.person}
          options={[{ value: "", label: "Everyone" }, ...people.map((person) => ({ value: person, label: person }))]}
        />
        <FilterSelect
          id="audit-action"
          name="action"
          label="Action"
          value={filter.action}
          options={[
            { value: "", label: "Every action" },
            ...actions.map((action) => ({ value: action, label: action })),
          ]}
        />
        <button type="submit" className={buttonClass({ variant: "secondary" })}>
          Show
        </button>
      </Form>
      {entries.length === 0 ? (
        <p className="mt-10 text-center text-muted">No entry matches.</p>
      ) : (
        <ol
          aria-label="Audit entries"
          className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-white"
        >
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="grid gap-1 px-5 py-3 sm:grid-cols-[11rem_1fr]">
              <span className="text-sm text-muted">{entry.at}</span>
              <span className="min-w-0 break-words text-ink">
                <span className="font-semibold">{entry.staffEmail ?? "(no account)"}</span> {entry.action}
                {entry.target && <span className="text-muted">: {entry.target}</span>}
                {entry.client && <span className="text-sm text-muted"> · from {entry.client}</span>}
              </span>
            </li>
          ))}
        </ol>
      )}
      <Pagination page={page} pages={pages} href={(to) => pageHref(filter, to)} />
    </div>
  );
}
