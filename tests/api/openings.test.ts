/**
 * Openings and news over HTTP against the real server and the production build, on SQLite and (when
 * TEST_DATABASE_URL is set) PostgreSQL: staff edit through the editor's form posts, visitors read the
 * pages the store renders. The clock is the test's, so expiry is checked on the day after without waiting.
 * Each protection is checked by a request that would get through if it were removed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addAccount } from "../../server/staff/accounts";
import { scratchPostgresStore } from "../support/scratch-store";
import { listAudit } from "../../server/staff/audit";
import type { Store } from "../../server/store/types";
import { hasBuild, noBuildMessage, reactRouterFor, clientDir } from "../support/build";
import { startTestServer, type TestServer } from "../support/server";
import { formToken, get, post, signIn } from "../support/staff";

const pgUrl = process.env.TEST_DATABASE_URL;
const alice = "alice@jenesys.example";
const bob = "bob@jenesys.example";

/** 10:00 in India, 23 November 2026; the test moves it. */
const shipDay = new Date("2026-11-23T04:30:00Z");

const openingFields = (overrides: Record<string, string> = {}) => ({
  title: "Platform Engineer",
  department: "Systems Engineering",
  location: "Remote",
  employmentType: "contract",
  experience: "4 to 8 years",
  summary: "Run our build farm.\n\n- Linux\n- Kubernetes",
  skills: "Linux\nKubernetes",
  responsibilities: "Keep the lights on\nAutomate",
  applyBy: "2026-12-10",
  ...overrides,
});

/** A page's HTML without the empty comments React puts between adjacent text parts. */
const plain = (html: string) => html.replaceAll("<!-- -->", "");

/** The JSON-LD objects of a page. */
const ldJson = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );

const stores: Array<[string, (() => { store: Store; cleanup(): Promise<void> }) | undefined]> = [
  ["SQLite", undefined],
  ...(pgUrl
    ? [
        ["PostgreSQL", () => scratchPostgresStore(pgUrl, "openings")] as [
          string,
          () => { store: Store; cleanup(): Promise<void> },
        ],
      ]
    : []),
];

if (!pgUrl)
  describe.skip("openings and news on PostgreSQL (skipped: set TEST_DATABASE_URL to run)", () => {
    it("runs", () => undefined);
  });

