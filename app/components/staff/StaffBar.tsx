import { Form, Link, useLocation } from "react-router";
import { buttonClass } from "../ui/styles";
import { FormToken } from "./FormToken";
import { staffAccount, staffAccounts, staffAudit } from "../../lib/staff-paths";

const navLinkClass =
  "inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-slate-700 hover:text-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800";

interface StaffSection {
  /** The area of server/staff/permissions.ts the link leads to: shown only to roles that may use it. */
  area: string;
  to: string;
  label: string;
  /** Pages below another path that belong to this section (an enquiry's page to the inbox). */
  also?: string;
}

const sections: StaffSection[] = [
  { area: "inbox", to: "/admin", label: "Inbox", also: "/admin/messages" },
  { area: "subscribers", to: "/admin/subscribers", label: "Subscribers" },
  { area: "insights", to: "/admin/insights", label: "Insights" },
  { area: "openings", to: "/admin/openings", label: "Openings" },
  { area: "news", to: "/admin/news", label: "News" },
  { area: "staff", to: staffAccounts, label: "Staff" },
  { area: "audit", to: staffAudit, label: "Audit" },
  { area: "account", to: staffAccount, label: "Account" },
];

/**
 * The staff area's own bar, at the top of its pages (they leave out the site's header): where you are, who you are, and the way out. `areas`
 * are the ones the role may use (the server refuses the others whatever the menu shows).
 */
export function StaffBar({ email, role, areas }: { email: string; role: string; areas: readonly string[] }) {
  const { pathname } = useLocation();
  // A message's page belongs to the inbox, an editor to its list.
  const isCurrent = ({ to, also }: StaffSection) => pathname === to || pathname.startsWith(`${also ?? to}/`);
  return (
    <div className="border-b border-line bg-surface">
      <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
        {/* The way back to the public site, whose header the staff pages leave out. */}
        <a href="/" className="inline-flex min-h-11 items-center font-bold text-ink hover:text-brand-700">
          Jenesys
        </a>
        <nav aria-label="Staff" className="flex flex-wrap items-center gap-1">
          <span className="eyebrow mr-3">Staff area</span>
          {sections
            .filter((section) => areas.includes(section.area))
            .map((section) => (
              <Link
                key={section.to}
                to={section.to}
                className={navLinkClass}
                aria-current={isCurrent(section) ? "page" : undefined}
              >
                {section.label}
              </Link>
            ))}
        </nav>
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <span className="min-w-0 truncate text-sm text-muted">
            Signed in as <span className="font-semibold text-ink">{email}</span> ({role})
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
