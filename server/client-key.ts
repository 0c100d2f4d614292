/** Who a request comes from, for rate limits. */
import { isIP } from "node:net";
import type { Request } from "express";

/**
 * The client's address as Express sees it, honouring the trust proxy setting. A forwarded value that is
 * not an address ("X-Forwarded-For: anything") would give each request a key of its sender's choosing,
 * so it falls back to the socket's address.
 */
export function clientKey(req: Request): string {
  if (req.ip && isIP(req.ip)) return req.ip;
  return req.socket.remoteAddress ?? "unknown";
}
