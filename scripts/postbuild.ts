/**
 * After `react-router build`: writes what the build derives from content and configuration, then
 * precompresses every text file so the server never compresses on a request.
 * - the case-study PDFs (from the same records the Success Stories page shows);
 * - robots.txt (the sitemap it names is answered by the server, which follows what staff publish);
 * - the share images, PNG icons, logo and web app manifest (scripts/share-images.ts);
 * - every prerendered page through the first-paint transform (app/lib/first-paint.server.ts, the same one
 *   app/entry.server.tsx runs on pages rendered per request): stylesheet inline, no preloads, the framework's
 *   modules after the first paint;
 * - the CSP hashes of the inline scripts in the prerendered pages (after the transform: it rewrites one);
 * - .br and .gz twins of HTML, CSS, JS, SVG, XML, JSON and data files. The scripts' and stylesheets' .gz
 *   twins are Zopfli's (about 3 % smaller than gzip -9, still plain gzip to the browser): they are the
 *   weight every page's JavaScript budget counts, and they are few (seconds); the pages keep gzip -9.
 */
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { gzipAsync as zopfliGzip } from "@gfx/zopfli";
import { firstPaintHtml, pageStartUrl } from "../app/lib/first-paint.server";
import { inlineScriptHashes } from "../server/inline-script-hashes";
import { robotsTxt } from "./seo-files";
import { writeCaseStudyPdfs } from "./case-study-pdfs";
import { writeShareImages } from "./share-images";

const buildDir = path.resolve(import.meta.dirname, "../build");
const clientDir = path.join(buildDir, "client");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

const pdfs = await writeCaseStudyPdfs(path.join(clientDir, "case-studies"));
writeFileSync(path.join(clientDir, "robots.txt"), robotsTxt());
const images = await writeShareImages(clientDir);

const readAsset = (href: string) => {
  // Built assets and the site's own pictures only.
  if (!/^\/(?:assets|images)\//.test(href) || href.includes("..")) return undefined;
  try {
    return readFileSync(path.join(clientDir, href), "utf8");
  } catch {
    return undefined;
  }
};
const htmlFiles = filesUnder(clientDir).filter((file) => file.endsWith(".html"));
const pageStart = pageStartUrl(clientDir);
if (!pageStart) throw new Error("postbuild: the build has no page-start module (app/lib/page-start.ts)");
for (const file of htmlFiles) {
  const html = readFileSync(file, "utf8");
  // build/client/contact/index.html is the page /contact.
  const pagePath = `/${path
    .relative(clientDir, file)
    .replace(/(?:^|\/)index\.html$/, "")
    .replace(/\.html$/, "")}`;
  const transformed = firstPaintHtml(html, { readAsset, path: pagePath, pageStart });
  if (
    !transformed.includes("/*after-first-paint*/") ||
    !transformed.includes(`import("${pageStart}")`) ||
    /<link\b[^>]*rel="(?:modulepreload|preload)"/.test(transformed)
  ) {
    throw new Error(`postbuild: the first-paint transform did not apply to ${path.relative(clientDir, file)}`);
  }
  if (transformed !== html) writeFileSync(file, transformed);
}

// Inline scripts in prerendered pages (hydration data, module bootstrap) are allowed by hash, not by 'unsafe-inline'.
const hashes = new Set<string>();
for (const file of htmlFiles) {
  for (const hash of inlineScriptHashes(readFileSync(file, "utf8"))) hashes.add(hash);
}
writeFileSync(path.join(buildDir, "csp-script-hashes.json"), JSON.stringify([...hashes], null, 1));

const compressible = /\.(html|css|js|mjs|svg|xml|txt|json|data|webmanifest)$/;
let compressed = 0;
for (const file of filesUnder(clientDir)) {
  if (file.endsWith(".br") || file.endsWith(".gz")) {
    rmSync(file);
    continue;
  }
  if (!compressible.test(file)) continue;
  const content = readFileSync(file);
  // A twin is kept only where it is smaller than the file: a small module (an icon, a few constants) still
  // loses a fifth of its bytes, and a file too small to gain anything is served as it is.
  const code = /\.(js|mjs|css)$/.test(file);
  const twins = {
    br: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gz: code ? await zopfliGzip(content, { numiterations: 5 }) : gzipSync(content, { level: 9 }),
  };
  for (const [extension, twin] of Object.entries(twins))
    if (twin.length < content.length) writeFileSync(`${file}.${extension}`, twin);
  if (twins.gz.length < content.length) compressed++;
}

console.log(
  `postbuild: ${pdfs.length} case-study PDFs, robots.txt, ${images.length} images and manifest, ${hashes.size} inline-script hashes from ${htmlFiles.length} pages, ${compressed} files precompressed`,
);
