/**
 * What the server hands React Router as load context (`getLoadContext`), so route actions reach the same
 * contact service as the JSON API and render errors reach the same log. App code imports this file for its
 * type only.
 */
import type { Request, Response } from "express";
import type { ContactService } from "./contact-service";
import { describeError, logPath, stackFields, type Logger } from "./logger";
import type { PublicListings } from "./listings/service";
import type { NewsletterService } from "./newsletter/service";
import type { StaffRequest } from "./staff/router";

export type { ContactService, SubmitResult, SubscribeResult } from "./contact-service";

export type ServerContext = {
  contacts: ContactService;
  /**
   * Logs an error of this request (a page that failed to render, a loader or action that threw) as one
   * JSON line with the request id and the path, never the query or the body. Unset while prerendering.
   */
  reportError?: (error: unknown) => void;
  /**
   * The CSP nonce of this server-rendered response. Pass it to `<ServerRouter nonce>` and
   * renderToPipeableStream's `nonce` in app/entry.server.tsx, so per-request inline scripts may run.
   */
  cspNonce?: string;
  /** Set when this client has posted too many forms: the action answers 429 without storing anything. */
  retryAfterSeconds?: number;
  /** On staff-area requests only: the staff service and this request's session (server/staff/router.ts). */
  staff?: StaffRequest;
  /** The published openings and news, read from the store on each request. Unset while prerendering. */
  listings?: PublicListings;
  /** Newsletter consent, for the confirmation and unsubscribe pages. Unset while prerendering. */
  newsletter?: NewsletterService;
};

/** React Router's `getLoadContext`, the same for the server and the tests that run the build. */
export function serverLoadContext(
  contacts: ContactService,
  logger: Logger,
): (req: Request, res: Response) => ServerContext {
  return (req, res) => ({
    contacts,
    reportError: (error) =>
      logger.error("page failed", {
        requestId: res.locals.requestId,
        method: req.method,
        path: logPath(req.originalUrl),
        ...describeError(error),
        ...stackFields(error),
      }),
    cspNonce: res.locals.cspNonce as string | undefined,
    retryAfterSeconds: (res.locals.retryAfterSeconds as number | undefined) || undefined,
    staff: res.locals.staff as StaffRequest | undefined,
    listings: res.locals.listings as PublicListings | undefined,
    newsletter: res.locals.newsletter as NewsletterService | undefined,
  });
}
