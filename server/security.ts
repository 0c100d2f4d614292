/**
 * Response headers that make the browser refuse what this site never does (foreign scripts, framing, …).
 *
 * Every response gets the policy with `script-src 'self'` only. Documents then widen it just enough:
 * a prerendered page by the hashes of its own inline scripts (computed from the file, so the header stays
 * small and never goes stale), a page React Router renders per request by the build's hashes plus a
 * per-request nonce (its hydration data differs per request, so no build-time hash can match it).
 */
import { createHash, randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";

const sourcePattern = /^'?(?:(?:sha256|sha384|sha512)-[A-Za-z0-9+/]+={0,2}|nonce-[A-Za-z0-9+/_-]+={0,2})'?$/;

/**
 * The Content-Security-Policy. `scriptSources` are extra script-src entries: "sha256-…" hashes or
 * "nonce-…" values, with or without the CSP quotes.
 */
export function contentSecurityPolicy(scriptSources: readonly string[] = []): string {
  const extra = scriptSources.map((source) => {
    if (!sourcePattern.test(source)) throw new Error(`Not a CSP script hash or nonce: "${source}" (expected sha256-<base64>).`);
    return `'${source.replace(/'/g, "")}'`;
  });
  return [
    "default-src 'self'",
    ["script-src 'self'", ...extra].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src https://www.google.com https://maps.google.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Hashes of a page's inline scripts (not src=, not JSON-LD data), as the browser computes them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.add(`sha256-${createHash("sha256").update(match[1] ?? "").digest("base64")}`);
  }
  return [...hashes];
}

export function setScriptPolicy(res: Response, scriptSources: readonly string[]): void {
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(scriptSources));
}

/** A fresh nonce for one server-rendered response (128 bits). */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** Every security header of a response, with the policy that allows no inline script. */
export function securityHeaderValues(options: { hsts: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // Only features browsers recognise: an unknown one is a console error, which costs Lighthouse points.
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    // Nothing of ours is meant to be embedded by another site (images, scripts, the API's JSON).
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
  // Only when served over TLS: a browser that sees HSTS on plain HTTP ignores it, but a wrong max-age sticks.
  if (options.hsts) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

export function securityHeaders(options: { hsts: boolean }): RequestHandler {
  const headers = securityHeaderValues(options);
  return (_req, res, next) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    next();
  };
}
