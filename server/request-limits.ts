/**
 * Bounds the work of every request before any matching or rendering. No page of the site has a path
 * longer than a few dozen bytes or more than two segments, so anything far beyond that is not a visitor:
 * it gets a small answer in constant time. Without this, a 16 KB path of 8,000 segments kept the event
 * loop busy for seconds in the router's per-ancestor matching, and every other visitor waited behind it.
 */
import type { RequestHandler, Response } from "express";

export const requestLimits = {
  /** Longest request path (bytes, before decoding); longer gets 414. */
  pathBytes: 2048,
  /** Most path segments; more gets 404 (no route of ours is that deep). */
  segments: 32,
  /** Longest run of consecutive slashes; a longer run gets 404. */
  slashRun: 8,
} as const;

export type PathVerdict = { ok: true } | { ok: false; status: 400 | 404 | 414; reason: string };

/**
 * Judges a request target's path (the part before "?") in one pass over its characters, so the cost
 * is linear in the length and capped by the length limit: no regex that can backtrack.
 */
export function judgePath(target: string): PathVerdict {
  const queryAt = target.indexOf("?");
  const path = queryAt >= 0 ? target.slice(0, queryAt) : target;
  if (Buffer.byteLength(path) > requestLimits.pathBytes) return { ok: false, status: 414, reason: "path too long" };
  let segments = 0;
  let run = 0;
  for (let i = 0; i < path.length; i++) {
    if (path.charCodeAt(i) !== 0x2f) {
      run = 0;
      continue;
    }
    segments += 1;
    run += 1;
    if (run > requestLimits.slashRun) return { ok: false, status: 404, reason: "run of slashes" };
    if (segments > requestLimits.segments) return { ok: false, status: 404, reason: "too many segments" };
  }
  if (!decodes(path)) return { ok: false, status: 400, reason: "malformed percent-escape" };
  return { ok: true };
}

/**
 * True when every percent-escape decodes (as UTF-8). The result is used, not only the throw: a bundler
 * treats a global's call whose value is dropped as free of effects and removed the whole check once.
 */
function decodes(path: string): boolean {
  try {
    return typeof decodeURIComponent(path) === "string";
  } catch {
    return false;
  }
}

const answers: Record<400 | 404 | 414, string> = {
  400: "Bad request: the address is not valid.",
  404: "Not found.",
  414: "The address is too long.",
};

function refuse(res: Response, status: 400 | 404 | 414): void {
  res.status(status).type("text/plain").setHeader("Cache-Control", "no-store");
  res.end(res.req.method === "HEAD" ? undefined : answers[status]);
}

/** The first handler after request ids and the security headers: refuses paths no page of ours can have. */
export function requestPathGuard(): RequestHandler {
  return (req, res, next) => {
    const verdict = judgePath(req.originalUrl);
    if (verdict.ok) return next();
    res.locals.refusedBecause = verdict.reason; // for the access log
    refuse(res, verdict.status);
  };
}
