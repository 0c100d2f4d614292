/**
 * Double opt-in over the store: an address waits as pending until its confirmation link is followed; a
 * confirmation link works once and for a limited time; an unsubscribe link deletes the address. Every
 * function takes the time as an argument, so the rules are tested with a controlled clock.
 */
import { randomUUID } from "node:crypto";
import { sql, type SqlBool } from "kysely";
import { newsletterRules } from "../../app/site/newsletter";
import { isoTimestamp } from "../store/tables";
import { normaliseEmail, type Store } from "../store/types";
import { mailboxKey, mailboxPatterns } from "./mailbox";

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
/** Column types for the outbox insert's casts (server/store/dialect.ts). */
const sqliteTypes = { uuid: "text", timestamp: "text" } as const;
const postgresTypes = { uuid: "uuid", timestamp: "timestamptz" } as const;
const before = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

/**
 * Records a sign-up in double opt-in mode and queues a confirmation mail when one is due: never for a
 * subscriber, never while one is still waiting for the mail server (it carries a fresh link when it goes),
 * and at most `confirmationMailsPerDay` in any 24 hours to one mailbox, counting every variant of the
 * address that reaches it (server/newsletter/mailbox.ts). The count is in the store, so it holds across
 * instances. Concurrent requests for one mailbox take turns: on PostgreSQL a transaction-scoped advisory
 * lock on the mailbox (and the upsert's row lock) holds the others until the transaction ends; SQLite has
 * one writer at a time.
 *
 * The store does the same work whatever the address's state (new, pending, waiting, limited, subscribed),
 * so the time of the answer tells no one which it is: the same statements in the same order, each of
 * them run every time. The address's row is always written (a subscriber's with its own values), and the
 * outbox insert always runs, adding its row only when a mail is due.
 */
export async function requestConfirmation(store: Store, email: string, now: Date): Promise<{ queued: boolean }> {
  const address = normaliseEmail(email);
  const mailbox = mailboxKey(address);
  const at = now.toISOString();
  return store.query((db) =>
    db.transaction().execute(async (trx) => {
      if (store.kind === "postgres")
        await sql`SELECT pg_advisory_xact_lock(hashtext(${`newsletter:${mailbox}`}))`.execute(trx);
      // A pending address's time is its latest request, so the purge counts from there; a subscriber's row
      // is written with its own time, so every state writes the row. (Also the row lock.)
      await trx
        .insertInto("newsletter_subscriptions")
        .values({ email: address, created_at: at, status: "pending" })
        .onConflict((conflict) =>
          conflict.column("email").doUpdateSet((eb) => ({
            created_at: eb
              .case()
              .when("newsletter_subscriptions.status", "=", "pending")
              .then(eb.ref("excluded.created_at"))
              .else(eb.ref("newsletter_subscriptions.created_at"))
              .end(),
          })),
        )
        .execute();
      const { status } = await trx
        .selectFrom("newsletter_subscriptions")
        .select("status")
        .where("email", "=", address)
        .executeTakeFirstOrThrow();
      const dayAgo = before(now, dayMs);
      // The mailbox's recent and waiting mails: narrowed by LIKE (the outbox keeps about a day of mails), then exactly.
      const mails = (
        await trx
          .selectFrom("newsletter_outbox")
          .select(["email", "created_at", "sent_at"])
          .where((eb) =>
            eb.or(mailboxPatterns(address).map((pattern) => sql<SqlBool>`email LIKE ${pattern} ESCAPE '\\'`)),
          )
          .where("kind", "=", "confirm")
          .where((eb) => eb.or([eb("created_at", ">", dayAgo), eb("sent_at", "is", null)]))
          .execute()
      ).filter((mail) => mailboxKey(mail.email) === mailbox);
      const waiting = mails.some((mail) => mail.email === address && mail.sent_at === null);
      const today = mails.filter((mail) => isoTimestamp(mail.created_at) > dayAgo).length;
      const due = status === "pending" && !waiting && today < newsletterRules.confirmationMailsPerDay;
      // Run whether or not a mail is due: INSERT … SELECT adds the row only when it is.
      const { uuid, timestamp } = store.kind === "postgres" ? postgresTypes : sqliteTypes;
      const inserted = await trx
        .insertInto("newsletter_outbox")
        .columns(["id", "email", "kind", "created_at", "next_attempt_at"])
        .expression(
          trx
            .selectFrom("newsletter_subscriptions")
            .select([
              sql<string>`CAST(${randomUUID()} AS ${sql.raw(uuid)})`.as("id"),
              "email",
              sql<"confirm">`'confirm'`.as("kind"),
              sql<string>`CAST(${at} AS ${sql.raw(timestamp)})`.as("created_at"),
              sql<string>`CAST(${at} AS ${sql.raw(timestamp)})`.as("next_attempt_at"),
            ])
            .where("email", "=", address)
            .where(sql<SqlBool>`${due ? 1 : 0} = 1`),
        )
        .executeTakeFirst();
      return { queued: Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 };
    }),
  );
}

