/**
 * Openings in Chromium against the production server: a staff member creates, previews and publishes an
 * opening, and a visitor sees it on /CurrentOpenings and on its own page at once (on the next load of either),
 * with its job posting; unpublish and close take it away; a second editor's stale save is refused; markup
 * typed into it stays text; anonymous and cross-site edits are refused; a session that ends while editing
 * keeps the typed text. Each server here has a store of its own (the other browser tests count the seeded openings): an
 * SQLite file, and with TEST_DATABASE_URL two instances sharing one PostgreSQL schema, as behind a load
 * balancer.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { axeViolations } from "./axe";
import { type Browser, type BrowserContext, type Page, expect, test } from "@playwright/test";
import { displayDate, kolkataDate } from "../../app/lib/listing-dates";
import { scratchStore, spawnServer, stopServer, type ScratchStore } from "../../scripts/server-process";
import { layoutProblems } from "./layout-rules";
import { operatorCommand, waitForHydration } from "./support";

const password = "correct horse battery staple";

/** `npm run staff -- …` on the store at `databaseUrl` (see operatorCommand). */
const cli = (args: string[], databaseUrl: string, input?: string) =>
  operatorCommand("staff", args, { databaseUrl, input });

function createStaff(databaseUrl: string, name: string): string {
  const email = `${name}-${randomUUID().slice(0, 6)}@jenesys.example`;
  cli(["add", "--email", email, "--role", "editor"], databaseUrl, `${password}\n`);
  return email;
}

async function open(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

async function goto(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

async function signIn(page: Page, email: string, secret = password) {
  if (!page.url().includes("/admin/login")) await goto(page, "/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(secret);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Sign out", includeHidden: true })).toBeAttached();
}

/** An apply-by day a month from today in India. */
/** Thirty days after today in India: an apply-by day still ahead while the tests run. */
const applyBy = new Date(Date.parse(`${kolkataDate(new Date())}T00:00:00Z`) + 30 * 86_400_000)
  .toISOString()
  .slice(0, 10);

async function fillOpening(page: Page, opening: { title: string; summary?: string }) {
  const form = page.getByRole("form", { name: /opening/ });
  await form.getByLabel("Title").fill(opening.title);
  await form.getByLabel("Department").fill("Systems Engineering");
  await form.getByLabel("Location").selectOption("Chennai");
  await form.getByLabel("Employment type").selectOption("full-time");
  await form.getByLabel("Experience").fill("3 to 6 years");
  await form
    .getByLabel("Summary")
    .fill(
      opening.summary ??
        "Build the next generation of our storage test rigs.\n\n- Own the lab automation\n- Work with our clients' teams",
    );
  await form.getByLabel("Skills").fill("Python\nLinux\nStorage protocols");
  await form.getByLabel("Responsibilities").fill("Automate the lab\nReview designs");
  await form.getByLabel("Apply by").fill(applyBy);
}

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * The first load of the page after a change, on any instance, shows it (or no longer shows it): pages read the
 * store on each request, so there is no cache to wait for, which is stronger than the spec's "within 5 s".
 */
async function expectLiveAtOnce(page: Page, path: string, text: string, present = true) {
  await goto(page, path);
  const main = page.locator("main");
  await (present ? expect(main).toContainText(text) : expect(main).not.toContainText(text));
}

