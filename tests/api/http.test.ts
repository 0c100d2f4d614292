/** Everything around the API: security headers, request ids, canonical redirects, static files, fallbacks. */
import { brotliCompressSync, gzipSync } from "node:zlib";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { RequestHandler } from "express";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { clientDir as builtClientDir, hasBuild, noBuildMessage, reactRouterFor } from "../support/build";
import { rawGet, startTestServer, tempDir, type TestServer } from "../support/server";

const appJs = `console.log(${JSON.stringify("hello ".repeat(200))});\n`;
const homeInline = 'window.__data = {"page":"home"};';

function makeClientDir(): ReturnType<typeof tempDir> {
  const dir = tempDir("jenesys-client-");
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(join(dir.path, path, ".."), { recursive: true });
    writeFileSync(join(dir.path, path), content);
  };
  write(
    "index.html",
    `<!doctype html><title>Home</title><script>${homeInline}</script><script type="module" src="/assets/app-3f9a2c.js"></script>`,
  );
  write("overview/index.html", "<!doctype html><title>Overview</title>");
  write("contact/index.html", "<!doctype html><title>Contact</title>");
  write("assets/app-3f9a2c.js", appJs);
  write("assets/app-3f9a2c.js.br", brotliCompressSync(appJs));
  write("assets/app-3f9a2c.js.gz", gzipSync(appJs));
  write("robots.txt", "User-agent: *\nAllow: /\n");
  write("overview.data", "[{}]");
  write(".env", "SECRET=1");
  const outside = `${dir.path}-outside.txt`; // a sibling of the client folder, reachable only by escaping it
  writeFileSync(outside, "outside");
  return {
    path: dir.path,
    remove: () => {
      dir.remove();
      rmSync(outside, { force: true });
    },
  };
}