export type ConfirmOutcome = "confirmed" | "unknown" | "expired";

/**
 * Follows a confirmation link. The first use of a fresh link confirms the address and queues the welcome
 * mail; a later use of it, or of another link of a confirmed address, changes nothing and says
 * "confirmed" again. A link whose address was deleted (unsubscribed, purged, erased) is unknown.
 */
export async function confirmSubscription(store: Store, hash: string, now: Date): Promise<ConfirmOutcome> {
  const at = now.toISOString();
  return store.query((db) =>
    db.transaction().execute(async (trx) => {
      const link = await trx
        .selectFrom("newsletter_tokens")
        .innerJoin("newsletter_subscriptions", "newsletter_subscriptions.email", "newsletter_tokens.email")
        .select([
          "newsletter_tokens.email",
          "newsletter_tokens.created_at",
          "newsletter_tokens.used_at",
          "newsletter_subscriptions.status",
        ])
        .where("newsletter_tokens.hash", "=", hash)
        .where("newsletter_tokens.purpose", "=", "confirm")
        .executeTakeFirst();
      if (!link) return "unknown";
      const markUsed = () =>
        trx
          .updateTable("newsletter_tokens")
          .set({ used_at: at })
          .where("hash", "=", hash)
          .where("used_at", "is", null)
          .execute();
      if (link.status === "confirmed") {
        await markUsed();
        return "confirmed";
      }
      if (link.used_at !== null) return "unknown"; // used, yet pending: not a state this code leaves behind
      if (now.getTime() - new Date(link.created_at).getTime() >= newsletterRules.confirmLinkHours * hourMs)
        return "expired";
      await markUsed();
      const confirmed = await trx
        .updateTable("newsletter_subscriptions")
        .set({ status: "confirmed", consented_at: at, opt_in: "double" })
        .where("email", "=", link.email)
        .where("status", "=", "pending")
        .executeTakeFirst();
      // Two clicks at once: only the one whose update confirmed the address sends the welcome.
      if (Number(confirmed.numUpdatedRows) === 1) {
        await trx
          .insertInto("newsletter_outbox")
          .values({ id: randomUUID(), email: link.email, kind: "welcome", created_at: at, next_attempt_at: at })
          .execute();
      }
      return "confirmed";
    }),
  );
}

/**
 * Follows an unsubscribe link: deletes the address, and with it (ON DELETE CASCADE) its links and mails.
 * True when an address was deleted; an unknown link (already used) deletes nothing and is no error.
 */
export async function unsubscribeByToken(store: Store, hash: string): Promise<boolean> {
  const result = await store.query((db) =>
    db
      .deleteFrom("newsletter_subscriptions")
      .where(
        "email",
        "in",
        db
          .selectFrom("newsletter_tokens")
          .select("email")
          .where("hash", "=", hash)
          .where("purpose", "=", "unsubscribe"),
      )
      .executeTakeFirst(),
  );
  return Number(result.numDeletedRows) > 0;
}

/**
 * Deletes what the privacy policy says is not kept: addresses never confirmed within `pendingDays` of
 * their last request, confirmation links as old, mails sent more than a day ago (they no longer count
 * towards the daily limit), and mails the mail server never took within `pendingDays`.
 */
export async function purgeNewsletter(
  store: Store,
  now: Date,
): Promise<{ pending: number; links: number; mails: number }> {
  const expired = before(now, newsletterRules.pendingDays * dayMs);
  return store.query(async (db) => {
    const pending = await db
      .deleteFrom("newsletter_subscriptions")
      .where("status", "=", "pending")
      .where("created_at", "<", expired)
      .executeTakeFirst();
    const links = await db
      .deleteFrom("newsletter_tokens")
      .where("purpose", "=", "confirm")
      .where("created_at", "<", expired)
      .executeTakeFirst();
    const mails = await db
      .deleteFrom("newsletter_outbox")
      .where((eb) =>
        eb.or([
          eb.and([eb("sent_at", "is not", null), eb("created_at", "<", before(now, dayMs))]),
          eb("created_at", "<", expired),
        ]),
      )
      .executeTakeFirst();
    return {
      pending: Number(pending.numDeletedRows),
      links: Number(links.numDeletedRows),
      mails: Number(mails.numDeletedRows),
    };
  });
}