describe.skipIf(!hasBuild).each(stores)(
  `openings and news over HTTP on %s ${hasBuild ? "" : noBuildMessage}`,
  (_name, openStore) => {
    let server: TestServer;
    let base: string;
    let now = shipDay;
    let cleanup: (() => Promise<void>) | undefined;
    let aliceCookie: string;
    let bobCookie: string;

    beforeAll(async () => {
      const opened = openStore?.();
      cleanup = opened?.cleanup;
      server = await startTestServer({
        reactRouterFor,
        clientDir,
        store: opened?.store,
        clock: () => now,
        env: { STAFF_SIGN_IN_FAILURES_PER_CLIENT: "100" },
      });
      base = server.url;
      await addAccount(server.store, alice, "correct horse battery staple", "editor");
      await addAccount(server.store, bob, "correct horse battery staple", "editor");
      aliceCookie = (await signIn(base, alice)).cookie!;
      bobCookie = (await signIn(base, bob)).cookie!;
    });
    afterAll(async () => {
      await server?.close();
      await cleanup?.();
    });

    /** A post of the editor's form as the signed-in browser sends it. */
    async function editorPost(path: string, cookie: string, fields: Record<string, string>) {
      const token = await formToken(base, cookie, path.replace(/\?.*$/, ""));
      return post(`${base}${path}`, { token, ...fields }, { cookie });
    }

    /** Creates and publishes an opening; its editor's path. */
    async function publishedOpening(fields: Record<string, string> = {}): Promise<{ path: string; id: string }> {
      const created = await editorPost("/admin/openings/new", aliceCookie, {
        ...openingFields(fields),
        intent: "publish",
      });
      expect(created.status, created.body.slice(0, 300)).toBe(302);
      const path = created.location!.replace(/\?.*$/, "");
      return { path, id: path.split("/").pop()! };
    }

    const versionOf = async (path: string, cookie = aliceCookie) =>
      /name="version" value="(\d+)"/.exec((await get(`${base}${path}`, cookie)).body)![1];

    describe("refusals", () => {
      it.each(["/admin/openings", "/admin/openings/new", "/admin/news", "/admin/news/new"])(
        "anonymous GET %s goes to the sign-in page",
        async (path) => {
          const result = await get(`${base}${path}`);
          expect(result.status).toBe(303);
          expect(result.location).toBe(`/admin/login?next=${encodeURIComponent(path)}`);
        },
      );

      it("an anonymous post creates nothing (page post: sign-in page; data request: 401)", async () => {
        const before = (await server.store.query((db) => db.selectFrom("openings").select("id").execute())).length;
        const page = await post(`${base}/admin/openings/new`, { ...openingFields(), intent: "publish", token: "x" });
        expect(page.status).toBe(303);
        const data = await post(`${base}/admin/openings/new.data`, {
          ...openingFields(),
          intent: "publish",
          token: "x",
        });
        expect(data.status).toBe(401);
        expect((await server.store.query((db) => db.selectFrom("openings").select("id").execute())).length).toBe(
          before,
        );
      });

      it("a cross-site post with the session cookie and form token gets 403; a post without the form token too", async () => {
        const token = await formToken(base, aliceCookie, "/admin/openings/new");
        const crossSite = await post(
          `${base}/admin/openings/new`,
          { ...openingFields({ title: "Cross Site" }), intent: "publish", token },
          { cookie: aliceCookie, headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } },
        );
        expect(crossSite.status).toBe(403);
        const noToken = await post(
          `${base}/admin/openings/new`,
          { ...openingFields({ title: "No Token" }), intent: "publish" },
          { cookie: aliceCookie },
        );
        expect(noToken.status).toBe(403);
        const titles = (await server.store.query((db) => db.selectFrom("openings").select("title").execute())).map(
          (row) => row.title,
        );
        expect(titles).not.toContain("Cross Site");
        expect(titles).not.toContain("No Token");
      });
    });

    it("the editor answers field errors in words and keeps what was typed", async () => {
      const result = await editorPost("/admin/openings/new", aliceCookie, {
        ...openingFields({ title: "", applyBy: "soon", summary: "Kept <text>" }),
        intent: "save",
      });
      expect(result.status).toBe(400);
      expect(result.body).toContain("Please enter the title.");
      expect(result.body).toContain("Please choose the apply by date (day, month and year).");
      expect(result.body).toContain("Kept &lt;text&gt;</textarea>");
      expect(result.body).toMatch(/id="opening-title"[^>]*aria-invalid="true"/);
    });

    it("preview shows the opening as a visitor will see it and saves nothing", async () => {
      const result = await editorPost("/admin/openings/new", aliceCookie, {
        ...openingFields({ title: "Preview Only Role" }),
        intent: "preview",
      });
      expect(result.status).toBe(200);
      expect(result.body).toContain("Preview, not saved");
      expect(result.body).toMatch(/<h1 id="page-title"[^>]*>.*Preview Only Role/);
      expect(result.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect((await get(`${base}/CurrentOpenings/preview-only-role`)).status).toBe(404);
    });

    it("a published opening is on the list and its own page at once, with its job posting; the list links to it", async () => {
      const { id } = await publishedOpening({ title: "Platform Engineer" });
      const list = await get(`${base}/CurrentOpenings`);
      expect(list.status).toBe(200);
      expect(list.body).toContain('href="/CurrentOpenings/platform-engineer"');
      const page = await get(`${base}/CurrentOpenings/platform-engineer`);
      expect(page.status).toBe(200);
      expect(page.body).toContain(`href="#apply"`);
      expect(list.body).toContain(`href="/CurrentOpenings/platform-engineer#apply"`);
      expect(page.body).toContain("Apply Now");
      const posting = ldJson(page.body).find((item) => item["@type"] === "JobPosting")!;
      expect(posting).toMatchObject({
        title: "Platform Engineer",
        datePosted: "2026-11-23",
        validThrough: "2026-12-10T23:59:59+05:30",
        employmentType: "CONTRACTOR",
        jobLocationType: "TELECOMMUTE",
        directApply: true,
        hiringOrganization: { "@type": "Organization", name: "Jenesys Technologies" },
      });
      expect(posting.jobLocation).toBeUndefined();
      const trail = await listAudit(server.store, 5);
      expect(trail.slice(-2).map((entry) => [entry.staffEmail, entry.action, entry.target])).toEqual([
        [alice, "opening created", `${id} "platform-engineer"`],
        [alice, "opening published", `${id} "platform-engineer"`],
      ]);
    });

    it("the live pages answer with an ETag (304 when unchanged), a short shared cache, and a new ETag after a change", async () => {
      for (const path of [
        "/CurrentOpenings",
        "/NewsEvents",
        "/CurrentOpenings/senior-embedded-software-engineer",
        "/CurrentOpenings.data",
      ]) {
        const first = await get(`${base}${path}`);
        expect(first.status, path).toBe(200);
        expect(first.headers.get("cache-control"), path).toBe(
          "public, max-age=0, s-maxage=30, stale-while-revalidate=60",
        );
        const etag = first.headers.get("etag")!;
        expect(etag, path).toMatch(/^"[\w-]{27}"$/);
        expect((await get(`${base}${path}`)).headers.get("etag"), path).toBe(etag); // the same bytes for the same content
        expect((await get(`${base}${path}`, undefined, { "if-none-match": etag })).status, path).toBe(304);
      }
      const before = (await get(`${base}/CurrentOpenings`)).headers.get("etag");
      await publishedOpening({ title: "Another Role" });
      const after = await get(`${base}/CurrentOpenings`, undefined, { "if-none-match": before! });
      expect(after.status).toBe(200);
      expect(after.body).toContain("Another Role");
    });

    it("a HEAD of a live page carries the headers of its GET: the ETag, the length, and the policy with the page's script hashes", async () => {
      for (const path of ["/CurrentOpenings", "/CurrentOpenings/senior-embedded-software-engineer", "/NewsEvents"]) {
        const page = await fetch(`${base}${path}`, { headers: { "accept-encoding": "identity" } });
        await page.arrayBuffer();
        const head = await fetch(`${base}${path}`, { method: "HEAD", headers: { "accept-encoding": "identity" } });
        expect([path, head.status]).toEqual([path, 200]);
        for (const name of ["etag", "content-security-policy", "content-length", "content-type", "cache-control"])
          expect([path, name, head.headers.get(name)]).toEqual([path, name, page.headers.get(name)]);
        expect(head.headers.get("content-security-policy")).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
        const etag = head.headers.get("etag")!;
        const cached = await fetch(`${base}${path}`, { method: "HEAD", headers: { "if-none-match": etag } });
        expect([path, cached.status]).toEqual([path, 304]);
      }
    });

    it("the page's own scripts are allowed by hash and no nonce is left in it", async () => {
      const page = await get(`${base}/CurrentOpenings`);
      const policy = page.headers.get("content-security-policy")!;
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(policy).not.toContain("nonce");
      expect(page.body).not.toContain("nonce=");
    });

    it("markup typed into a description is shown as text: no script element, nothing the policy allows", async () => {
      await publishedOpening({
        title: "Script Test",
        summary: "<script>alert('x')</script>\n\n- <img src=x onerror=alert(1)>",
      });
      const page = await get(`${base}/CurrentOpenings/script-test`);
      expect(page.body).not.toContain("<script>alert(");
      expect(page.body).not.toContain("<img src=x");
      expect(page.body).toContain("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;");
      const news = await editorPost("/admin/news/new", aliceCookie, {
        title: "Script news",
        date: "2026-11-20",
        location: "",
        description: "<script>alert(2)</script>",
        intent: "publish",
      });
      expect(news.status).toBe(302);
      const newsPage = await get(`${base}/NewsEvents`);
      expect(plain(newsPage.body)).toContain("Q4 2026:</span> Script news");
      expect(newsPage.body).not.toContain("<script>alert(2)");
    });

    it("a save over a version someone else changed is refused with who and when; the typed text stays", async () => {
      const { path } = await publishedOpening({ title: "Shared Role" });
      const opened = await versionOf(path);
      now = new Date("2026-11-23T06:15:00Z");
      try {
        const bobs = await editorPost(path, bobCookie, {
          ...openingFields({ title: "Shared Role", summary: "Bob's words" }),
          version: opened,
          intent: "publish",
        });
        expect(bobs.status).toBe(302);
        const stale = await editorPost(path, aliceCookie, {
          ...openingFields({ title: "Shared Role", summary: "Alice's words" }),
          version: opened,
          intent: "publish",
        });
        expect(stale.status).toBe(409);
        expect(plain(stale.body)).toContain(`Changed by ${bob} at 23 Nov 2026, 11:45 IST; <a`);
        expect(stale.body).toContain("reload to see their version");
        expect(stale.body).toContain("Alice&#x27;s words</textarea>");
        expect((await get(`${base}/CurrentOpenings/shared-role`)).body).toContain("Bob&#x27;s words");
      } finally {
        now = shipDay;
      }
    });

    it("unpublish takes it off (404); close answers 410 with a link to the current openings; both leave the sitemap", async () => {
      const { path } = await publishedOpening({ title: "Short Lived" });
      expect((await get(`${base}/sitemap.xml`)).body).toContain("/CurrentOpenings/short-lived</loc>");
      await editorPost(path, aliceCookie, {
        ...openingFields({ title: "Short Lived" }),
        version: await versionOf(path),
        intent: "unpublish",
      });
      expect((await get(`${base}/CurrentOpenings/short-lived`)).status).toBe(404);
      expect((await get(`${base}/CurrentOpenings`)).body).not.toContain("Short Lived");
      expect((await get(`${base}/sitemap.xml`)).body).not.toContain("/CurrentOpenings/short-lived<");
      await editorPost(path, aliceCookie, {
        ...openingFields({ title: "Short Lived" }),
        version: await versionOf(path),
        intent: "publish",
      });
      expect((await get(`${base}/CurrentOpenings/short-lived`)).status).toBe(200);
      await editorPost(path, aliceCookie, {
        ...openingFields({ title: "Short Lived" }),
        version: await versionOf(path),
        intent: "close",
      });
      const gone = await get(`${base}/CurrentOpenings/short-lived`);
      expect(gone.status).toBe(410);
      expect(gone.body).toContain("This opening has closed");
      expect(gone.body).toContain('href="/CurrentOpenings"');
      expect(gone.body).toContain('<meta name="robots" content="noindex"/>');
      expect(ldJson(gone.body).some((item) => item["@type"] === "JobPosting")).toBe(false);
      expect((await get(`${base}/sitemap.xml`)).body).not.toContain("/CurrentOpenings/short-lived<");
      const actions = (await listAudit(server.store, 3)).map((entry) => `${entry.staffEmail} ${entry.action}`);
      expect(actions).toEqual([
        `${alice} opening unpublished`,
        `${alice} opening published`,
        `${alice} opening closed`,
      ]);
    });

    it("the day after its apply-by day the opening is gone from the list, its page (410), the sitemap and the structured data", async () => {
      await publishedOpening({ title: "Ends Soon", applyBy: "2026-11-30" });
      const sitemapBefore = (await get(`${base}/sitemap.xml`)).body;
      expect(sitemapBefore).toContain("/CurrentOpenings/ends-soon</loc>");
      now = new Date("2026-11-30T18:29:00Z"); // 23:59 IST on the day: still open
      try {
        expect((await get(`${base}/CurrentOpenings/ends-soon`)).status).toBe(200);
        now = new Date("2026-12-01T03:30:00Z"); // 09:00 IST the next day
        const list = await get(`${base}/CurrentOpenings`);
        expect(list.body).not.toContain("Ends Soon");
        const page = await get(`${base}/CurrentOpenings/ends-soon`);
        expect(page.status).toBe(410);
        expect(ldJson(page.body).map((item) => item["@type"])).not.toContain("JobPosting");
        const sitemap = (await get(`${base}/sitemap.xml`)).body;
        expect(sitemap).not.toContain("/CurrentOpenings/ends-soon<");
        // The list changed when it expired: its lastmod is that day (in UTC, the evening of the 30th).
        expect(sitemap).toContain(
          "<loc>https://www.jenesys.example/CurrentOpenings</loc><lastmod>2026-11-30</lastmod>",
        );
        const row = (await get(`${base}/admin/openings`, aliceCookie)).body;
        expect(row).toMatch(/Ends Soon[\s\S]*?Expired/);
      } finally {
        now = shipDay;
      }
    });

    it("news: published, edited and unpublished through the editor, shown with its quarter; the audit names who", async () => {
      const created = await editorPost("/admin/news/new", aliceCookie, {
        title: "Pune office opens",
        date: "2026-10-05",
        location: "Pune",
        description: "Third office.",
        intent: "publish",
      });
      expect(created.status).toBe(302);
      const path = created.location!.replace(/\?.*$/, "");
      expect(plain((await get(`${base}/NewsEvents`)).body)).toContain("Q4 2026:</span> Pune office opens");
      await editorPost(path, bobCookie, {
        title: "Pune office opens",
        date: "2026-10-05",
        location: "Pune",
        description: "Third office.",
        version: await versionOf(path, bobCookie),
        intent: "unpublish",
      });
      expect((await get(`${base}/NewsEvents`)).body).not.toContain("Pune office");
      const actions = (await listAudit(server.store, 3)).map((entry) => `${entry.staffEmail} ${entry.action}`);
      expect(actions.slice(-3)).toEqual([
        `${alice} news item created`,
        `${alice} news item published`,
        `${bob} news item unpublished`,
      ]);
    });

    it("delete with a stale or missing version answers 409 and keeps the item, as save, unpublish and close do", async () => {
      const { path } = await publishedOpening({ title: "Still Wanted" });
      expect(await versionOf(path)).toBe("1");
      const saved = await editorPost(path, bobCookie, {
        ...openingFields({ title: "Still Wanted" }),
        version: "1",
        intent: "publish",
      });
      expect(saved.status).toBe(302);
      for (const version of [{ version: "1" }, {}, { version: "x" }] as Array<Record<string, string>>) {
        const stale = await editorPost(`${path}?confirm=delete`, aliceCookie, { intent: "delete", ...version });
        expect(stale.status, JSON.stringify(version)).toBe(409);
        expect(plain(stale.body)).toContain(`Changed by ${bob}`);
      }
      expect((await get(`${base}${path}`, aliceCookie)).status).toBe(200);
      expect((await get(`${base}/CurrentOpenings/still-wanted`)).status).toBe(200);

      const news = await editorPost("/admin/news/new", aliceCookie, {
        title: "Kept news",
        date: "2026-10-06",
        location: "Pune",
        description: "Kept.",
        intent: "save",
      });
      const newsPath = news.location!.replace(/\?.*$/, "");
      await editorPost(newsPath, bobCookie, {
        title: "Kept news",
        date: "2026-10-06",
        location: "Pune",
        description: "Kept, edited.",
        version: "1",
        intent: "save",
      });
      const staleNews = await editorPost(newsPath, aliceCookie, { intent: "delete", version: "1" });
      expect(staleNews.status).toBe(409);
      expect((await get(`${base}${newsPath}`, aliceCookie)).status).toBe(200);
      const current = await editorPost(newsPath, aliceCookie, { intent: "delete", version: await versionOf(newsPath) });
      expect([current.status, current.location]).toEqual([302, "/admin/news?deleted=1"]);
    });

    it("delete asks first, then removes the opening and records it", async () => {
      const { path, id } = await publishedOpening({ title: "To Delete" });
      expect(plain((await get(`${base}${path}?confirm=delete`, aliceCookie)).body)).toContain(
        "Delete this opening for good?",
      );
      const deleted = await editorPost(`${path}?confirm=delete`, aliceCookie, {
        intent: "delete",
        version: await versionOf(path),
      });
      expect(deleted.status).toBe(302);
      expect(deleted.location).toBe("/admin/openings?deleted=1");
      expect((await get(`${base}${path}`, aliceCookie)).status).toBe(404);
      expect((await get(`${base}/CurrentOpenings/to-delete`)).status).toBe(404);
      expect((await listAudit(server.store, 1))[0]).toMatchObject({
        staffEmail: alice,
        action: "opening deleted",
        target: `${id} "to-delete"`,
      });
    });
  },
);
