import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../../server/inline-script-hashes";
import { contentSecurityPolicy } from "../../../server/security";

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
