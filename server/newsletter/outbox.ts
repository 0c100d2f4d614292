/**
 * The newsletter's mails waiting in newsletter_outbox: confirmations and welcomes, delivered by the mail
 * queue (server/mail-queue.ts) after the sign-up is answered. Each mail's links are made as it is sent; the
 * row holds none, and a confirmation whose address was confirmed meanwhile is not sent at all.
 */
import { createMailQueue, mailRowOutcome, type MailQueue, type MailQueueOptions, type MailSource } from "../mail-queue";
import type { Store } from "../store/types";
import { confirmationMail, welcomeMail } from "./mails";
import { newToken, tokenHash } from "./tokens";

export interface OutboxOptions extends MailQueueOptions {
  store: Store;
  from: string;
  publicUrl: string;
}

export type Outbox = MailQueue;

type DueMail = { id: string; email: string; kind: "confirm" | "welcome"; attempts: number };

/** The newsletter's table of waiting mails, as the mail queue (server/mail-queue.ts) works through it. */
function newsletterMails(options: Pick<OutboxOptions, "store" | "from" | "publicUrl">): MailSource<DueMail> {
  const { store } = options;
  return {
    name: "newsletter",
    due: (now, limit) =>
      store.query((db) =>
        db
          .selectFrom("newsletter_outbox")
          .select(["id", "email", "kind", "attempts"])
          .where("sent_at", "is", null)
          .where("next_attempt_at", "<=", now)
          .orderBy("next_attempt_at")
          .limit(limit)
          .execute(),
      ),

    async prepare(mail, { now, claimedUntil }) {
      const unsubscribeToken = newToken();
      const confirmToken = newToken();
      const prepared = await store.query((db) =>
        db.transaction().execute(async (trx) => {
          const claimed = await trx
            .updateTable("newsletter_outbox")
            .set({ attempts: mail.attempts + 1, next_attempt_at: claimedUntil })
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
            await trx.updateTable("newsletter_outbox").set({ sent_at: now }).where("id", "=", mail.id).execute();
            return undefined;
          }
          const links: Array<{ hash: string; email: string; purpose: "confirm" | "unsubscribe"; created_at: string }> =
            [{ hash: tokenHash(unsubscribeToken), email: mail.email, purpose: "unsubscribe", created_at: now }];
          if (mail.kind === "confirm")
            links.push({ hash: tokenHash(confirmToken), email: mail.email, purpose: "confirm", created_at: now });
          await trx.insertInto("newsletter_tokens").values(links).execute();
          const tokens = { publicUrl: options.publicUrl, unsubscribeToken };
          const message =
            mail.kind === "confirm"
              ? confirmationMail(mail.email, options.from, { ...tokens, confirmToken })
              : welcomeMail(mail.email, options.from, tokens);
          return { message, hashes: links.map((link) => link.hash) };
        }),
      );
      return (
        prepared && {
          message: prepared.message,
          forget: () =>
            store.query(async (db) => {
              await db.deleteFrom("newsletter_tokens").where("hash", "in", prepared.hashes).execute();
            }),
        }
      );
    },

    ...mailRowOutcome(store, "newsletter_outbox"),

    describe: (mail) => ({ mailId: mail.id, kind: mail.kind }),
  };
}

export function createOutbox(options: OutboxOptions): Outbox {
  return createMailQueue(newsletterMails(options), options);
}
