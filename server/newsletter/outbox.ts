/**
 * Delivers the mails waiting in newsletter_outbox. A sign-up is answered once its row is committed; this
 * worker hands the mail to the mail server afterwards, so a slow or absent mail server never delays an
 * answer, and a mail it refuses is tried again later with growing pauses (30 s, 1 min, 2 min, … at most an
 * hour), surviving restarts since the row stays until it is sent. Each instance runs a worker; a row is
 * claimed by raising its attempt count from the value read, which only one of them can do.
 *
 * A new mail starts a delivery pass at once, even while another pass is still waiting on the mail server
 * (up to `maxPasses` at a time): a mail server slow to take one mail never holds up the welcome mail of a
 * subscriber who has just confirmed. Passes never send a row twice, since each row is claimed.
 *
 * The links' tokens are made at the moment of sending and exist only in the mail: the row holds none.
 */
import type { SendMailOptions } from "nodemailer";
import { describeError, type Logger } from "../logger";
import type { Store } from "../store/types";
import { confirmationMail, welcomeMail } from "./mails";
import { newToken, tokenHash } from "./tokens";

export interface OutboxOptions {
  store: Store;
  /** Hands one mail to the mail server; rejects when it is not accepted. */
  send: (mail: SendMailOptions) => Promise<unknown>;
  logger: Logger;
  from: string;
  publicUrl: string;
  now?: () => Date;
  /** Pause after the first failure, doubled after each further one, up to `maxDelayMs`. */
  retry?: { firstDelayMs: number; maxDelayMs: number };
  /** How often to look for mails that are due (retries, and rows queued by other instances). */
  pollMs?: number;
}

export interface Outbox {
  /** Delivers every mail that is due now; resolves when done. */
  deliverDue(): Promise<void>;
  /** Asks for a delivery pass soon, without waiting for it. */
  kick(): void;
  start(): void;
  /** Stops polling and waits for the pass under way. */
  stop(): Promise<void>;
}

/** Longer than a send can take (the transport's timeouts add up to 40 s): a claimed row is left alone meanwhile. */
const claimMs = 2 * 60_000;
const batchSize = 20;
/** Delivery passes under way at once, at most (each hands one mail at a time to the mail server). */
const maxPasses = 4;

export function retryDelayMs(attempts: number, retry: { firstDelayMs: number; maxDelayMs: number }): number {
  return Math.min(retry.firstDelayMs * 2 ** Math.max(0, attempts - 1), retry.maxDelayMs);
}

/**
 * What a refused send is logged with: the error's kind and the mail server's reply code, not its text, which
 * may quote the recipient ("550 <name@example.com>: no such user"). Logs hold no personal data; the row's
 * id finds the mail.
 */
function sendFailure(error: unknown): Record<string, unknown> {
  const { name, code, responseCode, command } = (error ?? {}) as {
    name?: unknown;
    code?: unknown;
    responseCode?: unknown;
    command?: unknown;
  };
  return { errorName: name, code, responseCode, command };
}

type DueMail = { id: string; email: string; kind: "confirm" | "welcome"; attempts: number };

