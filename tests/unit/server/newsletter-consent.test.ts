/**
 * The newsletter's consent rules over a real store (SQLite always, PostgreSQL when TEST_DATABASE_URL is
 * set), with a controlled clock: no test sleeps. Links' tokens, their expiry and single use, the daily
 * limit of confirmation mails, the purge, and the outbox's retries.
 */
import { randomBytes } from "node:crypto";
import type { SendMailOptions } from "nodemailer";
import type { KyselyPlugin, RootOperationNode } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { newsletterRules } from "../../../app/site/newsletter";
import {
  confirmSubscription,
  purgeNewsletter,
  requestConfirmation,
  unsubscribeByToken,
} from "../../../server/newsletter/consent";
import { mailboxKey, mailboxPatterns } from "../../../server/newsletter/mailbox";
import { linkTo } from "../../../server/mail-body";
import { retryDelayMs } from "../../../server/mail-queue";
import { createOutbox } from "../../../server/newsletter/outbox";
import { createNewsletterService } from "../../../server/newsletter/service";
import { listSubscribers } from "../../../server/newsletter/subscribers";
import { isWellFormedToken, newToken, tokenHash } from "../../../server/newsletter/tokens";
import { openStore } from "../../../server/store/index";
import type { Store } from "../../../server/store/types";
import { createMemoryLogger } from "../../support/memory-logger";
import { scratchStore } from "../../../scripts/server-process";

const pgUrl = process.env.TEST_DATABASE_URL;
const hour = 3_600_000;
const day = 24 * hour;
const start = Date.parse("2026-03-01T09:00:00.000Z");
const publicUrl = "https://www.jenesys.example";

describe("the mailbox an address reaches", () => {
  it("ignores case, a +tag anywhere and, at Gmail only, dots in the local part and the googlemail.com spelling", () => {
    expect(
      [
        "Victim@Example.com",
        "victim+0@example.com",
        "victim+a+b@example.com",
        "v.ictim@gmail.com",
        "V.I.C.T.I.M+promo@GoogleMail.com",
        "v.ictim@example.com",
        "+only-a-tag@example.com",
      ].map(mailboxKey),
    ).toEqual([
      "victim@example.com",
      "victim@example.com",
      "victim@example.com",
      "victim@gmail.com",
      "victim@gmail.com",
      "v.ictim@example.com",
      "@example.com",
    ]);
  });
});

describe("the store's narrowing to one mailbox's rows", () => {
  it("is the first letter at the domain, at both Gmail domains for Gmail, with LIKE's wildcards escaped", () => {
    expect(mailboxPatterns("  Victim+x@Example.com ")).toEqual(["v%@example.com"]);
    expect(mailboxPatterns("v.ictim@googlemail.com")).toEqual(["v%@gmail.com", "v%@googlemail.com"]);
    expect(mailboxPatterns("_x%@ex_ample.com")).toEqual(["\\_%@ex\\_ample.com"]);
    expect(mailboxPatterns("\\me@example.com")).toEqual(["\\\\%@example.com"]);
    expect(mailboxPatterns("+tag@example.com")).toEqual(["+%@example.com"]);
    expect(mailboxPatterns("no-at-sign")).toEqual(["n%@"]);
    expect(mailboxKey("No-At-Sign+x")).toBe("no-at-sign@");
    expect(mailboxKey("@example.com")).toBe("@example.com");
  });
});