/** Creates, previews and publishes an opening as `page`'s staff member; returns its slug. */
async function createPreviewPublish(page: Page, title: string, summary?: string): Promise<string> {
  await goto(page, "/admin/openings");
  await page.getByRole("link", { name: "New opening" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New opening" })).toBeVisible();
  await fillOpening(page, { title, summary });
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByTestId("preview");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(preview).toContainText("Preview, not saved");
  await expect(preview.getByTestId("apply-now").first()).toHaveAttribute("href", "#apply");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByTestId("saved")).toContainText("Published. It is on the site now.");
  await expect(page.getByTestId("listing-status")).toHaveText("Published");
  return slugOf(title);
}

async function journey(browser: Browser, staffUrl: string, visitorUrl: string, databaseUrl: string) {
  const email = createStaff(databaseUrl, "editor");
  const staff = await open(browser, staffUrl);
  const visitor = await open(browser, visitorUrl);
  try {
    await signIn(staff.page, email);
    const title = `Storage Test Engineer ${randomUUID().slice(0, 4)}`;
    const slug = await createPreviewPublish(staff.page, title);

    // A visitor on the other instance (or the same one) sees it at once, on the list and on its page.
    await expectLiveAtOnce(visitor.page, "/CurrentOpenings", title);
    await visitor.page.getByRole("link", { name: title, exact: true }).click();
    await expect(visitor.page).toHaveURL(new RegExp(`/CurrentOpenings/${slug}$`));
    await expect(visitor.page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(visitor.page.getByTestId("apply-now")).toHaveAttribute("href", "#apply");
    await expect(visitor.page.getByRole("form", { name: "Apply for this role" })).toBeVisible();
    await expect(visitor.page.getByTestId("apply-now")).toContainText("Apply Now");
    await expect(visitor.page.getByTestId("opening-description")).toContainText("Own the lab automation");
    const postings = (await visitor.page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .filter((item) => item["@type"] === "JobPosting");
    expect(postings).toHaveLength(1);
    expect(postings[0]).toMatchObject({
      title,
      datePosted: kolkataDate(new Date()),
      validThrough: `${applyBy}T23:59:59+05:30`,
      employmentType: "FULL_TIME",
      directApply: true,
      hiringOrganization: { "@type": "Organization", name: "Jenesys Technologies" },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Chennai", addressCountry: "IN" },
      },
    });

    // Unpublish: gone from the list and its page; publish again; close: its page says so, with 410.
    await staff.page.getByRole("button", { name: "Unpublish" }).click();
    await expect(staff.page.getByTestId("listing-status")).toHaveText("Draft");
    await expectLiveAtOnce(visitor.page, "/CurrentOpenings", title, false);
    expect((await visitor.page.goto(`/CurrentOpenings/${slug}`))?.status()).toBe(404);
    await staff.page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(staff.page.getByTestId("listing-status")).toHaveText("Published");
    // Live, the same button saves changes; closing asks first and says what visitors will see.
    await expect(staff.page.getByRole("button", { name: "Save changes" })).toBeVisible();
    // The date in words beside the field, whatever order the browser shows day and month in.
    await expect(
      staff.page.getByText(`Applications close at the end of ${displayDate(applyBy)}, India time.`),
    ).toBeVisible();
    await staff.page.getByText("Close applications…").click();
    await expect(staff.page.getByText("its page will say that applications have closed")).toBeVisible();
    await staff.page.getByRole("button", { name: "Yes, close applications" }).click();
    await expect(staff.page.getByTestId("listing-status")).toHaveText("Closed");
    await expect(staff.page.getByRole("button", { name: "Reopen" })).toBeVisible();
    await expect(staff.page.getByTestId("page-address")).toHaveAttribute("href", `/CurrentOpenings/${slug}`);
    await expectLiveAtOnce(visitor.page, "/CurrentOpenings", title, false);
    expect((await visitor.page.goto(`/CurrentOpenings/${slug}`))?.status()).toBe(410);
    await expect(visitor.page.getByRole("heading", { level: 1 })).toHaveText("This opening has closed");
    await visitor.page.getByRole("link", { name: "See the current openings" }).click();
    await expect(visitor.page).toHaveURL(/\/CurrentOpenings$/);
  } finally {
    await staff.context.close();
    await visitor.context.close();
  }
}

test.describe("openings on SQLite", () => {
  let store: ScratchStore;
  let server: Awaited<ReturnType<typeof spawnServer>>;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    store = scratchStore("sqlite", "e2e-openings");
    server = await spawnServer(store.databaseUrl);
  });
  test.afterAll(async () => {
    if (server) await stopServer(server.child);
    await store?.remove();
  });

  test("a staff member creates, previews and publishes an opening; a visitor sees it at once; unpublish and close remove it", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    await journey(browser, server.url, server.url, store.databaseUrl);
  });

  test("an opening just published has its JobPosting in the server's HTML, at the address the staff list and the public list both show", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const staff = await open(browser, server.url);
    const visitor = await open(browser, server.url);
    try {
      await signIn(staff.page, createStaff(store.databaseUrl, "poster"));
      // Capitals, accents and punctuation: the page's address is made of plain lower-case words.
      const title = `Développeur Sénior (C++/Qt) — Édition ${randomUUID().slice(0, 4).toUpperCase()}!`;
      await createPreviewPublish(staff.page, title);
      await expect(staff.page.getByTestId("page-address")).toHaveText(
        /^\/CurrentOpenings\/developpeur-senior-c-qt-edition-[0-9a-f]{4}$/,
      );
      const address = await staff.page.getByTestId("page-address").textContent();
      await expect(staff.page.getByRole("link", { name: "See it on the site" })).toHaveAttribute("href", address!);

      // Requested at once, as a search engine or a script would: no JavaScript, the server's HTML alone.
      const posting = async (path: string) => {
        const response = await visitor.page.request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
          .map((match) => JSON.parse(match[1]) as Record<string, unknown>)
          .filter((item) => item["@type"] === "JobPosting");
      };
      const expected = {
        "@type": "JobPosting",
        title,
        url: `https://www.jenesys.example${address}`,
        datePosted: kolkataDate(new Date()),
        validThrough: `${applyBy}T23:59:59+05:30`,
      };
      expect(await posting(address!)).toEqual([expect.objectContaining(expected)]);

      // The staff list shows that address; the public list links to it.
      await goto(staff.page, "/admin/openings");
      await expect(
        staff.page.getByTestId("listing-row").filter({ hasText: title }).getByTestId("listing-address"),
      ).toHaveText(address!);
      await goto(visitor.page, "/CurrentOpenings"); // the same instance: live at once
      const link = visitor.page.getByRole("link", { name: title, exact: true });
      await expect(link).toHaveAttribute("href", address!);
      expect(await posting((await link.getAttribute("href"))!)).toEqual([expect.objectContaining(expected)]);
      const head = await visitor.page.request.head(address!);
      expect([head.status(), head.headers()["content-type"]]).toEqual([200, expect.stringMatching(/^text\/html/)]);
      expect((await visitor.page.request.get(`${address}.data`)).status()).toBe(200);

      // The address written as the title reads (capitals, accents) leads to the page.
      const typed = `/CurrentOpenings/${encodeURIComponent(title.replace(/[^\p{L}\p{N}]+/gu, "-").replace(/-$/, ""))}`;
      const redirected = await visitor.page.request.get(typed, { maxRedirects: 0 });
      expect([redirected.status(), redirected.headers().location]).toEqual([301, address]);

      // A new title later keeps the address, so links already shared keep working.
      await staff.page.getByTestId("listing-row").filter({ hasText: title }).getByRole("link").click();
      const retitled = `${title} (Chennai)`;
      await staff.page.getByLabel("Title").fill(retitled);
      await staff.page.getByRole("button", { name: "Save changes" }).click();
      await expect(staff.page.getByTestId("saved")).toContainText("Published");
      await expect(staff.page.getByTestId("page-address")).toHaveText(address!);
      expect(await posting(address!)).toEqual([expect.objectContaining({ ...expected, title: retitled })]);
      await goto(visitor.page, "/CurrentOpenings");
      await expect(visitor.page.getByRole("link", { name: retitled, exact: true })).toHaveAttribute("href", address!);
    } finally {
      await staff.context.close();
      await visitor.context.close();
    }
  });

  test("a second editor's save over a newer version is refused with who and when, and keeps the typed text", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const [aliceEmail, bobEmail] = [createStaff(store.databaseUrl, "alice"), createStaff(store.databaseUrl, "bob")];
    const alice = await open(browser, server.url);
    const bob = await open(browser, server.url);
    try {
      await signIn(alice.page, aliceEmail);
      await createPreviewPublish(alice.page, `Shared Role ${randomUUID().slice(0, 4)}`);
      const editor = alice.page.url();
      await signIn(bob.page, bobEmail);
      await goto(bob.page, editor);
      await bob.page.getByLabel("Summary").fill("Bob's better summary.");
      await bob.page.getByRole("button", { name: "Save changes" }).click();
      await expect(bob.page.getByTestId("saved")).toContainText("Published");

      await alice.page.getByLabel("Title").fill("Alice's title");
      await alice.page.getByRole("button", { name: "Save changes" }).click();
      const conflict = alice.page.getByTestId("conflict");
      await expect(conflict).toContainText(
        new RegExp(
          `^Changed by ${bobEmail.replace(/[.]/g, "\\.")} at \\d{1,2} \\w{3} \\d{4}, \\d\\d:\\d\\d IST; reload to see their version`,
        ),
      );
      await expect(alice.page.getByLabel("Title")).toHaveValue("Alice's title");
      await conflict.getByRole("link", { name: "reload to see their version" }).click();
      await expect(alice.page.getByLabel("Summary")).toHaveValue("Bob's better summary.");
      await expect(alice.page.getByLabel("Title")).not.toHaveValue("Alice's title");
    } finally {
      await alice.context.close();
      await bob.context.close();
    }
  });

  test("script typed into a description is shown as text and never runs", async ({ browser }) => {
    test.setTimeout(60_000);
    const staff = await open(browser, server.url);
    try {
      await signIn(staff.page, createStaff(store.databaseUrl, "writer"));
      const hostile = `<script>window.__pwned = 1; alert("x")</script>\n\n- <img src=x onerror="window.__pwned = 2">`;
      const slug = await createPreviewPublish(staff.page, `Hostile Text ${randomUUID().slice(0, 4)}`, hostile);
      const dialogs: string[] = [];
      const page = await staff.context.newPage();
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await goto(page, `/CurrentOpenings/${slug}`);
      await expect(page.getByTestId("opening-description")).toContainText(
        '<script>window.__pwned = 1; alert("x")</script>',
      );
      await expect(page.getByTestId("opening-description").getByRole("listitem").first()).toHaveText(
        '<img src=x onerror="window.__pwned = 2">',
      );
      expect(await page.locator("main img[src=x], main script").count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(dialogs).toEqual([]);
    } finally {
      await staff.context.close();
    }
  });

  test("anonymous and cross-site edits are refused and change nothing", async ({ browser }) => {
    test.setTimeout(60_000);
    const staff = await open(browser, server.url);
    const anonymous = await open(browser, server.url);
    // A page on another origin that posts the editor's form, even with a valid form token (as if it leaked).
    let evilForm = "";
    const evil = http.createServer((_req, res) => res.writeHead(200, { "content-type": "text/html" }).end(evilForm));
    await new Promise<void>((resolve) => evil.listen(0, "127.0.0.1", resolve));
    try {
      await goto(anonymous.page, "/admin/openings/new");
      await expect(anonymous.page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fopenings%2Fnew$/);
      const posted = await anonymous.page.request.post("/admin/openings/new", {
        form: { title: "Anonymous Role", intent: "publish", token: "x" },
        maxRedirects: 0,
        headers: { origin: server.url },
      });
      expect(posted.status()).toBe(303);

      await signIn(staff.page, createStaff(store.databaseUrl, "victim"));
      await goto(staff.page, "/admin/openings/new");
      const token = await staff.page.locator('input[name="token"]').first().inputValue();
      evilForm = `<form method="post" action="${server.url}/admin/openings/new">
        ${Object.entries({
          token,
          intent: "publish",
          title: "Cross Site Role",
          department: "X",
          location: "Remote",
          employmentType: "contract",
          experience: "1 year",
          summary: "x",
          skills: "x",
          responsibilities: "x",
          applyBy,
        })
          .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
          .join("")}
      </form><script>document.forms[0].submit()</script>`;
      const evilPage = await staff.context.newPage();
      const answer = evilPage.waitForResponse((response) => response.url() === `${server.url}/admin/openings/new`);
      await evilPage.goto(`http://127.0.0.1:${(evil.address() as AddressInfo).port}/`);
      expect((await answer).status()).toBe(403);
      await expect(evilPage.locator("body")).toContainText(
        "This form can only be sent from the staff pages of this site.",
      );

      await goto(staff.page, "/admin/openings");
      await expect(staff.page.getByRole("list", { name: "Openings" })).not.toContainText("Cross Site Role");
      await expect(staff.page.getByRole("list", { name: "Openings" })).not.toContainText("Anonymous Role");
    } finally {
      evil.close();
      await staff.context.close();
      await anonymous.context.close();
    }
  });

  test("a session that ends while editing keeps the typed text: sign in again and save", async ({ browser }) => {
    test.setTimeout(90_000);
    const email = createStaff(store.databaseUrl, "slow");
    const { context, page } = await open(browser, server.url);
    try {
      await signIn(page, email);
      await goto(page, "/admin/openings/new");
      const title = `Kept Through Sign-in ${randomUUID().slice(0, 4)}`;
      await fillOpening(page, { title, summary: "Typed before the session ended." });
      cli(["password", "--email", email], store.databaseUrl, "a brand new password\n"); // ends every session of the account
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fopenings%2Fnew$/);
      await signIn(page, email, "a brand new password");
      await expect(page).toHaveURL(/\/admin\/openings\/new$/);
      await expect(page.getByTestId("restored")).toContainText("Your unsaved text is back in the form.");
      await expect(page.getByLabel("Title")).toHaveValue(title);
      await expect(page.getByLabel("Summary")).toHaveValue("Typed before the session ended.");
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page.getByTestId("saved")).toContainText("Saved as a draft.");
      await expect(page.getByLabel("Title")).toHaveValue(title);
      // Saved: nothing is offered back on the next new opening.
      await goto(page, "/admin/openings/new");
      await expect(page.getByLabel("Title")).toHaveValue("");
    } finally {
      await context.close();
    }
  });

  test("the lists, the editor with field errors and the preview fit a 390 px phone and pass WCAG 2.2 AA (axe)", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    const sound = async () => {
      expect(await layoutProblems(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
    };
    try {
      await signIn(page, createStaff(store.databaseUrl, "phone"));
      await goto(page, "/admin/openings");
      await sound();
      await page.getByRole("link", { name: "New opening" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "New opening" })).toBeVisible();
      await page.getByLabel("Title").fill("Phone Role");
      await page.locator("form#editor").evaluate((form) => form.setAttribute("novalidate", ""));
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page.getByRole("alert")).toContainText("Please check the fields marked below.");
      await expect(page.getByText("Please enter the department.")).toBeVisible();
      await expect(page.getByLabel("Department")).toHaveAttribute("aria-invalid", "true");
      await sound();
      await fillOpening(page, { title: "Phone Role" });
      await page.getByRole("button", { name: "Preview" }).click();
      await expect(page.getByTestId("preview")).toBeVisible();
      await sound();
      await goto(page, "/admin/news");
      await sound();
      await page.getByRole("link", { name: "New news item" }).click();
      await sound();
    } finally {
      await context.close();
    }
  });
});

