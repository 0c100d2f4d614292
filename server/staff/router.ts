/**
 * The staff area's door: every request under /admin passes here before React Router renders it.
 * - No page of it is stored or indexed (no-store, noindex) or framed (the site's headers).
 * - Without a session, pages redirect to the sign-in page and React Router's data requests get 401.
 * - A request that changes something must come from a page of this site (Origin, else Sec-Fetch-Site):
 *   another site's form post gets 403 even with the staff member's cookie. The route actions then check
 *   the session's form token as well (app/server-bridge/staff.server.ts).
 * - Exports and CVs refuse to be fetched by another site's link or script.
 * - A page, post, data request or export of an area the session's role may not use gets 403, with a
 *   plain page that says whose it is (server/staff/permissions.ts holds the one table).
 */
import type { Request, RequestHandler, Response } from "express";
import { isStaffPath, loginPathFor, secondFactorFirst, staffLogin } from "../../app/lib/staff-paths";
import { bodyProblem, formType, type BodyRules } from "../body-guard";
import { clientKey } from "../client-key";
import { describeError, type Logger } from "../logger";
import { scriptNoncePolicy } from "../security";
import { StoreUnavailableError } from "../store/types";
import {
  clearedPendingCookie,
  clearedSessionCookie,
  pendingCookie,
  pendingCookieName,
  sessionCookie,
  sessionIdOf,
} from "./cookies";
import { deviceOf } from "./device";
import { answerEndpoint, isCvDownload } from "./endpoints";
import type { CareersService } from "../careers/service";
import type { ListingsService } from "../listings/service";
import { areaOf, homeFor, mayUse, ownersOf, roleNames, type StaffRole } from "./permissions";
import type { StaffService, StaffSession } from "./service";

/** What a route module of the staff area gets in its load context. */
export interface StaffRequest {
  service: StaffService;
  /** Openings and news as staff edit them (each change is audited by the session's e-mail). */
  listings: ListingsService;
  /** The signed-in staff member's session; undefined on the sign-in page for an anonymous visitor. */
  session: StaffSession | undefined;
  /** The client's address as the rate limits see it. */
  client: string;
  /** The browser in words ("Chrome on Android"), kept with a new session for its owner's list. */
  device: string;
  /** The Set-Cookie value of a new session, right for this request's scheme. */
  sessionCookie(sessionId: string): string;
  /** The half-way sign-in the request's cookie names (checked by the service, never trusted as such). */
  pendingId: string | undefined;
  /** Set-Cookie values that start and end a half-way sign-in. */
  pendingCookie(pendingId: string): string;
  clearedPendingCookie: string;
}

/** Staff forms are small urlencoded posts of known length. */
const staffFormRules: BodyRules = { types: [formType], maxBytes: 16 * 1024, length: "always" };

/** React Router's data requests: what the browser's script fetches (JSON-like), never a page. */
const isDataRequest = (req: Request) => req.path.toLowerCase().endsWith(".data");
/** The one page that opens without a session: the sign-in page (an invitation's link opens it too). */
const opensWithoutSession = (req: Request) =>
  req.path
    .toLowerCase()
    .replace(/\.data$/, "")
    .replace(/\/+$/, "") === staffLogin;
/**
 * The exports and a candidate's CV. Trailing slashes too: the endpoints answer /admin/export.csv/ as they answer
 * /admin/export.csv (./endpoints.ts).
 */
const isExport = (req: Request) => /\.(csv|xlsx)\/*$/i.test(req.path) || isCvDownload(req);

/** The request's own origin, as the browser would write it in an Origin header. */
const ownOrigin = (req: Request) => `${req.protocol}://${req.host}`;

/**
 * True when a browser says this request comes from a page of this very origin: the configured public
 * origin (PUBLIC_URL, else SITE_URL) when there is one, since a request's Host is the client's to choose;
 * the request's own origin otherwise.
 */
export function fromThisSite(req: Request, publicOrigin?: string): boolean {
  const origin = req.get("origin");
  const fetchSite = req.get("sec-fetch-site");
  if (origin !== undefined && origin !== (publicOrigin ?? ownOrigin(req))) return false;
  if (fetchSite !== undefined && fetchSite !== "same-origin") return false;
  return origin !== undefined || fetchSite !== undefined; // a post that says neither is not from a browser page
}

function refuse(res: Response, status: number, text: string): void {
  res.status(status).type("text/plain").send(text);
}

