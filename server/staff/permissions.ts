/**
 * Who may use which part of the staff area: the one table every check reads. The server's guard
 * (server/staff/router.ts) looks up the area of every request under /admin, page, post, data request or
 * export alike, before anything answers it; the menu shows only the areas the role may use.
 *
 * A path the table does not name is Admin's: a page added later stays closed to the other roles until
 * someone decides who it is for.
 */
import {
  replyTemplatesPath,
  staffAccount,
  staffAccounts,
  staffApplications,
  staffAudit,
  staffHome,
  staffLogin,
} from "../../app/lib/staff-paths";

export const staffRoles = ["admin", "sales", "hr", "editor"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const roleNames: Record<StaffRole, string> = { admin: "Admin", sales: "Sales", hr: "HR", editor: "Editor" };

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (staffRoles as readonly string[]).includes(value);
}

export type StaffAreaName =
  "inbox" | "subscribers" | "insights" | "openings" | "applications" | "news" | "staff" | "audit" | "account";

interface StaffArea {
  /** The paths of the area: the first is its page, each one with everything below it. */
  paths: readonly string[];
  roles: readonly StaffRole[];
}

/** Admin is in every row on purpose: an Admin runs the whole area, and a row without Admin would be a slip. */
export const staffAreas: Record<StaffAreaName, StaffArea> = {
  // The enquiries, each enquiry's page, the templates of the replies to them, and their exports.
  inbox: {
    paths: [staffHome, "/admin/messages", replyTemplatesPath, "/admin/export.csv", "/admin/export.xlsx"],
    roles: ["admin", "sales"],
  },
  subscribers: {
    paths: ["/admin/subscribers", "/admin/subscribers.csv", "/admin/subscribers.xlsx"],
    roles: ["admin", "sales"],
  },
  // Visits and enquiries over time: where leads come from is Sales' work.
  insights: { paths: ["/admin/insights", "/admin/insights.csv"], roles: ["admin", "sales"] },
  openings: { paths: ["/admin/openings"], roles: ["admin", "hr", "editor"] },
  // Candidates' applications, each one's page and CV (below it), and their export: HR's, not the editors'.
  applications: { paths: [staffApplications, `${staffApplications}.csv`], roles: ["admin", "hr"] },
  news: { paths: ["/admin/news"], roles: ["admin", "editor"] },
  staff: { paths: [staffAccounts], roles: ["admin"] },
  audit: { paths: [staffAudit], roles: ["admin"] },
  // Everyone's own: their password, sessions and second factor, and the way in (an invitation's link too) and out.
  account: { paths: [staffAccount, staffLogin, "/admin/logout"], roles: staffRoles },
};

/** The order areas appear in the menu and the first one a role may use is its home page. */
const areaOrder: readonly StaffAreaName[] = [
  "inbox",
  "subscribers",
  "insights",
  "openings",
  "applications",
  "news",
  "staff",
  "audit",
  "account",
];

export function mayUse(role: StaffRole, area: StaffAreaName): boolean {
  return staffAreas[area].roles.includes(role);
}

/**
 * The path as React Router will match it: escapes decoded, `.` and `..` segments resolved (the URL
 * parser does that before routing, so `/admin/account/../staff` is the staff page), repeated slashes
 * folded, case ignored, and a data request's `.data` and trailing slashes removed.
 */
export function routedPath(path: string): string {
  let resolved = new URL(path.replace(/\/{2,}/g, "/"), "http://site.invalid").pathname;
  try {
    resolved = decodeURIComponent(resolved);
  } catch {
    // A malformed escape matches no route; the path stays as it is and falls to Admin below.
  }
  // An escaped slash or dot segment (%2F, %2e%2e) becomes a real one once decoded: resolve again.
  resolved = new URL(resolved.replace(/\/{2,}/g, "/"), "http://site.invalid").pathname;
  return (
    resolved
      .toLowerCase()
      .replace(/\.data$/, "")
      .replace(/\/+$/, "") || "/"
  );
}

/** The area a path under /admin belongs to; "staff" (Admin's) for a path the table does not name. */
export function areaOf(path: string): StaffAreaName {
  const routed = routedPath(path);
  // The inbox's own page is /admin exactly; every other path is matched with what lies below it.
  if (routed === staffHome) return "inbox";
  for (const name of areaOrder) {
    if (
      staffAreas[name].paths.some(
        (prefix) => prefix !== staffHome && (routed === prefix || routed.startsWith(`${prefix}/`)),
      )
    )
      return name;
  }
  return "staff";
}

export function mayOpen(role: StaffRole, path: string): boolean {
  return mayUse(role, areaOf(path));
}

/** The areas a role may use, in menu order. */
export function areasFor(role: StaffRole): StaffAreaName[] {
  return areaOrder.filter((name) => mayUse(role, name));
}

/** Where a role lands after signing in: its first area (the inbox for Sales and Admin, openings for HR and Editor). */
export function homeFor(role: StaffRole): string {
  const [first] = areasFor(role);
  return staffAreas[first ?? "account"].paths[0] ?? staffHome;
}

/** Whose an area is, in words: "Sales and Admin". */
export function ownersOf(area: StaffAreaName): string {
  const names = staffRoles.filter((role) => role !== "admin" && mayUse(role, area)).map((role) => roleNames[role]);
  return names.length === 0 ? roleNames.admin : `${names.join(", ")} and ${roleNames.admin}`;
}
