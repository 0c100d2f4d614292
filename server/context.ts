/**
 * What the server hands React Router as load context (`getLoadContext`), so route actions reach the same
 * contact service as the JSON API. App code imports this file for its type only.
 */
import type { ContactService } from "./contact-service";

export type { ContactService, SubmitResult, SubscribeResult } from "./contact-service";

export interface ServerContext {
  contacts: ContactService;
  /**
   * The CSP nonce of this server-rendered response. Pass it to `<ServerRouter nonce>` and
   * renderToPipeableStream's `nonce` in app/entry.server.tsx, so per-request inline scripts may run.
   */
  cspNonce?: string;
}
