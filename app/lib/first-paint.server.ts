/**
 * Makes a rendered page's first paint depend on its HTML document alone. One transform for both kinds of
 * page: scripts/postbuild.ts runs it over every prerendered file, app/entry.server.tsx over every page
 * rendered on request (the 404 page, the no-JS form's outcome).
 *
 * - The stylesheet is inlined as a <style> (the public pages' file is 9 KB gzip, less than the round trip it
 *   saves on a phone; a staff page has a second, app/staff.css). Its <link> stays in place, `disabled` (never fetched, never render-blocking), because
 *   React hydrates <head> by position and looks for that exact link: without it the whole document would be
 *   rendered again in the browser.
 * - `modulepreload` and `preload` links are dropped: they went out in the first round trips beside the
 *   document (about 110 KB of framework modules, the font, the hero image) and delayed its paint. React
 *   adds the module links again once hydrated, when they cost nothing.
 * - React Router's bootstrap module (static imports of the manifest and route modules, then the entry) is
 *   rewritten so that a public page fetches nothing before its first contentful paint is on screen (its
 *   paint-timing entry), then only its own small module (app/lib/page-start.ts: the hero's counters, the
 *   visit report), and the framework on the visitor's first interaction (deferBootstrap). Until then the
 *   page is its server-written HTML: links, the menus (CSS and <details>) and the forms all work without
 *   script, and an island holds what is done in it while its code comes (app/components/Island.tsx).
 *   The script keeps its attributes, so a per-request nonce stays on it; prerendered pages are allowed by
 *   the hash of the new text (server/static.ts hashes each file as served).
 *
 * - The first paint waits until the page's first section (the hero, with the heading and the lead paragraph,
 *   the largest element) has been parsed: `<link rel="expect" blocking="render">` on the id of the element
 *   that follows it. Without it the browser painted the header alone while it was still parsing, and the
 *   largest paint came a frame or a long task later. The link names the element after the section, not the
 *   section itself: the HTML Standard holds rendering until the named element is fully parsed, but Chromium
 *   (156, measured with a document streamed in two parts) lets it go once the element's start tag is in,
 *   whenever the parser pauses. A busy machine then painted half a hero, and its text block, its figures
 *   and its badges moved as the rest arrived (a layout shift). The wait is on bytes already in the first
 *   response, never on the network. The link is added by a one-line script in <head>: the HTML Standard
 *   lets an element inserted before <body> block rendering as the parser's own would (measured in Chromium:
 *   the same first paint), while the Nu Html Checker does not yet know `blocking` on an `expect` link and
 *   reports the written link as an error.
 *   Without JavaScript the page simply paints as it parses.
 *
 * - Headings switch to the brand font only on a page view that starts with the font already fetched: a
 *   one-line script in <head> sets `html.brand-font` when an earlier page in the same tab has warmed the
 *   cache (app/lib/brand-font.ts). A first page never requests the font before its largest paint.
 *
 * - An alias of the home page (/contact) is painted already scrolled to its section: a one-line script at
 *   the end of <body> scrolls, and the first paint waits for that script instead of the first section.
 *   Scrolled only after hydration, a phone first painted the hero, then jumped, and the hero's picture
 *   counted as the largest paint. React leaves a stray element among <body>'s children alone.
 *
 * - Small illustrations in the page's first section (the home page's hero picture) are inlined as data
 *   URLs. Fetched after the document, the picture was the largest paint on a phone, a round trip after the
 *   text; inlined, it paints with the text. React keeps a server-rendered attribute as it is when hydrating.
 *
 * Idempotent: a transformed page passes through unchanged.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { aliasSection } from "../site/pages";
import { isStaffPath } from "./staff-paths";
import { brandFontKey } from "./brand-font";
import { svgDataUrl } from "./svg-data-url";

export interface FirstPaintOptions {
  /** The text of a built asset by its URL path (/assets/root-x.css, /images/hero.svg), or undefined when it is not there. */
  readAsset: (href: string) => string | undefined;
  /** The page's path (/contact), for the section an alias of the home page opens at, and when its framework starts. */
  path: string;
  /** The built app/lib/page-start.ts (pageStartUrl); without it a page starts nothing before its framework. */
  pageStart?: string;
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

/** Should no contentful paint be reported (a page without text), what waits for it starts anyway after this long. */
export const bootstrapDeadlineMs = 5000;

