/**
 * The staff area over HTTP against the real server and the production build, on a temporary SQLite store:
 * each protection is checked by a request that would get through if it were removed.
 */
import { join } from "node:path";
import { generateTOTP } from "@epic-web/totp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addAccount, removeAccount, setRole } from "../../server/staff/accounts";
import { listAudit } from "../../server/staff/audit";
import { hasBuild, noBuildMessage, reactRouterFor, clientDir } from "../support/build";
import { startTestServer, tempDir, validContact, type TestServer } from "../support/server";
import { openSqliteStore } from "../../server/store/sqlite";
import { StoreUnavailableError, type Store } from "../../server/store/types";
import { cookiePair, formToken, get, post, signIn, staffPassword } from "../support/staff";
import { linksIn, mailPart, startSmtp, type TestSmtp } from "../support/smtp";

const staffEmail = "sales@jenesys.example";
const someId = "0b7e5a4c-1111-4a7e-9d7e-000000000001";

describe.skipIf(!hasBuild)(`staff area ${hasBuild ? "" : noBuildMessage}`, () => {
  let server: TestServer;
  let base: string;

  // The second factor that Admins must set up by default has its own tests ("a role that needs the second
  // factor"); the other tests sign in with a password alone.
  const startServer = (env: Record<string, string> = {}) =>
    startTestServer({
      reactRouterFor,
      clientDir,
      env: { RATE_LIMIT_CONTACT_PER_MINUTE: "1000", STAFF_REQUIRE_2FA: "none", ...env },
    });

  beforeAll(async () => {
    server = await startServer({ STAFF_SIGN_IN_FAILURES_PER_CLIENT: "100" }); // every test signs in from 127.0.0.1
    base = server.url;
    await addAccount(server.store, staffEmail, staffPassword);
  });
  afterAll(async () => server?.close());

  /** A stored enquiry's id, sent through the public API as a visitor would. */
  async function enquiry(fields: Partial<typeof validContact> = {}): Promise<string> {
    const response = await fetch(`${base}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...validContact, ...fields }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  async function session(email = staffEmail): Promise<string> {
    const result = await signIn(base, email);
    expect(result.status).toBe(302);
    return result.cookie!;
  }

  describe("anonymous requests", () => {
    const pages = [
      "/admin",
      "/admin/",
      `/admin/messages/${someId}`,
      "/admin/subscribers",
      "/admin/export.csv",
      "/admin/export.xlsx",
      "/admin/subscribers.csv",
      "/admin/subscribers.xlsx",
      "/admin/insights",
      "/admin/insights.csv",
      "/admin/logout",
      "/admin/no-such-page",
      "/ADMIN",
      "/%61dmin/subscribers",
      "//admin",
    ];

    it.each(pages)("GET %s redirects to the sign-in page", async (path) => {
      const result = await get(`${base}${path}`);
      expect(result.status).toBe(303);
      expect(result.location).toMatch(/^\/admin\/login\?next=%2F/);
      expect(result.body).not.toContain(validContact.email);
    });

    it("the redirect keeps the page asked for, so signing in returns to it", async () => {
      expect((await get(`${base}/admin/messages/${someId}?confirm=erase`)).location).toBe(
        `/admin/login?next=${encodeURIComponent(`/admin/messages/${someId}?confirm=erase`)}`,
      );
    });

    it.each(["/admin.data", `/admin/messages/${someId}.data`, "/admin/subscribers.data", "/ADMIN.data"])(
      "the data request GET %s gets 401 JSON",
      async (path) => {
        const result = await get(`${base}${path}`);
        expect(result.status).toBe(401);
        expect(result.headers.get("content-type")).toMatch(/^application\/json/);
        expect(JSON.parse(result.body)).toEqual({ error: "Sign in first." });
      },
    );

    it.each(["/admin", `/admin/messages/${someId}`, "/admin/logout"])(
      "POST %s without a session changes nothing and goes to the sign-in page",
      async (path) => {
        const id = await enquiry();
        const result = await post(`${base}${path.replace(someId, id)}`, { intent: "handled", token: "x" });
        expect(result.status).toBe(303);
        expect(result.location).toMatch(/^\/admin\/login\?next=/);
        const data = await post(`${base}${path.replace(someId, id)}.data`, { intent: "erase", token: "x" });
        expect(data.status).toBe(401);
        expect((await server.store.listContacts()).some((row) => row.id === id)).toBe(true);
      },
    );

    it("the sign-in page is open under its other spellings, and its data request is not refused", async () => {
      for (const path of ["/admin/login/", "/ADMIN/Login"]) {
        const result = await get(`${base}${path}`);
        expect(result.status, path).toBe(200);
        expect(result.body).toContain(">Sign in</h1>");
      }
      expect((await get(`${base}/admin/login.data`)).status).not.toBe(401);
    });

    it("a refused post says why in words", async () => {
      const crossSite = await post(`${base}/admin/logout`, {}, { headers: { origin: "https://evil.example" } });
      expect(crossSite.status).toBe(403);
      expect(crossSite.body).toBe("This form can only be sent from the staff pages of this site.");
      expect(crossSite.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(server.logger.lines).toContainEqual(
        expect.objectContaining({ msg: "request", path: "/admin/logout", status: 403, refused: "cross-site" }),
      );
      const put = await fetch(`${base}/admin`, { method: "DELETE" });
      expect(put.status).toBe(405);
      expect(put.headers.get("allow")).toBe("GET, HEAD, POST");
      expect(await put.text()).toBe("Method not allowed.");
      const exported = await get(`${base}/admin/export.csv`, undefined, { "sec-fetch-site": "cross-site" });
      expect(exported.status).toBe(403);
      expect(exported.body).toBe("Exports can only be opened from the staff pages of this site.");
    });

    it("the sign-in page itself is open, and marked noindex and no-store", async () => {
      const result = await get(`${base}/admin/login`);
      expect(result.status).toBe(200);
      expect(result.body).toContain(">Sign in</h1>");
      expect(result.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(result.headers.get("cache-control")).toBe("no-store");
      expect(result.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    });

    it("the sign-in page and the signed-in pages keep other sites' windows from holding a handle on them", async () => {
      // Cross-Origin-Opener-Policy, which the public pages leave out (server/security.ts)
      expect((await get(`${base}/admin/login`)).headers.get("cross-origin-opener-policy")).toBe("same-origin");
      const inbox = await get(`${base}/admin`, await session());
      expect(inbox.status).toBe(200);
      expect(inbox.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    });
  });

  describe("signing in", () => {
    it("a wrong password and an unknown address get the very same answer", async () => {
      const wrongPassword = await signIn(base, staffEmail, "not the password at all");
      const unknown = await signIn(base, "nobody@jenesys.example", staffPassword);
      expect(wrongPassword.status).toBe(401);
      expect(unknown.status).toBe(401);
      const visible = (answer: { body: string }, email: string) =>
        answer.body
          .replace(/nonce="[^"]+"/g, "")
          .replace(/"nonce-[^"]+"/g, "")
          .replaceAll(email, "EMAIL")
          .replace(/\\u0040|@/g, "@");
      expect(visible(wrongPassword, staffEmail)).toBe(visible(unknown, "nobody@jenesys.example"));
      expect(wrongPassword.body).toContain("That e-mail address and password do not match a staff account.");
      expect(wrongPassword.cookie).toBeUndefined();
    });

    it("the sixth failure in a row for one address gets 429 with Retry-After, even with the right password", async () => {
      const email = "limited@jenesys.example";
      await addAccount(server.store, email, staffPassword, "sales");
      for (let attempt = 1; attempt <= 5; attempt++)
        expect((await signIn(base, email, `wrong password ${attempt}`)).status).toBe(401);
      const sixth = await signIn(base, email, staffPassword);
      expect(sixth.status).toBe(429);
      expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(800);
      expect(Number(sixth.headers.get("retry-after"))).toBeLessThanOrEqual(900);
      expect(sixth.body).toContain("Too many failed sign-ins");
      expect(sixth.cookie).toBeUndefined();
      // An unknown address is limited the same way, so the limit does not tell which addresses exist.
      for (let attempt = 1; attempt <= 5; attempt++)
        expect((await signIn(base, "ghost@jenesys.example", "wrong password!")).status).toBe(401);
      expect((await signIn(base, "ghost@jenesys.example", "wrong password!")).status).toBe(429);
    });

    it("one client failing on many addresses is stopped by the per-client limit", async () => {
      const other = await startServer({ STAFF_SIGN_IN_FAILURES_PER_CLIENT: "3" });
      try {
        await addAccount(other.store, staffEmail, staffPassword);
        for (let attempt = 1; attempt <= 3; attempt++)
          expect((await signIn(other.url, `guess${attempt}@jenesys.example`, "wrong password!")).status).toBe(401);
        expect((await signIn(other.url, staffEmail, staffPassword)).status).toBe(429);
      } finally {
        await other.close();
      }
    });

    it.skipIf(!process.env.TEST_REDIS_URL)(
      `with REDIS_URL, failures on one instance count on the other${process.env.TEST_REDIS_URL ? "" : " (skipped: set TEST_REDIS_URL)"}`,
      async () => {
        const env = { REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_KEY_PREFIX: `staff-test-${Date.now()}` };
        const [one, two] = await Promise.all([startServer(env), startServer(env)]);
        try {
          await addAccount(one.store, staffEmail, staffPassword);
          await addAccount(two.store, staffEmail, staffPassword);
          // Both connected to Redis (each says so once its connection is ready).
          for (const instance of [one, two])
            await vi.waitFor(
              () => expect(instance.logger.lines.map((line) => line.msg)).toContain("rate limits shared through redis"),
              { timeout: 30_000, interval: 50 },
            );
          for (let attempt = 1; attempt <= 5; attempt++) {
            expect((await signIn((attempt % 2 ? one : two).url, staffEmail, `wrong password ${attempt}`)).status).toBe(
              401,
            );
          }
          expect((await signIn(one.url, staffEmail, staffPassword)).status).toBe(429);
          expect((await signIn(two.url, staffEmail, staffPassword)).status).toBe(429);
        } finally {
          await Promise.all([one.close(), two.close()]);
        }
      },
      30_000,
    );

    it("sets an HttpOnly, SameSite=Lax cookie for the whole site, without Secure over plain HTTP", async () => {
      const result = await signIn(base, staffEmail);
      const cookie = result.setCookies.find((value) => value.startsWith("staff_session="))!;
      expect(cookie).toMatch(/^staff_session=[A-Za-z0-9_-]{43}; /);
      const flags = cookie.split("; ").slice(1);
      expect(flags).toEqual(expect.arrayContaining(["Path=/", "HttpOnly", "SameSite=Lax"]));
      expect(flags).not.toContain("Secure");
      expect(flags.some((flag) => flag.startsWith("Domain="))).toBe(false);
    });

    it("over TLS (behind a trusted proxy) the cookie is Secure with the __Host- prefix, and only that name is read", async () => {
      const tls = await startServer({ TRUST_PROXY: "1" });
      try {
        await addAccount(tls.store, staffEmail, staffPassword);
        const result = await signIn(tls.url, staffEmail, staffPassword, {
          headers: { "x-forwarded-proto": "https", origin: tls.url.replace("http:", "https:") },
        });
        expect(result.status).toBe(302);
        const cookie = result.setCookies.find((value) => value.startsWith("__Host-staff_session="))!;
        expect(cookie.split("; ")).toEqual(expect.arrayContaining(["Path=/", "HttpOnly", "SameSite=Lax", "Secure"]));
        expect(cookie).not.toMatch(/Domain=/i);
        const https = { "x-forwarded-proto": "https" };
        expect((await get(`${tls.url}/admin`, cookiePair(cookie), https)).status).toBe(200);
        // The same id under the plain name (which a plain-HTTP page could set) is not read over TLS.
        expect((await get(`${tls.url}/admin`, cookiePair(cookie).replace("__Host-", ""), https)).status).toBe(303);
      } finally {
        await tls.close();
      }
    });

    it("gives a new session id at every sign-in and ends the one the browser had", async () => {
      const first = await session();
      const second = await signIn(base, staffEmail, staffPassword, { cookie: first });
      expect(second.cookie).toBeDefined();
      expect(second.cookie).not.toBe(first);
      expect((await get(`${base}/admin`, first)).status).toBe(303);
      expect((await get(`${base}/admin`, second.cookie)).status).toBe(200);
    });

    it("a planted session id (never issued by the server) is not adopted", async () => {
      const planted = `staff_session=${"A".repeat(43)}`;
      expect((await get(`${base}/admin`, planted)).status).toBe(303);
      const result = await signIn(base, staffEmail, staffPassword, { cookie: planted });
      expect(result.cookie).not.toBe(planted);
    });

    it.each([
      ["//evil.example/", "/admin"],
      ["https://evil.example/admin", "/admin"],
      ["/\\evil.example", "/admin"],
      ["/%2F%2Fevil.example", "/admin"],
      ["/contact", "/admin"],
      ["/admin/subscribers?page=2", "/admin/subscribers?page=2"],
    ])("next=%s leads to %s after signing in", async (next, expected) => {
      const result = await signIn(base, staffEmail, staffPassword, { next });
      expect(result.status).toBe(302);
      expect(result.location).toBe(expected);
    });

    it("the sign-in page's next is checked too, for a visitor who is already signed in", async () => {
      const cookie = await session();
      const result = await get(`${base}/admin/login?next=${encodeURIComponent("//evil.example")}`, cookie);
      expect(result.status).toBe(302);
      expect(result.location).toBe("/admin");
    });
  });

  describe("sessions", () => {
    const age = async (cookie: string, field: "last_seen_at" | "created_at", hours: number) => {
      const { createHash } = await import("node:crypto");
      const idHash = createHash("sha256").update(cookie.split("=")[1]).digest("hex");
      await server.store.query((db) =>
        db
          .updateTable("staff_sessions")
          .set({ [field]: new Date(Date.now() - hours * 3_600_000).toISOString() })
          .where("id_hash", "=", idHash)
          .execute(),
      );
    };

    it("a session idle for more than 8 hours is refused (and deleted)", async () => {
      const cookie = await session();
      await age(cookie, "last_seen_at", 7.9);
      expect((await get(`${base}/admin`, cookie)).status).toBe(200); // and this request renews it
      await age(cookie, "last_seen_at", 8.1);
      expect((await get(`${base}/admin`, cookie)).status).toBe(303);
      await age(cookie, "last_seen_at", 0);
      expect((await get(`${base}/admin`, cookie)).status).toBe(303);
    });

    it("a session older than 7 days is refused however active it was", async () => {
      const cookie = await session();
      await age(cookie, "created_at", 7 * 24 + 0.1);
      expect((await get(`${base}/admin`, cookie)).status).toBe(303);
    });

    it("signing out deletes the session: the cookie no longer opens anything", async () => {
      const cookie = await session();
      const token = await formToken(base, cookie);
      const result = await post(`${base}/admin/logout`, { token }, { cookie });
      expect(result.status).toBe(303);
      expect(result.location).toBe("/admin/login?signedOut=1");
      expect(result.setCookies.some((value) => /^staff_session=; .*Max-Age=0/.test(value))).toBe(true);
      expect((await get(`${base}/admin`, cookie)).status).toBe(303);
    });

    it("removing a staff account ends its sessions at once", async () => {
      const email = "leaver@jenesys.example";
      await addAccount(server.store, email, staffPassword, "sales");
      const cookie = await session(email);
      expect((await get(`${base}/admin`, cookie)).status).toBe(200);
      expect(await removeAccount(server.store, email)).toBe(true);
      expect((await get(`${base}/admin`, cookie)).status).toBe(303);
    });
  });

  describe("state-changing requests", () => {
    it("a cross-origin POST with a valid session cookie and form token gets 403 and changes nothing", async () => {
      const id = await enquiry();
      const cookie = await session();
      const token = await formToken(base, cookie, `/admin/messages/${id}`);
      const forged: Array<Record<string, string>> = [
        { origin: "https://evil.example" },
        { origin: "null" },
        { origin: base, "sec-fetch-site": "cross-site" },
      ];
      for (const headers of forged) {
        const result = await post(`${base}/admin/messages/${id}`, { intent: "erase", token }, { cookie, headers });
        expect(result.status, JSON.stringify(headers)).toBe(403);
      }
      // Neither Origin nor Sec-Fetch-Site: not a browser page of this site either.
      const bare = await fetch(`${base}/admin/messages/${id}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie },
        body: new URLSearchParams({ intent: "erase", token }).toString(),
      });
      expect(bare.status).toBe(403);
      expect((await server.store.listContacts()).some((row) => row.id === id)).toBe(true);
    });

    it("with a public origin configured (PUBLIC_URL), a post must come from it, whatever Host the request names", async () => {
      const proxied = await startServer({ TRUST_PROXY: "1", PUBLIC_URL: "https://staff.jenesys.example/" });
      try {
        await addAccount(proxied.store, staffEmail, staffPassword);
        const via = (host: string, origin = `https://${host}`) => ({
          origin,
          "x-forwarded-host": host,
          "x-forwarded-proto": "https",
        });
        // The proxy names the port (the default one), as the request URL takes the Host's port otherwise.
        const publicHeaders = via("staff.jenesys.example:443", "https://staff.jenesys.example");
        const signedIn = await signIn(proxied.url, staffEmail, staffPassword, { headers: publicHeaders });
        expect(signedIn.status).toBe(302);
        const cookie = signedIn.cookie!;
        // A request naming another host, with an Origin to match it: the Host is the client's to choose.
        const spoofed = await signIn(proxied.url, staffEmail, staffPassword, { headers: via("evil.example") });
        expect([spoofed.status, spoofed.cookie]).toEqual([403, undefined]);
        const id = await (async () => {
          const response = await fetch(`${proxied.url}/api/contact`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(validContact),
          });
          return ((await response.json()) as { id: string }).id;
        })();
        const page = await get(`${proxied.url}/admin/messages/${id}`, cookie, publicHeaders);
        const token = /name="token" value="([^"]+)"/.exec(page.body)![1];
        for (const headers of [via("evil.example"), via("127.0.0.1", proxied.url)]) {
          const refused = await post(
            `${proxied.url}/admin/messages/${id}`,
            { intent: "handled", token },
            { cookie, headers },
          );
          expect([headers.origin, refused.status]).toEqual([headers.origin, 403]);
        }
        const handled = await post(
          `${proxied.url}/admin/messages/${id}`,
          { intent: "handled", token },
          { cookie, headers: publicHeaders },
        );
        expect(handled.status).toBe(302);
      } finally {
        await proxied.close();
      }
    });

    it("a post with an unknown intent answers 400 and is no error in the log, on an enquiry and in the editors", async () => {
      const cookie = await session();
      const id = await enquiry({ email: "intent@example.com" });
      const before = server.logger.lines.length;
      // In production the console is the logger too (its lines logged at their level, as "console").
      const consoleError = vi.spyOn(console, "error");
      try {
        for (const path of [`/admin/messages/${id}`, "/admin/openings/new", "/admin/news/new"]) {
          const token = await formToken(base, cookie, path);
          const result = await post(`${base}${path}`, { intent: "launch-missiles", token }, { cookie });
          expect([path, result.status]).toEqual([path, 400]);
          expect(result.body).toContain("Unknown action.");
        }
        expect(consoleError).not.toHaveBeenCalled();
      } finally {
        consoleError.mockRestore();
      }
      const logged = server.logger.lines.slice(before);
      expect(logged.filter((line) => line.level === "error" || line.level === "warn")).toEqual([]);
      expect(JSON.stringify(logged)).not.toContain("Internal Server Error");
      expect((await get(`${base}/admin/messages/${id}`, cookie)).status).toBe(200); // and nothing changed
    });

    it("a same-site POST without this session's form token gets 403 and changes nothing", async () => {
      const id = await enquiry();
      const cookie = await session();
      const otherSessionToken = await formToken(base, await session());
      for (const token of [undefined, "", otherSessionToken]) {
        const fields: Record<string, string> = { intent: "erase", ...(token === undefined ? {} : { token }) };
        const result = await post(`${base}/admin/messages/${id}`, fields, { cookie });
        expect(result.status).toBe(403);
      }
      expect((await server.store.listContacts()).some((row) => row.id === id)).toBe(true);
      const token = await formToken(base, cookie, `/admin/messages/${id}`);
      expect((await post(`${base}/admin/messages/${id}`, { intent: "handled", token }, { cookie })).status).toBe(302);
    });

    it("sign-out needs the form token too (a forged sign-out link cannot end a session)", async () => {
      const cookie = await session();
      const forged = await post(`${base}/admin/logout`, {}, { cookie });
      expect(forged.status).toBe(403);
      expect(forged.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(forged.body).toBe(
        "This form has expired or was not sent from a staff page. Reload the page and try again.",
      );
      expect((await get(`${base}/admin`, cookie)).status).toBe(200);
    });

    it("a sign-in posted from another site gets 403", async () => {
      const result = await signIn(base, staffEmail, staffPassword, { headers: { origin: "https://evil.example" } });
      expect(result.status).toBe(403);
      expect(result.cookie).toBeUndefined();
    });

    it("the subscribers' export lists every subscriber, formula-safe, and is recorded", async () => {
      for (const email of ["first.reader@example.com", "second.reader@example.com"]) {
        expect(
          (
            await fetch(`${base}/api/subscribe`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ email }),
            })
          ).status,
        ).toBe(201);
      }
      const cookie = await session();
      const page = await get(`${base}/admin/subscribers`, cookie);
      expect(page.body).toContain("second.reader@example.com");
      expect(page.body).toMatch(/Subscribed, consented \d/); // status and consent time
      const result = await get(`${base}/admin/subscribers.csv`, cookie, { "sec-fetch-site": "same-origin" });
      expect(result.status).toBe(200);
      expect(result.headers.get("content-disposition")).toMatch(
        /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const rows = result.body.split("\r\n");
      expect(rows[0]).toBe("email,status,consented_at,opt_in,signed_up_at");
      expect(rows.slice(1, 3).map((row) => row.split(",")[0])).toEqual([
        "first.reader@example.com",
        "second.reader@example.com",
      ]);
      expect((await listAudit(server.store, 1))[0]).toMatchObject({
        staffEmail: staffEmail,
        action: "export subscribers",
        target: "2 subscribers as CSV",
      });
      expect((await get(`${base}/admin/subscribers.csv`, cookie, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    });

    it("the insights export is the period's days, recorded in the audit trail, and never for another site", async () => {
      const cookie = await session();
      const result = await get(`${base}/admin/insights.csv?days=7`, cookie, { "sec-fetch-site": "same-origin" });
      expect(result.status).toBe(200);
      expect(result.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(result.headers.get("content-disposition")).toMatch(
        /^attachment; filename="visits-7-days-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const rows = result.body.trim().split("\r\n");
      expect(rows[0]).toBe("day,visitors,page_views,enquiries");
      expect(rows).toHaveLength(8);
      expect((await listAudit(server.store, 1))[0]).toMatchObject({ staffEmail, action: "export insights" });
      expect((await get(`${base}/admin/insights.csv`, cookie, { "sec-fetch-site": "cross-site" })).status).toBe(403);
      const page = await get(`${base}/admin/insights?days=7`, cookie);
      expect(page.status).toBe(200);
      expect(page.body).toContain('aria-current="page"');
      expect(page.body).toMatch(/Visitors and page views per day, \d{1,2} \w{3} to \d{1,2} \w{3}/);
    });

    it("an export fetched by another site gets 403; one opened from the staff pages is a CSV download", async () => {
      const cookie = await session();
      for (const path of ["/admin/export.csv", "/admin/export.csv/", "/ADMIN/SUBSCRIBERS.CSV//"])
        expect((await get(`${base}${path}`, cookie, { "sec-fetch-site": "cross-site" })).status).toBe(403);
      const result = await get(`${base}/admin/export.csv`, cookie, { "sec-fetch-site": "same-origin" });
      expect(result.status).toBe(200);
      expect(result.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(result.headers.get("content-disposition")).toMatch(
        /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(result.body.split("\r\n")[0]).toBe(
        "id,created_at,name,email,company,phone,country_code,service,message," +
          "landing_page,referrer_host,utm_source,utm_medium,utm_campaign,received_ist,status,owner",
      );
    });

    it("every export starts with the UTF-8 byte-order mark, for Excel", async () => {
      const cookie = await session();
      for (const path of ["/admin/export.csv", "/admin/subscribers.csv", "/admin/insights.csv"]) {
        const response = await fetch(`${base}${path}`, { headers: { cookie, "sec-fetch-site": "same-origin" } });
        const bytes = new Uint8Array(await response.arrayBuffer());
        expect([...bytes.slice(0, 3)], path).toEqual([0xef, 0xbb, 0xbf]);
        expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes.slice(3, 5)), path).not.toBe("\uFEFF");
      }
    });

    it("an export holds what its filter names, and is answered in any case and with a trailing slash", async () => {
      const id = await enquiry({ name: "Exported Onlyone", email: "exported.onlyone@example.com" });
      await enquiry({ name: "Someone Else" });
      const cookie = await session();
      const day = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10); // the day in India
      for (const path of [
        "/admin/export.csv?q=Onlyone",
        "/ADMIN/Export.CSV?q=Onlyone",
        "/admin/export.csv/?q=Onlyone",
      ]) {
        const before = day();
        const result = await get(`${base}${path}`, cookie, { "sec-fetch-site": "same-origin" });
        expect(result.status).toBe(200);
        expect([
          `attachment; filename="enquiries-${before}.csv"`,
          `attachment; filename="enquiries-${day()}.csv"`,
        ]).toContain(result.headers.get("content-disposition"));
        const rows = result.body.split("\r\n").filter(Boolean);
        expect(rows).toHaveLength(2);
        expect(rows[1]).toMatch(new RegExp(`^${id},`));
      }
      expect((await listAudit(server.store, 1))[0]).toMatchObject({ staffEmail, action: "export" });
      const head = await fetch(`${base}/admin/subscribers.csv`, {
        method: "HEAD",
        headers: { cookie, "sec-fetch-site": "same-origin" },
      });
      expect(head.status).toBe(200);
      expect(head.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    });

    it("an export opened by typing its address (or by a client that says nothing) downloads; a post to it is no export", async () => {
      const cookie = await session();
      for (const headers of [{ "sec-fetch-site": "none" }, {}] as Array<Record<string, string>>) {
        const result = await get(`${base}/admin/export.csv`, cookie, headers);
        expect(result.status, JSON.stringify(headers)).toBe(200);
        expect(result.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      }
      const token = await formToken(base, cookie);
      for (const path of ["/admin/export.csv", "/admin/subscribers.csv"]) {
        const posted = await post(`${base}${path}`, { token }, { cookie });
        expect(posted.headers.get("content-type")).not.toMatch(/^text\/csv/);
        expect(posted.headers.get("content-disposition")).toBeNull();
      }
    });

    it("a visit to the sign-out address leads to the inbox and signs no one out", async () => {
      const cookie = await session();
      for (const path of ["/admin/logout", "/admin/LOGOUT/"]) {
        const visit = await get(`${base}${path}`, cookie);
        expect(visit.status).toBe(303);
        expect(visit.location).toBe("/admin");
        expect(visit.setCookies).toEqual([]);
      }
      expect((await get(`${base}/admin`, cookie)).status).toBe(200);
    });

    it("other methods get 405, and only urlencoded forms of a bounded size are read", async () => {
      const cookie = await session();
      const put = await fetch(`${base}/admin`, { method: "PUT", headers: { cookie, origin: base } });
      expect(put.status).toBe(405);
      const json = await fetch(`${base}/admin/logout`, {
        method: "POST",
        headers: { cookie, origin: base, "content-type": "application/json" },
        body: "{}",
      });
      expect(json.status).toBe(415);
      const big = await post(`${base}/admin/logout`, { token: "x".repeat(20_000) }, { cookie });
      expect(big.status).toBe(413);
    });
  });

  describe("while the store fails", () => {
    let failing: TestServer;
    let failure: Error | undefined;
    beforeAll(async () => {
      const dir = tempDir();
      const real = openSqliteStore(join(dir.path, "store.db"));
      // The real store, whose queries fail with `failure` while it is set.
      const store: Store = {
        ...real,
        query: (operation) => (failure ? Promise.reject(failure) : real.query(operation)),
        close: async () => {
          await real.close();
          dir.remove();
        },
      };
      failing = await startTestServer({ reactRouterFor, clientDir, store, env: { STAFF_REQUIRE_2FA: "none" } });
      await addAccount(store, staffEmail, staffPassword);
    });
    afterAll(async () => failing?.close());

    it("a database that cannot be reached gets 503 with Retry-After, is logged, and the page works again once it is back", async () => {
      const signedIn = await signIn(failing.url, staffEmail);
      expect(signedIn.status).toBe(302);
      failure = new StoreUnavailableError("The SQLite database is not usable.");
      const down = await get(`${failing.url}/admin`, signedIn.cookie);
      expect(down.status).toBe(503);
      expect(down.headers.get("retry-after")).toBe("30");
      expect(down.headers.get("cache-control")).toBe("no-store");
      expect(down.body).toBe(
        "The staff area is unavailable just now: the database cannot be reached. Please try again in a minute.",
      );
      expect(failing.logger.lines).toContainEqual(
        expect.objectContaining({ level: "error", msg: "staff area: store unavailable" }),
      );
      failure = new Error("an unexpected fault");
      const broken = await get(`${failing.url}/admin`, signedIn.cookie);
      expect(broken.status).toBe(500);
      expect(broken.body).not.toContain("an unexpected fault");
      failure = undefined;
      expect((await get(`${failing.url}/admin`, signedIn.cookie)).status).toBe(200);
    });
  });

  describe("roles", () => {
    const people = {
      sales: "role-sales@jenesys.example",
      hr: "role-hr@jenesys.example",
      editor: "role-editor@jenesys.example",
    } as const;
    type Role = keyof typeof people | "admin";
    const cookies = {} as Record<Role, string>;
    let id: string;

    beforeAll(async () => {
      for (const [role, email] of Object.entries(people))
        await addAccount(server.store, email, staffPassword, role as keyof typeof people);
      for (const role of Object.keys(people) as Array<keyof typeof people>) cookies[role] = await session(people[role]);
      cookies.admin = await session();
      id = await enquiry({ name: "Ravi Private", email: "ravi.private@example.com" });
    });

    // Each path is read by every role: 403 for a role outside its area, anything else (200, 404 for a page
    // that is not built yet) for a role inside it.
    const pages: Array<[string, Role[]]> = [
      ["/admin", ["admin", "sales"]],
      ["/admin.data", ["admin", "sales"]],
      [`/admin/messages/${someId}`, ["admin", "sales"]],
      ["/admin/export.csv", ["admin", "sales"]],
      ["/admin/reply-templates", ["admin", "sales"]],
      ["/admin/export.xlsx", ["admin", "sales"]],
      ["/admin/subscribers", ["admin", "sales"]],
      ["/admin/subscribers.csv", ["admin", "sales"]],
      ["/admin/subscribers.xlsx", ["admin", "sales"]],
      ["/admin/insights?days=90", ["admin", "sales"]],
      ["/admin/insights.csv?days=7", ["admin", "sales"]],
      ["/admin/openings", ["admin", "hr", "editor"]],
      ["/admin/openings/new", ["admin", "hr", "editor"]],
      ["/admin/applications", ["admin", "hr"]],
      [`/admin/applications/${someId}`, ["admin", "hr"]],
      [`/admin/applications/${someId}/cv`, ["admin", "hr"]],
      ["/admin/applications.csv", ["admin", "hr"]],
      ["/admin/news", ["admin", "editor"]],
      ["/admin/news/new", ["admin", "editor"]],
      ["/admin/News.data", ["admin", "editor"]],
      ["/admin/staff", ["admin"]],
      ["/admin/audit", ["admin"]],
      ["/admin/account/../staff", ["admin"]],
    ];

    it.each(pages)("GET %s answers 403 to every role but %j", async (path, allowed) => {
      for (const role of ["admin", "sales", "hr", "editor"] as const) {
        const result = await get(`${base}${path}`, cookies[role]);
        if (allowed.includes(role)) expect(result.status, `${role} ${path}`).not.toBe(403);
        else {
          expect(result.status, `${role} ${path}`).toBe(403);
          expect(result.headers.get("cache-control"), path).toBe("no-store");
          expect(result.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
          expect(result.body).not.toContain("ravi.private@example.com");
        }
      }
    });

    it("the refusal is a plain page that says whose the page is, and the trail records it", async () => {
      const result = await get(`${base}/admin/subscribers`, cookies.editor);
      expect(result.status).toBe(403);
      expect(result.headers.get("content-type")).toMatch(/^text\/html/);
      expect(result.body).toContain("<h1>This page is for Sales and Admin</h1>");
      expect(result.body).toContain("Your account's role is Editor");
      expect(result.body).toContain('<a href="/admin/openings">Back to the staff area</a>');
      expect(result.body).toContain('<meta name="robots" content="noindex, nofollow">');
      expect((await get(`${base}/admin/news`, cookies.hr)).body).toContain("This page is for Editor and Admin");
      expect((await get(`${base}/admin/staff`, cookies.sales)).body).toContain("<h1>This page is for Admin</h1>");
      const trail = await listAudit(server.store, 5);
      expect(trail.at(-1)).toMatchObject({
        staffEmail: people.sales,
        action: "refused: not this role's",
        target: "staff",
      });
    });

    it("a post into another role's area is refused with 403 and changes nothing", async () => {
      const salesToken = await formToken(base, cookies.sales, "/admin");
      const created = await post(
        `${base}/admin/openings/new`,
        {
          token: salesToken,
          intent: "publish",
          title: "Sales Opening",
          department: "Sales",
          location: "Remote",
          employmentType: "contract",
          experience: "2 years",
          summary: "x",
          skills: "x",
          responsibilities: "x",
          applyBy: "2026-12-10",
        },
        { cookie: cookies.sales },
      );
      expect(created.status).toBe(403);
      expect(
        (await server.store.query((db) => db.selectFrom("openings").select("title").execute())).map((row) => row.title),
      ).not.toContain("Sales Opening");
      expect(
        (
          await post(
            `${base}/admin/news/new`,
            { token: salesToken, intent: "save", title: "x" },
            { cookie: cookies.sales },
          )
        ).status,
      ).toBe(403);

      const editorToken = await formToken(base, cookies.editor, "/admin/openings");
      for (const intent of ["handled", "erase", "delete"]) {
        const result = await post(
          `${base}/admin/messages/${id}`,
          { intent, token: editorToken },
          { cookie: cookies.editor },
        );
        expect(result.status, intent).toBe(403);
        const data = await post(
          `${base}/admin/messages/${id}.data`,
          { intent, token: editorToken },
          { cookie: cookies.editor },
        );
        expect(data.status, intent).toBe(403);
      }
      expect(await server.store.listContacts()).toContainEqual(
        expect.objectContaining({ id, email: "ravi.private@example.com" }),
      );
      expect(
        (
          await server.store.query((db) =>
            db.selectFrom("contacts").select("status").where("id", "=", id).executeTakeFirst(),
          )
        )?.status,
      ).toBe("new");
    });

    it("each role's menu shows only its areas, and signing in lands on its first", async () => {
      const menu = async (role: Role, path: string) => {
        const { body } = await get(`${base}${path}`, cookies[role]);
        const nav = /<nav aria-label="Staff"[\s\S]*?<\/nav>/.exec(body)?.[0] ?? "";
        // Each link's words, without the count of New enquiries the Inbox link carries.
        return [...nav.matchAll(/<a [^>]*>([\s\S]*?)<\/a>/g)].map((match) =>
          match[1].replace(/<span[\s\S]*?<\/span>/g, ""),
        );
      };
      const { body: inbox } = await get(`${base}/admin`, cookies.sales);
      expect(inbox).toMatch(/>Inbox<span class="[^"]*">[1-9]\d*(<!-- -->)? new<\/span><\/a>/);
      expect(await menu("admin", "/admin")).toEqual([
        "Inbox",
        "Subscribers",
        "Insights",
        "Openings",
        "Applications",
        "News",
        "Staff",
        "Audit",
        "Account",
      ]);
      expect(await menu("sales", "/admin")).toEqual(["Inbox", "Subscribers", "Insights", "Account"]);
      expect(await menu("hr", "/admin/openings")).toEqual(["Openings", "Applications", "Account"]);
      expect(await menu("editor", "/admin/openings")).toEqual(["Openings", "News", "Account"]);
      expect((await signIn(base, people.editor)).location).toBe("/admin/openings");
      expect((await signIn(base, people.hr, staffPassword, { next: "/admin/news" })).location).toBe("/admin/news");
      expect((await signIn(base, people.sales)).location).toBe("/admin");
      expect((await get(`${base}/admin/login`, cookies.editor)).location).toBe("/admin/openings");
    });

    it("a new role applies from the account's next request", async () => {
      const email = "mover@jenesys.example";
      await addAccount(server.store, email, staffPassword, "editor");
      const cookie = await session(email);
      expect((await get(`${base}/admin`, cookie)).status).toBe(403);
      await setRole(server.store, email, "sales");
      expect((await get(`${base}/admin`, cookie)).status).toBe(200);
      expect((await get(`${base}/admin/news`, cookie)).status).toBe(403);
    });
  });

  describe("a role that needs the second factor", () => {
    let guarded: TestServer;
    const admin = "first.admin@jenesys.example";
    const sales = "sales.person@jenesys.example";
    beforeAll(async () => {
      guarded = await startTestServer({ reactRouterFor, clientDir }); // STAFF_REQUIRE_2FA unset: Admins must set it up
      await addAccount(guarded.store, admin, staffPassword, "admin");
      await addAccount(guarded.store, sales, staffPassword, "sales");
    });
    afterAll(async () => guarded?.close());

    const sessionOn = async (email: string) => (await signIn(guarded.url, email)).cookie!;

    it("sends an Admin without one to the account page from every other page, and refuses its posts and data", async () => {
      const cookie = await sessionOn(admin);
      for (const path of ["/admin", "/admin/subscribers", "/admin/insights", "/admin/staff", "/admin/export.csv"]) {
        const result = await get(`${guarded.url}${path}`, cookie);
        expect(result.status, path).toBe(303);
        expect(result.location, path).toBe("/admin/account?secondFactor=required");
      }
      expect((await get(`${guarded.url}/admin.data`, cookie)).status).toBe(403);
      const token = await formToken(guarded.url, cookie, "/admin/account");
      const posted = await post(
        `${guarded.url}/admin/messages/${someId}`,
        { intent: "status", status: "spam", token },
        { cookie },
      );
      expect(posted.status).toBe(403);
      expect(posted.body).toContain("Set up the second factor on your account page first.");
      const account = await get(`${guarded.url}/admin/account?secondFactor=required`, cookie);
      expect(account.status).toBe(200);
      expect(account.body).toContain("Your role needs a second factor.");
      // The way out stays open.
      expect((await post(`${guarded.url}/admin/logout`, { token }, { cookie })).location).toBe(
        "/admin/login?signedOut=1",
      );
    });

    it("opens the staff area once the Admin has set it up, and asks nothing more of a role that does not need it", async () => {
      const cookie = await sessionOn(admin);
      const page = await get(`${guarded.url}/admin/account`, cookie);
      const key = /data-testid="totp-key">([A-Z2-7 ]+)</.exec(page.body)![1].replaceAll(" ", "");
      const token = await formToken(guarded.url, cookie, "/admin/account");
      const code = (await generateTOTP({ secret: key })).otp;
      expect((await post(`${guarded.url}/admin/account`, { intent: "enrol", code, token }, { cookie })).status).toBe(
        200,
      );
      expect((await get(`${guarded.url}/admin`, cookie)).status).toBe(200);
      expect((await get(`${guarded.url}/admin`, await sessionOn(sales))).status).toBe(200);
    });

    it("can be asked of every role, or of none", async () => {
      const everyone = await startServer({ STAFF_REQUIRE_2FA: "all" });
      const nobody = await startServer({ STAFF_REQUIRE_2FA: "none" });
      try {
        for (const { store } of [everyone, nobody]) await addAccount(store, admin, staffPassword, "admin");
        await addAccount(everyone.store, sales, staffPassword, "sales");
        const salesCookie = (await signIn(everyone.url, sales)).cookie!;
        expect((await get(`${everyone.url}/admin`, salesCookie)).location).toBe("/admin/account?secondFactor=required");
        const adminCookie = (await signIn(nobody.url, admin)).cookie!;
        expect((await get(`${nobody.url}/admin`, adminCookie)).status).toBe(200);
      } finally {
        await Promise.all([everyone.close(), nobody.close()]);
      }
    });
  });

  describe("second factor", () => {
    const email = "two-step@jenesys.example";
    const plainCode = (html: string) => html.replaceAll("<!-- -->", "");

    /** The six-digit code an authenticator app shows for `key` now. */
    const codeNow = async (key: string) => (await generateTOTP({ secret: key })).otp;

    /** Signs in with the password; the half-way cookie the code step needs. */
    async function password(): Promise<string> {
      const result = await signIn(base, email);
      expect(result.status).toBe(302);
      expect(result.cookie).toBeUndefined(); // no session before the code
      expect(result.location).toBe("/admin/login?next=%2Fadmin");
      const pending = result.setCookies.find((value) => value.startsWith("staff_pending="));
      expect(pending).toMatch(/; Max-Age=300; HttpOnly; SameSite=Lax$/);
      return cookiePair(pending!);
    }

    const sendCode = (pending: string, code: string) =>
      post(`${base}/admin/login`, { code, next: "/admin" }, { cookie: pending });

    it("enrols with the key shown as text, then asks for a code after the password; a code works once, a recovery code once", async () => {
      await addAccount(server.store, email, staffPassword, "sales");
      const cookie = await session(email);
      const page = await get(`${base}/admin/account`, cookie);
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toBe("no-store");
      const key = /data-testid="totp-key">([A-Z2-7 ]+)</.exec(page.body)?.[1]?.replaceAll(" ", "");
      expect(key).toBeDefined();
      expect(page.body).toContain('aria-label="QR code of the key below"');
      expect(page.body).not.toMatch(/<img[^>]+(qr|chart)/i); // drawn by the server, no image service
      const token = await formToken(base, cookie, "/admin/account");

      // A wrong first code, or one without the form token, turns nothing on.
      expect((await post(`${base}/admin/account`, { intent: "enrol", code: "000000", token }, { cookie })).status).toBe(
        400,
      );
      expect(
        (await post(`${base}/admin/account`, { intent: "enrol", code: await codeNow(key!) }, { cookie })).status,
      ).toBe(403);
      const firstCode = await codeNow(key!);
      const enrolled = await post(`${base}/admin/account`, { intent: "enrol", code: firstCode, token }, { cookie });
      expect(enrolled.status).toBe(200);
      const recovery = [...plainCode(enrolled.body).matchAll(/>([a-z2-9]{5}-[a-z2-9]{5})</g)].map((match) => match[1]);
      expect(recovery).toHaveLength(10);
      expect((await get(`${base}/admin/account`, cookie)).body).toContain('data-testid="second-factor-on"');

      // The password alone now opens nothing; the page asks for the code.
      const pending = await password();
      const askPage = await get(`${base}/admin/login`, pending);
      expect(askPage.body).toContain(">Your code</h1>");
      expect(askPage.body).toContain('name="code"');
      // The code used to enrol is used up; a wrong code is refused; neither gives a session.
      for (const code of [firstCode, "123456"]) {
        const refused = await sendCode(pending, code);
        expect(refused.status).toBe(401);
        expect(refused.setCookies.some((value) => /^staff_session=[^;]/.test(value))).toBe(false);
        expect(refused.body).toContain("That code is not right, or it has been used already.");
      }
      // A recovery code works once.
      const withRecovery = await sendCode(pending, recovery[0]);
      expect(withRecovery.status).toBe(302);
      expect(withRecovery.location).toBe("/admin");
      const signedIn = withRecovery.setCookies.find((value) => /^staff_session=[^;]/.test(value));
      expect((await get(`${base}/admin`, cookiePair(signedIn!))).status).toBe(200);
      expect(withRecovery.setCookies).toContain("staff_pending=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax");
      // The half-way sign-in is gone once used; a second one refuses the same recovery code.
      expect((await sendCode(pending, recovery[1])).status).toBe(401);
      const again = await password();
      expect((await sendCode(again, recovery[0])).status).toBe(401);
      expect((await sendCode(again, recovery[1])).status).toBe(302);
      // A made-up half-way cookie is no sign-in at all.
      const forged = await sendCode(`staff_pending=${"A".repeat(43)}`, recovery[2]);
      expect(forged.status).toBe(401);
      expect(forged.body).toContain("The sign-in took too long.");

      const trail = (await listAudit(server.store, 100)).filter((entry) => entry.staffEmail === email);
      expect(trail.map((entry) => entry.action)).toEqual(
        expect.arrayContaining(["second factor enrolled", "second factor failed", "recovery code used"]),
      );
    });

    it("wrong codes count toward the sign-in limit, and the right password does not reset that count", async () => {
      const limited = "two-step-limited@jenesys.example";
      await addAccount(server.store, limited, staffPassword, "editor");
      const cookie = await session(limited);
      const page = await get(`${base}/admin/account`, cookie);
      const key = /data-testid="totp-key">([A-Z2-7 ]+)</.exec(page.body)![1].replaceAll(" ", "");
      const token = await formToken(base, cookie, "/admin/account");
      expect(
        (await post(`${base}/admin/account`, { intent: "enrol", code: await codeNow(key), token }, { cookie })).status,
      ).toBe(200);
      for (let attempt = 0; attempt < 5; attempt++) {
        const result = await signIn(base, limited);
        const pending = cookiePair(result.setCookies.find((value) => value.startsWith("staff_pending="))!);
        expect((await sendCode(pending, "000000")).status).toBe(401);
      }
      expect((await signIn(base, limited)).status).toBe(429);
    });
  });

  describe("pages", () => {
    it("every staff page is no-store, noindex, with the site's policy and a per-request script nonce", async () => {
      const id = await enquiry();
      const cookie = await session();
      for (const path of ["/admin", `/admin/messages/${id}`, "/admin/subscribers", "/admin/login"]) {
        const result = await get(`${base}${path}`, cookie);
        expect(result.status === 200 || result.status === 302, path).toBe(true);
        expect(result.headers.get("cache-control"), path).toBe("no-store");
        expect(result.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
        if (result.status !== 200) continue;
        const csp = result.headers.get("content-security-policy")!;
        const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
        expect(nonce, path).toBeDefined();
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).not.toContain("unsafe-inline';script"); // scripts never inline-allowed
        for (const script of result.body.matchAll(/<script([^>]*)>/g))
          expect(script[1], path).toContain(`nonce="${nonce}"`);
      }
    });

    it("an unknown message id is a 404 page for a signed-in member", async () => {
      const cookie = await session();
      expect((await get(`${base}/admin/messages/${someId}`, cookie)).status).toBe(404);
      expect((await get(`${base}/admin/messages/not-a-uuid`, cookie)).status).toBe(404);
    });

    it("stored markup is shown as text", async () => {
      const id = await enquiry({
        name: "Eve <img src=x onerror=alert(1)>",
        message: "<script>alert('inbox')</script>",
      });
      const cookie = await session();
      for (const path of ["/admin", `/admin/messages/${id}`]) {
        const { body } = await get(`${base}${path}`, cookie);
        expect(body).not.toContain("<img src=x");
        expect(body).not.toContain("<script>alert(");
        expect(body).toContain("Eve &lt;img src=x onerror=alert(1)&gt;");
      }
    });

    it("a staff page is never prerendered: it is not in the build and not in the sitemap; robots.txt disallows it", async () => {
      const { existsSync, readFileSync } = await import("node:fs");
      expect(existsSync(`${clientDir}/admin`)).toBe(false);
      expect(existsSync(`${clientDir}/admin.html`)).toBe(false);
      const sitemap = await get(`${base}/sitemap.xml`);
      expect(sitemap.status).toBe(200);
      expect(sitemap.body).toContain("<loc>");
      expect(sitemap.body).not.toContain("/admin");
      expect(readFileSync(`${clientDir}/robots.txt`, "utf8")).toMatch(/^Disallow: \/admin$/m);
    });
  });

  describe("deleting an enquiry", () => {
    /** The visible words of a page. */
    const words = (html: string) =>
      html
        .replace(/<!-- -->/g, "")
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ");

    it("offers two actions worded apart: one message, or everything from its address after asking (a privacy request)", async () => {
      const cookie = await session();
      const id = await enquiry({ email: "offers@example.com" });
      const page = words((await get(`${base}/admin/messages/${id}`, cookie)).body);
      expect(page).toContain("Delete this message");
      expect(page).toContain("Erase everything from this address (privacy request)");
      const asked = words((await get(`${base}/admin/messages/${id}?confirm=erase`, cookie)).body);
      expect(asked).toContain(
        "every message from offers@example.com, any newsletter sign-up and any job application (with its CV)",
      );
      expect(asked).toContain("Yes, erase everything");
      const one = words((await get(`${base}/admin/messages/${id}?confirm=delete`, cookie)).body);
      expect(one).toContain("Delete this message for good?");
      expect(one).toContain("Other messages from offers@example.com and its newsletter sign-up are kept");
    });

    it("Delete this message deletes only that enquiry: a customer's other enquiries and sign-up under another spelling stay", async () => {
      const cookie = await session();
      const customer = await enquiry({ email: "carol@example.com", message: "The customer's own enquiry." });
      await server.store.subscribe("carol@example.com");
      const stranger = await enquiry({ email: "Carol@Example.COM", message: "A stranger's enquiry." });
      const token = await formToken(base, cookie, `/admin/messages/${stranger}`);
      const deleted = await post(`${base}/admin/messages/${stranger}`, { intent: "delete", token }, { cookie });
      expect([deleted.status, deleted.location]).toEqual([302, "/admin?deleted=1"]);
      expect(words((await get(`${base}/admin?deleted=1`, cookie)).body)).toContain("Deleted the message.");
      expect((await get(`${base}/admin/messages/${stranger}`, cookie)).status).toBe(404);
      expect((await get(`${base}/admin/messages/${customer}`, cookie)).status).toBe(200);
      const subscribed = await server.store.query((db) =>
        db.selectFrom("newsletter_subscriptions").select("email").where("email", "=", "carol@example.com").execute(),
      );
      expect(subscribed).toHaveLength(1);
      expect((await listAudit(server.store, 1))[0]).toMatchObject({
        staffEmail,
        action: "delete",
        target: `${stranger} (this message only)`,
      });
      // Deleting it again finds nothing.
      expect((await post(`${base}/admin/messages/${stranger}`, { intent: "delete", token }, { cookie })).status).toBe(
        404,
      );
    });

    it("Erase everything still matches the address whatever its case: every enquiry and the sign-up go", async () => {
      const cookie = await session();
      const first = await enquiry({ email: "dave@example.com" });
      const second = await enquiry({ email: "Dave@EXAMPLE.com" });
      const other = await enquiry({ email: "someone.else@example.com" });
      await server.store.subscribe("dave@example.com");
      const token = await formToken(base, cookie, `/admin/messages/${second}`);
      const erased = await post(`${base}/admin/messages/${second}`, { intent: "erase", token }, { cookie });
      expect([erased.status, erased.location]).toEqual([302, "/admin?erased=2"]);
      for (const id of [first, second]) expect((await get(`${base}/admin/messages/${id}`, cookie)).status).toBe(404);
      expect((await get(`${base}/admin/messages/${other}`, cookie)).status).toBe(200);
      const subscribed = await server.store.query((db) =>
        db.selectFrom("newsletter_subscriptions").select("email").where("email", "=", "dave@example.com").execute(),
      );
      expect(subscribed).toEqual([]);
    });
  });

  describe("audit trail and logs", () => {
    it("records sign-ins, failures, status changes, exports and erasures; an erased enquiry leaves no personal data", async () => {
      const auditor = await startServer();
      try {
        await addAccount(auditor.store, staffEmail, staffPassword);
        const person = {
          name: "Zoya Khan",
          email: "zoya.khan@example.com",
          company: "Khan Freight",
          message: "Please call me about the ERP rollout.",
        };
        const created = await fetch(`${auditor.url}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...validContact, ...person }),
        });
        const { id } = (await created.json()) as { id: string };
        expect((await signIn(auditor.url, staffEmail, "a wrong password")).status).toBe(401);
        expect((await signIn(auditor.url, "typo@jenesys.example", "my secret password")).status).toBe(401);
        const cookie = (await signIn(auditor.url, staffEmail)).cookie!;
        const token = await formToken(auditor.url, cookie, `/admin/messages/${id}`);
        expect(
          (await post(`${auditor.url}/admin/messages/${id}`, { intent: "handled", token }, { cookie })).status,
        ).toBe(302);
        expect((await get(`${auditor.url}/admin/export.csv?q=zoya&status=handled`, cookie)).status).toBe(200);
        const erased = await post(`${auditor.url}/admin/messages/${id}`, { intent: "erase", token }, { cookie });
        expect(erased.location).toBe("/admin?erased=1");
        expect(await auditor.store.listContacts()).toEqual([]);
        expect((await post(`${auditor.url}/admin/logout`, { token }, { cookie })).status).toBe(303);

        const trail = await listAudit(auditor.store, 100);
        expect(trail.map((entry) => [entry.staffEmail, entry.action, entry.target])).toEqual([
          [null, "account added", `${staffEmail} as Admin`],
          [staffEmail, "sign-in failed", null],
          [null, "sign-in failed", "no such account"],
          [staffEmail, "sign-in", null],
          [staffEmail, "status", `${id} → handled`],
          [staffEmail, "export", "1 message as CSV: handled, any service, with a search"],
          [staffEmail, "erase", `${id} (1 message from its sender, and any newsletter sign-up)`],
          [staffEmail, "sign-out", null],
        ]);
        for (const entry of trail) expect(entry.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
        const text = JSON.stringify(trail);
        for (const secret of [
          ...Object.values(person),
          "typo@jenesys.example",
          "my secret password",
          "a wrong password",
          validContact.phone,
        ]) {
          expect(text).not.toContain(secret);
        }

        // The server's log: no password, no message text, nothing the visitor wrote.
        const log = JSON.stringify(auditor.logger.lines);
        for (const secret of [
          ...Object.values(person),
          staffPassword,
          "my secret password",
          "a wrong password",
          "typo@jenesys.example",
          token,
          cookie.split("=")[1],
        ]) {
          expect(log).not.toContain(secret);
        }
        expect(auditor.logger.lines.some((line) => line.msg === "staff signed in")).toBe(true);
      } finally {
        await auditor.close();
      }
    });
  });

  describe("accounts in the browser", () => {
    let smtp: TestSmtp;
    let mailing: TestServer;
    let adminCookie: string;
    const admin = "accounts-admin@jenesys.example";

    beforeAll(async () => {
      smtp = await startSmtp();
      mailing = await startServer({ SMTP_URL: smtp.url, STAFF_SIGN_IN_FAILURES_PER_CLIENT: "100" });
      await addAccount(mailing.store, admin, staffPassword, "admin");
      const result = await signIn(mailing.url, admin);
      adminCookie = result.cookie!;
    });
    afterAll(async () => {
      await mailing?.close();
      await smtp?.close();
    });

    /** The invitation's link in the next mail, for `email`. */
    async function invitationLink(email: string): Promise<URL> {
      const mail = await smtp.next();
      expect(mail.to).toEqual([email]);
      const link = linksIn(mailPart(mail.raw, "text/plain")!).find((url) => url.includes("/admin/login?invitation="));
      expect(link).toBeDefined();
      // The mail's links are built on the site's public origin; the test server answers on its own port.
      const url = new URL(link!);
      return new URL(`${url.pathname}${url.search}`, mailing.url);
    }

    it("an Admin invites a colleague by mail; the link sets the password once, and signs the colleague in with their role", async () => {
      const email = "meera.invited@jenesys.example";
      const token = await formToken(mailing.url, adminCookie, "/admin/staff");
      const invited = await post(
        `${mailing.url}/admin/staff`,
        { token, intent: "invite", email, role: "sales" },
        { cookie: adminCookie },
      );
      expect(invited.status).toBe(200);
      expect(invited.body).toContain(`Invitation sent to ${email} as Sales`);
      const link = await invitationLink(email);

      // The link opens without a session, and is a staff page: not stored, not indexed.
      const page = await get(link.toString());
      expect(page.status).toBe(200);
      expect(page.body).toContain(email);
      expect(page.headers.get("cache-control")).toBe("no-store");
      expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");

      const linkToken = link.searchParams.get("invitation")!;
      const mismatch = await post(link.toString(), {
        invitation: linkToken,
        password: "a long passphrase one",
        confirm: "x",
      });
      expect(mismatch.status).toBe(400);
      const common = await post(link.toString(), {
        invitation: linkToken,
        password: "qwertyuiop123",
        confirm: "qwertyuiop123",
      });
      expect(common.status).toBe(400);
      expect(common.body).toContain("most common");

      const accepted = await post(link.toString(), {
        invitation: linkToken,
        password: "Meera's long passphrase",
        confirm: "Meera's long passphrase",
      });
      expect(accepted.status).toBe(302);
      expect(accepted.location).toBe("/admin");
      const cookie = cookiePair(accepted.setCookies.find((value) => value.startsWith("staff_session="))!);
      expect((await get(`${mailing.url}/admin`, cookie)).status).toBe(200);
      expect((await get(`${mailing.url}/admin/staff`, cookie)).status).toBe(403);

      // Once used, the link is gone, for a visit and for a post.
      expect((await get(link.toString())).status).toBe(410);
      const again = await post(link.toString(), {
        invitation: linkToken,
        password: "another long passphrase",
        confirm: "another long passphrase",
      });
      expect(again.status).toBe(410);
      expect(again.setCookies.filter((value) => value.startsWith("staff_session="))).toEqual([]);
      expect((await signIn(mailing.url, email, "Meera's long passphrase")).status).toBe(302);
    });

    it("an invitation link opens nothing for a made-up token, and its post is refused from another site", async () => {
      const page = await get(`${mailing.url}/admin/login?invitation=${"A".repeat(43)}`);
      expect(page.status).toBe(410);
      expect(page.body).toContain("This link no longer works");
      const forged = await post(
        `${mailing.url}/admin/login`,
        { invitation: "A".repeat(43), password: "a long passphrase", confirm: "a long passphrase" },
        { headers: { origin: "https://evil.example" } },
      );
      expect(forged.status).toBe(403);
    });

    it("only an Admin may invite, change roles or disable: another role's post is refused and changes nothing", async () => {
      await addAccount(mailing.store, "accounts-sales@jenesys.example", staffPassword, "sales");
      const cookie = (await signIn(mailing.url, "accounts-sales@jenesys.example")).cookie!;
      const token = await formToken(mailing.url, cookie, "/admin");
      const attempts: Array<Record<string, string>> = [
        { intent: "invite", email: "sneaky@jenesys.example", role: "admin" },
        { intent: "role", email: "accounts-sales@jenesys.example", role: "admin" },
        { intent: "disable", email: admin },
      ];
      for (const fields of attempts) {
        const result = await post(`${mailing.url}/admin/staff`, { token, ...fields }, { cookie });
        expect(result.status, fields.intent).toBe(403);
      }
      expect(smtp.waiting()).toEqual([]);
      const rows = await mailing.store.query((db) =>
        db.selectFrom("staff_accounts").select(["email", "role", "disabled_at"]).execute(),
      );
      expect(rows).toEqual(
        expect.arrayContaining([
          { email: admin, role: "admin", disabled_at: null },
          { email: "accounts-sales@jenesys.example", role: "sales", disabled_at: null },
        ]),
      );
    });

    it("a disabled colleague's open session stops working on its next request, and signing in is refused", async () => {
      const email = "accounts-leaver@jenesys.example";
      await addAccount(mailing.store, email, staffPassword, "editor");
      const cookie = (await signIn(mailing.url, email)).cookie!;
      expect((await get(`${mailing.url}/admin/openings`, cookie)).status).toBe(200);
      const token = await formToken(mailing.url, adminCookie, "/admin/staff");
      const disabled = await post(
        `${mailing.url}/admin/staff`,
        { token, intent: "disable", email },
        { cookie: adminCookie },
      );
      expect(disabled.status).toBe(200);
      expect((await get(`${mailing.url}/admin/openings`, cookie)).status).toBe(303);
      expect((await signIn(mailing.url, email)).status).toBe(401);
      const trail = await listAudit(mailing.store, 5);
      expect(trail).toContainEqual(
        expect.objectContaining({ staffEmail: admin, action: "account disabled", target: email }),
      );
    });

    it("an Admin reads the audit trail by person and action", async () => {
      const result = await get(
        `${mailing.url}/admin/audit?person=${encodeURIComponent(admin)}&action=${encodeURIComponent("invitation sent")}`,
        adminCookie,
      );
      expect(result.status).toBe(200);
      expect(result.body).toContain("meera.invited@jenesys.example as Sales");
      expect(result.body).not.toContain("account disabled:");
    });
  });
});
