/**
 * The newsletter service as the API, the pages and the server's start use it, over a real SQLite store and
 * a clock the test moves: which sign-up mode answers what, what a link's token may be, what the hourly
 * purge deletes and says, and that it stops.
 */
import { randomBytes } from "node:crypto";
import type { SendMailOptions } from "nodemailer";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { newsletterRules } from "../../../app/site/newsletter";
import { confirmSubscription, requestConfirmation } from "../../../server/newsletter/consent";
import { createOutbox } from "../../../server/newsletter/outbox";
import { createNewsletterService, subscribeAtOnce } from "../../../server/newsletter/service";
import { tokenHash } from "../../../server/newsletter/tokens";
import { listSubscribers } from "../../../server/newsletter/subscribers";
import { openStore } from "../../../server/store/index";
import type { Store } from "../../../server/store/types";
import { scratchStore } from "../../../scripts/server-process";
import { createMemoryLogger } from "../../support/memory-logger";

const day = 24 * 3_600_000;
const config = { doubleOptIn: true, from: "news@jenesys.example", publicUrl: "https://www.jenesys.example" };
const tokenOf = (mail: SendMailOptions, path: string) =>
  new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(typeof mail.text === "string" ? mail.text : "")![1];

describe("the newsletter service", () => {
  let store: Store;
  let remove: () => Promise<void>;
  let clock: number;
  let sent: SendMailOptions[];
  let logger: ReturnType<typeof createMemoryLogger>;
  const rows = async () => (await listSubscribers(store)).subscribers.map((row) => [row.email, row.status, row.optIn]);
  const service = (overrides: Partial<Parameters<typeof createNewsletterService>[0]> = {}) =>
    createNewsletterService({
      store,
      config,
      smtpUrl: undefined,
      logger,
      now: () => new Date(clock),
      send: async (mail) => void sent.push(mail),
      ...overrides,
    });

  beforeEach(async () => {
    const scratch = scratchStore("sqlite", `service_${randomBytes(4).toString("hex")}`);
    store = openStore(scratch.databaseUrl);
    remove = scratch.remove;
    await store.migrate();
    clock = Date.parse("2026-03-01T09:00:00.000Z");
    sent = [];
    logger = createMemoryLogger();
  });
  afterEach(async () => {
    await store.close();
    await remove();
  });

  it("single opt-in (switched off, or no mail server at all) subscribes at once and says whether it was new", async () => {
    const off = service({ config: { ...config, doubleOptIn: false } });
    expect(off.doubleOptIn).toBe(false);
    expect(await off.signUp("Once@Example.com")).toBe("subscribed");
    expect(await off.signUp("once@example.com")).toBe("already-subscribed");
    const noMail = service({ send: undefined });
    expect(noMail.outbox).toBeUndefined();
    expect(await noMail.signUp("twice@example.com")).toBe("subscribed");
    expect(await subscribeAtOnce(store, "twice@example.com")).toBe("already-subscribed");
    expect(await rows()).toEqual([
      ["once@example.com", "confirmed", "single"],
      ["twice@example.com", "confirmed", "single"],
    ]);
    expect(sent).toEqual([]);
  });

  it("double opt-in keeps the address pending and mails it; its link confirms, a garbled one is unknown; the welcome follows", async () => {
    const newsletter = service();
    expect(newsletter.doubleOptIn).toBe(true);
    expect(newsletter.outbox).toBeDefined();
    expect(await newsletter.signUp("reader@example.com")).toBe("check-inbox");
    expect(await rows()).toEqual([["reader@example.com", "pending", null]]);
    await newsletter.outbox!.deliverDue();
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ["reader@example.com", "Please confirm your subscription to the Jenesys Technologies newsletter"],
    ]);
    // Every pass the sign-up asked for is over: from here, only the confirmation's own kick sends the welcome.
    await new Promise((resolve) => setImmediate(resolve));
    await newsletter.outbox!.deliverDue();
    expect(sent).toHaveLength(1);
    for (const garbled of [undefined, "", "short", `${"A".repeat(42)}=`, 42])
      expect(await newsletter.confirm(garbled)).toBe("unknown");
    expect(await newsletter.confirm("A".repeat(43))).toBe("unknown"); // well formed, never sent
    expect(await newsletter.confirm(tokenOf(sent[0], "/newsletter/confirm"))).toBe("confirmed");
    expect(await rows()).toEqual([["reader@example.com", "confirmed", "double"]]);
    // The welcome is on its way without anyone asking: the confirmation told the worker.
    await expect
      .poll(() => sent.map((mail) => mail.subject))
      .toContain("You are subscribed to the Jenesys Technologies newsletter");
    await newsletter.stop();
  });

  it("an unsubscribe link deletes the address; a garbled one is refused, an unknown one is no error; only the outcome is logged", async () => {
    const newsletter = service();
    await newsletter.signUp("leaver@example.com");
    await newsletter.outbox!.deliverDue();
    const token = tokenOf(sent[0], "/newsletter/unsubscribe");
    expect(await newsletter.unsubscribe("garbled")).toBe(false);
    expect(await newsletter.unsubscribe(undefined)).toBe(false);
    expect(await newsletter.unsubscribe(token)).toBe(true);
    expect(await rows()).toEqual([]);
    expect(await newsletter.unsubscribe(token)).toBe(true); // again: nothing left, and no error
    expect(logger.lines.filter((line) => line.msg === "newsletter unsubscribe").map((line) => line.deleted)).toEqual([
      true,
      false,
    ]);
    expect(JSON.stringify(logger.lines)).not.toContain("leaver@example.com");
    expect(JSON.stringify(logger.lines)).not.toContain(token);
  });

  it(`purges at start what is ${newsletterRules.pendingDays} days unconfirmed and says how much, says nothing when there is nothing, and stops`, async () => {
    const quiet = service();
    quiet.start();
    await quiet.stop();
    expect(logger.lines.filter((line) => line.msg.startsWith("newsletter:"))).toEqual([]);

    await service().signUp("forgotten@example.com");
    clock += newsletterRules.pendingDays * day + 1;
    const newsletter = service();
    newsletter.start();
    await expect
      .poll(() => logger.lines.find((line) => line.msg === "newsletter: expired rows deleted"))
      .toMatchObject({
        level: "info",
        pending: 1,
        links: 0,
        mails: 0, // its unsent mail went with the address
      });
    await newsletter.stop();
    expect(await rows()).toEqual([]);
  });

  it("says how many links and mails its purge deleted when no address went: sent mails after a day, links after a week", async () => {
    await requestConfirmation(store, "member@example.com", new Date(clock));
    const worker = createOutbox({
      ...config,
      store,
      logger,
      now: () => new Date(clock),
      send: async (mail) => void sent.push(mail),
    });
    await worker.deliverDue();
    await confirmSubscription(store, tokenHash(tokenOf(sent[0], "/newsletter/confirm")), new Date(clock));
    await worker.deliverDue();
    const purged = () => logger.lines.filter((line) => line.msg === "newsletter: expired rows deleted");
    clock += 2 * day;
    const second = service();
    second.start();
    await expect.poll(purged).toEqual([expect.objectContaining({ pending: 0, links: 0, mails: 2 })]);
    await second.stop();
    clock += newsletterRules.pendingDays * day;
    const third = service();
    third.start();
    await expect.poll(() => purged().length).toBe(2);
    expect(purged()[1]).toMatchObject({ pending: 0, links: 1, mails: 0 });
    await third.stop();
    expect(await rows()).toEqual([["member@example.com", "confirmed", "double"]]);
  });

  it("without a mail server it has no worker to start or stop, and with one it makes its own transport", async () => {
    const none = service({ send: undefined });
    none.start();
    await none.stop();
    const own = service({ send: undefined, smtpUrl: "smtp://127.0.0.1:1" });
    expect(own.outbox).toBeDefined();
    await own.stop();
  });

  it("a purge that cannot reach the store says so as a warning and is tried again later", async () => {
    const newsletter = service({ store: { ...store, query: () => Promise.reject(new Error("database is gone")) } });
    newsletter.start();
    await expect
      .poll(() => logger.lines.find((line) => line.msg === "newsletter: purge failed; will retry"))
      .toMatchObject({
        level: "warn",
      });
    await newsletter.stop();
  });
});
