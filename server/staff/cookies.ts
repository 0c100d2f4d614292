/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Lax (not sent with another site's posts),
 * and over TLS Secure with the __Host- prefix, which the browser accepts only from a secure origin, with
 * Path=/ and no Domain, so neither a plain-HTTP page nor a sibling subdomain can plant or overwrite it.
 */
import type { Request } from "express";
import { pendingSignInMs } from "./second-factor";
import { absoluteTimeoutMs } from "./sessions";

export const plainCookieName = "staff_session";
export const secureCookieName = "__Host-staff_session";

export const sessionCookieName = (secure: boolean) => (secure ? secureCookieName : plainCookieName);

export function sessionCookie(id: string, secure: boolean): string {
  return `${sessionCookieName(secure)}=${id}; Path=/; Max-Age=${absoluteTimeoutMs / 1000}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${sessionCookieName(secure)}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * The half-way sign-in (password right, code to come): its own cookie, with the same flags, living as long
 * as the server-side record it names (5 minutes). It opens nothing by itself: only the code step reads it.
 */
export const pendingCookieName = (secure: boolean) => (secure ? "__Host-staff_pending" : "staff_pending");

export function pendingCookie(id: string, secure: boolean): string {
  return `${pendingCookieName(secure)}=${id}; Path=/; Max-Age=${pendingSignInMs / 1000}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function clearedPendingCookie(secure: boolean): string {
  return `${pendingCookieName(secure)}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The session id the request carries under the name right for its scheme. */
export function sessionIdOf(req: Request, name = sessionCookieName(req.secure)): string | undefined {
  for (const part of (req.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}