test.describe("openings on two instances sharing PostgreSQL", () => {
  test.skip(!process.env.TEST_DATABASE_URL, "set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run");

  test("published on one instance, seen on the other at once; unpublished on the other, gone from the first", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const store = scratchStore("postgres", `e2e_openings_${randomUUID().slice(0, 8)}`);
    const [a, b] = await Promise.all([spawnServer(store.databaseUrl), spawnServer(store.databaseUrl)]);
    try {
      await journey(browser, a.url, b.url, store.databaseUrl);
      // And the other way round: staff on B, visitor on A.
      const email = createStaff(store.databaseUrl, "second");
      const staff = await open(browser, b.url);
      const visitor = await open(browser, a.url);
      try {
        await signIn(staff.page, email);
        const title = `Second Instance Role ${randomUUID().slice(0, 4)}`;
        const slug = await createPreviewPublish(staff.page, title);
        await expectLiveAtOnce(visitor.page, `/CurrentOpenings/${slug}`, title);
        await staff.page.getByRole("button", { name: "Unpublish" }).click();
        await expect(staff.page.getByTestId("listing-status")).toHaveText("Draft");
        await expectLiveAtOnce(visitor.page, "/CurrentOpenings", title, false);
      } finally {
        await staff.context.close();
        await visitor.context.close();
      }
    } finally {
      await Promise.all([stopServer(a.child), stopServer(b.child)]);
      await store.remove();
    }
  });
});

