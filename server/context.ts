/**
 * What the server hands React Router as load context (`getLoadContext`), so route actions reach the same
 * contact service as the JSON API. App code imports this file for its type only.
 */
import type { Request, Response } from "express";
import type { ContactService } from "./contact-service";
import type { StaffRequest } from "./staff/router";

export type { ContactService, SubmitResult, SubscribeResult } from "./contact-service";

export type ServerContext = {
  contacts: ContactService;
  /**
   * The CSP nonce of this server-rendered response. Pass it to `<ServerRouter nonce>` and
   * renderToPipeableStream's `nonce` in app/entry.server.tsx, so per-request inline scripts may run.
   */
  cspNonce?: string;
  /** Set when this client has posted too many forms: the action answers 429 without storing anything. */
  retryAfterSeconds?: number;
  /** On staff-area requests only: the staff service and this request's session (server/staff/router.ts). */
  staff?: StaffRequest;
};

/** React Router's `getLoadContext`, the same for the server and the tests that run the build. */
export function serverLoadContext(contacts: ContactService): (req: Request, res: Response) => ServerContext {
  return (_req, res) => ({
    contacts,
    cspNonce: res.locals.cspNonce as string | undefined,
    retryAfterSeconds: (res.locals.retryAfterSeconds as number | undefined) || undefined,
    staff: res.locals.staff as StaffRequest | undefined,
  });
}
