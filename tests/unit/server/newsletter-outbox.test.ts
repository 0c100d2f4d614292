/**
 * The newsletter's outbox worker over a real SQLite store, with a clock the test sets and a mail server it
 * controls: what it sends and skips, how it retries and polls, and that it stops. Waits are for a state
 * (a mail arrived), never for a time.
 */
import { randomBytes } from "node:crypto";
import type { SendMailOptions } from "nodemailer";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { confirmSubscription, requestConfirmation } from "../../../server/newsletter/consent";
import { createOutbox, type OutboxOptions } from "../../../server/newsletter/outbox";
import { deleteSubscriber } from "../../../server/newsletter/subscribers";
import { tokenHash } from "../../../server/newsletter/tokens";
import { openStore } from "../../../server/store/index";
import type { Store } from "../../../server/store/types";
import { scratchStore } from "../../../scripts/server-process";
import { createMemoryLogger } from "../../support/memory-logger";

const tokenOf = (mail: SendMailOptions, path: string) =>
  new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(typeof mail.text === "string" ? mail.text : "")?.[1];

describe("the newsletter outbox", () => {
  let store: Store;
  let remove: () => Promise<void>;
  let clock: number;
  let sent: SendMailOptions[];
  let refuse: boolean;
  let logger: ReturnType<typeof createMemoryLogger>;
  const now = () => new Date(clock);
  const outbox = (options: Partial<OutboxOptions> = {}) =>
    createOutbox({
      store,
      logger,
      now,
      from: "news@jenesys.example",
      publicUrl: "https://www.jenesys.example",
      send: async (mail) => {
        if (refuse) throw Object.assign(new Error("451 try later"), { responseCode: 451 });
        sent.push(mail);
      },
      ...options,
    });
  const rows = () => store.query((db) => db.selectFrom("newsletter_outbox").selectAll().execute());
  const tokens = () => store.query((db) => db.selectFrom("newsletter_tokens").selectAll().execute());

  beforeEach(async () => {
    const scratch = scratchStore("sqlite", `outbox_${randomBytes(4).toString("hex")}`);
    store = openStore(scratch.databaseUrl);
    remove = scratch.remove;
    await store.migrate();
    clock = Date.parse("2026-03-01T09:00:00.000Z");
    sent = [];
    refuse = false;
    logger = createMemoryLogger();
  });
  afterEach(async () => {
    await store.close();
    await remove();
  });

  it("sends each due mail once, to its address, and logs its id and kind only", async () => {
    await requestConfirmation(store, "one@example.com", now());
    const worker = outbox();
    await worker.deliverDue();
    await worker.deliverDue();
    expect(sent.map((mail) => mail.to)).toEqual(["one@example.com"]);
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, sent_at: new Date(clock).toISOString() });
    expect(logger.lines.filter((line) => line.msg === "newsletter mail sent")).toEqual([
      expect.objectContaining({ level: "info", mailId: row.id, kind: "confirm" }),
    ]);
    expect(JSON.stringify(logger.lines)).not.toContain("one@example.com");
  });

  it("delivers more mails than one batch holds in one pass", async () => {
    for (let i = 0; i < 45; i++) await requestConfirmation(store, `reader${i}@example.com`, now());
    await outbox().deliverDue();
    expect(sent).toHaveLength(45);
    expect((await rows()).every((row) => row.sent_at !== null)).toBe(true);
  });

  it("sends no confirmation to an address confirmed meanwhile, and nothing to one deleted meanwhile", async () => {
    await requestConfirmation(store, "quick@example.com", now());
    const worker = outbox();
    await worker.deliverDue();
    clock += 3_600_000;
    await requestConfirmation(store, "quick@example.com", now()); // a second mail waits…
    expect(await confirmSubscription(store, tokenHash(tokenOf(sent[0], "/newsletter/confirm")!), now())).toBe(
      "confirmed",
    ); // …while the first one's link is followed
    await requestConfirmation(store, "gone@example.com", now());
    await deleteSubscriber(store, "gone@example.com");
    await worker.deliverDue();
    expect(sent.map((mail) => [mail.to, String(mail.subject).split(" ")[0]])).toEqual([
      ["quick@example.com", "Please"],
      ["quick@example.com", "You"], // the welcome only
    ]);
    expect((await rows()).filter((row) => row.sent_at === null)).toEqual([]);
  });

  it("a welcome carries an unsubscribe link and no confirmation link; only that link's hash is kept", async () => {
    await requestConfirmation(store, "reader@example.com", now());
    const worker = outbox();
    await worker.deliverDue();
    await confirmSubscription(store, tokenHash(tokenOf(sent[0], "/newsletter/confirm")!), now());
    const before = (await tokens()).length;
    await worker.deliverDue();
    const welcome = sent[1];
    expect(tokenOf(welcome, "/newsletter/confirm")).toBeUndefined();
    const unsubscribe = tokenOf(welcome, "/newsletter/unsubscribe")!;
    const added = (await tokens()).slice(before);
    expect(added.map((row) => [row.purpose, row.hash])).toEqual([["unsubscribe", tokenHash(unsubscribe)]]);
  });

  it("retries a refused mail after 30 s by default, on time without another pass, and not once stopped", async () => {
    await requestConfirmation(store, "later@example.com", now());
    refuse = true;
    const worker = outbox();
    await worker.deliverDue();
    const [row] = await rows();
    expect(row.next_attempt_at).toBe(new Date(clock + 30_000).toISOString());
    expect(await tokens()).toEqual([]);

    const quick = outbox({ retry: { firstDelayMs: 5, maxDelayMs: 5 } });
    clock += 30_000;
    await quick.deliverDue(); // refused again: retried 5 ms later by itself
    refuse = false;
    clock += 60_000; // the retry finds the mail due
    await expect.poll(() => sent.length).toBe(1);
    await quick.stop();
  });

  it("polls for mails another instance queued, is kicked for new ones, and does nothing after stop", async () => {
    const worker = outbox({ pollMs: 10 });
    worker.start();
    await requestConfirmation(store, "polled@example.com", now()); // queued without telling this worker
    await expect.poll(() => sent.map((mail) => mail.to)).toEqual(["polled@example.com"]);
    await worker.stop();
    await requestConfirmation(store, "after@example.com", now());
    await worker.deliverDue();
    worker.kick();
    await new Promise((resolve) => setImmediate(resolve));
    await worker.deliverDue();
    expect(sent).toHaveLength(1);

    worker.start(); // started again, it delivers again
    await expect.poll(() => sent.map((mail) => mail.to)).toEqual(["polled@example.com", "after@example.com"]);
    await worker.stop();

    const kicked = outbox();
    await requestConfirmation(store, "kicked@example.com", now());
    kicked.kick();
    await expect.poll(() => sent.map((mail) => mail.to)).toContain("kicked@example.com");
    await kicked.stop();
  });

  it("a store that cannot be reached is logged as an error, and the pass still ends", async () => {
    const worker = outbox({ store: { ...store, query: () => Promise.reject(new Error("database is gone")) } });
    await worker.deliverDue();
    expect(logger.lines.filter((line) => line.level === "error").map((line) => line.msg)).toEqual([
      "newsletter outbox: store unavailable; will retry",
    ]);
  });
});
