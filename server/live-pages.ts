/**
 * The pages whose lists staff edit (/CurrentOpenings, its openings' pages, /NewsEvents) are rendered on
 * every request from the store, so a published change shows on every instance at once. They are still
 * answered like the prerendered pages, complete HTML that a CDN may keep for a short while:
 *
 * - The same bytes for the same content: the page is rendered with a per-request nonce on React Router's
 *   own inline scripts; those scripts (and only those: markup injected into the page would carry no nonce)
 *   are then allowed by their hashes, and the nonce is taken out. The page's ETag is the hash of that HTML,
 *   and a request whose If-None-Match names it gets 304.
 * - `Cache-Control: public, max-age=0, s-maxage=30, stale-while-revalidate=60`: browsers revalidate each
 *   time (a cheap 304), a CDN may answer from its copy for 30 s and refresh it in the background.
 * - Compressed with Brotli or gzip when the browser accepts it; the compressed body is kept by ETag, so a
 *   page that has not changed is compressed once.
 *
 * The same holds for their route data (`/CurrentOpenings.data`), which in-app navigation fetches.
 */
import { createHash, randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { isLivePath } from "../app/site/pages";
import { inlineScriptHashes } from "./inline-script-hashes";
import { setPublicPageHeaders } from "./security";
import { chooseEncoding } from "./static-cache";

export const livePageCacheControl = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";

/** Compressed bodies by ETag and encoding: a few pages, a few versions each. */
const compressed = new Map<string, Buffer>();
const maxCompressed = 64;

function compress(body: Buffer, encoding: "br" | "gzip", key: string): Buffer {
  const cached = compressed.get(key);
  if (cached) return cached;
  const result =
    encoding === "br"
      ? brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
      : gzipSync(body, { level: 6 });
  if (compressed.size >= maxCompressed) compressed.delete(compressed.keys().next().value!);
  compressed.set(key, result);
  return result;
}

const etagOf = (body: Buffer) => `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

function etagMatches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.trim() === "*" || header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * Answers with `body` as a cacheable response: ETag, 304 when the client has it, Cache-Control, and
 * compression. For responses whose status is not 200 or 410 nothing is cached.
 */
export function sendCacheable(
  req: { method: string; get(name: string): string | undefined },
  res: Response,
  body: Buffer,
): void {
  const cacheable = res.statusCode === 200 || res.statusCode === 410;
  res.setHeader("Cache-Control", cacheable ? livePageCacheControl : "no-store");
  res.setHeader("Vary", "Accept-Encoding");
  res.removeHeader("Content-Length");
  // A HEAD gets every header of the GET (its body was rendered as for a GET), and no body.
  const send = (sent: Buffer) => res.end(req.method === "HEAD" ? undefined : sent);
  if (!cacheable) {
    res.setHeader("Content-Length", body.length);
    send(body);
    return;
  }
  const etag = etagOf(body);
  res.setHeader("ETag", etag);
  if (etagMatches(req.get("if-none-match"), etag)) {
    res.removeHeader("Content-Type");
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding =
    body.length < 256 ? "identity" : chooseEncoding(req.get("accept-encoding"), { br: true, gzip: true });
  const sent = encoding === "identity" ? body : compress(body, encoding, `${etag}:${encoding}`);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", sent.length);
  send(sent);
}

/** The page's own scripts (those with this response's nonce) allowed by hash, and the nonce taken out. */
export function hashScriptsAndDropNonce(html: string, nonce: string): { html: string; hashes: string[] } {
  const own = [...html.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/g)]
    .map((match) => match[0])
    .filter((tag) => tag.includes(` nonce="${nonce}"`))
    .join("");
  return { html: html.replaceAll(` nonce="${nonce}"`, ""), hashes: inlineScriptHashes(own) };
}

/** Runs React Router for a live page with its answer buffered, then sends it as above. */
export function livePages(reactRouter: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !isLivePath(req.path)) return next();
    // React Router renders no body for a HEAD, and the ETag and script hashes are the body's: render the GET.
    const method = req.method;
    req.method = "GET";
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const chunks: Buffer[] = [];
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : typeof chunk === "string"
            ? Buffer.from(chunk, (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding)
            : Buffer.from(chunk as Uint8Array),
      );
    };
    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      collect(chunk, encoding);
      const done = typeof encoding === "function" ? encoding : callback;
      if (typeof done === "function") queueMicrotask(() => (done as () => void)());
      return true;
    }) as typeof res.write;
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      collect(chunk, encoding);
      res.write = write;
      res.end = end;
      req.method = method;
      let body = Buffer.concat(chunks);
      if (/^text\/html/.test(String(res.getHeader("Content-Type") ?? ""))) {
        const page = hashScriptsAndDropNonce(body.toString("utf8"), nonce);
        body = Buffer.from(page.html);
        setPublicPageHeaders(res, page.hashes);
      }
      sendCacheable(req, res, body);
      const done = [chunk, encoding, callback].find((value) => typeof value === "function");
      if (typeof done === "function") res.once("finish", done as () => void);
      return res;
    }) as typeof res.end;
    reactRouter(req, res, (error?: unknown) => {
      req.method = method;
      next(error);
    });
  };
}
