import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/subscribers";
import { FormToken } from "../../components/staff/FormToken";
import { formText } from "../../lib/form-data";
import { Pagination } from "../../components/staff/Pagination";
import { buttonClass, cardClass, inputClass } from "../../components/ui/styles";
import { kolkataTime } from "../../lib/kolkata-time";
import { signedIn, staffForm } from "../../server-bridge/staff.server";
import { staffMeta } from "../../lib/staff-paths";
import { newsletterRules } from "../../site/newsletter";

export const meta: Route.MetaFunction = () => staffMeta("Newsletter subscribers");

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = signedIn(context, request);
  const params = new URL(request.url).searchParams;
  const page = Number(params.get("page") ?? "1");
  const search = (params.get("q") ?? "").trim().slice(0, 200);
  const result = await staff.service.subscribers(Number.isSafeInteger(page) && page >= 1 ? page : 1, search);
  return {
    ...result,
    search,
    removed: params.get("removed") === "1",
    subscribers: result.subscribers.map((row) => ({
      email: row.email,
      // A subscriber's consent time; a pending address's time of sign-up (it has not consented yet).
      when:
        row.consentedAt === null
          ? `signed up ${kolkataTime(row.signedUpAt)}`
          : `consented ${kolkataTime(row.consentedAt)}`,
      status:
        row.status === "pending"
          ? "Waiting for confirmation"
          : row.optIn === "double"
            ? "Confirmed by e-mail"
            : "Subscribed",
    })),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { staff, form } = await staffForm(context, request);
  if (formText(form, "intent") !== "remove") throw data("Unknown action.", { status: 400 });
  if (!(await staff.service.removeSubscriber(staff.session, formText(form, "email"))))
    throw data(null, { status: 404 });
  return redirect("/admin/subscribers?removed=1");
}

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { subscribers, total, page, pages, search, removed } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="heading-section">Newsletter subscribers</h1>
          <p className="mt-1 text-muted">
            {total} {total === 1 ? "address" : "addresses"}, newest first. Addresses waiting for confirmation are
            deleted after {newsletterRules.pendingDays} days. Times are India Standard Time (IST).
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href="/admin/subscribers.csv" download className={buttonClass({ variant: "secondary" })}>
            Export CSV
          </a>
          <a href="/admin/subscribers.xlsx" download className={buttonClass({ variant: "secondary" })}>
            Excel (.xlsx)
          </a>
        </div>
      </div>
      {removed && (
        <p role="status" className="mt-6 rounded-xl bg-accent-50 px-4 py-3 text-sm text-accent-700">
          Removed the address from the newsletter, with its links and mails.
        </p>
      )}
      <Form method="get" role="search" className={cardClass({ className: "mt-6 flex flex-wrap items-end gap-3" })}>
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor="q" className="text-sm font-semibold text-slate-800">
            Search
          </label>
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={search}
            maxLength={200}
            placeholder="Part of an address"
            className={inputClass()}
          />
        </div>
        <button type="submit" className={buttonClass()}>
          Search
        </button>
      </Form>
      {subscribers.length === 0 ? (
        <p className="mt-10 text-center text-muted">{search ? "No address matches." : "No one has subscribed yet."}</p>
      ) : (
        <ol
          aria-label="Subscribers"
          className="mt-6 divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-white"
        >
          {subscribers.map((row) => (
            <li key={row.email} className="px-5 py-3">
              <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
                <span className="min-w-0 break-all text-ink">{row.email}</span>
                <span className="text-sm text-muted">{`${row.status}, ${row.when}`}</span>
              </div>
              {/* Asked first, without JavaScript too: the removal cannot be undone. */}
              <details className="mt-1">
                <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand-700">
                  Remove…
                </summary>
                <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
                  <FormToken />
                  <input type="hidden" name="email" value={row.email} />
                  <p className="min-w-0 basis-full break-words text-sm text-muted">
                    {`${row.email} gets no more newsletters; its links stop working. It cannot be undone.`}
                  </p>
                  <button type="submit" name="intent" value="remove" className={buttonClass({ variant: "danger" })}>
                    Yes, remove this address
                  </button>
                </Form>
              </details>
            </li>
          ))}
        </ol>
      )}
      <Pagination
        page={page}
        pages={pages}
        href={(to) =>
          `/admin/subscribers?${new URLSearchParams({ ...(search ? { q: search } : {}), page: String(to) })}`
        }
      />
    </>
  );
}