/**
 * When a page's framework starts: on the visitor's first interaction (a public page: until then it is its
 * HTML, its CSS and app/lib/page-start.ts), or once the first paint is on screen (the staff area's pages,
 * which are all forms and lists worked at once).
 */
export type FrameworkStart = "interaction" | "paint";

/**
 * What counts as a first interaction. A scroll only once the page has painted: an alias of the home page is
 * scrolled to its section by the page itself before that (startAtSection). Listened to on the window in the
 * capture phase, so nothing on the page can stop one from arriving; a passive listener never delays it.
 */
export const interactionEvents = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "wheel"] as const;

export interface BootstrapOptions {
  startOn: FrameworkStart;
  /** The built app/lib/page-start.ts, fetched once the page has painted (see pageStartUrl). */
  pageStart?: string;
}

/**
 * React Router's bootstrap: `import "manifest"; import * as routeN from "module"; … import("entry");`.
 * The same modules, fetched together when the framework starts (see FrameworkStart), evaluated in the same
 * order; the page's own early module once the first paint is on screen.
 */
export function deferBootstrap(code: string, options: BootstrapOptions): string | undefined {
  if (code.includes(deferredMarker)) return code;
  const imports: Array<{ name?: string; url: string }> = [];
  const rest = code.replace(
    /import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?("[^"]+");?/g,
    (_match, name: string | undefined, url: string) => {
      imports.push({ name, url });
      return "";
    },
  );
  if (imports.length === 0 || !/\bimport\(/.test(rest)) return undefined; // not the shape we know: leave it
  const fetches = imports.map(({ url }) => `import(${url})`).join(",");
  const names = imports.map(({ name }, index) => (name ? `${name}=m[${index}]` : "")).filter(Boolean);
  const onInteraction = options.startOn === "interaction";
  // Every byte here is in every page (the home page's document is at its budget): short names, one set of
  // listener options, expressions rather than statements.
  const listen = (events: readonly string[]) =>
    events.length === 1
      ? `addEventListener("${events[0]}",start,o)`
      : `"${events.join(" ")}".split(" ").forEach(t=>addEventListener(t,start,o))`;
  return [
    deferredMarker,
    `const o={capture:!0,passive:!0,once:!0};let started=0,shown=0;`,
    `const start=()=>started||(started=1,Promise.all([${fetches}]).then(m=>{${names.length ? `const ${names.join(",")};` : ""}${rest.trim()}\n}));`,
    onInteraction ? `${listen(interactionEvents)};` : "",
    `const painted=()=>shown||(shown=1,${options.pageStart ? `import(${JSON.stringify(options.pageStart)}),` : ""}${onInteraction ? listen(["scroll"]) : "start()"});`,
    // The first contentful paint's entry arrives once that frame is on screen; an animation frame and a task
    // came too early (the frame was drawn, not yet shown). A tab opened hidden paints nothing until it is
    // shown, and one hidden before painting goes on then (visibilitychange); a browser without paint timing
    // (observing "paint" throws or never reports) goes on at the deadline.
    `try{new PerformanceObserver((l,p)=>{if(l.getEntriesByName("first-contentful-paint").length){p.disconnect();setTimeout(painted)}}).observe({type:"paint",buffered:!0})}catch{}`,
    `document.addEventListener("visibilitychange",painted,o);setTimeout(painted,${bootstrapDeadlineMs});`,
  ]
    .filter(Boolean)
    .join("\n");
}

/** The built app/lib/page-start.ts in build/client/assets, as its URL path; undefined without a build (the dev server). */
export function pageStartUrl(clientDir: string): string | undefined {
  try {
    const file = readdirSync(path.join(clientDir, "assets")).find((name) => /^page-start-[\w-]+\.js$/.test(name));
    return file ? `/assets/${file}` : undefined;
  } catch {
    return undefined;
  }
}

const brandFontScript = `try{if(sessionStorage.getItem("${brandFontKey}"))document.documentElement.classList.add("brand-font")}catch(e){}`;

/**
 * The id of the stylesheet that gives Tailwind's custom properties (`--tw-shadow`, `--tw-translate-x`, …) their
 * initial values by setting every one of them on every element: the checker-safe form of `@property`
 * (scripts/validator-safe-css.ts). It sets some seventy properties on every element and pseudo-element, so
 * the page takes it out of its main stylesheet, and the head script below registers the same properties
 * instead and removes it: a full style recalculation of a page is then 19–27 % faster (docs/performance.md).
 * A browser without script, or too old to register properties, keeps the rule and renders the same.
 */
export const propertyDefaultsId = "property-defaults";
/** That rule as the build writes it, once per stylesheet. */
const propertyDefaultsRule = /@layer properties\{\*,:before,:after,::backdrop\{[^{}]*\}\}/;

/**
 * `CSS.registerProperty` is the script form of `@property`, which the Nu Html Checker's CSS grammar does not
 * know (as with the view transitions below). Each property as the rule gives it, not inherited, with the rule's
 * value as its initial value ("initial": none, as Tailwind's own `@property` rules leave it); the universal
 * syntax, as now, so nothing starts interpolating that did not before. One already registered (the staff
 * area's two stylesheets list some twice) throws and keeps its first registration.
 */
const propertyDefaultsScript = `{const d=document.getElementById("${propertyDefaultsId}");if(d&&window.CSS&&CSS.registerProperty){for(const[,name,value]of d.textContent.matchAll(/(--[\\w-]+):([^;}]*)/g))try{CSS.registerProperty({name,syntax:"*",inherits:!1,...value=="initial"?{}:{initialValue:value}})}catch(e){}d.remove()}}`;

/** An inline script of ours: a page rendered per request allows its inline scripts by nonce, so it carries the page's nonce too. */
function inlineScript(html: string, code: string, id?: string): string {
  const nonce = /<script\b[^>]*\snonce="([^"]+)"/.exec(html)?.[1];
  return `<script${id ? ` id="${id}"` : ""}${nonce ? ` nonce="${nonce}"` : ""}>${code}</script>`;
}

