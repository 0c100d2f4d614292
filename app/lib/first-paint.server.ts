/**
 * Makes a rendered page's first paint depend on its HTML document alone. One transform for both kinds of
 * page: scripts/postbuild.ts runs it over every prerendered file, app/entry.server.tsx over every page
 * rendered on request (the 404 page, the no-JS form's outcome).
 *
 * - The stylesheet is inlined as a <style> (the whole file is about 9 KB gzip, less than the round trip it
 *   saves on a phone). Its <link> stays in place, `disabled` (never fetched, never render-blocking), because
 *   React hydrates <head> by position and looks for that exact link: without it the whole document would be
 *   rendered again in the browser.
 * - `modulepreload` and `preload` links are dropped: they went out in the first round trips beside the
 *   document (about 110 KB of framework modules, the font, the hero image) and delayed its paint. React
 *   adds the module links again once hydrated, when they cost nothing.
 * - React Router's bootstrap module (static imports of the manifest and route modules, then the entry) is
 *   rewritten to start its downloads after the first paint: a frame, then a task. The script keeps its
 *   attributes, so a per-request nonce stays on it; prerendered pages are allowed by the hash of the new text
 *   (server/static.ts hashes each file as served).
 *
 * Idempotent: a transformed page passes through unchanged.
 */

export interface FirstPaintOptions {
  /** The text of a built asset by its URL path (/assets/root-x.css), or undefined when it is not there. */
  readAsset(href: string): string | undefined;
}

const linkTag = /<link\b[^>]*>/gi;
const moduleScript = /<script\b([^>]*\btype="module"[^>]*)>([\s\S]*?)<\/script>/i;
/** Marks a rewritten bootstrap, so a second pass leaves it alone. */
const deferredMarker = "/*after-first-paint*/";

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
}

/** A stylesheet's text made safe inside <style>: it cannot close the element early. */
function styleText(css: string): string {
  return css.replace(/<\/style/gi, "<\\/style");
}

/**
 * React Router's bootstrap: `import "manifest"; import * as routeN from "module"; … import("entry");`.
 * The same modules, fetched together once the page has painted, evaluated in the same order.
 */
export function deferBootstrap(code: string): string | undefined {
  if (code.includes(deferredMarker)) return code;
  const imports: Array<{ name?: string; url: string }> = [];
  const rest = code.replace(/import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?("[^"]+");?/g, (_match, name: string | undefined, url: string) => {
    imports.push({ name, url });
    return "";
  });
  if (imports.length === 0 || !/\bimport\(/.test(rest)) return undefined; // not the shape we know: leave it
  const fetches = imports.map(({ url }) => `import(${url})`).join(",");
  const names = imports.map(({ name }, index) => (name ? `${name}=m[${index}]` : "")).filter(Boolean);
  return [
    deferredMarker,
    `const start=()=>Promise.all([${fetches}]).then((m)=>{${names.length ? `const ${names.join(",")};` : ""}${rest.trim()}\n});`,
    // A hidden tab paints nothing and gets no animation frames: start at once.
    `if(document.visibilityState==="hidden")start();else requestAnimationFrame(()=>setTimeout(start,0));`,
  ].join("\n");
}

export function firstPaintHtml(html: string, options: FirstPaintOptions): string {
  let out = html;

  // Inline every stylesheet we can read; if one is missing (a dev server), leave the page as it is.
  const stylesheets = [...out.matchAll(linkTag)]
    .map((match) => match[0])
    .filter((tag) => attribute(tag, "rel") === "stylesheet" && !/\sdisabled\b/i.test(tag));
  const styles = stylesheets.map((tag) => {
    const href = attribute(tag, "href");
    return href ? options.readAsset(href) : undefined;
  });
  if (styles.some((css) => css === undefined)) return html;
  stylesheets.forEach((tag, index) => {
    const disabled = tag.replace(/\s*\/?>$/, ' disabled=""/>');
    out = out.replace(tag, () => `<style>${styleText(styles[index]!)}</style>${disabled}`);
  });

  out = out.replace(linkTag, (tag) => {
    const rel = attribute(tag, "rel")?.toLowerCase();
    return rel === "modulepreload" || rel === "preload" ? "" : tag;
  });

  out = out.replace(moduleScript, (whole, attributes: string, code: string) => {
    const deferred = deferBootstrap(code);
    return deferred === undefined ? whole : `<script${attributes}>${deferred}</script>`;
  });
  return out;
}
