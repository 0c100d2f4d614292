/**
 * The build's client files served from memory, in front of the Express stack. At start every file under
 * build/client is read once, with its .br/.gz twins, and each answer's headers are computed once: type,
 * Cache-Control, the security headers, a prerendered page's own CSP (the hashes of its inline scripts),
 * Vary, ETag, Last-Modified, length. A request for one of these exact paths is then a map lookup and one
 * write: no file system, no middleware chain. A traffic spike on pages and assets costs little CPU.
 *
 * Anything this cache does not answer goes through the full stack unchanged (server/static.ts serves the
 * same files from disk): unknown, non-canonical or percent-encoded paths (redirects, 404), Range requests,
 * methods other than GET and HEAD, pages asked for with a dynamic query parameter (`?subscribed=1`), and files
 * written after start. A new build means a restart, like any deploy.
 */
import { createHash, randomUUID } from "node:crypto";
import { readFileSync, readdirSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { Logger } from "./logger";
import { logPath } from "./logger";
import { cacheControl, contentType } from "./static";
import { inlineScriptHashes } from "./inline-script-hashes";
import { publicPageHeaders, securityHeaderValues } from "./security";

type Encoding = "br" | "gzip" | "identity";

interface Variant {
  body: Buffer;
  etag: string;
  /** Every header of a 200 answer, flat [name, value, …], computed once. */
  headers: string[];
  /** The same without the body's length, for 304. */
  notModified: string[];
}

interface Entry {
  variants: Partial<Record<Encoding, Variant>>;
  lastModified: string;
  isPage: boolean;
}

export interface StaticCacheOptions {
  hsts: boolean;
  logger: Logger;
  /** Query parameters that make a page dynamic (the newsletter box's no-JS `?subscribed=1`): such requests go to the full stack. */
  dynamicQueryParams?: readonly string[];
  /** Paths the full stack must answer itself (a case variant it redirects to the canonical path). */
  exclude?: (urlPath: string) => boolean;
}

export interface StaticCache {
  /** Answers the request and returns true, or returns false and leaves it untouched. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  size: number;
}

const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith(".") && entry.name !== ".well-known") return []; // never dotfiles
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.isFile() ? [full] : [];
  });
}

/** Which encoding to send: the server's preference (br, then gzip), among those the client accepts (q > 0). */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: Partial<Record<Encoding, unknown>>,
): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get("*");
  for (const encoding of ["br", "gzip"] as const) {
    if (!available[encoding]) continue;
    const q = accepted.get(encoding) ?? wildcard ?? 0;
    if (q > 0) return encoding;
  }
  return "identity";
}

function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

export function createStaticCache(clientDir: string, options: StaticCacheOptions): StaticCache {
  const root = path.resolve(clientDir);
  const security = securityHeaderValues({ hsts: options.hsts });
  const entries = new Map<string, Entry>();
  const files = new Set(filesUnder(root));

  for (const file of files) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    const relative = path.relative(root, file).split(path.sep).join("/");
    const urlPath = `/${relative}`;
    const info = statSync(file);
    const isPage = file.endsWith(".html");
    const identity = readFileSync(file);
    const bodies: Partial<Record<Encoding, Buffer>> = { identity };
    if (files.has(`${file}.br`)) bodies.br = readFileSync(`${file}.br`);
    if (files.has(`${file}.gz`)) bodies.gzip = readFileSync(`${file}.gz`);
    const hasVariants = Boolean(bodies.br || bodies.gzip);
    const common: Record<string, string> = { ...security };
    if (isPage) {
      const { set, remove } = publicPageHeaders(inlineScriptHashes(identity.toString("utf8")));
      Object.assign(common, set);
      for (const name of remove) delete common[name];
    }
    common["Content-Type"] = contentType(file);
    common["Cache-Control"] = cacheControl(urlPath, file);
    common["Last-Modified"] = info.mtime.toUTCString();
    if (hasVariants) common["Vary"] = "Accept-Encoding";

    const entry: Entry = { variants: {}, lastModified: common["Last-Modified"], isPage };
    for (const [encoding, body] of Object.entries(bodies) as Array<[Encoding, Buffer]>) {
      const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
      const headers: Record<string, string> = { ...common, ETag: etag };
      if (encoding === "identity") headers["Accept-Ranges"] = "bytes";
      else headers["Content-Encoding"] = encoding;
      const notModified = Object.entries(headers).flat();
      entry.variants[encoding] = {
        body,
        etag,
        notModified,
        headers: [...notModified, "Content-Length", String(body.length)],
      };
    }
    // The page at its route's path (/overview → overview/index.html, / → index.html) and the file itself.
    const keys = [urlPath];
    if (relative === "index.html") keys.push("/");
    else if (relative.endsWith("/index.html")) keys.push(urlPath.slice(0, -"/index.html".length));
    for (const key of keys) if (!options.exclude?.(key)) entries.set(key, entry);
  }

  const dynamic = options.dynamicQueryParams ?? [];

  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const target = req.url ?? "";
    const queryAt = target.indexOf("?");
    const urlPath = queryAt >= 0 ? target.slice(0, queryAt) : target;
    const entry = entries.get(urlPath);
    if (!entry || req.headers.range !== undefined) return false;
    if (entry.isPage && queryAt >= 0 && dynamic.length > 0) {
      const query = new URLSearchParams(target.slice(queryAt + 1));
      if (dynamic.some((name) => query.has(name))) return false;
    }
    const started = process.hrtime.bigint();
    const encoding = chooseEncoding(req.headers["accept-encoding"], entry.variants);
    const variant = entry.variants[encoding]!;

    const incomingId = req.headers["x-request-id"];
    const requestId = typeof incomingId === "string" && requestIdPattern.test(incomingId) ? incomingId : randomUUID();

    const ifNoneMatch = req.headers["if-none-match"];
    const ifModifiedSince = req.headers["if-modified-since"];
    const fresh =
      ifNoneMatch !== undefined
        ? etagMatches(ifNoneMatch, variant.etag)
        : ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= Date.parse(entry.lastModified);
    if (fresh) {
      res.writeHead(304, [...variant.notModified, "X-Request-Id", requestId]);
      res.end();
    } else {
      res.writeHead(200, [...variant.headers, "X-Request-Id", requestId]);
      res.end(method === "HEAD" ? undefined : variant.body);
    }
    const ms = Math.round(Number(process.hrtime.bigint() - started) / 10_000) / 100;
    options.logger.info("request", { method, path: logPath(target), status: res.statusCode, ms, requestId });
    return true;
  }

  return { serve, size: entries.size };
}