test.describe("the order of openings", () => {
  // One store, one order: the two runs take turns.
  test.describe.configure({ mode: "serial" });
  let store: ScratchStore;
  let server: Awaited<ReturnType<typeof spawnServer>>;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    store = scratchStore("sqlite", "e2e-order");
    server = await spawnServer(store.databaseUrl);
  });
  test.afterAll(async () => {
    if (server) await stopServer(server.child);
    await store?.remove();
  });

  for (const javaScript of [true, false])
    test(`staff move an opening up and down the careers page ${javaScript ? "with" : "without"} JavaScript`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: javaScript });
      const page = await context.newPage();
      await signIn(page, createStaff(store.databaseUrl, `order-${javaScript ? "js" : "plain"}`));
      await page.goto("/admin/openings");
      const rows = page.getByRole("list", { name: "Openings" }).getByTestId("listing-row");
      const titleAt = async (index: number) =>
        (await rows.nth(index).locator("span.font-semibold").first().textContent()) ?? "";
      const [first, second] = [await titleAt(0), await titleAt(1)];
      // The first cannot go higher; the second goes up one place, and the careers page follows.
      await expect(page.getByRole("button", { name: `Move ${first} up` })).toBeDisabled();
      await page.getByRole("button", { name: `Move ${second} up` }).click();
      await expect(page.getByRole("status").filter({ hasText: "Moved." })).toBeVisible();
      await expect(rows.nth(0)).toContainText(second);
      await expect(rows.nth(1)).toContainText(first);
      await expect(page.getByRole("button", { name: `Move ${second} up` })).toBeDisabled();
      await expect
        .poll(async () => {
          const text = (await (await page.request.get("/CurrentOpenings")).text()).replace(/<[^>]+>/g, " ");
          return text.indexOf(second) < text.indexOf(first) && text.includes(first);
        })
        .toBe(true);
      // And back down, so the other run finds the seeded order.
      await page.getByRole("button", { name: `Move ${second} down` }).click();
      await expect(rows.nth(0)).toContainText(first);
      await expect(rows.nth(1)).toContainText(second);
      await context.close();
    });
});
