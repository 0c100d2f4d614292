/** Paths of the staff area, shared by the server's guard and the route modules. */
import { site } from "../site/facts";

export const staffHome = "/admin";
export const staffLogin = "/admin/login";
/** Each person's own account page, where the second factor is set up. */
export const staffAccount = "/admin/account";
/** Admins run the staff accounts here, and read the audit trail on the other. */
export const staffAccounts = "/admin/staff";
export const staffAudit = "/admin/audit";
/** The templates replies to enquiries start from: Sales' own, with the inbox. */
export const replyTemplatesPath = "/admin/reply-templates";
/** Job applications, HR's list and each one's page (its CV downloads below it). */
export const staffApplications = "/admin/applications";
export const applicationPath = (id: string) => `${staffApplications}/${id}`;
/**
 * An invitation's mailed link opens the sign-in page with this parameter (its one-time token): there the
 * colleague chooses a password. A page of its own would add a route to the manifest every public page loads.
 */
export const invitationParam = "invitation";
/** Where an account that must set up its second factor is sent first (the account page says why). */
export const secondFactorFirst = `${staffAccount}?secondFactor=required`;

/**
 * True for any request into the staff area, however it is spelt: React Router matches paths without
 * regard to case and after decoding escapes, so the guard must see `/ADMIN`, `/%61dmin` and `//admin` as
 * the staff area too, and React Router's data requests (`/admin.data`, `/admin/messages/….data`).
 */
export function isStaffPath(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    decoded = path;
  }
  return /^\/admin(?:\.data$|\/|$)/.test(decoded.toLowerCase().replace(/\/{2,}/g, "/"));
}

/**
 * Where to go after signing in: a path inside the staff area of this site, or the inbox. Anything that
 * could leave the site (`//evil.example`, `/\evil.example`, `https://…`, a path with control characters)
 * gives the inbox instead.
 */
export function safeNextPath(next: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex -- a control character in an address is refused
  if (!next || !next.startsWith("/") || next.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(next)) return staffHome;
  let url: URL;
  try {
    url = new URL(next, "http://site.invalid");
  } catch {
    return staffHome;
  }
  if (
    url.origin !== "http://site.invalid" ||
    !isStaffPath(url.pathname) ||
    url.pathname.toLowerCase().startsWith(staffLogin)
  )
    return staffHome;
  return url.pathname + url.search;
}

/** The sign-in page that returns to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `${staffLogin}?next=${encodeURIComponent(safeNextPath(path))}`;
}

/** The head of every staff page: its title, and no indexing even if the header were lost on the way. */
export function staffMeta(title: string) {
  return [{ title: `${title} | Staff | ${site.name}` }, { name: "robots", content: "noindex, nofollow" }];
}
