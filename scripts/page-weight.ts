/**
 * What a prerendered page weighs as the browser gets it: the document (gzip) and the JavaScript its
 * bootstrap loads (every module the bootstrap imports and, recursively, their static imports; gzip sizes
 * of the build's precompressed .gz twins), both before the visitor interacts (the page's early module,
 * app/lib/page-start.ts) and in all once the framework has started. Used by
 * tests/unit/site/first-paint.test.ts and printed by `npx tsx scripts/page-weight.ts [page.html …]`.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

interface Scripts {
  scripts: Array<{ url: string; gzipBytes: number }>;
  jsGzipBytes: number;
}

export interface PageWeight extends Scripts {
  htmlGzipBytes: number;
  /** What the page loads before the visitor interacts: its early module and what that imports. */
  beforeInteraction: Scripts;
}

/** The bootstrap's import of the page's early module (app/lib/first-paint.server.ts, deferBootstrap). */
const isPageStart = (url: string) => url.startsWith("/assets/page-start-");

function gzipSize(clientDir: string, url: string): number {
  const file = path.join(clientDir, url);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** URLs of the modules a page's inline module scripts import, statically or dynamically. */
export function bootstrapImports(html: string): string[] {
  const urls: string[] = [];
  for (const script of html.matchAll(/<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const match of script[1].matchAll(/import\s*\(?\s*"(\/[^"]+\.js)"/g)) urls.push(match[1]);
  }
  return urls;
}

/** Static imports of a built module (`import … from "./x.js"`, `import "./x.js"`), as URL paths. */
function staticImports(code: string, url: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+\.js|\/[^"]+\.js)"/g)) {
    found.push(path.posix.resolve(path.posix.dirname(url), match[1]));
  }
  return found;
}

/** The modules `urls` load: themselves and, recursively, their static imports. */
function moduleGraph(clientDir: string, urls: string[]): Scripts {
  const seen = new Set<string>();
  const queue = [...urls];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...staticImports(readFileSync(path.join(clientDir, url), "utf8"), url));
  }
  const scripts = [...seen].map((url) => ({ url, gzipBytes: gzipSize(clientDir, url) }));
  return { scripts, jsGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
}

export function pageWeight(clientDir: string, htmlFile: string): PageWeight {
  const html = readFileSync(htmlFile);
  const imports = bootstrapImports(html.toString("utf8"));
  return {
    htmlGzipBytes: gzipSync(html, { level: 9 }).length,
    beforeInteraction: moduleGraph(clientDir, imports.filter(isPageStart)),
    ...moduleGraph(clientDir, imports),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDir = path.resolve(import.meta.dirname, "../build/client");
  const files = process.argv.slice(2);
  for (const file of files.length ? files : [path.join(clientDir, "index.html")]) {
    const weight = pageWeight(clientDir, path.resolve(file));
    const { beforeInteraction } = weight;
    console.log(
      `${path.relative(clientDir, file)}: document ${(weight.htmlGzipBytes / 1024).toFixed(1)} KiB gzip, JavaScript before the visitor interacts ${(beforeInteraction.jsGzipBytes / 1024).toFixed(1)} KiB gzip (${beforeInteraction.jsGzipBytes} bytes), with the framework ${(weight.jsGzipBytes / 1024).toFixed(1)} KiB gzip (${weight.jsGzipBytes} bytes)`,
    );
    for (const script of weight.scripts.sort((a, b) => b.gzipBytes - a.gzipBytes))
      console.log(`  ${String(script.gzipBytes).padStart(7)} ${script.url}`);
  }
}
