import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../../server/inline-script-hashes";
import {
  contentSecurityPolicy,
  publicPageHeaders,
  scriptNoncePolicy,
  securityHeaders,
  securityHeaderValues,
} from "../../../server/security";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("contentSecurityPolicy", () => {
  it("allows only the site's own scripts when nothing else is given", () => {
    expect(contentSecurityPolicy()).toContain("script-src 'self';");
  });

  it("adds script hashes and nonces, quoted, with or without quotes given", () => {
    const csp = contentSecurityPolicy(["sha256-abc123+/=", "'sha384-def456'", "nonce-Zm9vYmFy"]);
    expect(csp).toContain("script-src 'self' 'sha256-abc123+/=' 'sha384-def456' 'nonce-Zm9vYmFy';");
  });

  it("refuses anything that is not a hash or nonce (no header injection through the build)", () => {
    expect(() => contentSecurityPolicy(["'unsafe-inline'"])).toThrow();
    expect(() => contentSecurityPolicy(["sha256-abc; script-src *"])).toThrow();
    expect(() => contentSecurityPolicy(["https://cdn.example"])).toThrow();
  });
});

describe("inlineScriptHashes", () => {
  it("hashes inline scripts exactly, skipping external scripts and JSON-LD", () => {
    const html = `<head><script>window.a = 1;</script><script type="module">import "/x.js";\n</script>
      <script src="/assets/app.js"></script><script type="application/ld+json">{"@type":"Organization"}</script>
      <script>window.a = 1;</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a = 1;"), sha('import "/x.js";\n')]);
  });
});

describe("security headers", () => {
  const policy =
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self';connect-src 'self';" +
    "frame-src https://www.google.com https://maps.google.com;frame-ancestors 'none';base-uri 'self';form-action 'self';object-src 'none'";

  it("are exactly these, with Strict-Transport-Security only when served over TLS", () => {
    const plain = securityHeaderValues({ hsts: false });
    expect(plain).toEqual({
      "Content-Security-Policy": policy,
      "Cross-Origin-Opener-Policy": "same-origin",
      "Cross-Origin-Resource-Policy": "same-origin",
      "Origin-Agent-Cluster": "?1",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Content-Type-Options": "nosniff",
      "X-DNS-Prefetch-Control": "off",
      "X-Download-Options": "noopen",
      "X-Frame-Options": "DENY",
      "X-Permitted-Cross-Domain-Policies": "none",
      "X-XSS-Protection": "0",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    });
    expect(securityHeaderValues({ hsts: true })).toEqual({
      ...plain,
      "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    });
    expect(contentSecurityPolicy()).toBe(policy);
  });

  it("of a public page: its own script hashes, and no Cross-Origin-Opener-Policy", () => {
    const hash = sha("start()");
    expect(publicPageHeaders([hash])).toEqual({
      set: { "Content-Security-Policy": policy.replace("script-src 'self';", `script-src 'self' '${hash}';`) },
      remove: ["Cross-Origin-Opener-Policy"],
    });
  });

  it("reach every response through the middleware, and X-Powered-By never does", async () => {
    const server = await serve((app) => {
      app.use(securityHeaders({ hsts: true }));
      app.get("/", (_req, res) => {
        res.send("ok");
      });
    });
    try {
      const response = await fetch(`${server.url}/`);
      for (const [name, value] of Object.entries(securityHeaderValues({ hsts: true })))
        expect(response.headers.get(name), name).toBe(value);
      expect(response.headers.get("x-powered-by")).toBeNull();
    } finally {
      await server.close();
    }
  });

  it("allow a page rendered per request exactly its own fresh 128-bit nonce", async () => {
    const server = await serve((app) => {
      app.use(scriptNoncePolicy());
      app.get("/", (_req, res) => {
        res.send(String(res.locals.cspNonce));
      });
    });
    try {
      const nonces = [];
      for (let i = 0; i < 2; i++) {
        const response = await fetch(`${server.url}/`);
        const nonce = await response.text();
        expect(Buffer.from(nonce, "base64")).toHaveLength(16);
        expect(response.headers.get("content-security-policy")).toBe(
          policy.replace("script-src 'self';", `script-src 'self' 'nonce-${nonce}';`),
        );
        nonces.push(nonce);
      }
      expect(nonces[0]).not.toBe(nonces[1]);
    } finally {
      await server.close();
    }
  });

  it("accept each kind of script hash and a nonce with URL-safe characters", () => {
    expect(contentSecurityPolicy(["sha512-AAAA", "nonce-ab_c-d=="])).toContain(
      "script-src 'self' 'sha512-AAAA' 'nonce-ab_c-d==';",
    );
    expect(() => contentSecurityPolicy(["sha1-abc"])).toThrow(/Not a CSP script hash or nonce: "sha1-abc"/);
    expect(() => contentSecurityPolicy(["xsha256-abc"])).toThrow();
    expect(() => contentSecurityPolicy(["sha256-abc==="])).toThrow();
    expect(() => contentSecurityPolicy(["sha256-abc'"])).not.toThrow();
  });
});

describe("inlineScriptHashes, edge cases", () => {
  it("hashes an empty inline script and a script with attributes, and keeps the first order", () => {
    const html = `<script type="module" async>b()</script><script></script><script>b()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("b()"), sha("")]);
    expect(inlineScriptHashes("<p>no scripts</p>")).toEqual([]);
  });
});

async function serve(setup: (app: express.Express) => void): Promise<{ url: string; close(): Promise<void> }> {
  const app = express();
  setup(app);
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