describe("headers and redirects", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { HSTS: "1" } });
  });
  afterAll(() => server.close());

  it("sends the security headers on every kind of response, and no X-Powered-By", async () => {
    for (const response of [
      await fetch(`${server.url}/healthz`),
      await fetch(`${server.url}/no-such-page`),
      await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "x",
      }),
      await fetch(`${server.url}/ITCONSULTANCY`, { redirect: "manual" }),
    ]) {
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';"); // JSON, redirects and plain 404s need no inline script
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain("frame-src https://www.google.com https://maps.google.com");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
      expect(response.headers.get("permissions-policy")).toContain("geolocation=()");
      expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
      expect(response.headers.get("x-powered-by")).toBeNull();
    }
  });

  it("sends no HSTS header unless HSTS is configured", async () => {
    const plain = await startTestServer();
    try {
      expect((await fetch(`${plain.url}/healthz`)).headers.get("strict-transport-security")).toBeNull();
    } finally {
      await plain.close();
    }
  });

  it("gives every response a request id, keeping a well-formed incoming one", async () => {
    const generated = await fetch(`${server.url}/healthz`);
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${server.url}/healthz`, { headers: { "x-request-id": "edge-1234.abc" } });
    expect(kept.headers.get("x-request-id")).toBe("edge-1234.abc");
    const replaced = await fetch(`${server.url}/healthz`, { headers: { "x-request-id": 'bad id" injected' } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ["/itconsultancy", "/ITconsultancy"],
    ["/ITConsultancy", "/ITconsultancy"],
    ["/Contact", "/contact"],
    ["/Services", "/services"],
    ["/overview/", "/overview"],
    ["/OURVALUES/", "/ourValues"],
    ["/Contact?subscribed=1&x=%20y", "/contact?subscribed=1&x=%20y"],
  ])("redirects %s with 301 to %s", async (from, to) => {
    const response = await fetch(`${server.url}${from}`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(to);
  });

  it("does not redirect canonical paths, unknown paths, or POSTs", async () => {
    for (const path of ["/ITconsultancy", "/", "/overview", "/not-a-page/", "//evil.example/"]) {
      const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect(response.status, path).not.toBe(301);
    }
    const post = await fetch(`${server.url}/Contact`, { method: "POST", redirect: "manual" });
    expect(post.status).not.toBe(301);
  });

  it("answers an unknown path with a plain 404 when no React Router handler is given", async () => {
    const response = await fetch(`${server.url}/no-such-page`);
    expect(response.status).toBe(404);
  });
});

describe("static files", () => {
  let server: TestServer;
  let client: ReturnType<typeof tempDir>;
  beforeAll(async () => {
    client = makeClientDir();
    server = await startTestServer({ clientDir: client.path });
  });
  afterAll(async () => {
    await server.close();
    client.remove();
  });

  it("serves the precompressed brotli file when accepted, with the original's type and a year of caching", async () => {
    const response = await rawGet(`${server.url}/assets/app-3f9a2c.js`, { "accept-encoding": "gzip, deflate, br" });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(response.headers["vary"]).toContain("Accept-Encoding");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.body.equals(brotliCompressSync(appJs))).toBe(true);
  });

  it("falls back to gzip, then to the plain file", async () => {
    const gzip = await rawGet(`${server.url}/assets/app-3f9a2c.js`, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.body.equals(gzipSync(appJs))).toBe(true);

    const plain = await rawGet(`${server.url}/assets/app-3f9a2c.js`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["vary"]).toContain("Accept-Encoding");
    expect(plain.body.toString()).toBe(appJs);

    const refused = await rawGet(`${server.url}/assets/app-3f9a2c.js`, { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
  });

  it("decodes to the original bytes through fetch", async () => {
    const response = await fetch(`${server.url}/assets/app-3f9a2c.js`);
    expect(await response.text()).toBe(appJs);
  });

  it("maps page paths to prerendered HTML, revalidated on every visit", async () => {
    for (const [path, title] of [
      ["/", "Home"],
      ["/overview", "Overview"],
      ["/contact", "Contact"],
    ] as const) {
      const response = await rawGet(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body.toString()).toContain(`<title>${title}</title>`);
    }
    const head = await rawGet(`${server.url}/overview`, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it("allows exactly a prerendered page's own inline scripts in its CSP", async () => {
    const home = await rawGet(`${server.url}/`, { "accept-encoding": "br" });
    const hash = `sha256-${createHash("sha256").update(homeInline).digest("base64")}`;
    expect(home.headers["content-security-policy"]).toContain(`script-src 'self' '${hash}';`);
    const overview = await rawGet(`${server.url}/overview`);
    expect(overview.headers["content-security-policy"]).toContain("script-src 'self';");
  });

  it("serves other public files and prerendered route data", async () => {
    const robots = await rawGet(`${server.url}/robots.txt`);
    expect(robots.headers["content-type"]).toMatch(/^text\/plain/);
    expect(robots.headers["cache-control"]).toBe("public, max-age=3600");
    const data = await rawGet(`${server.url}/overview.data`);
    expect(data.headers["content-type"]).toBe("text/x-script");
  });

  it("never serves dotfiles or anything outside the client folder", async () => {
    const outside = `${client.path.split("/").pop()}-outside.txt`;
    for (const path of ["/.env", `/../${outside}`, `/%2e%2e/${outside}`, `/assets/..%2f..%2f${outside}`, "/%E0%A4%A"]) {
      const response = await rawGet(`${server.url}${path}`);
      expect(response.status, path).toBe(path === "/%E0%A4%A" ? 400 : 404); // a malformed escape is a bad request
      expect(response.body.toString()).not.toContain("SECRET");
      expect(response.body.toString()).not.toContain("outside");
    }
  });
});

describe("with a React Router handler", () => {
  let server: TestServer;
  let client: ReturnType<typeof tempDir>;
  const seen: string[] = [];
  const nonces: string[] = [];
  const limitedPosts: boolean[] = [];
  const reactRouter: RequestHandler = (req, res) => {
    seen.push(`${req.method} ${req.originalUrl}`);
    nonces.push(String(res.locals.cspNonce));
    if (req.method === "POST") limitedPosts.push(Boolean(res.locals.retryAfterSeconds));
    res
      .status(req.method === "POST" ? 200 : 404)
      .type("html")
      .send("<h1>rendered by React Router</h1>");
  };
  beforeAll(async () => {
    client = makeClientDir();
    server = await startTestServer({
      clientDir: client.path,
      reactRouter,
      env: { RATE_LIMIT_CONTACT_PER_MINUTE: "2" },
    });
  });
  afterAll(async () => {
    await server.close();
    client.remove();
  });

  it("hands unknown paths to React Router (its designed 404 page)", async () => {
    const response = await fetch(`${server.url}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("rendered by React Router");
  });

  it("allows only a fresh nonce on the pages React Router renders (no list of the site's script hashes)", async () => {
    const first = await fetch(`${server.url}/no-such-page`);
    const second = await fetch(`${server.url}/no-such-page`);
    const [a, b] = nonces.slice(-2);
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(a).not.toBe(b);
    expect(first.headers.get("content-security-policy")).toContain(`script-src 'self' 'nonce-${a}';`);
    expect(first.headers.get("content-security-policy")!.length).toBeLessThan(600);
    expect(second.headers.get("content-security-policy")).toContain(`'nonce-${b}'`);
  });

  it("serves prerendered pages itself, but lets React Router render the no-JS outcome (?subscribed=1)", async () => {
    expect(await (await fetch(`${server.url}/contact`)).text()).toContain("<title>Contact</title>");
    expect(await (await fetch(`${server.url}/contact?utm=x`)).text()).toContain("<title>Contact</title>");
    expect(await (await fetch(`${server.url}/contact?subscribed=1`)).text()).toContain("rendered by React Router");
  });

  it("passes route-action posts to React Router under the contact rate limit", async () => {
    const post = () =>
      fetch(`${server.url}/contact`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "name=x",
      });
    expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(200);
    const limited = await post();
    // The third reaches the page's action marked as limited (it answers the page with 429 and stores nothing).
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(seen.filter((line) => line === "POST /contact")).toHaveLength(3);
    expect(limitedPosts).toEqual([false, false, true]);
  });
});