/**
 * The refusal of a page the role may not use, as a page of its own: nothing of the area is read or
 * rendered for it. Its words are fixed text (role names), so nothing in it needs escaping.
 */
export function notYourAreaPage(role: StaffRole, owners: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Not for your role | Staff</title>
</head>
<body>
<main>
<h1>This page is for ${owners}</h1>
<p>Your account's role is ${roleNames[role]}, which does not include this page. If your work needs it, ask an Admin to change your role.</p>
<p><a href="${homeFor(role)}">Back to the staff area</a></p>
</main>
</body>
</html>
`;
}

export function staffArea(deps: {
  service: StaffService;
  listings: ListingsService;
  /** Job applications: HR's CV downloads and export are answered here (./endpoints.ts). */
  careers: CareersService;
  logger: Logger;
  reactRouter: RequestHandler;
  /** The site's configured public origin, when there is one: posts must come from it. */
  publicOrigin?: string;
  /** Roles whose accounts may use nothing but their own account page until the second factor is set up. */
  secondFactorRequired?: readonly StaffRole[];
}): RequestHandler {
  const { service, listings, careers, logger, reactRouter, publicOrigin, secondFactorRequired = [] } = deps;
  const noncePolicy = scriptNoncePolicy();

  return async (req, res, next) => {
    if (!isStaffPath(req.path)) return next();
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");

    const changes = req.method !== "GET" && req.method !== "HEAD";
    if (changes && req.method !== "POST") {
      res.setHeader("Allow", "GET, HEAD, POST");
      return refuse(res, 405, "Method not allowed.");
    }
    if (changes && !fromThisSite(req, publicOrigin)) {
      res.locals.refusedBecause = "cross-site";
      return refuse(res, 403, "This form can only be sent from the staff pages of this site.");
    }
    if (!changes && isExport(req) && !["same-origin", "none", undefined].includes(req.get("sec-fetch-site"))) {
      res.locals.refusedBecause = "cross-site";
      return refuse(res, 403, "Exports can only be opened from the staff pages of this site.");
    }
    const problem = changes ? bodyProblem(req, staffFormRules) : undefined;
    if (problem) return refuse(res, problem.status, problem.message);

    let session: StaffSession | undefined;
    try {
      session = await service.readSession(sessionIdOf(req));
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) return next(error);
      logger.error("staff area: store unavailable", describeError(error));
      res.setHeader("Retry-After", "30");
      return refuse(
        res,
        503,
        "The staff area is unavailable just now: the database cannot be reached. Please try again in a minute.",
      );
    }
    if (!session && !opensWithoutSession(req)) {
      if (isDataRequest(req)) {
        res.status(401).json({ error: "Sign in first." });
        return;
      }
      res.redirect(303, loginPathFor(req.originalUrl));
      return;
    }

    const secure = req.secure;
    const client = clientKey(req);
    if (session) {
      const area = areaOf(req.originalUrl);
      if (!mayUse(session.role, area)) {
        res.locals.refusedBecause = "role";
        try {
          await service.refused(session, area, client);
        } catch (error) {
          return next(error);
        }
        res.status(403);
        if (isDataRequest(req)) return refuse(res, 403, `This page is for ${ownersOf(area)}.`);
        res.type("html").send(notYourAreaPage(session.role, ownersOf(area)));
        return;
      }
      // A password alone opens nothing but the way to a second factor (and the way out), when the role needs one.
      if (!session.secondFactor && secondFactorRequired.includes(session.role) && area !== "account") {
        res.locals.refusedBecause = "second factor";
        if (changes || isDataRequest(req))
          return refuse(res, 403, "Set up the second factor on your account page first.");
        res.redirect(303, secondFactorFirst);
        return;
      }
    }
    try {
      if (
        session &&
        (await answerEndpoint(req, res, {
          service,
          careers,
          session,
          client,
          signedOutCookie: clearedSessionCookie(secure),
        }))
      )
        return;
    } catch (error) {
      return next(error);
    }
    const staff: StaffRequest = {
      service,
      listings,
      session,
      client,
      device: deviceOf(req.get("user-agent")),
      sessionCookie: (id) => sessionCookie(id, secure),
      pendingId: sessionIdOf(req, pendingCookieName(secure)),
      pendingCookie: (id) => pendingCookie(id, secure),
      clearedPendingCookie: clearedPendingCookie(secure),
    };
    res.locals.staff = staff;
    noncePolicy(req, res, (error?: unknown) => (error ? next(error) : reactRouter(req, res, next)));
  };
}
