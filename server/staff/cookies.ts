/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Lax (not sent with another site's posts),
 * and over TLS Secure with the __Host- prefix, which the browser accepts only from a secure origin, with
 * Path=/ and no Domain, so neither a plain-HTTP page nor a sibling subdomain can plant or overwrite it.
 */
import type { Request } from "express";
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

/** The session id the request carries under the name right for its scheme. */
export function sessionIdOf(req: Request): string | undefined {
  const name = sessionCookieName(req.secure);
  for (const part of (req.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}