/** Every header of the security policy, on one response. */
function expectSecurityHeaders(
  label: string,
  headers: Headers,
  options: { hsts: boolean; publicPage?: boolean },
): void {
  const csp = headers.get("content-security-policy") ?? "";
  const directives = new Map(
    csp.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  expect(directives.get("default-src"), label).toEqual(["'self'"]);
  const scriptSrc = directives.get("script-src") ?? [];
  expect(scriptSrc[0], label).toBe("'self'");
  for (const source of scriptSrc.slice(1))
    expect(source, label).toMatch(/^'(sha256-[A-Za-z0-9+/]+=*|nonce-[A-Za-z0-9+/]+=*)'$/);
  expect(scriptSrc, label).not.toContain("'unsafe-inline'");
  expect(scriptSrc, label).not.toContain("'unsafe-eval'");
  expect(directives.get("frame-ancestors"), label).toEqual(["'none'"]);
  expect(directives.get("object-src"), label).toEqual(["'none'"]);
  expect(directives.get("base-uri"), label).toEqual(["'self'"]);
  expect(directives.get("form-action"), label).toEqual(["'self'"]);
  expect(headers.get("x-content-type-options"), label).toBe("nosniff");
  expect(headers.get("x-frame-options"), label).toBe("DENY");
  expect(headers.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy"), label).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  // Left out of the public pages only (server/security.ts, publicPageHeaders).
  expect(headers.get("cross-origin-opener-policy"), label).toBe(options.publicPage ? null : "same-origin");
  expect(headers.get("cross-origin-resource-policy"), label).toBe("same-origin");
  if (options.hsts) expect(headers.get("strict-transport-security"), label).toBe("max-age=31536000; includeSubDomains");
  else expect(headers.get("strict-transport-security"), label).toBeNull();
  expect(headers.get("x-powered-by"), label).toBeNull();
}

/** The kinds of response below that are public pages, the same for every visitor. */
const publicPages = new Set(["a prerendered page", "a prerendered page under its own path"]);

/** One request of each kind, with the caching each must have: [label, path, init, status, cache-control]. */
function kindsOfResponse(asset: string): Array<[string, string, RequestInit, number, string | null]> {
  return [
    ["a prerendered page", "/", {}, 200, "no-cache"],
    ["a prerendered page under its own path", "/contact", {}, 200, "no-cache"],
    ["a hashed asset", asset, {}, 200, "public, max-age=31536000, immutable"],
    ["the health check", "/healthz", {}, 200, "no-store"],
    [
      "an API answer",
      "/api/contact",
      { method: "POST", headers: { "content-type": "application/json" }, body: "{}" },
      400,
      null,
    ],
    ["an API 404", "/api/nothing", {}, 404, null],
    ["the 404 page", "/no-such-page", {}, 404, "no-store"],
    ["a page rendered per request (the no-JS outcome)", "/contact?subscribed=1", {}, 200, "no-store"],
    ["a redirect", "/Contact", { redirect: "manual" }, 301, null],
    [
      "a refused page post",
      "/contact",
      { method: "POST", headers: { "content-type": "application/json" }, body: "{}" },
      415,
      null,
    ],
  ];
}

describe("security headers on every kind of response", () => {
  let server: TestServer;
  let client: ReturnType<typeof tempDir>;
  const notFound: RequestHandler = (req, res) => {
    const status = req.path === "/contact" ? 200 : 404; // React Router renders the outcome page and the 404 page
    res
      .status(status)
      .type("html")
      .send(`<!doctype html><title>${status}</title><script nonce="${String(res.locals.cspNonce)}">1</script>`);
  };
  beforeAll(async () => {
    client = makeClientDir();
    server = await startTestServer({ clientDir: client.path, reactRouter: notFound, env: { HSTS: "1" } });
  });
  afterAll(async () => {
    await server.close();
    client.remove();
  });

  it.each(kindsOfResponse("/assets/app-3f9a2c.js"))("on %s (%s)", async (label, path, init, status, cacheControl) => {
    const response = await fetch(`${server.url}${path}`, init);
    expect(response.status, label).toBe(status);
    expectSecurityHeaders(label, response.headers, { hsts: true, publicPage: publicPages.has(label) });
    if (cacheControl) expect(response.headers.get("cache-control"), label).toBe(cacheControl);
  });

  it("on an unexpected server error", async () => {
    const failing = await startTestServer({
      reactRouter: () => {
        throw new Error("boom at /srv/secret.ts:1:2");
      },
    });
    try {
      const response = await fetch(`${failing.url}/no-such-page`);
      expect(response.status).toBe(500);
      expectSecurityHeaders("a 500", response.headers, { hsts: false });
      const text = await response.text();
      expect(text).not.toContain("boom");
      expect(text).not.toContain("secret");
    } finally {
      await failing.close();
    }
  });
});

describe.skipIf(!hasBuild)(`security headers on the production build ${hasBuild ? "" : noBuildMessage}`, () => {
  let server: TestServer;
  let asset = "/assets/missing.js";
  beforeAll(async () => {
    asset = `/assets/${readdirSync(`${builtClientDir}/assets`).find((name) => name.endsWith(".js"))}`;
    server = await startTestServer({ clientDir: builtClientDir, reactRouterFor, env: { HSTS: "1" } });
  });
  afterAll(() => server.close());

  it.each(kindsOfResponse("(the first built script)"))(
    "on %s (%s)",
    async (label, path, init, status, cacheControl) => {
      const response = await fetch(`${server.url}${path === "(the first built script)" ? asset : path}`, init);
      expect(response.status, label).toBe(status);
      expectSecurityHeaders(label, response.headers, { hsts: true, publicPage: publicPages.has(label) });
      if (cacheControl) expect(response.headers.get("cache-control"), label).toBe(cacheControl);
    },
  );

  it("gives the pages rendered from the store's lists the public pages' headers", async () => {
    for (const path of ["/CurrentOpenings", "/NewsEvents"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expectSecurityHeaders(path, response.headers, { hsts: true, publicPage: true });
    }
  });

  it("sends each page whole, every part in its place: none sent after the page, hidden, behind a script", async () => {
    for (const path of ["/", "/contact", "/Telecom", "/CurrentOpenings", "/no-such-page"]) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html, path).not.toMatch(/<!--\$[?!]-->|<template id="B:|\$RC\(/);
      // The header's and the page's boundaries (app/root.tsx), inline.
      expect(html.split("<!--$-->").length - 1, path).toBeGreaterThanOrEqual(2);
    }
  });

  it("allows every inline script of the pages by hash or nonce, so no page needs 'unsafe-inline'", async () => {
    for (const path of ["/", "/contact", "/Telecom", "/no-such-page", "/contact?subscribed=1"]) {
      const response = await fetch(`${server.url}${path}`);
      const csp = response.headers.get("content-security-policy")!;
      const html = await response.text();
      const allowed = csp.split(";").find((part) => part.trim().startsWith("script-src"))!;
      for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
        const [, attributes, body] = match;
        if (/type="application\/ld\+json"/.test(attributes)) continue; // data, not script
        const nonce = /nonce="([^"]+)"/.exec(attributes)?.[1];
        const hash = `sha256-${createHash("sha256").update(body).digest("base64")}`;
        expect(
          allowed.includes(`'${hash}'`) || (nonce !== undefined && allowed.includes(`'nonce-${nonce}'`)),
          `${path}: ${body.slice(0, 80)}`,
        ).toBe(true);
      }
    }
  });
});
