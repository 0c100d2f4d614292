/**
 * No single request can stall the server, and odd requests get correct answers: the path guard in front of
 * the router, the 416 for an unsatisfiable Range, the page post that is rate limited, HEAD on a 404, and a
 * log that stays JSON whatever the framework prints. Against the production build (React Router renders
 * the 404 page), as `npm run serve` runs it.
 */
import http from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestLimits } from "../../server/request-limits";
import { hasBuild, noBuildMessage, clientDir, reactRouterFor } from "../support/build";
import { startMain, type MainProcess } from "../support/main-process";
import { startTestServer, tempDir, type TestServer } from "../support/server";

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One GET (or other method) on a fresh connection, with the path sent exactly as given (fetch would normalise it). */
function rawRequest(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { hostname, port, path, method: options.method ?? "GET", headers: options.headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

const deepPath = `/${"a/".repeat(8000)}a`;
const slashRun = `/${"/".repeat(16_000)}a`;

describe.skipIf(!hasBuild)(`request limits on the production build ${hasBuild ? "" : noBuildMessage}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clientDir, reactRouterFor, env: { RATE_LIMIT_CONTACT_PER_MINUTE: "2" } });
  });
  afterAll(() => server.close());

  it("answers an 8,000-segment path and a 16,000-slash path from the guard, before any matching, with /healthz beside them", async () => {
    // Matching such a path in the router kept the event loop busy for seconds; the guard answers it from its length
    // alone. What shows that it never reached the router: the guard's plain-text answer and its log line.
    for (const path of [deepPath, slashRun]) {
      const [hostile, health] = await Promise.all([rawRequest(server.url, path), rawRequest(server.url, "/healthz")]);
      expect(hostile.status, `${path.length}-byte path`).toBe(414);
      expect(hostile.headers["content-type"]).toMatch(/^text\/plain/);
      expect(hostile.body).not.toContain("<h1");
      expect(health.status).toBe(200);
      const logged = server.logger.lines.filter(
        (entry) => entry.msg === "request" && String(entry.path).startsWith(path.slice(0, 40)),
      );
      expect(logged.map((entry) => entry.refused)).toEqual(["path too long"]);
    }
  });

  it("refuses paths beyond the limits before any matching, and serves the normal 404 page within them", async () => {
    const segments = (count: number) => `/${Array.from({ length: count }, () => "a").join("/")}`;
    const within = await rawRequest(server.url, segments(requestLimits.segments));
    expect(within.status).toBe(404);
    expect(within.body).toContain("<h1"); // the designed page, rendered by React Router
    const beyond = await rawRequest(server.url, segments(requestLimits.segments + 1));
    expect(beyond.status).toBe(404);
    expect(beyond.headers["content-type"]).toMatch(/^text\/plain/);
    expect((await rawRequest(server.url, `/x${"/".repeat(requestLimits.slashRun + 1)}y`)).status).toBe(404);
    expect((await rawRequest(server.url, `/x${"/".repeat(requestLimits.slashRun)}y`)).body).toContain("<h1");
    expect((await rawRequest(server.url, `/${"b".repeat(requestLimits.pathBytes)}`)).status).toBe(414);
    // A long query string is not the path: the page is served.
    expect((await rawRequest(server.url, `/overview?q=${"q".repeat(4000)}`)).status).toBe(200);
    // The log line names the refusal, with the path cut short.
    const line = server.logger.lines.find(
      (entry) => entry.msg === "request" && entry.refused === "run of slashes" && String(entry.path).length < 300,
    );
    expect(line).toBeDefined();
  });

  it("gives its refusals (414, 404, 400) the site's security headers, as every other answer has", async () => {
    for (const [path, status] of [
      [`/${"b".repeat(requestLimits.pathBytes + 1)}`, 414],
      [`/${"a/".repeat(requestLimits.segments + 1)}a`, 404],
      ["/%E0%A4%A", 400],
    ] as const) {
      for (const method of ["GET", "HEAD"]) {
        const refused = await rawRequest(server.url, path, { method });
        expect([path.slice(0, 20), method, refused.status]).toEqual([path.slice(0, 20), method, status]);
        expect(refused.headers["content-security-policy"]).toContain("default-src 'self'");
        expect(refused.headers["x-content-type-options"]).toBe("nosniff");
        expect(refused.headers["x-frame-options"]).toBe("DENY");
        expect(refused.headers["permissions-policy"]).toContain("camera=()");
      }
    }
  });

  it("answers an unsatisfiable Range with 416 and Content-Range: bytes */SIZE, logging no error", async () => {
    const errorsBefore = server.logger.lines.filter((line) => line.level === "error").length;
    for (const path of ["/favicon.svg", "/overview"]) {
      const full = await rawRequest(server.url, path, { headers: { "accept-encoding": "identity" } });
      const answer = await rawRequest(server.url, path, {
        headers: { range: "bytes=999999999-", "accept-encoding": "identity" },
      });
      expect(answer.status, path).toBe(416);
      expect(answer.headers["content-range"], path).toBe(`bytes */${Buffer.byteLength(full.body)}`);
    }
    expect(server.logger.lines.filter((line) => line.level === "error")).toHaveLength(errorsBefore);
  });

  it("answers a rate-limited form post without JavaScript with the contact page saying so, and Retry-After", async () => {
    const post = () =>
      rawRequest(server.url, "/contact", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
        body: "name=Asha+Rao&email=asha%40example.com&phone=9876543210&message=Limited",
      });
    const before = (await server.store.listContacts()).length;
    expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(200);
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(limited.headers["content-type"]).toMatch(/^text\/html/);
    expect(limited.headers["retry-after"]).toMatch(/^\d+$/);
    expect(limited.body).toContain("Too many messages, please wait a minute");
    expect(limited.body).toContain('value="Asha Rao"'); // what the visitor typed stays in the form
    expect((await server.store.listContacts()).length).toBe(before + 2);
  });

  it("refuses a post to a page without a form before the router (405 with Allow)", async () => {
    const answer = await rawRequest(server.url, "/overview", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "a=b",
    });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD");
  });

  it("gives HEAD on a 404 the same Content-Type as GET", async () => {
    const get = await rawRequest(server.url, "/no-such-page");
    const head = await rawRequest(server.url, "/no-such-page", { method: "HEAD" });
    expect(head.status).toBe(404);
    expect(head.headers["content-type"]).toBe(get.headers["content-type"]);
    expect(head.headers["content-type"]).toMatch(/^text\/html/);
  });

  it("sends server-rendered pages a policy with their nonce only, not every script hash of the site", async () => {
    const answer = await rawRequest(server.url, "/no-such-page");
    const csp = String(answer.headers["content-security-policy"]);
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]+=*';/);
    expect(csp).not.toContain("sha256-");
    expect(csp.length).toBeLessThan(600);
  });
});

describe("rate-limit key behind a proxy", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: "1", RATE_LIMIT_CONTACT_PER_MINUTE: "2" } });
  });
  afterAll(() => server.close());

  const post = (forwardedFor: string) =>
    fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
      body: "{}",
    });

  it("counts forwarded addresses apart, but a non-address value against the socket's address", async () => {
    expect((await post("203.0.113.1")).status).toBe(400);
    expect((await post("203.0.113.2")).status).toBe(400);
    expect((await post("203.0.113.3")).status).toBe(400); // three clients, one post each: none limited
    expect((await post("not-an-address-1")).status).toBe(400);
    expect((await post("not-an-address-2")).status).toBe(400);
    expect((await post("not-an-address-3")).status).toBe(429); // all three are the proxy's own address
  });
});

describe.skipIf(!hasBuild)(`the production server's log ${hasBuild ? "" : noBuildMessage}`, () => {
  let dir: ReturnType<typeof tempDir>;
  let server: MainProcess;
  beforeAll(async () => {
    dir = tempDir();
    server = await startMain({ DATABASE_URL: `sqlite:${join(dir.path, "site.db")}`, LOG_LEVEL: "debug" });
  });
  afterAll(async () => {
    await server.stop();
    dir.remove();
  });

  it("stays one JSON object per line through odd requests, with long paths cut short", async () => {
    const odd: Array<[string, { method?: string; headers?: Record<string, string>; body?: string }]> = [
      ["/overview", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "a=b" }],
      ["/%E0%A4%A", {}],
      [`/${"a/".repeat(500)}a`, {}],
      [`/${"a/".repeat(30)}`, {}],
      [deepPath, {}],
      ["/favicon.svg", { headers: { range: "bytes=999999999-" } }],
      ["/contact", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }],
      ["/no-such-page", { method: "HEAD" }],
    ];
    for (const [path, options] of odd) await rawRequest(server.url, path, options);
    await rawRequest(server.url, "/healthz");
    await new Promise((resolve) => setTimeout(resolve, 200)); // let the last lines arrive
    expect(server.errorLines).toEqual([]);
    for (const line of server.lines) {
      expect(() => JSON.parse(line), line.slice(0, 200)).not.toThrow();
      expect(line.length, line.slice(0, 200)).toBeLessThan(2000);
    }
    const requests = server.lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === "request");
    expect(requests.length).toBeGreaterThanOrEqual(odd.length);
    expect(server.lines.filter((line) => line.includes('"level":"error"'))).toEqual([]);
  });
});
