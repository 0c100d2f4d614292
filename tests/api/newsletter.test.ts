/**
 * The newsletter's double opt-in over real HTTP, the real pages of the build and a real SMTP server in this
 * process, on SQLite and (when TEST_DATABASE_URL is set) PostgreSQL: the confirmation mail and its link,
 * the welcome mail's one-click unsubscribe (RFC 8058), refused links, the daily limit, one answer for every
 * address, links on the public origin whatever the Host header, and a mail server outage. Then the start
 * options and the operator CLI.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import net from "node:net";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newsletterRules } from "../../app/site/newsletter";
import { createNewsletterService, type NewsletterService } from "../../server/newsletter/service";
import { listSubscribers } from "../../server/newsletter/subscribers";
import { openStore } from "../../server/store/index";
import { openSqliteStore } from "../../server/store/sqlite";
import { scratchStore } from "../../scripts/server-process";
import type { Store } from "../../server/store/types";
import { clientDir, hasBuild, noBuildMessage, reactRouterFor } from "../support/build";
import { startMain } from "../support/main-process";
import { createMemoryLogger } from "../support/memory-logger";
import { runScript } from "../support/operator";
import { freePort, postJson, startTestServer, tempDir, type TestServer } from "../support/server";
import { linksIn, mailHeader, mailPart, startSmtp, type ReceivedMail, type TestSmtp } from "../support/smtp";

const pgUrl = process.env.TEST_DATABASE_URL;
const publicUrl = "https://www.jenesys.example";
const from = "newsletter@jenesys.example";
const hour = 3_600_000;

interface Database {
  /** Another connection to the same database, as a second instance has. */
  open(): Store;
  cleanup(): Promise<void>;
}

function scratchDatabase(kind: "sqlite" | "postgres"): Database {
  const { databaseUrl, remove } = scratchStore(kind, `newsletter_${randomBytes(5).toString("hex")}`);
  return { open: () => openStore(databaseUrl), cleanup: remove };
}

interface Site {
  server: TestServer;
  newsletter: NewsletterService;
  close(): Promise<void>;
}

/** Moves the newsletter's clock (the HTTP server keeps the real one). */
const clock = { offsetMs: 0 };

/** A server with its newsletter worker; it looks for due mails every `pollMs` besides when told of one. */
async function startSite(
  database: Database,
  smtpUrl: string,
  env: Record<string, string> = {},
  pollMs = 60_000,
): Promise<Site> {
  const store = database.open();
  const newsletter = createNewsletterService({
    store,
    config: { doubleOptIn: true, from, publicUrl },
    smtpUrl,
    logger: createMemoryLogger(),
    now: () => new Date(Date.now() + clock.offsetMs),
    retry: { firstDelayMs: 100, maxDelayMs: 400 },
    pollMs,
  });
  newsletter.start();
  const server = await startTestServer({
    store,
    newsletter,
    clientDir,
    reactRouterFor,
    env: { RATE_LIMIT_SUBSCRIBE_PER_MINUTE: "1000", ...env },
  });
  return {
    server,
    newsletter,
    async close() {
      await newsletter.stop();
      await server.close();
    },
  };
}

const subscribe = (site: Site, email: string) => postJson(`${site.server.url}/api/subscribe`, { email });

/** A link from a mail, followed on the test server (the mail's links point at the public origin). */
function onServer(site: Site, link: string): string {
  expect(link.startsWith(`${publicUrl}/`)).toBe(true);
  const url = new URL(link);
  return `${site.server.url}${url.pathname}${url.search}`;
}

function linkOf(mail: ReceivedMail, path: string): string {
  const link = linksIn(mailPart(mail.raw, "text/plain")!).find((candidate) => new URL(candidate).pathname === path);
  if (!link) throw new Error(`no ${path} link in the mail:\n${mail.raw}`);
  return link;
}

const confirmLink = (mail: ReceivedMail) => linkOf(mail, "/newsletter/confirm");
const unsubscribeLink = (mail: ReceivedMail) => linkOf(mail, "/newsletter/unsubscribe");
const statuses = async (store: Store) =>
  (await listSubscribers(store)).subscribers.map((row) => [row.email, row.status]);
const text = async (response: Response) => (await response.text()).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

