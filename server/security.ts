/**
 * Response headers that make the browser refuse what this site never does (foreign scripts, framing, …),
 * through helmet.
 *
 * Every response gets the policy with `script-src 'self'` only. Documents then widen it just enough:
 * a prerendered page by the hashes of its own inline scripts (computed from the file, so the header stays
 * small and never goes stale), a page React Router renders per request by a per-request nonce (its
 * hydration data differs per request, so no build-time hash can match it).
 *
 * The public pages (`publicPageHeaders`) leave out Cross-Origin-Opener-Policy, which every other response
 * carries, the staff area's above all.
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import helmet, { type HelmetOptions } from "helmet";

const sourcePattern = /^'?(?:(?:sha256|sha384|sha512)-[A-Za-z0-9+/]+={0,2}|nonce-[A-Za-z0-9+/_-]+={0,2})'?$/;

type ScriptSource = string | ((req: IncomingMessage, res: ServerResponse) => string);

function directives(scriptSources: readonly ScriptSource[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptSources],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameSrc: ["https://www.google.com", "https://maps.google.com"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
  };
}

function helmetOptions(options: { hsts: boolean }, scriptSources: readonly ScriptSource[] = []): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: directives(scriptSources) },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    // Nothing of ours is meant to be embedded by another site (images, scripts, the API's JSON).
    crossOriginResourcePolicy: { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Only when served over TLS: a browser that sees HSTS on plain HTTP ignores it, but a wrong max-age sticks.
    strictTransportSecurity: options.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: "deny" },
  };
}

/** Helmet knows no Permissions-Policy. Only features browsers recognise: an unknown one is a console error. */
const permissionsPolicy = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

/** The headers a helmet middleware sets, for responses written without Express (the static cache). */
function headersOf(
  middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  let failure: unknown;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure)
    throw failure instanceof Error ? failure : new Error("A security header middleware failed.", { cause: failure });
  return headers;
}

/**
 * The Content-Security-Policy. `scriptSources` are extra script-src entries: "sha256-…" hashes or
 * "nonce-…" values, with or without the CSP quotes.
 */
export function contentSecurityPolicy(scriptSources: readonly string[] = []): string {
  const extra = scriptSources.map((source) => {
    if (!sourcePattern.test(source))
      throw new Error(`Not a CSP script hash or nonce: "${source}" (expected sha256-<base64>).`);
    return `'${source.replace(/'/g, "")}'`;
  });
  const { contentSecurityPolicy: policy } = helmetOptions({ hsts: false }, extra);
  return headersOf(helmet.contentSecurityPolicy(policy as Parameters<typeof helmet.contentSecurityPolicy>[0]))[
    "Content-Security-Policy"
  ];
}

/**
 * Headers a public page (the same for every visitor, holding nothing of anyone's) sets over the common
 * ones: its script policy, and no Cross-Origin-Opener-Policy. Chrome on Android gives a process of its own
 * to every site that sends that header (Site Isolation, since Chrome 92), so a visitor's first page waited
 * for a new renderer to start: Lighthouse's Total Blocking Time of /overview read 24–193 ms with the
 * header and 0–28 without (docs/performance.md). What the header guards, a window another site opened
 * keeping a handle on this one, is what the staff area must never allow, and it keeps the header; a public
 * page has nothing a handle could read, and framing stays refused by frame-ancestors and X-Frame-Options.
 */
export function publicPageHeaders(scriptSources: readonly string[]): {
  set: Record<string, string>;
  remove: readonly string[];
} {
  return {
    set: { "Content-Security-Policy": contentSecurityPolicy(scriptSources) },
    remove: ["Cross-Origin-Opener-Policy"],
  };
}

/** A public page's headers (`publicPageHeaders`) on a response the security middleware has seen. */
export function setPublicPageHeaders(res: Response, scriptSources: readonly string[]): void {
  const { set, remove } = publicPageHeaders(scriptSources);
  for (const [name, value] of Object.entries(set)) res.setHeader(name, value);
  for (const name of remove) res.removeHeader(name);
}

/** Every security header of a response, with the policy that allows no inline script. */
export function securityHeaderValues(options: { hsts: boolean }): Record<string, string> {
  return { ...headersOf(helmet(helmetOptions(options))), "Permissions-Policy": permissionsPolicy };
}

export function securityHeaders(options: { hsts: boolean }): RequestHandler {
  const headers = helmet(helmetOptions(options));
  return (req, res, next) => {
    res.setHeader("Permissions-Policy", permissionsPolicy);
    headers(req, res, next);
  };
}

/**
 * For pages rendered per request: a fresh 128-bit nonce in `res.locals.cspNonce` (handed to React Router,
 * which puts it on every inline script it renders) and the policy that allows exactly that nonce. The
 * page needs no hash of its own, so its policy stays a few hundred bytes.
 */
export function scriptNoncePolicy(): RequestHandler {
  const nonce = (_req: IncomingMessage, res: ServerResponse) =>
    `'nonce-${(res as Response).locals.cspNonce as string}'`;
  const { contentSecurityPolicy: policy } = helmetOptions({ hsts: false }, [nonce]);
  const setPolicy = helmet.contentSecurityPolicy(policy as Parameters<typeof helmet.contentSecurityPolicy>[0]);
  return (req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    setPolicy(req, res, next);
  };
}