export function createOutbox(options: OutboxOptions): Outbox {
  const { store, send, logger } = options;
  const now = options.now ?? (() => new Date());
  const retry = options.retry ?? { firstDelayMs: 30_000, maxDelayMs: 3_600_000 };
  const later = (ms: number) => new Date(now().getTime() + ms).toISOString();
  let timer: NodeJS.Timeout | undefined;
  const passes = new Set<Promise<void>>();
  /** A pass was asked for while every slot was taken: one more starts when a slot frees. */
  let wanted = false;
  let stopped = false;

  /** Claims the row and records its links' hashes in one transaction; undefined when there is nothing to send. */
  async function prepare(mail: DueMail): Promise<{ message: SendMailOptions; hashes: string[] } | undefined> {
    const at = now().toISOString();
    const unsubscribeToken = newToken();
    const confirmToken = newToken();
    return store.query((db) =>
      db.transaction().execute(async (trx) => {
        const claimed = await trx
          .updateTable("newsletter_outbox")
          .set({ attempts: mail.attempts + 1, next_attempt_at: later(claimMs) })
          .where("id", "=", mail.id)
          .where("attempts", "=", mail.attempts)
          .where("sent_at", "is", null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return undefined; // another worker took it
        // Locked so that an unsubscribe cannot delete the address between this read and the insert below.
        const address = await trx
          .selectFrom("newsletter_subscriptions")
          .select("status")
          .where("email", "=", mail.email)
          .$if(store.kind === "postgres", (query) => query.forShare())
          .executeTakeFirst();
        if (!address) return undefined; // deleted meanwhile; its rows go with it
        if (mail.kind === "confirm" && address.status === "confirmed") {
          // Confirmed through an earlier mail's link while this one waited: nothing left to ask.
          await trx.updateTable("newsletter_outbox").set({ sent_at: at }).where("id", "=", mail.id).execute();
          return undefined;
        }
        const links: Array<{ hash: string; email: string; purpose: "confirm" | "unsubscribe"; created_at: string }> = [
          { hash: tokenHash(unsubscribeToken), email: mail.email, purpose: "unsubscribe", created_at: at },
        ];
        if (mail.kind === "confirm")
          links.push({ hash: tokenHash(confirmToken), email: mail.email, purpose: "confirm", created_at: at });
        await trx.insertInto("newsletter_tokens").values(links).execute();
        const tokens = { publicUrl: options.publicUrl, unsubscribeToken };
        const message =
          mail.kind === "confirm"
            ? confirmationMail(mail.email, options.from, { ...tokens, confirmToken })
            : welcomeMail(mail.email, options.from, tokens);
        return { message, hashes: links.map((link) => link.hash) };
      }),
    );
  }

  async function deliver(mail: DueMail): Promise<void> {
    const prepared = await prepare(mail);
    if (!prepared) return;
    try {
      await send(prepared.message);
    } catch (error) {
      const retryInMs = retryDelayMs(mail.attempts + 1, retry);
      await store.query(async (db) => {
        // The links of a mail that never went out lead nowhere; the next attempt makes new ones.
        await db.deleteFrom("newsletter_tokens").where("hash", "in", prepared.hashes).execute();
        await db
          .updateTable("newsletter_outbox")
          .set({ next_attempt_at: later(retryInMs) })
          .where("id", "=", mail.id)
          .where("sent_at", "is", null)
          .execute();
      });
      if (!stopped) setTimeout(() => void deliverDue(), retryInMs).unref(); // on time, not at the next poll
      logger.warn("newsletter mail not accepted; will retry", {
        mailId: mail.id,
        kind: mail.kind,
        attempt: mail.attempts + 1,
        retryInMs,
        ...sendFailure(error),
      });
      return;
    }
    await store.query((db) =>
      db.updateTable("newsletter_outbox").set({ sent_at: now().toISOString() }).where("id", "=", mail.id).execute(),
    );
    logger.info("newsletter mail sent", { mailId: mail.id, kind: mail.kind });
  }

  /** Delivers due mails until none is left; rows another pass has claimed are skipped. */
  async function pass(): Promise<void> {
    for (;;) {
      const due = await store.query((db) =>
        db
          .selectFrom("newsletter_outbox")
          .select(["id", "email", "kind", "attempts"])
          .where("sent_at", "is", null)
          .where("next_attempt_at", "<=", now().toISOString())
          .orderBy("next_attempt_at")
          .limit(batchSize)
          .execute(),
      );
      for (const mail of due) await deliver(mail);
      if (due.length < batchSize) return;
    }
  }

  function deliverDue(): Promise<void> {
    if (stopped) return Promise.resolve();
    const underWay = [...passes];
    if (passes.size >= maxPasses) {
      wanted = true;
      return Promise.all(underWay).then(() => undefined);
    }
    const run: Promise<void> = pass()
      .catch((error: unknown) => logger.error("newsletter outbox: store unavailable; will retry", describeError(error)))
      .finally(() => {
        passes.delete(run);
        if (wanted) {
          wanted = false;
          void deliverDue();
        }
      });
    passes.add(run);
    // Done when this pass and those already under way are: every mail due now has been handed over or refused.
    return Promise.all([run, ...underWay]).then(() => undefined);
  }

  return {
    deliverDue,
    kick() {
      setImmediate(() => void deliverDue());
    },
    start() {
      stopped = false;
      timer ??= setInterval(() => void deliverDue(), options.pollMs ?? 30_000);
      timer.unref();
      void deliverDue();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await Promise.all(passes);
    },
  };
}
