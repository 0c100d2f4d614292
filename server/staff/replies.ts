/**
 * Replies to enquiries, written in the staff inbox and sent through the mail queue (server/mail-queue.ts)
 * from the sales address, Reply-To the colleague who wrote them, so the visitor's answer reaches that
 * colleague. A reply is kept with its enquiry (its history shows it, sent or waiting) and deleted with it.
 * The templates a reply starts from are kept in the store, for staff to change.
 */
import { randomUUID } from "node:crypto";
import type { SendMailOptions } from "nodemailer";
import type { Reply, ReplyTemplate } from "../../app/lib/reply-schema";
import { kolkataTime } from "../../app/lib/kolkata-time";
import { mailRowOutcome, type MailSource } from "../mail-queue";
import { literalSubject } from "../notify";
import { isoTimestamp } from "../store/tables";
import type { Store } from "../store/types";
import { writeAudit } from "./audit";
import { onEnquiry } from "./enquiry-work";
import type { StaffSession } from "./sessions";

export interface StoredReplyTemplate extends ReplyTemplate {
  id: string;
}

export interface SentReply {
  at: string;
  by: string;
  subject: string;
  body: string;
  /** When the mail server took it; null while it waits. */
  sentAt: string | null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The templates, by name. */
export async function replyTemplates(store: Store): Promise<StoredReplyTemplate[]> {
  return store.query((db) =>
    db.selectFrom("reply_templates").select(["id", "name", "subject", "body"]).orderBy("name").orderBy("id").execute(),
  );
}

/** Saves a template: a new one without `id`. False when the template to change is gone. */
export async function saveReplyTemplate(
  store: Store,
  session: Pick<StaffSession, "email">,
  template: ReplyTemplate & { id?: string },
): Promise<boolean> {
  const values = {
    name: template.name,
    subject: template.subject,
    body: template.body,
    updated_at: new Date().toISOString(),
    updated_by: session.email,
  };
  return store.query((db) =>
    db.transaction().execute(async (trx) => {
      if (template.id === undefined) {
        await trx
          .insertInto("reply_templates")
          .values({ id: randomUUID(), ...values })
          .execute();
      } else {
        if (!uuidPattern.test(template.id)) return false;
        const changed = await trx
          .updateTable("reply_templates")
          .set(values)
          .where("id", "=", template.id.toLowerCase())
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) !== 1) return false;
      }
      await writeAudit(trx, {
        staffEmail: session.email,
        action: "reply template saved",
        target: template.name,
        client: null,
      });
      return true;
    }),
  );
}

/** Deletes a template; replies written from it are not affected. False when it was not there. */
export async function deleteReplyTemplate(
  store: Store,
  session: Pick<StaffSession, "email">,
  id: string,
): Promise<boolean> {
  if (!uuidPattern.test(id)) return false;
  return store.query((db) =>
    db.transaction().execute(async (trx) => {
      const deleted = await trx
        .deleteFrom("reply_templates")
        .where("id", "=", id.toLowerCase())
        .returning("name")
        .executeTakeFirst();
      if (!deleted) return false;
      await writeAudit(trx, {
        staffEmail: session.email,
        action: "reply template deleted",
        target: deleted.name,
        client: null,
      });
      return true;
    }),
  );
}

/**
 * Keeps the reply to be sent at once by the mail queue; the audit entry commits with it. False when there is
 * no such enquiry.
 */
export async function queueReply(
  store: Store,
  session: Pick<StaffSession, "email">,
  id: string,
  reply: Reply,
  now = new Date(),
): Promise<boolean> {
  return onEnquiry(store, id, async (trx, contactId) => {
    await trx
      .insertInto("enquiry_replies")
      .values({
        id: randomUUID(),
        contact_id: contactId,
        created_at: now.toISOString(),
        staff_email: session.email,
        subject: reply.subject,
        body: reply.body,
        next_attempt_at: now.toISOString(),
      })
      .execute();
    await writeAudit(trx, { staffEmail: session.email, action: "reply", target: contactId, client: null });
  });
}

/** The replies to the enquiry, oldest first. */
export async function repliesTo(store: Store, id: string): Promise<SentReply[]> {
  if (!uuidPattern.test(id)) return [];
  const rows = await store.query((db) =>
    db
      .selectFrom("enquiry_replies")
      .select(["created_at", "staff_email", "subject", "body", "sent_at"])
      .where("contact_id", "=", id.toLowerCase())
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
  );
  return rows.map((row) => ({
    at: isoTimestamp(row.created_at),
    by: row.staff_email,
    subject: row.subject,
    body: row.body,
    sentAt: row.sent_at === null ? null : isoTimestamp(row.sent_at),
  }));
}

interface DueReply {
  id: string;
  attempts: number;
}

/**
 * The mail of a reply: plain text, as a person writes to a person, with the visitor's own message quoted
 * under it so the thread reads whole in their mail client.
 */
export function replyMail(
  reply: { subject: string; body: string; staffEmail: string },
  enquiry: { email: string; message: string; createdAt: string },
  from: string,
): SendMailOptions {
  const quoted = enquiry.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  return {
    from,
    to: enquiry.email,
    replyTo: reply.staffEmail,
    headers: { Subject: literalSubject(reply.subject) },
    text: `${reply.body}\n\n\nYou wrote on ${kolkataTime(enquiry.createdAt)}:\n${quoted}\n`,
  };
}

/** The replies waiting to be mailed, as the mail queue works through them. */
export function replyMails(options: { store: Store; from: string }): MailSource<DueReply> {
  const { store } = options;
  return {
    name: "enquiry reply",
    due: (now, limit) =>
      store.query((db) =>
        db
          .selectFrom("enquiry_replies")
          .select(["id", "attempts"])
          .where("sent_at", "is", null)
          .where("next_attempt_at", "<=", now)
          .orderBy("next_attempt_at")
          .limit(limit)
          .execute(),
      ),

    async prepare(due, { claimedUntil }) {
      return store.query((db) =>
        db.transaction().execute(async (trx) => {
          const claimed = await trx
            .updateTable("enquiry_replies")
            .set({ attempts: due.attempts + 1, next_attempt_at: claimedUntil })
            .where("id", "=", due.id)
            .where("attempts", "=", due.attempts)
            .where("sent_at", "is", null)
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) !== 1) return undefined; // another worker took it
          const row = await trx
            .selectFrom("enquiry_replies")
            .innerJoin("contacts", "contacts.id", "enquiry_replies.contact_id")
            .select([
              "enquiry_replies.subject",
              "enquiry_replies.body",
              "enquiry_replies.staff_email",
              "contacts.email",
              "contacts.message",
              "contacts.created_at",
            ])
            .where("enquiry_replies.id", "=", due.id)
            .executeTakeFirstOrThrow();
          return {
            message: replyMail(
              { subject: row.subject, body: row.body, staffEmail: row.staff_email },
              { email: row.email, message: row.message, createdAt: isoTimestamp(row.created_at) },
              options.from,
            ),
            forget: async () => undefined, // a reply has no link to forget
          };
        }),
      );
    },

    ...mailRowOutcome(store, "enquiry_replies"),

    describe: (due) => ({ replyId: due.id }),
  };
}
