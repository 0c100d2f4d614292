/** Response headers that make the browser refuse what this site never does (inline scripts, framing, …). */
import type { RequestHandler } from "express";

const hashPattern = /^'?(sha256|sha384|sha512)-[A-Za-z0-9+/]+={0,2}'?$/;

/**
 * The Content-Security-Policy. `scriptHashes` allows the few inline scripts the build emits
 * (React Router's hydration data), given as "sha256-…" with or without the CSP quotes.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  const hashes = scriptHashes.map((hash) => {
    if (!hashPattern.test(hash)) throw new Error(`Not a CSP script hash: "${hash}" (expected sha256-<base64>).`);
    return `'${hash.replace(/'/g, "")}'`;
  });
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes].join(" "),
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

export function securityHeaders(options: { scriptHashes?: readonly string[]; hsts: boolean }): RequestHandler {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(options.scriptHashes),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // Only features browsers recognise: an unknown one is a console error, which costs Lighthouse points.
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
  // Only when served over TLS: a browser that sees HSTS on plain HTTP ignores it, but a wrong max-age sticks.
  if (options.hsts) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return (_req, res, next) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    next();
  };
}
