import { Form, Link, useLocation } from "react-router";
import { buttonClass } from "../ui/styles";
import { FormToken } from "./FormToken";

const navLinkClass =
  "inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-slate-700 hover:text-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800";

/** The staff area's own bar under the site header: where you are, who you are, and the way out. */
export function StaffBar({ email }: { email: string }) {
  const { pathname } = useLocation();
  // A message's page belongs to the inbox, an editor to its list.
  const current = (page: "inbox" | "subscribers" | "openings" | "news") => {
    const here = page === "inbox" ? pathname === "/admin" || pathname.startsWith("/admin/messages/")
      : pathname === `/admin/${page}` || pathname.startsWith(`/admin/${page}/`);
    return here ? "page" : undefined;
  };
  return (
    <div className="border-b border-line bg-surface">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
        <nav aria-label="Staff" className="flex flex-wrap items-center gap-1">
          <span className="eyebrow mr-3">Staff area</span>
          <Link to="/admin" className={navLinkClass} aria-current={current("inbox")}>
            Inbox
          </Link>
          <Link to="/admin/subscribers" className={navLinkClass} aria-current={current("subscribers")}>
            Subscribers
          </Link>
          <Link to="/admin/openings" className={navLinkClass} aria-current={current("openings")}>
            Openings
          </Link>
          <Link to="/admin/news" className={navLinkClass} aria-current={current("news")}>
            News
          </Link>
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