/**
 * The confirmation page's button as a browser presses it: an empty form posted to the link's own address,
 * with the `Origin: null` the page's no-referrer policy makes the browser send.
 */
const press = (url: string) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "null" },
    body: "",
  });

/** One-click unsubscribe as a mail program sends it: no cookies, no Origin, the RFC 8058 body. */
const oneClick = (url: string) =>
  fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });

/** A JSON post with a Host (and X-Forwarded-Host) of the client's choosing, which fetch would not send. */
function postWithHost(url: string, host: string, body: object): Promise<number> {
  const { hostname, port, pathname } = new URL(url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname,
        port,
        path: pathname,
        method: "POST",
        headers: {
          host,
          "x-forwarded-host": host,
          "x-forwarded-proto": "https",
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

async function outboxRows(store: Store) {
  return store.query((db) => db.selectFrom("newsletter_outbox").select(["kind", "attempts", "sent_at"]).execute());
}

/** A promise the test settles itself. */
function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

function flowSuite(openDatabase: () => Database) {
  let database: Database;
  let smtp: TestSmtp;
  let site: Site;
  /** The mail server holds a mail to held@example.com until the test releases it. */
  const heldMail = { underWay: signal(), release: signal() };
  beforeAll(async () => {
    smtp = await startSmtp(0, {
      hold: (to) => {
        if (!to.includes("held@example.com")) return undefined;
        heldMail.underWay.resolve();
        return heldMail.release.promise;
      },
    });
  });
  afterAll(() => smtp.close());
  beforeEach(async () => {
    clock.offsetMs = 0;
    database = openDatabase();
    site = await startSite(database, smtp.url);
  });
  afterEach(async () => {
    await site.close();
    await database.cleanup();
    expect(smtp.waiting()).toEqual([]); // every test takes the mails it caused
  });

  it("sends a confirmation mail (text and HTML) whose link confirms; the welcome mail carries both unsubscribe headers", async () => {
    const answer = await subscribe(site, "Reader@Example.com");
    expect([answer.status, await answer.json()]).toEqual([202, { checkInbox: true }]);
    expect(await statuses(site.server.store)).toEqual([["reader@example.com", "pending"]]);

    const confirmation = await smtp.next();
    expect([confirmation.from, confirmation.to]).toEqual([from, ["reader@example.com"]]);
    expect(mailHeader(confirmation.raw, "Subject")).toBe(
      "Please confirm your subscription to the Jenesys Technologies newsletter",
    );
    expect(mailHeader(confirmation.raw, "Content-Type")).toMatch(/^multipart\/alternative/);
    const html = mailPart(confirmation.raw, "text/html")!;
    const link = confirmLink(confirmation);
    expect(link).toMatch(/^https:\/\/www\.jenesys\.example\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}$/);
    expect(html).toContain(`href="${link}"`);
    expect(mailPart(confirmation.raw, "text/plain")).toContain(`within ${newsletterRules.confirmLinkHours} hours`);

    const page = await press(onServer(site, link));
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(page.headers.get("cache-control")).toBe("no-store");
    const body = await page.text();
    expect(body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(body).toContain("Your subscription is confirmed");
    const [subscriber] = (await listSubscribers(site.server.store)).subscribers;
    expect(subscriber).toMatchObject({
      email: "reader@example.com",
      status: "confirmed",
      optIn: "double",
      consentedAt: expect.any(String),
    });

    const welcome = await smtp.next();
    expect(mailHeader(welcome.raw, "Subject")).toBe("You are subscribed to the Jenesys Technologies newsletter");
    const unsubscribe = unsubscribeLink(welcome);
    expect(mailHeader(welcome.raw, "List-Unsubscribe")).toBe(`<${unsubscribe}>`);
    expect(mailHeader(welcome.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(mailPart(welcome.raw, "text/html")).toContain(`href="${unsubscribe}"`); // the visible link too

    // A second visit says the same, changes nothing and sends no second welcome.
    const again = await press(onServer(site, link));
    expect([again.status, (await text(again)).includes("Your subscription is confirmed")]).toEqual([200, true]);
    expect((await listSubscribers(site.server.store)).subscribers).toEqual([subscriber]);
    await site.newsletter.outbox!.deliverDue();
    expect((await outboxRows(site.server.store)).map((row) => row.kind).sort()).toEqual(["confirm", "welcome"]);
  });

  it("sends the welcome mail at once, even while the mail server is still taking another mail", async () => {
    await subscribe(site, "reader@example.com");
    const link = confirmLink(await smtp.next());
    // This address's confirmation mail is held by the mail server until the welcome mail has arrived.
    await subscribe(site, "held@example.com");
    await heldMail.underWay.promise;
    expect((await press(onServer(site, link))).status).toBe(200);
    const welcome = await smtp.next();
    expect([welcome.to, mailHeader(welcome.raw, "List-Unsubscribe-Post")]).toEqual([
      ["reader@example.com"],
      "List-Unsubscribe=One-Click",
    ]);
    heldMail.release.resolve();
    expect((await smtp.next()).to).toEqual(["held@example.com"]);
  });

  it("unsubscribes with one POST of the mail's link, without cookies or Origin (RFC 8058), and again harmlessly", async () => {
    await subscribe(site, "leaver@example.com");
    await press(onServer(site, confirmLink(await smtp.next())));
    const link = onServer(site, unsubscribeLink(await smtp.next()));
    const first = await oneClick(link);
    expect(first.status).toBe(200);
    expect(await text(first)).toContain("You are unsubscribed");
    expect(await statuses(site.server.store)).toEqual([]);
    const tokens = await site.server.store.query((db) => db.selectFrom("newsletter_tokens").selectAll().execute());
    expect([tokens, await outboxRows(site.server.store)]).toEqual([[], []]); // nothing of the address is left
    const second = await oneClick(link);
    expect([second.status, (await text(second)).includes("You are unsubscribed")]).toEqual([200, true]);
    // The multipart form some mail programs post is read the same way, and whatever Origin a sender names
    // (a mail provider's, or the "null" a browser sends under the page's no-referrer policy).
    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    expect((await fetch(link, { method: "POST", body: form })).status).toBe(200);
    for (const origin of ["https://mail.example", "null"]) {
      await subscribe(site, "leaver@example.com");
      await press(onServer(site, confirmLink(await smtp.next())));
      const fresh = await fetch(onServer(site, unsubscribeLink(await smtp.next())), {
        method: "POST",
        headers: { origin, "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      expect([fresh.status, await statuses(site.server.store)]).toEqual([200, []]);
    }
  });

  it("the unsubscribe link opened with GET only shows a button, so a mail scanner unsubscribes no one", async () => {
    await subscribe(site, "scanned@example.com");
    await press(onServer(site, confirmLink(await smtp.next())));
    const link = onServer(site, unsubscribeLink(await smtp.next()));
    for (const method of ["GET", "HEAD", "GET"]) expect((await fetch(link, { method })).status).toBe(200);
    const page = await (await fetch(link)).text();
    const action = `/newsletter/unsubscribe?token=${new URL(link).searchParams.get("token")}`;
    expect(page).toContain(`<form action="${action}" method="post">`);
    expect(page).toMatch(/<button type="submit"[^>]*>Unsubscribe<\/button>/);
    expect(page).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(await statuses(site.server.store)).toEqual([["scanned@example.com", "confirmed"]]);
    // An incomplete link is answered 400 and changes nothing.
    expect((await fetch(`${site.server.url}/newsletter/unsubscribe?token=abc`)).status).toBe(400);
    expect((await oneClick(`${site.server.url}/newsletter/unsubscribe`)).status).toBe(400);
    expect(await statuses(site.server.store)).toEqual([["scanned@example.com", "confirmed"]]);
  });

  it("a HEAD or GET of the confirmation link changes nothing (link scanners open both); only the page's button confirms", async () => {
    await subscribe(site, "scanned.confirm@example.com");
    const link = onServer(site, confirmLink(await smtp.next()));
    for (const method of ["HEAD", "GET", "HEAD", "GET"]) {
      const opened = await fetch(link, { method });
      expect([method, opened.status, opened.headers.get("referrer-policy")]).toEqual([method, 200, "no-referrer"]);
    }
    expect(await statuses(site.server.store)).toEqual([["scanned.confirm@example.com", "pending"]]);
    await site.newsletter.outbox!.deliverDue();
    expect(smtp.takeAll()).toEqual([]); // no welcome mail
    const page = await (await fetch(link)).text();
    const action = `/newsletter/confirm?token=${new URL(link).searchParams.get("token")}`;
    expect(page).toContain(`<form action="${action}" method="post">`);
    expect(page).toMatch(/<button type="submit"[^>]*>Confirm my subscription<\/button>/);
    expect(page).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const confirmed = await press(link);
    expect([confirmed.status, (await text(confirmed)).includes("Your subscription is confirmed")]).toEqual([200, true]);
    expect(await statuses(site.server.store)).toEqual([["scanned.confirm@example.com", "confirmed"]]);
    expect(mailHeader((await smtp.next()).raw, "Subject")).toMatch(/^You are subscribed/);
  });

  it("refuses a confirmation link after 48 hours (410), a garbled or unknown one (400), and an old one after unsubscribing", async () => {
    await subscribe(site, "slow@example.com");
    const link = onServer(site, confirmLink(await smtp.next()));
    clock.offsetMs = newsletterRules.confirmLinkHours * hour;
    const expired = await press(link);
    expect(expired.status).toBe(410);
    const words = await text(expired);
    expect(words).toContain("This confirmation link has expired");
    expect(words).toContain("Subscribe again");
    expect(await statuses(site.server.store)).toEqual([["slow@example.com", "pending"]]);
    for (const token of ["", "garbled", "A".repeat(43)]) {
      const unknown = await press(`${site.server.url}/newsletter/confirm?token=${token}`);
      expect(unknown.status).toBe(400);
      expect(await text(unknown)).toContain("This confirmation link is not valid");
    }

    clock.offsetMs = 0;
    await subscribe(site, "fickle@example.com");
    const used = onServer(site, confirmLink(await smtp.next()));
    expect((await press(used)).status).toBe(200);
    await oneClick(onServer(site, unsubscribeLink(await smtp.next())));
    expect((await press(used)).status).toBe(400); // reused after unsubscribing: refused
    await subscribe(site, "fickle@example.com");
    await smtp.next();
    expect((await press(used)).status).toBe(400); // and it confirms no new sign-up either
    expect(await statuses(site.server.store)).toEqual([
      ["slow@example.com", "pending"],
      ["fickle@example.com", "pending"],
    ]);
  });

  /** Waits until every instance has handed the mail server what is due, then takes what arrived. */
  async function delivered(...sites: Site[]): Promise<ReceivedMail[]> {
    await Promise.all(sites.map((each) => each.newsletter.outbox!.deliverDue()));
    return smtp.takeAll();
  }

  it(`sends no mail for the ${newsletterRules.confirmationMailsPerDay + 1}th request for one address in a day, on whichever instance it arrives`, async () => {
    const other = await startSite(database, smtp.url); // a second instance over the same database
    try {
      const answers: string[] = [];
      const mails: number[] = [];
      for (let i = 0; i < newsletterRules.confirmationMailsPerDay + 2; i++) {
        const answer = await subscribe(i % 2 ? other : site, "target@example.com");
        answers.push(`${answer.status} ${await answer.text()}`);
        mails.push((await delivered(site, other)).filter((mail) => mail.to[0] === "target@example.com").length);
      }
      expect(new Set(answers)).toEqual(new Set(['202 {"checkInbox":true}']));
      expect(mails).toEqual([1, 1, 1, 0, 0]);
      expect(await outboxRows(site.server.store)).toHaveLength(newsletterRules.confirmationMailsPerDay);
    } finally {
      await other.close();
    }
  });

  it("answers the same for a new, a pending and a confirmed address, through the API and the footer box", async () => {
    const answers = async (email: string) => {
      const api = await subscribe(site, email);
      const box = await fetch(`${site.server.url}/newsletter.data`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email }),
      });
      const page = await fetch(`${site.server.url}/newsletter`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
        body: new URLSearchParams({ email }),
        redirect: "manual",
      });
      return [api.status, await api.text(), box.status, await box.text(), page.status, page.headers.get("location")];
    };
    const fresh = await answers("new@example.com");
    expect(fresh.slice(0, 2)).toEqual([202, '{"checkInbox":true}']);
    expect(fresh[3]).toContain("checkInbox");
    expect(fresh.slice(4)).toEqual([303, "/?subscribed=check#newsletter"]);
    await delivered(site);

    await subscribe(site, "pending@example.com");
    await subscribe(site, "member@example.com");
    const [member] = (await delivered(site)).filter((mail) => mail.to[0] === "member@example.com");
    await press(onServer(site, confirmLink(member)));
    expect((await delivered(site)).map((mail) => mailHeader(mail.raw, "Subject"))).toEqual([
      expect.stringMatching(/^You are subscribed/),
    ]);
    expect(await answers("pending@example.com")).toEqual(fresh);
    expect(await answers("member@example.com")).toEqual(fresh);
    const after = await delivered(site);
    expect(after.length).toBeGreaterThan(0);
    for (const mail of after) expect(mail.to).toEqual(["pending@example.com"]); // the subscriber got none
  });

  it("builds every link in every mail on PUBLIC_URL, whatever Host or X-Forwarded-Host a request names", async () => {
    const proxied = await startSite(database, smtp.url, { TRUST_PROXY: "1" });
    try {
      expect(
        await postWithHost(`${proxied.server.url}/api/subscribe`, "evil.example", { email: "victim@example.com" }),
      ).toBe(202);
      const confirmation = await smtp.next();
      const url = new URL(confirmLink(confirmation));
      // The visitor follows the link and presses its button; the page's post too names the hostile host.
      await new Promise<void>((resolve, reject) => {
        http
          .request(
            {
              hostname: "127.0.0.1",
              port: new URL(proxied.server.url).port,
              path: url.pathname + url.search,
              method: "POST",
              headers: {
                host: "evil.example",
                "x-forwarded-host": "evil.example",
                "content-type": "application/x-www-form-urlencoded",
                "content-length": 0,
              },
            },
            (response) => response.resume().on("end", resolve),
          )
          .on("error", reject)
          .end();
      });
      const welcome = await smtp.next();
      for (const mail of [confirmation, welcome]) {
        expect(mail.raw).not.toContain("evil.example");
        for (const link of [
          ...linksIn(mailPart(mail.raw, "text/plain")!),
          ...linksIn(mailPart(mail.raw, "text/html")!),
        ]) {
          expect(link.startsWith(`${publicUrl}/`) || link === publicUrl).toBe(true);
        }
      }
    } finally {
      await proxied.close();
    }
  });
}

describe.skipIf(!hasBuild)(`newsletter double opt-in on SQLite${hasBuild ? "" : ` ${noBuildMessage}`}`, () => {
  flowSuite(() => scratchDatabase("sqlite"));
});

describe.skipIf(!hasBuild || !pgUrl)(
  `newsletter double opt-in on PostgreSQL${!pgUrl ? " (skipped: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run)" : hasBuild ? "" : ` ${noBuildMessage}`}`,
  () => {
    flowSuite(() => scratchDatabase("postgres"));
  },
);

describe("a mail server outage", () => {
  it("loses no sign-up, never delays the answer, and the mail goes out once the server is back, even after a restart", async () => {
    const database = scratchDatabase("sqlite");
    const port = await freePort();
    // First a mail server that accepts connections and never answers, then none at all.
    const sockets = new Set<net.Socket>();
    let socketsClosed = 0;
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on("close", () => (socketsClosed += 1));
    });
    await new Promise<void>((resolve) => silent.listen(port, "127.0.0.1", resolve));
    const site = await startSite(database, `smtp://127.0.0.1:${port}`);
    try {
      const answer = await subscribe(site, "patient@example.com");
      expect(answer.status).toBe(202);
      // The answer did not wait for the mail: the silent server holds every connection open until the sender's
      // 10 s greeting timeout gives up on it, and none has been given up yet.
      expect(socketsClosed).toBe(0);
      expect(await statuses(site.server.store)).toEqual([["patient@example.com", "pending"]]);
      await expect.poll(() => sockets.size).toBeGreaterThan(0);
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
      await expect
        .poll(async () => (await outboxRows(site.server.store))[0].attempts, { timeout: 5000 })
        .toBeGreaterThanOrEqual(2);
      expect((await outboxRows(site.server.store))[0].sent_at).toBeNull();
    } finally {
      await site.close(); // a restart: the mail waits in the store
    }
    const smtp = await startSmtp(port);
    const restarted = await startSite(database, `smtp://127.0.0.1:${port}`, {}, 100); // finds the waiting mail when it is due
    try {
      const mail = await smtp.next();
      expect(mail.to).toEqual(["patient@example.com"]);
      expect((await press(onServer(restarted, confirmLink(mail)))).status).toBe(200);
      expect(await statuses(restarted.server.store)).toEqual([["patient@example.com", "confirmed"]]);
      await smtp.next(); // the welcome
    } finally {
      await restarted.close();
      await smtp.close();
      await database.cleanup();
    }
  });
});

describe("start options", () => {
  it("without SMTP_URL subscribes at once and says so once at start; NEWSLETTER_DOUBLE_OPT_IN=1 without it refuses to start", async () => {
    const dir = tempDir();
    try {
      const server = await startMain({ DATABASE_URL: `sqlite:${join(dir.path, "single.db")}` });
      try {
        const answer = await postJson(`${server.url}/api/subscribe`, { email: "direct@example.com" });
        expect([answer.status, await answer.json()]).toEqual([201, { subscribed: true }]);
        const notes = server.lines.filter((line) => line.includes("single opt-in"));
        expect(notes).toHaveLength(1);
        expect(notes[0]).toContain(
          "newsletter sign-ups are single opt-in because no mail server is configured (SMTP_URL)",
        );
      } finally {
        await server.stop();
      }
      await expect(
        startMain({ DATABASE_URL: `sqlite:${join(dir.path, "refused.db")}`, NEWSLETTER_DOUBLE_OPT_IN: "1" }),
      ).rejects.toThrow(/exited with 1: .*NEWSLETTER_DOUBLE_OPT_IN=1 needs SMTP_URL/s);
    } finally {
      dir.remove();
    }
  }, 60_000);
});

describe("npm run subscribers", () => {
  it("exports confirmed subscribers with their consent time (--all adds pending ones) as CSV and JSON, and erases one address", async () => {
    const dir = tempDir();
    const file = join(dir.path, "cli.db");
    const store = openSqliteStore(file);
    const newsletter = createNewsletterService({
      store,
      config: { doubleOptIn: true, from, publicUrl },
      smtpUrl: undefined,
      logger: createMemoryLogger(),
      send: async () => undefined,
    });
    try {
      await store.subscribe("=formula@example.com");
      await newsletter.signUp("waiting@example.com");
      const env = { DATABASE_URL: `sqlite:${file}` };
      const csv = await runScript("subscribers", ["export", "--format", "csv"], env);
      expect(csv.code).toBe(0);
      const rows = csv.stdout.split("\r\n");
      expect(rows[0]).toBe("email,status,consented_at,opt_in,signed_up_at");
      expect(rows[1]).toMatch(/^'=formula@example\.com,confirmed,\d{4}-\d\d-\d\dT[\d:.]+Z,single,\d{4}-/);
      expect(rows.slice(2)).toEqual([""]);
      const all = await runScript("subscribers", ["export", "--format", "json", "--all"], env);
      expect(JSON.parse(all.stdout)).toEqual([
        {
          email: "=formula@example.com",
          status: "confirmed",
          consentedAt: expect.any(String),
          optIn: "single",
          signedUpAt: expect.any(String),
        },
        {
          email: "waiting@example.com",
          status: "pending",
          consentedAt: null,
          optIn: null,
          signedUpAt: expect.any(String),
        },
      ]);
      const erased = await runScript("subscribers", ["delete", "--email", "Waiting@Example.com"], env);
      expect([erased.code, erased.stdout]).toEqual([0, ""]);
      expect(await statuses(store)).toEqual([["=formula@example.com", "confirmed"]]);
      expect(await store.query((db) => db.selectFrom("newsletter_outbox").selectAll().execute())).toEqual([]);
      const usage = await runScript("subscribers", ["export", "--format", "xml"], env);
      expect([usage.code, usage.stdout]).toEqual([2, ""]);
    } finally {
      await newsletter.stop();
      await store.close();
      dir.remove();
    }
    // Four runs of the command, each a Node process of its own: longer than one test's default on a busy machine.
  }, 120_000);
});
