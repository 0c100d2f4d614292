/**
 * Serves the build's client files: prerendered pages (/overview → overview/index.html), hashed assets
 * cached for a year, and the build's precompressed .br/.gz twins when the browser accepts them, so no
 * CPU is spent compressing on each request.
 */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { Request, RequestHandler, Response } from "express";
import { contentType as mimeContentType } from "mime-types";
import { inlineScriptHashes } from "./inline-script-hashes";
import { setPublicPageHeaders } from "./security";

const encodings = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/** React Router's prerendered loader data (`/page.data`), served with the type its server would use. */
const extraTypes: Record<string, string> = { ".data": "text/x-script" };

/** Inline-script hashes per HTML file, recomputed only when the file changes (a new build). */
const hashCache = new Map<string, { version: string; hashes: string[] }>();

async function pageScriptHashes(file: string): Promise<string[]> {
  const info = await stat(file);
  const version = `${info.mtimeMs}:${info.size}`;
  const cached = hashCache.get(file);
  if (cached?.version === version) return cached.hashes;
  const hashes = inlineScriptHashes(await readFile(file, "utf8"));
  hashCache.set(file, { version, hashes });
  return hashes;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The Content-Type a file is served with (of the original, never of its .br/.gz twin), as Express's res.type. */
export function contentType(file: string): string {
  const ext = path.extname(file);
  return extraTypes[ext] ?? (mimeContentType(ext || ".bin") || "application/octet-stream");
}

export function cacheControl(urlPath: string, file: string): string {
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable"; // names carry a content hash
  const ext = path.extname(file);
  if (ext === ".html" || ext === ".data") return "no-cache"; // changes with each deploy: always revalidate
  return "public, max-age=3600";
}

export interface StaticOptions {
  /**
   * Query parameters that make a page dynamic (the newsletter box's no-JS `?subscribed=1`): with a React Router handler
   * present, such requests skip the prerendered file so the server-rendered page can show the outcome.
   */
  dynamicQueryParams?: readonly string[];
  hasRenderer?: boolean;
}

export function serveClientFiles(clientDir: string, options: StaticOptions = {}): RequestHandler {
  const root = path.resolve(clientDir);
  const dynamic = options.hasRenderer ? (options.dynamicQueryParams ?? []) : [];

  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(req.path);
    } catch {
      return next(); // malformed escape: not one of our files
    }
    if (urlPath.includes("\0") || urlPath.split("/").some((part) => part.startsWith(".") && part !== ".well-known")) {
      return next();
    }
    const candidates = urlPath.endsWith("/") ? [`${urlPath}index.html`] : [urlPath, `${urlPath}/index.html`];
    for (const candidate of candidates) {
      const file = path.join(root, candidate);
      if (!file.startsWith(root + path.sep)) continue; // ../ escapes
      if (!(await isFile(file))) continue;
      if (file.endsWith(".html") && dynamic.some((name) => name in (req.query as Record<string, unknown>)))
        return next();
      return sendVariant(req, res, urlPath, file, next);
    }
    next();
  };
}

async function sendVariant(
  req: Request,
  res: Response,
  urlPath: string,
  file: string,
  next: (error?: unknown) => void,
) {
  let chosen: { file: string; encoding?: string } = { file };
  let hasVariants = false;
  for (const { name, suffix } of encodings) {
    if (!(await isFile(file + suffix))) continue;
    hasVariants = true;
    if (!chosen.encoding && req.acceptsEncodings(name) === name) chosen = { file: file + suffix, encoding: name };
  }
  const ext = path.extname(file);
  res.setHeader("Content-Type", contentType(file)); // the type of the original, not of the .br file
  if (ext === ".html") setPublicPageHeaders(res, await pageScriptHashes(file)); // this page's inline scripts only
  if (hasVariants) res.setHeader("Vary", "Accept-Encoding");
  if (chosen.encoding) res.setHeader("Content-Encoding", chosen.encoding);
  res.setHeader("Cache-Control", cacheControl(urlPath, file));
  res.sendFile(chosen.file, { dotfiles: "allow", cacheControl: false, acceptRanges: !chosen.encoding }, (error) => {
    if (!error || res.headersSent) return; // headers sent: the client went away mid-file, nothing to answer
    res.removeHeader("Content-Encoding");
    next(error);
  });
}
