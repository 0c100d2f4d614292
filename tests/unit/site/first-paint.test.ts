/**
 * The first paint depends on the HTML document alone, on every prerendered page and on the pages rendered
 * per request (the transform both use), and the weights stay inside their budgets.
 */
import { readdirSync, statSync } from "node:fs";
import { readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  deferBootstrap,
  expectScript,
  firstPaintHtml,
  interactionEvents,
  maxInlineImageBytes,
  propertyDefaultsId,
  viewTransitionCss,
} from "../../../app/lib/first-paint.server";
import { pageWeight } from "../../../scripts/page-weight";
import { clientDir, hasBuild, noBuildMessage } from "../../support/build";

const bootstrap = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-1.js";
  window.__reactRouterRouteModules = {"root":route0,"home":route1};
import("/assets/entry.client-1.js");`;

const page = [
  `<!DOCTYPE html><html><head><link rel="preload" as="image" href="/images/hero.svg"/><title>T</title>`,
  `<link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="stylesheet" href="/assets/root-1.css"/></head>`,
  `<body><p>words</p><script nonce="abc">window.__ctx = 1;</script><script type="module" async="" nonce="abc">${bootstrap}</script></body></html>`,
].join("");
const css: Record<string, string> = { "/assets/root-1.css": "p{color:red}</style><x>" };
const readAsset = (href: string) => css[href];
const pagePath = "/overview";

describe("the first-paint transform", () => {
  const out = firstPaintHtml(page, { readAsset, path: pagePath });

  it("inlines the stylesheet, keeping its link disabled for React's hydration of <head>", () => {
    expect(out).toContain(
      `<style>p{color:red}<\\/style><x></style><link rel="stylesheet" href="/assets/root-1.css" disabled=""/>`,
    );
  });

  it("drops modulepreload and preload links", () => {
    expect(out).not.toMatch(/rel="(modulepreload|preload)"/);
  });

  it("fetches the page's early module once it has painted and the framework on the first interaction, keeping the script's nonce", () => {
    expect(out).toContain(`<script type="module" async="" nonce="abc">/*after-first-paint*/`);
    expect(out).toContain(`<script nonce="abc">window.__ctx = 1;</script>`);
    const code = deferBootstrap(bootstrap, { startOn: "interaction", pageStart: "/assets/page-start-1.js" })!;
    expect(code).toContain(`import("/assets/manifest-1.js"),import("/assets/root-1.js"),import("/assets/home-1.js")`);
    expect(code).toContain("const route0=m[1],route1=m[2];");
    expect(code).toContain("const start=()=>started||(started=1,Promise.all([");
    expect(code).toContain(`import("/assets/entry.client-1.js")`);
    // The framework: on a pointer, touch, key, focus or wheel at once, on a scroll once the page has painted.
    expect(code).toContain("const o={capture:!0,passive:!0,once:!0};");
    expect(code).toContain(`"${interactionEvents.join(" ")}".split(" ").forEach(t=>addEventListener(t,start,o));`);
    expect(interactionEvents).toEqual(["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "wheel"]);
    expect(code).toContain(
      `const painted=()=>shown||(shown=1,import("/assets/page-start-1.js"),addEventListener("scroll",start,o));`,
    );
    // "Painted": the first contentful paint's entry (once that frame is on screen), a tab hidden before it is
    // shown, or the deadline where paint timing is missing.
    expect(code).toMatch(
      /try\{new PerformanceObserver\(\(l,p\)=>\{if\(l\.getEntriesByName\("first-contentful-paint"\)\.length\)\{p\.disconnect\(\);setTimeout\(painted\)\}\}\)\.observe\(\{type:"paint",buffered:!0\}\)\}catch\{\}/,
    );
    expect(code).toContain(`document.addEventListener("visibilitychange",painted,o);setTimeout(painted,5000);`);
    expect(code).not.toMatch(/^\s*import\s+["*]/m); // no static import left to fetch before the paint
    // Run, the bootstrap fetches nothing until the paint, then only the early module, then the framework on a tap.
    const fetched: string[] = [];
    const listeners = new Map<string, () => void>();
    let paintObserver:
      ((list: { getEntriesByName: (name: string) => unknown[] }, observer: unknown) => void) | undefined;
    const browser = {
      document: { addEventListener: () => undefined },
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      setTimeout: (callback: () => void, ms?: number) => ms === undefined && callback(),
      PerformanceObserver: function (callback: typeof paintObserver) {
        paintObserver = callback;
        return { observe: () => undefined, disconnect: () => undefined };
      },
    };
    // Run in a context of its own, with a stand-in for the browser and `import()` (not available to a script).
    const script = code.replace(/import\(("[^"]+")\)/g, "load($1)");
    runInNewContext(script, {
      ...browser,
      load: (url: string) => (fetched.push(url), new Promise(() => undefined)),
      Promise,
    });
    expect(fetched).toEqual([]);
    paintObserver!({ getEntriesByName: () => [{}] }, { disconnect: () => undefined });
    expect(fetched).toEqual(["/assets/page-start-1.js"]);
    listeners.get("pointerdown")!();
    listeners.get("keydown")!();
    expect(fetched).toEqual([
      "/assets/page-start-1.js",
      "/assets/manifest-1.js",
      "/assets/root-1.js",
      "/assets/home-1.js",
    ]);
  });

  it("starts a staff page's framework once it has painted, without the early module", () => {
    const staff = firstPaintHtml(page, { readAsset, path: "/admin/inbox", pageStart: "/assets/page-start-1.js" });
    expect(staff).not.toContain("page-start-1.js");
    expect(staff).not.toContain("addEventListener(t,start");
    expect(staff).toContain(`const painted=()=>shown||(shown=1,start());`);
    const visitors = firstPaintHtml(page, { readAsset, path: pagePath, pageStart: "/assets/page-start-1.js" });
    expect(visitors).toContain(`import("/assets/page-start-1.js")`);
  });

  it("holds the first paint until the first section of <main> is parsed: until the element after it, given an id if it has none", () => {
    const withMain = page.replace(
      "<body><p>words</p>",
      '<body><main id="main"><article><section class="hero"><section><p>words</p></section><p>more</p></section><div class="next"><p>later</p></div></article></main>',
    );
    const transformed = firstPaintHtml(withMain, { readAsset, path: pagePath });
    expect(transformed).toContain(`${expectScript("after-first-screen")}</script></head>`);
    expect(transformed).not.toContain('<link rel="expect"'); // written by the script, so the HTML checker reads valid HTML
    // Not the nested section's end: the whole first section is parsed before the element the paint waits for.
    expect(transformed).toContain('<p>more</p></section><div id="after-first-screen" class="next">');
    const named = firstPaintHtml(withMain.replace('<div class="next">', '<div id="services" class="next">'), {
      readAsset,
      path: pagePath,
    });
    expect(named).toContain(expectScript("services"));
    expect(named).not.toContain("after-first-screen");
    // A first section that ends <main>: the element after it is outside, such as the footer.
    const alone = page.replace(
      "<body><p>words</p>",
      '<body><main id="main"><section id="hero"><p>words</p></section></main>',
    );
    expect(
      firstPaintHtml(alone.replace("</main>", "</main><footer>f</footer>"), { readAsset, path: pagePath }),
    ).toContain('<footer id="after-first-screen">');
  });

  it("paints an alias of the home page already scrolled to its section, waiting for the scroll instead of the first section", () => {
    const home = page.replace(
      "<body><p>words</p>",
      '<body><main id="main"><section id="hero"><p>words</p></section><section id="contact"><p>form</p></section></main>',
    );
    const contact = firstPaintHtml(home, { readAsset, path: "/contact" });
    expect(contact).toContain(`${expectScript("start-at")}</script></head>`);
    expect(contact).toMatch(
      /<\/script><script id="start-at" nonce="abc">document\.getElementById\("contact"\)\.scrollIntoView\(\{behavior:"instant"\}\)<\/script><\/body>/,
    );
    expect(firstPaintHtml(contact, { readAsset, path: "/contact" })).toBe(contact);
    const plain = firstPaintHtml(home, { readAsset, path: "/" });
    expect(plain).not.toContain("start-at");
    expect(plain).toContain(expectScript("contact"));
    // A page transformed once without knowing it was the alias (a pass during prerendering) waits for the scroll after the second.
    const again = firstPaintHtml(plain, { readAsset, path: "/contact" });
    expect(again).toContain(expectScript("start-at"));
    expect(again).not.toContain(expectScript("contact"));
  });

  it("inlines a small picture of the first section as a data URL, and nothing further down or too large", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  <path d="M0 0h10v10z" fill="#1d3fd8"/></svg>`;
    const big = `<svg>${"<g/>".repeat(maxInlineImageBytes)}</svg>`;
    const assets: Record<string, string> = {
      ...css,
      "/images/hero.svg": svg,
      "/images/big.svg": big,
      "/images/later.svg": svg,
    };
    const withImages = page.replace(
      "<body><p>words</p>",
      '<body><main id="main"><section id="hero"><img src="/images/hero.svg" alt="A city" width="560" height="480"/><img src="/images/big.svg" alt=""/></section><section><img src="/images/later.svg" alt=""/></section></main>',
    );
    const out = firstPaintHtml(withImages, { readAsset: (href) => assets[href], path: pagePath });
    const hero = /<img src="([^"]+)" alt="A city" width="560" height="480"\/>/.exec(out)![1];
    expect(hero.startsWith("data:image/svg+xml,")).toBe(true);
    expect(decodeURIComponent(hero.slice("data:image/svg+xml,".length))).toBe(svg.replace(/\s+/g, " "));
    expect(hero).not.toMatch(/[\s"<>#]/); // a valid URL inside a quoted attribute
    expect(out).toContain('<img src="/images/big.svg"');
    expect(out).toContain('<img src="/images/later.svg"');
    expect(firstPaintHtml(out, { readAsset: (href) => assets[href], path: pagePath })).toBe(out);
  });

  it("sets the brand-font class before the first paint when an earlier page in the tab cached the font, under the page's nonce", () => {
    expect(out).toContain(
      `<script nonce="abc">try{if(sessionStorage.getItem("brand-font"))document.documentElement.classList.add("brand-font")}catch(e){};`,
    );
  });

  it("opts a public page into cross-document view transitions before its first paint, and not a staff page", () => {
    expect(out).toContain(
      `;document.head.insertAdjacentHTML("beforeend","<style>${viewTransitionCss}</style>")</script></head>`,
    );
    expect(viewTransitionCss).toMatch(
      /^@media \(prefers-reduced-motion:no-preference\)\{@view-transition\{navigation:auto\}/,
    );
    expect(firstPaintHtml(page, { readAsset, path: "/admin/inbox" })).not.toContain("view-transition");
  });

  it("moves the rule that sets Tailwind's properties on every element into a stylesheet of its own, first, which the head script replaces by registering them", () => {
    const defaults = "@layer properties{*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-blur:initial}}";
    const staffDefaults = "@layer properties{*,:before,:after,::backdrop{--tw-ring-inset:initial}}";
    const sheets: Record<string, string> = {
      "/assets/root-1.css": `${defaults}@layer utilities{.shadow{--tw-shadow:0 1px #000}}`,
      "/assets/staff-1.css": `${staffDefaults}@layer utilities{.ring{--tw-ring-shadow:0 0 0 1px #000}}`,
    };
    const twoSheets = page.replace(
      '<link rel="stylesheet" href="/assets/root-1.css"/>',
      '<link rel="stylesheet" href="/assets/root-1.css"/><link rel="stylesheet" href="/assets/staff-1.css"/>',
    );
    const split = firstPaintHtml(twoSheets, { readAsset: (href) => sheets[href], path: "/admin/inbox" });
    expect(split).toContain(
      `<style id="${propertyDefaultsId}">${defaults}${staffDefaults}</style><style>@layer utilities{.shadow{--tw-shadow:0 1px #000}}</style>`,
    );
    expect(split).toContain("<style>@layer utilities{.ring{--tw-ring-shadow:0 0 0 1px #000}}</style>");
    expect(split.match(/@layer properties/g)).toHaveLength(2);

    // The head script, run against a stand-in document: every property registered as the rule gives it, then
    // the rule removed; without CSS.registerProperty the rule stays.
    const headScript = /<script nonce="abc">([^<]*)<\/script><\/head>/.exec(split)![1];
    const registered: unknown[] = [];
    let removed = false;
    const documentStandIn = (withRegistration: boolean) => ({
      document: {
        documentElement: { classList: { add: () => undefined } },
        getElementById: (id: string) =>
          id === propertyDefaultsId ? { textContent: defaults + staffDefaults, remove: () => (removed = true) } : null,
      },
      sessionStorage: { getItem: () => null },
      window: { CSS: withRegistration ? {} : undefined },
      CSS: { registerProperty: (definition: unknown) => registered.push(definition) },
    });
    runInNewContext(headScript, documentStandIn(false));
    expect(removed).toBe(false);
    runInNewContext(headScript, documentStandIn(true));
    expect(registered).toEqual([
      { name: "--tw-shadow", syntax: "*", inherits: false, initialValue: "0 0 #0000" },
      { name: "--tw-blur", syntax: "*", inherits: false },
      { name: "--tw-ring-inset", syntax: "*", inherits: false },
    ]);
    expect(removed).toBe(true);
  });

  it("is idempotent, and leaves a page alone when its stylesheet cannot be read (the dev server)", () => {
    expect(firstPaintHtml(out, { readAsset, path: pagePath })).toBe(out);
    expect(firstPaintHtml(page, { readAsset: () => undefined, path: pagePath })).toBe(page);
  });
});

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return htmlFiles(full);
    return name.endsWith(".html") ? [full] : [];
  });
}