/**
 * The exit animation for a link followed as a full page load (before the framework has arrived, it comes on
 * the visitor's first interaction): a cross-document view transition in which the outgoing page's main
 * fades and drops as `.page-leaving` does (app/app.css) and the incoming one fades in; the header and footer,
 * the same on both pages, stay still. Both pages must opt in before their first paint, so the rules are in
 * <head>; written by a script because the Nu Html Checker's CSS grammar does not yet know view transitions
 * (as with the expect link below). Not with reduced motion, and not in the staff area.
 */
export const viewTransitionCss =
  "@media (prefers-reduced-motion:no-preference){@view-transition{navigation:auto}main{view-transition-name:main}::view-transition-old(main){animation:.2s both page-leave}}";
const viewTransitionScript = `document.head.insertAdjacentHTML("beforeend","<style>${viewTransitionCss}</style>")`;

/**
 * The brand font's class, Tailwind's registered properties and, on a public page, the view transition: one
 * script in <head> (every byte counts).
 */
function addHeadScript(html: string, path: string): string {
  if (html.includes(brandFontScript)) return html;
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  const code = [brandFontScript, propertyDefaultsScript, ...(isStaffPath(path) ? [] : [viewTransitionScript])].join(
    ";",
  );
  return `${html.slice(0, headEnd)}${inlineScript(html, code)}${html.slice(headEnd)}`;
}

/** The id of the script that scrolls an alias page to its section before the first paint. */
export const startAtId = "start-at";

/** Scrolls to the alias's section at the end of <body>; returns the id the first paint should wait for. */
function startAtSection(html: string, path: string): { html: string; waitFor?: string } {
  const section = aliasSection(path);
  const bodyEnd = html.lastIndexOf("</body>");
  if (!section || bodyEnd < 0 || !html.includes(`id="${section}"`) || html.includes(`id="${startAtId}"`))
    return { html };
  const script = inlineScript(
    html,
    `document.getElementById("${section}").scrollIntoView({behavior:"instant"})`,
    startAtId,
  );
  return { html: `${html.slice(0, bodyEnd)}${script}${html.slice(bodyEnd)}`, waitFor: startAtId };
}

/** The id the element after a page's first section gets when it has none. */
export const afterFirstSectionId = "after-first-screen";

/** The head script that adds `<link rel="expect" href="#id" blocking="render">` (see above). */
export function expectScript(id: string): string {
  return `{const l=document.createElement("link");l.rel="expect";l.href="#${id}";l.setAttribute("blocking","render");document.head.append(l)}`;
}
/** The id an earlier pass's script names, if there is one. */
const expectedId = (html: string) => /l\.rel="expect";l\.href="#([\w-]+)"/.exec(html)?.[1];