describe("newsletter tokens", () => {
  it("are 256 random bits in base64url, and the store gets their SHA-256 only", () => {
    const tokens = new Set(Array.from({ length: 1000 }, newToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(isWellFormedToken(token)).toBe(true);
    const token = [...tokens][0];
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(tokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash(token)).not.toContain(token);
    for (const bad of [
      undefined,
      null,
      "",
      "short",
      `${token}x`,
      `${token.slice(0, 42)}=`,
      `${token.slice(0, 42)}/`,
      42,
    ]) {
      expect(isWellFormedToken(bad)).toBe(false);
    }
  });

  it("back off after each failed delivery, doubling up to the cap", () => {
    const retry = { firstDelayMs: 30_000, maxDelayMs: hour };
    expect([1, 2, 3, 4, 8, 20].map((attempts) => retryDelayMs(attempts, retry))).toEqual([
      30_000,
      60_000,
      120_000,
      240_000,
      hour,
      hour,
    ]);
  });
});

/** The tokens of the mails an outbox sent, read from their links as a subscriber's mail program would. */
function tokensOf(mail: SendMailOptions): { confirm?: string; unsubscribe: string } {
  const text = typeof mail.text === "string" ? mail.text : "";
  const token = (path: string) => new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(text)?.[1];
  return { confirm: token("/newsletter/confirm"), unsubscribe: token("/newsletter/unsubscribe")! };
}

/** Each statement a store runs, as its kind and first table ("InsertQueryNode newsletter_outbox"). */
function statementsOf(store: Store): { store: Store; taken(): string[] } {
  let statements: string[] = [];
  const describe = (node: RootOperationNode) =>
    `${node.kind} ${/"kind":"IdentifierNode","name":"([^"]+)"/.exec(JSON.stringify(node))?.[1] ?? ""}`;
  const recorder: KyselyPlugin = {
    transformQuery: ({ node }) => {
      statements.push(describe(node));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return {
    store: { ...store, query: (operation) => store.query((db) => operation(db.withPlugin(recorder))) },
    taken() {
      const taken = statements;
      statements = [];
      return taken;
    },
  };
}

function consentSuite(open: () => Promise<{ store: Store; cleanup(): Promise<void> }>) {
  let store: Store;
  let cleanup: () => Promise<void>;
  let clock: number;
  const now = () => new Date(clock);
  let sent: SendMailOptions[];
  let failing: boolean;
  let logger: ReturnType<typeof createMemoryLogger>;
  const outbox = () =>
    createOutbox({
      store,
      logger,
      now,
      from: "news@jenesys.example",
      publicUrl,
      retry: { firstDelayMs: 30_000, maxDelayMs: hour },
      send: async (mail) => {
        // As a mail server's refusal reads, quoting the recipient.
        if (failing)
          throw Object.assign(new Error(`Mail command failed: 450 4.2.1 <${mail.to as string}>: try later`), {
            code: "EENVELOPE",
            responseCode: 450,
          });
        sent.push(mail);
      },
    });
  const rows = (table: "newsletter_outbox" | "newsletter_tokens") =>
    store.query((db) => db.selectFrom(table).selectAll().execute());
  /** Signs up and delivers the confirmation; the tokens its links carry. */
  async function signUp(email: string) {
    expect(await requestConfirmation(store, email, now())).toEqual({ queued: true });
    await outbox().deliverDue();
    return tokensOf(sent.at(-1)!);
  }

  beforeEach(async () => {
    ({ store, cleanup } = await open());
    await store.migrate();
    clock = start;
    sent = [];
    failing = false;
    logger = createMemoryLogger();
  });
  afterEach(async () => {
    await store.close();
    await cleanup();
  });

  it("keeps a new address pending until its link is followed, then confirms it once and queues one welcome", async () => {
    const { confirm } = await signUp("Reader@Example.com");
    expect(sent[0]).toMatchObject({ to: "reader@example.com", from: "news@jenesys.example" });
    expect((await listSubscribers(store)).subscribers).toEqual([
      {
        email: "reader@example.com",
        status: "pending",
        consentedAt: null,
        optIn: null,
        signedUpAt: new Date(start).toISOString(),
      },
    ]);
    // The store holds hashes only: no token of the mail appears in any row.
    expect(JSON.stringify(await rows("newsletter_tokens"))).not.toContain(confirm);

    clock += hour;
    expect(await confirmSubscription(store, tokenHash(confirm!), now())).toBe("confirmed");
    expect((await listSubscribers(store)).subscribers[0]).toMatchObject({
      status: "confirmed",
      optIn: "double",
      consentedAt: new Date(start + hour).toISOString(),
    });
    clock += hour;
    expect(await confirmSubscription(store, tokenHash(confirm!), now())).toBe("confirmed"); // again: the same answer
    expect((await listSubscribers(store)).subscribers[0].consentedAt).toBe(new Date(start + hour).toISOString()); // and no change
    await outbox().deliverDue();
    expect(sent.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Please confirm/),
      expect.stringMatching(/^You are subscribed/),
    ]);
    // A subscriber asking again gets nothing queued.
    expect(await requestConfirmation(store, "reader@example.com", now())).toEqual({ queued: false });
  });

  it(`refuses a link ${newsletterRules.confirmLinkHours} hours after its mail (410), and an unknown one (400)`, async () => {
    const { confirm } = await signUp("late@example.com");
    clock += newsletterRules.confirmLinkHours * hour - 1;
    const early = await signUp("early@example.com").then(() => tokensOf(sent.at(-1)!).confirm);
    expect(await confirmSubscription(store, tokenHash(early!), now())).toBe("confirmed");
    clock += 1;
    expect(await confirmSubscription(store, tokenHash(confirm!), now())).toBe("expired");
    expect(await confirmSubscription(store, tokenHash(confirm!), now())).toBe("expired"); // unused, so still expired
    expect(await confirmSubscription(store, tokenHash(newToken()), now())).toBe("unknown");
    expect((await listSubscribers(store)).subscribers.find((row) => row.email === "late@example.com")).toMatchObject({
      status: "pending",
    });
  });

  it("a confirmation link used once never confirms the address again after it unsubscribed and signed up anew", async () => {
    const first = await signUp("again@example.com");
    expect(await confirmSubscription(store, tokenHash(first.confirm!), now())).toBe("confirmed");
    expect(await unsubscribeByToken(store, tokenHash(first.unsubscribe))).toBe(true);
    expect(await unsubscribeByToken(store, tokenHash(first.unsubscribe))).toBe(false); // idempotent: nothing left
    expect(await rows("newsletter_tokens")).toEqual([]); // deleted with the address
    expect(await rows("newsletter_outbox")).toEqual([]);
    await signUp("again@example.com");
    expect(await confirmSubscription(store, tokenHash(first.confirm!), now())).toBe("unknown");
    expect((await listSubscribers(store)).subscribers).toMatchObject([
      { email: "again@example.com", status: "pending" },
    ]);
  });

  it(`sends at most ${newsletterRules.confirmationMailsPerDay} confirmation mails to one address in 24 hours, and one at a time`, async () => {
    for (let i = 0; i < newsletterRules.confirmationMailsPerDay; i++) {
      // While one waits for the mail server, asking again adds none: the waiting mail will carry a fresh link.
      expect(await requestConfirmation(store, "busy@example.com", now())).toEqual({ queued: true });
      expect(await requestConfirmation(store, "busy@example.com", now())).toEqual({ queued: false });
      await outbox().deliverDue();
      clock += hour;
    }
    expect(sent).toHaveLength(newsletterRules.confirmationMailsPerDay);
    expect(await requestConfirmation(store, "busy@example.com", now())).toEqual({ queued: false });
    expect(await requestConfirmation(store, "other@example.com", now())).toEqual({ queued: true }); // per address
    clock = start + day; // the first mail leaves the window
    expect(await requestConfirmation(store, "busy@example.com", now())).toEqual({ queued: true });
  });

  it(`counts an address's variants (+tags; dots at Gmail) towards one mailbox's ${newsletterRules.confirmationMailsPerDay} mails a day, storing and sending to each address as entered`, async () => {
    const variants = [
      "victim+0@example.com",
      "victim+1@example.com",
      "Victim@Example.com",
      "victim+2@example.com",
      "victim+news@EXAMPLE.COM",
    ];
    const queued = [];
    for (const email of variants) queued.push((await requestConfirmation(store, email, now())).queued);
    expect(queued).toEqual([true, true, true, false, false]);
    // Dots are another mailbox outside Gmail; at Gmail (and googlemail.com) they are the same one.
    expect(await requestConfirmation(store, "v.ictim@example.com", now())).toEqual({ queued: true });
    const gmail = ["reader@gmail.com", "re.ad.er@gmail.com", "Reader+x@googlemail.com", "r.eader+y@gmail.com"];
    const atGmail = [];
    for (const email of gmail) atGmail.push((await requestConfirmation(store, email, now())).queued);
    expect(atGmail).toEqual([true, true, true, false]);
    await outbox().deliverDue();
    expect(sent.map((mail) => mail.to).sort()).toEqual(
      [
        "victim+0@example.com",
        "victim+1@example.com",
        "victim@example.com",
        "v.ictim@example.com",
        "reader@gmail.com",
        "re.ad.er@gmail.com",
        "reader+x@googlemail.com",
      ].sort(),
    );
    // Every address is kept as it was entered (lower case), each one pending on its own.
    expect((await listSubscribers(store)).subscribers.map((row) => row.email).sort()).toEqual(
      [...variants, "v.ictim@example.com", ...gmail].map((email) => email.toLowerCase()).sort(),
    );
    clock += day; // a day later the mailbox may be asked again
    expect(await requestConfirmation(store, "victim+3@example.com", now())).toEqual({ queued: true });
  });

  it("lets concurrent requests for one mailbox's variants take turns, so together they queue no more than the limit", async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => requestConfirmation(store, `crowd+${i}@example.com`, now())),
    );
    expect(results.filter((result) => result.queued)).toHaveLength(newsletterRules.confirmationMailsPerDay);
  });

  it("does the same store work for a new, a pending, a waiting, a limited and a confirmed address, so no answer is quicker", async () => {
    const watched = statementsOf(store);
    const newsletter = createNewsletterService({
      store: watched.store,
      config: { doubleOptIn: true, from: "news@jenesys.example", publicUrl },
      smtpUrl: undefined,
      logger,
      now,
      send: async (mail) => void sent.push(mail),
    });
    // The worker is told of every sign-up alike; its passes run here when the test says, not in the measure.
    const kick = vi.spyOn(newsletter.outbox!, "kick").mockImplementation(() => undefined);
    const work = async (email: string) => {
      watched.taken();
      const calls = kick.mock.calls.length;
      expect(await newsletter.signUp(email)).toBe("check-inbox");
      expect(kick.mock.calls.length).toBe(calls + 1);
      return watched.taken();
    };
    const fresh = await work("fresh@example.com"); // queues a mail
    expect(fresh.filter((statement) => statement.startsWith("InsertQueryNode"))).toEqual([
      "InsertQueryNode newsletter_subscriptions",
      "InsertQueryNode newsletter_outbox",
    ]);
    expect(await work("fresh@example.com")).toEqual(fresh); // its mail still waits
    await newsletter.outbox!.deliverDue();
    expect(await work("fresh@example.com")).toEqual(fresh); // pending, a second mail
    await newsletter.outbox!.deliverDue();
    await work("fresh@example.com");
    await newsletter.outbox!.deliverDue();
    expect(await work("fresh@example.com")).toEqual(fresh); // over the day's limit
    const member = tokensOf(sent.at(-1)!).confirm!;
    expect(await newsletter.confirm(member)).toBe("confirmed");
    expect(await work("fresh@example.com")).toEqual(fresh); // a subscriber
    await newsletter.stop();
    expect(sent.filter((mail) => String(mail.subject).startsWith("Please confirm"))).toHaveLength(
      newsletterRules.confirmationMailsPerDay,
    );
  });

  it("lets concurrent requests for one address take turns, so together they queue one mail as one request would", async () => {
    await signUp("race@example.com"); // the address exists: every request below updates the same row
    const results = await Promise.all(
      Array.from({ length: 20 }, () => requestConfirmation(store, "race@example.com", now())),
    );
    expect(results.filter((result) => result.queued)).toHaveLength(1);
    await Promise.all([outbox().deliverDue(), outbox().deliverDue()]); // two workers, as on two instances
    expect(sent).toHaveLength(2); // each queued mail sent once, whichever worker took it
    expect((await rows("newsletter_outbox")).filter((row) => row.kind === "confirm")).toHaveLength(2);
  });

  it("retries a mail the mail server refused, later each time, and keeps no link of an undelivered mail", async () => {
    failing = true;
    expect(await requestConfirmation(store, "patient@example.com", now())).toEqual({ queued: true });
    await outbox().deliverDue();
    let [row] = await rows("newsletter_outbox");
    expect(row).toMatchObject({ attempts: 1, sent_at: null });
    expect(new Date(row.next_attempt_at).getTime()).toBe(start + 30_000);
    expect(await rows("newsletter_tokens")).toEqual([]);
    // Logged with the reply code, never the text that quotes the address.
    expect(logger.lines.find((line) => line.msg.startsWith("newsletter mail not accepted"))).toMatchObject({
      level: "warn",
      code: "EENVELOPE",
      responseCode: 450,
      attempt: 1,
    });
    expect(JSON.stringify(logger.lines)).not.toContain("patient@example.com");
    await outbox().deliverDue(); // not due yet: no attempt
    expect((await rows("newsletter_outbox"))[0].attempts).toBe(1);
    clock += 30_000;
    await outbox().deliverDue();
    [row] = await rows("newsletter_outbox");
    expect(row).toMatchObject({ attempts: 2 });
    expect(new Date(row.next_attempt_at).getTime()).toBe(clock + 60_000);
    failing = false;
    clock += 60_000;
    await outbox().deliverDue(); // a new worker (a restart) finds the mail and sends it
    expect(sent).toHaveLength(1);
    expect((await rows("newsletter_outbox"))[0]).toMatchObject({ attempts: 3, sent_at: expect.anything() });
    expect((await rows("newsletter_tokens")).map((token) => token.purpose).sort()).toEqual(["confirm", "unsubscribe"]);
  });

  it(`deletes addresses unconfirmed ${newsletterRules.pendingDays} days after their last request, with their links and mails, and keeps subscribers`, async () => {
    const kept = await signUp("kept@example.com");
    await confirmSubscription(store, tokenHash(kept.confirm!), now());
    await signUp("forgotten@example.com");
    clock += 2 * day;
    await signUp("renewed@example.com");
    clock = start + newsletterRules.pendingDays * day;
    expect((await purgeNewsletter(store, now())).pending).toBe(0); // 7 days exactly: not yet older
    clock += 1;
    const purged = await purgeNewsletter(store, now());
    expect(purged.pending).toBe(1);
    expect((await listSubscribers(store)).subscribers.map((row) => [row.email, row.status])).toEqual([
      ["kept@example.com", "confirmed"],
      ["renewed@example.com", "pending"],
    ]);
    expect((await rows("newsletter_tokens")).some((token) => token.email === "forgotten@example.com")).toBe(false);
    // Sent mails older than a day no longer count towards the limit and are gone.
    expect((await rows("newsletter_outbox")).every((mail) => new Date(mail.created_at).getTime() > clock - day)).toBe(
      true,
    );
    // The subscriber's unsubscribe link outlives the purge.
    expect(await unsubscribeByToken(store, tokenHash(kept.unsubscribe))).toBe(true);
  });

  it("builds every link on the public origin it is given", () => {
    const token = newToken();
    expect(linkTo(publicUrl, "/newsletter/confirm", token)).toBe(`${publicUrl}/newsletter/confirm?token=${token}`);
  });
}

/** A store of its own: an SQLite file, or a schema of the test PostgreSQL database. */
function scratch(kind: "sqlite" | "postgres") {
  return async () => {
    const { databaseUrl, remove } = scratchStore(kind, `newsletter_${randomBytes(5).toString("hex")}`, pgUrl);
    return { store: openStore(databaseUrl), cleanup: remove };
  };
}

describe("newsletter consent on SQLite", () => {
  consentSuite(scratch("sqlite"));
});

describe.skipIf(!pgUrl)(
  `newsletter consent on PostgreSQL${pgUrl ? "" : " (skipped: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run)"}`,
  () => {
    consentSuite(scratch("postgres"));
  },
);
