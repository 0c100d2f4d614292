import { Form, NavLink, useLocation } from "react-router";
import { buttonClass } from "../ui/styles";
import { FormToken } from "./FormToken";

/** NavLink marks the current page with aria-current="page". */
const navLinkClass =
  "inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-slate-700 hover:text-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800";

/** The staff area's own bar under the site header: where you are, who you are, and the way out. */
export function StaffBar({ email }: { email: string }) {
  // A message's page belongs to the inbox.
  const inMessage = useLocation().pathname.startsWith("/admin/messages/");
  return (
    <div className="border-b border-line bg-surface">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
        <nav aria-label="Staff" className="flex flex-wrap items-center gap-1">
          <span className="eyebrow mr-3">Staff area</span>
          <NavLink to="/admin" end className={navLinkClass} aria-current={inMessage ? "page" : undefined}>
            Inbox
          </NavLink>
          <NavLink to="/admin/subscribers" className={navLinkClass}>
            Subscribers
          </NavLink>
        </nav>
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <span className="min-w-0 truncate text-sm text-muted">
            Signed in as <span className="font-semibold text-ink">{email}</span>
          </span>
          {/* A whole new document after signing out: nothing of the signed-in pages stays in memory. */}
          <Form method="post" action="/admin/logout" reloadDocument>
            <FormToken />
            <button type="submit" className={buttonClass({ variant: "secondary" })}>
              Sign out
            </button>
          </Form>
        </div>
      </div>
    </div>
  );
}