/** Where the first <section> inside <main> starts, and where it ends (after its closing tag, sections nested in it counted). */
function firstSection(html: string): { start: number; end: number } | undefined {
  const main = html.indexOf("<main");
  if (main < 0) return undefined;
  const tags = /<(\/?)section\b[^>]*>/g;
  tags.lastIndex = main;
  let start = -1;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    const closing = tag[1] === "/";
    if (start < 0) {
      if (closing) return undefined;
      start = tag.index;
    }
    depth += closing ? -1 : 1;
    if (depth === 0) return { start, end: tags.lastIndex };
  }
  return undefined;
}

/**
 * Holds the first paint until the first section inside <main> has been parsed, by naming the element that
 * follows it (see above), or until the element `waitFor` names. A page with nothing after its first
 * section paints as it parses.
 */
function expectFirstSection(html: string, waitFor?: string): string {
  // A page rendered during prerendering has had a first pass, which may not have known it was an alias.
  const written = expectedId(html);
  if (written !== undefined)
    return waitFor && written !== waitFor ? html.replace(expectScript(written), expectScript(waitFor)) : html;
  const headEnd = html.indexOf("</head>");
  const atHeadEnd = (page: string, id: string) =>
    `${page.slice(0, headEnd)}${inlineScript(page, expectScript(id))}${page.slice(headEnd)}`;
  if (headEnd < 0) return html;
  if (waitFor) return atHeadEnd(html, waitFor);
  const section = firstSection(html);
  const next = section && /<([a-z][\w-]*)\b[^>]*>/i.exec(html.slice(section.end));
  if (!section || !next) return html;
  const at = section.end + next.index;
  const existing = /\sid="([^"]+)"/.exec(next[0])?.[1];
  if (existing) return atHeadEnd(html, existing);
  const openTag = `<${next[1]}`;
  return atHeadEnd(
    `${html.slice(0, at)}${openTag} id="${afterFirstSectionId}"${html.slice(at + openTag.length)}`,
    afterFirstSectionId,
  );
}

/** Larger pictures are better fetched (and cached) on their own than carried in every copy of the page. */
export const maxInlineImageBytes = 8 * 1024;

function inlineFirstScreenImages(html: string, readAsset: FirstPaintOptions["readAsset"]): string {
  const main = html.indexOf("<main");
  const firstSectionEnd = firstSection(html)?.end;
  if (firstSectionEnd === undefined) return html;
  const firstScreen = html
    .slice(main, firstSectionEnd)
    .replace(
      /(<img\b[^>]*?\ssrc=")(\/images\/[\w-]+\.svg)(")/g,
      (whole, before: string, src: string, after: string) => {
        const svg = readAsset(src);
        return svg === undefined || svg.length > maxInlineImageBytes ? whole : `${before}${svgDataUrl(svg)}${after}`;
      },
    );
  return html.slice(0, main) + firstScreen + html.slice(firstSectionEnd);
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
  const propertyDefaults: string[] = [];
  const sheets = styles.map((css) =>
    css!.replace(propertyDefaultsRule, (rule) => {
      propertyDefaults.push(rule);
      return "";
    }),
  );
  stylesheets.forEach((tag, index) => {
    const disabled = tag.replace(/\s*\/?>$/, ' disabled=""/>');
    // The defaults go first, where the rule stood, so that its layer keeps its place in the cascade's order.
    const defaults =
      index === 0 && propertyDefaults.length > 0
        ? `<style id="${propertyDefaultsId}">${styleText(propertyDefaults.join(""))}</style>`
        : "";
    out = out.replace(tag, () => `${defaults}<style>${styleText(sheets[index])}</style>${disabled}`);
  });

  out = out.replace(linkTag, (tag) => {
    const rel = attribute(tag, "rel")?.toLowerCase();
    return rel === "modulepreload" || rel === "preload" ? "" : tag;
  });

  out = inlineFirstScreenImages(out, options.readAsset);
  out = addHeadScript(out, options.path);
  const startAt = startAtSection(out, options.path);
  out = expectFirstSection(startAt.html, startAt.waitFor);

  out = out.replace(moduleScript, (whole, attributes: string, code: string) => {
    const deferred = deferBootstrap(code, {
      startOn: isStaffPath(options.path) ? "paint" : "interaction",
      pageStart: isStaffPath(options.path) ? undefined : options.pageStart,
    });
    return deferred === undefined ? whole : `<script${attributes}>${deferred}</script>`;
  });
  return out;
}
