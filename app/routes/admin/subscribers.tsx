import type { Route } from "./+types/subscribers";
import { Pagination } from "../../components/staff/Pagination";
import { buttonClass } from "../../components/ui/styles";
import { kolkataTime } from "../../lib/kolkata-time";
import { signedIn } from "../../server-bridge/staff.server";
import { staffMeta } from "../../lib/staff-paths";
import { newsletterRules } from "../../site/newsletter";

export const meta: Route.MetaFunction = () => staffMeta("Newsletter subscribers");

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = signedIn(context, request);
  const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const result = await staff.service.subscribers(Number.isSafeInteger(page) && page >= 1 ? page : 1);
  return {
    ...result,
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

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { subscribers, total, page, pages } = loaderData;
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
        <a href="/admin/subscribers.csv" download className={buttonClass({ variant: "secondary" })}>
          Export CSV
        </a>
      </div>
      {subscribers.length === 0 ? (
        <p className="mt-10 text-center text-muted">No one has subscribed yet.</p>
      ) : (
        <ol
          aria-label="Subscribers"
          className="mt-6 divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-white"
        >
          {subscribers.map((row) => (
            <li key={row.email} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 px-5 py-3">
              <span className="min-w-0 break-all text-ink">{row.email}</span>
              <span className="text-sm text-muted">{`${row.status}, ${row.when}`}</span>
            </li>
          ))}
        </ol>
      )}
      <Pagination page={page} pages={pages} href={(to) => `/admin/subscribers?page=${to}`} />
    </>
  );
}
