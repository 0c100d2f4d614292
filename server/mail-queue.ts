/**
 * Delivers mails that wait in a table of the store: newsletter mails (server/newsletter/outbox.ts), staff
 * invitations (server/staff/invitations.ts), replies to enquiries (server/staff/replies.ts) and the mails about
 * an application (server/careers/mails.ts). What is sent is committed first and handed to the mail server
 * afterwards, so a slow or absent mail server never delays an answer, and a mail it refuses is tried again
 * later with growing pauses (30 s, 1 min, 2 min, … at most an hour), surviving restarts since the row stays
 * until it is sent. Each instance runs a worker; a row is claimed by raising its attempt count from the value
 * read, which only one of them can do.
 *
 * A new mail starts a delivery pass at once, even while another pass is still waiting on the mail server
 * (up to `maxPasses` at a time): a mail server slow to take one mail never holds up the next. Passes never
 * send a row twice, since each row is claimed.
 *
 * The links' tokens are made at the moment of sending and exist only in the mail: the rows hold their hashes.
 */
import type { SendMailOptions } from "nodemailer";
import { describeError, type Logger } from "./logger";
import type { Store } from "./store/types";

/** A row waiting to be sent: its id and how many times it has been claimed. */
export interface QueuedMail {
  id: string;
  attempts: number;
}

/** What a table of waiting mails tells the queue: which are due, how to claim one, and what became of it. */
export interface MailSource<Row extends QueuedMail> {
  /** Names the queue in the logs ("newsletter", "staff invitation"). */
  name: string;
  /** Up to `limit` rows due at `now`, oldest due first. */
  due(now: string, limit: number): Promise<Row[]>;
  /**
   * Claims the row (its attempts raised from `row.attempts`, next attempt at `claimedUntil`) and makes the
   * mail with fresh link tokens, in one transaction; undefined when another worker took it or it is no longer
   * to be sent. `forget` removes the tokens of a mail that did not go out.
   */
  prepare(
    row: Row,
    at: { now: string; claimedUntil: string },
  ): Promise<{ message: SendMailOptions; forget(): Promise<void> } | undefined>;
  sent(row: Row, at: string): Promise<void>;
  /** Puts a refused mail back, due at `at`. */
  retryAt(row: Row, at: string): Promise<void>;
  /** What a log line says of the row: ids and kinds, never an address. */
  describe(row: Row): Record<string, unknown>;
}

/** The store's tables of waiting mails: each row has an id, a `sent_at` and a `next_attempt_at`. */
type MailTable = "newsletter_outbox" | "staff_invitations" | "enquiry_replies" | "application_mails";

/**
 * What becomes of a row of `table` once the mail server has answered, the same for every table of waiting
 * mails: stamped as sent, or due again at a later time (unless another pass sent it meanwhile).
 */
export function mailRowOutcome(store: Store, table: MailTable): Pick<MailSource<QueuedMail>, "sent" | "retryAt"> {
  return {
    sent: (row, at) =>
      store.query(async (db) => {
        await db.updateTable(table).set({ sent_at: at }).where("id", "=", row.id).execute();
      }),
    retryAt: (row, at) =>
      store.query(async (db) => {
        await db
          .updateTable(table)
          .set({ next_attempt_at: at })
          .where("id", "=", row.id)
          .where("sent_at", "is", null)
          .execute();
      }),
  };
}

export interface MailQueueOptions {
  /** Hands one mail to the mail server; rejects when it is not accepted. */
  send: (mail: SendMailOptions) => Promise<unknown>;
  logger: Logger;
  now?: () => Date;
  /** Pause after the first failure, doubled after each further one, up to `maxDelayMs`. */
  retry?: { firstDelayMs: number; maxDelayMs: number };
  /** How often to look for mails that are due (retries, and rows queued by other instances). */
  pollMs?: number;
}

export interface MailQueue {
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

export function createMailQueue<Row extends QueuedMail>(source: MailSource<Row>, options: MailQueueOptions): MailQueue {
  const { send, logger } = options;
  const now = options.now ?? (() => new Date());
  const retry = options.retry ?? { firstDelayMs: 30_000, maxDelayMs: 3_600_000 };
  const later = (ms: number) => new Date(now().getTime() + ms).toISOString();
  let timer: NodeJS.Timeout | undefined;
  const passes = new Set<Promise<void>>();
  /** A pass was asked for while every slot was taken: one more starts when a slot frees. */
  let wanted = false;
  let stopped = false;

  async function deliver(row: Row): Promise<void> {
    const prepared = await source.prepare(row, { now: now().toISOString(), claimedUntil: later(claimMs) });
    if (!prepared) return;
    try {
      await send(prepared.message);
    } catch (error) {
      const retryInMs = retryDelayMs(row.attempts + 1, retry);
      // The links of a mail that never went out lead nowhere; the next attempt makes new ones.
      await prepared.forget();
      await source.retryAt(row, later(retryInMs));
      if (!stopped) setTimeout(() => void deliverDue(), retryInMs).unref(); // on time, not at the next poll
      logger.warn(`${source.name} mail not accepted; will retry`, {
        ...source.describe(row),
        attempt: row.attempts + 1,
        retryInMs,
        ...sendFailure(error),
      });
      return;
    }
    await source.sent(row, now().toISOString());
    logger.info(`${source.name} mail sent`, source.describe(row));
  }

  /** Delivers due mails until none is left; rows another pass has claimed are skipped. */
  async function pass(): Promise<void> {
    for (;;) {
      const due = await source.due(now().toISOString(), batchSize);
      for (const row of due) await deliver(row);
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
      .catch((error: unknown) =>
        logger.error(`${source.name} outbox: store unavailable; will retry`, describeError(error)),
      )
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