/**
 * Budgets (docs/performance.md). KiB = 1,024 bytes, the size of the build's .gz twins (Zopfli for scripts,
 * gzip -9 for pages). Before the visitor interacts a page loads its early module alone
 * (app/lib/page-start.ts), held to 40 KB; the framework comes on the first interaction, and with it a page is
 * held to the design's 120 KiB: the framework (React DOM 63.5, React with React Router 38.0) takes 101.5 of
 * it, the site's own code the rest (the root and the header, the hero, the route registry, the islands'
 * loader). What is below the fold, a content page's drawing, the desktop menus on a phone and the mobile menu
 * until its button is touched are islands or lazy, and come only when needed (app/components/Island.tsx).
 */
const budgets = { htmlGzipKiB: 30, beforeInteractionJsGzipKB: 40, homeJsGzipKiB: 120, pageJsGzipKiB: 120 };

describe.skipIf(!hasBuild)(
  `every prerendered page paints from its document alone ${hasBuild ? "" : noBuildMessage}`,
  () => {
    const files = hasBuild ? htmlFiles(clientDir) : [];

    it("covers the whole site", () => {
      expect(files.length).toBeGreaterThan(40);
    });

    it.each(files.map((file) => [path.relative(clientDir, file), file]))("%s", (_name, file) => {
      const html = readFileSync(file, "utf8");
      const head = html.slice(0, html.indexOf("</head>"));
      // Nothing fetched ahead of the document's own content.
      expect(html).not.toMatch(/<link\b[^>]*\brel="(?:modulepreload|preload)"/);
      // No render-blocking stylesheet: the one link React hydrates is disabled, its rules are inline.
      const stylesheets = [...head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((match) => match[0]);
      for (const link of stylesheets) expect(link).toContain('disabled=""');
      expect(head).toMatch(/<style>[^<]{1000,}/);
      // No script in <head> that could block the parser; the framework starts after the first paint.
      expect(head).not.toMatch(/<script\b(?![^>]*type="application\/ld\+json")[^>]*\bsrc=/);
      expect(html).toContain("/*after-first-paint*/");
      expect(head).toMatch(/l\.rel="expect";l\.href="#[\w-]+";l\.setAttribute\("blocking","render"\)/);
      expect(html).not.toMatch(/<script type="module"[^>]*>\s*import\s/);
      const weight = pageWeight(clientDir, file);
      expect(weight.htmlGzipBytes).toBeLessThanOrEqual(budgets.htmlGzipKiB * 1024);
      expect(weight.beforeInteraction.scripts.map((script) => script.url)).toContainEqual(
        expect.stringMatching(/^\/assets\/page-start-/),
      );
      expect(
        weight.beforeInteraction.jsGzipBytes / 1000,
        "JavaScript before an interaction, KB gzip",
      ).toBeLessThanOrEqual(budgets.beforeInteractionJsGzipKB);
      expect(weight.jsGzipBytes / 1024, "first JavaScript, KiB gzip").toBeLessThanOrEqual(budgets.pageJsGzipKiB);
    });

    it("runs no Intl formatter in the early module: the locale data cost a blocking task on every page", () => {
      const early = pageWeight(clientDir, path.join(clientDir, "index.html")).beforeInteraction.scripts;
      expect(early.length).toBeGreaterThan(0);
      for (const script of early)
        expect(readFileSync(path.join(clientDir, script.url), "utf8"), script.url).not.toMatch(/\bIntl\./);
    });

    it("shows the home page's largest element, the hero's lead, without an entrance animation", () => {
      const html = readFileSync(path.join(clientDir, "index.html"), "utf8");
      const lead = /<p class="([^"]*\blead\b[^"]*)"[^>]*>/.exec(html.slice(html.indexOf('id="hero"')));
      expect(lead).not.toBeNull();
      expect(lead![0]).not.toMatch(/animate-|data-reveal|opacity-0/);
    });

    it(`loads at most ${budgets.homeJsGzipKiB} KiB of JavaScript (gzip) on the home page`, () => {
      const weight = pageWeight(clientDir, path.join(clientDir, "index.html"));
      expect(weight.scripts.length).toBeGreaterThan(3);
      expect(weight.jsGzipBytes / 1024).toBeLessThanOrEqual(budgets.homeJsGzipKiB);
    });
  },
);
