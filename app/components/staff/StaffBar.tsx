import { useEffect, useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import { buttonClass } from "../ui/styles";
import { FormToken } from "./FormToken";
import {
  replyTemplatesPath,
  staffAccount,
  staffAccounts,
  staffApplications,
  staffAudit,
  staffHome,
} from "../../lib/staff-paths";

// A little narrower from 1280 px, where an Admin's nine sections share one line with who is signed in (which is
// cut short, rather than the sections wrapping) and "Sign out".
const navLinkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-full px-4 xl:px-2.5 text-sm font-semibold text-slate-700 hover:text-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800";

const countClass = "whitespace-nowrap rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white";

interface StaffSection {
  /** The area of server/staff/permissions.ts the link leads to: shown only to roles that may use it. */
  area: string;
  to: string;
  label: string;
  /** Pages below other paths that belong to this section (an enquiry's page to the inbox). */
  also?: readonly string[];
}

const sections: StaffSection[] = [
  { area: "inbox", to: staffHome, label: "Inbox", also: ["/admin/messages", replyTemplatesPath] },
  { area: "subscribers", to: "/admin/subscribers", label: "Subscribers" },
  { area: "insights", to: "/admin/insights", label: "Insights" },
  { area: "openings", to: "/admin/openings", label: "Openings" },
  { area: "applications", to: staffApplications, label: "Applications" },
  { area: "news", to: "/admin/news", label: "News" },
  { area: "staff", to: staffAccounts, label: "Staff" },
  { area: "audit", to: staffAudit, label: "Audit" },
  { area: "account", to: staffAccount, label: "Account" },
];

/** The section's own page, or a page below it; the inbox (/admin) counts only the paths it names, not all of /admin. */
const isCurrent = (pathname: string, { to, also }: StaffSection) =>
  pathname === to || (also ?? [to]).some((path) => pathname === path || pathname.startsWith(`${path}/`));

/** "3 new": a link to the New enquiries, said in full to a screen reader. */
function NewCount({ count }: { count: number }) {
  return (
    <Link
      to={`${staffHome}?status=new`}
      // Only where the menu is folded: from 1280 px the menu bar's Inbox link carries the count.
      className="inline-flex min-h-11 shrink-0 items-center xl:hidden"
      aria-label={`${count} new ${count === 1 ? "enquiry" : "enquiries"}`}
    >
      <span className={countClass}>{count} new</span>
    </Link>
  );
}

/**
 * The staff area's own bar, at the top of its pages (they leave out the site's header): where you are, the
 * count of New enquiries, who you are, and the way out. On a narrow screen it is one line, the rest folded
 * under "Menu" (a <details>, so it opens before or without any script); from 1280 px everything is shown
 * (app.css). `areas` are the ones the role may use (the server refuses the others whatever the menu shows).
 */
export function StaffBar({
  email,
  role,
  areas,
  newCount,
}: {
  email: string;
  role: string;
  areas: readonly string[];
  /** Undefined for a role without the inbox. */
  newCount: number | undefined;
}) {
  const { pathname } = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  const shown = sections.filter((section) => areas.includes(section.area));
  const current = shown.find((section) => isCurrent(pathname, section));

  // A link followed inside the menu changes the page, not the document: fold the menu again.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);

  // Escape folds the open menu and puts the focus back on "Menu", as the public site's menus do.
  useEffect(() => {
    const details = menu.current;
    if (!details) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    details.addEventListener("keydown", onKey);
    return () => details.removeEventListener("keydown", onKey);
  }, []);

  return (
    <div className="relative border-b border-line bg-surface">
      <div className="container-page flex items-center gap-x-3 py-1.5 xl:gap-x-6 xl:py-3">
        {/* The way back to the public site, whose header the staff pages leave out. */}
        <a href="/" className="inline-flex min-h-11 shrink-0 items-center font-bold text-ink hover:text-brand-700">
          Jenesys
        </a>
        {/* On a narrow screen, where you are stands in for the menu bar. */}
        <span className="min-w-0 truncate text-sm font-semibold text-brand-800 xl:hidden">{current?.label}</span>
        <span className="eyebrow hidden shrink-0 xl:inline">Staff</span>
        {newCount !== undefined && newCount > 0 && <NewCount count={newCount} />}
        <details ref={menu} className="staff-menu ml-auto xl:ml-0 xl:flex-1">
          <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-brand-200 bg-white px-5 text-sm font-semibold text-brand-800 hover:border-brand-400 xl:hidden">
            Menu
          </summary>
          <div className="absolute inset-x-0 top-full z-30 grid gap-4 border-b border-line bg-surface px-4 py-4 shadow-lg xl:static xl:flex xl:items-center xl:justify-between xl:border-0 xl:p-0 xl:shadow-none">
            <nav
              aria-label="Staff"
              className="flex flex-col gap-1 xl:shrink-0 xl:flex-row xl:flex-wrap xl:items-center"
            >
              {shown.map((section) => (
                <Link
                  key={section.to}
                  to={section.to}
                  className={navLinkClass}
                  aria-current={section === current ? "page" : undefined}
                >
                  {section.label}
                  {section.area === "inbox" && newCount !== undefined && newCount > 0 && (
                    <span className={countClass}>{newCount} new</span>
                  )}
                </Link>
              ))}
            </nav>
            <div className="flex min-w-0 flex-wrap items-center gap-3">
              <span
                className="min-w-0 truncate text-sm text-muted xl:max-w-72"
                title={`Signed in as ${email} (${role})`}
              >
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
        </details>
      </div>
    </div>
  );
}
