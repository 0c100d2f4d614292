/**
 * The mails about an application, each a row of application_mails until the mail queue (server/mail-queue.ts)
 * has handed it to the mail server: the candidate's confirmation (what they sent, what happens next, and a link
 * that withdraws the application), HR's notice (a name, an opening and a link into the staff area: no CV, no
 * other detail), and a rejection in the words a colleague wrote. All of them go from the careers address.
 */
import type { SendMailOptions } from "nodemailer";
import { applicationNextSteps } from "../../app/lib/application-rules";
import { applicationPath } from "../../app/lib/staff-paths";
import { withdrawPath } from "../../app/site/careers";
import { mailRowOutcome, type MailSource, type QueuedMail } from "../mail-queue";
import { newToken, tokenHash } from "../newsletter/tokens";
import { literalSubject } from "../notify";
import type { ApplicationMailKind } from "../store/tables";
import type { Store } from "../store/types";

interface DueMail extends QueuedMail {
  kind: ApplicationMailKind;
}

/** What a mail about an application is written from. */
export interface ApplicationForMail {
  id: string;
  openingTitle: string;
  fullName: string;
  email: string;
  phone: string;
  location: string;
  noticePeriod: string;
  link: string | null;
  coverLetter: string | null;
  otherRoles: boolean;
  fileName: string;
  fileSize: number;
  /** True once the candidate has sent it again (an update of the first). */
  updated: boolean;
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("en-IN")} KB`;

/** The candidate's confirmation: what they sent, what happens next, how to withdraw. */
export function confirmationMail(application: ApplicationForMail, withdrawLink: string, from: string): SendMailOptions {
  const sent = [
    `Full name: ${application.fullName}`,
    `E-mail: ${application.email}`,
    `Phone: ${application.phone}`,
    `Current location: ${application.location}`,
    `Notice period: ${application.noticePeriod}`,
    `LinkedIn or portfolio link: ${application.link ?? "none"}`,
    `CV: ${application.fileName} (${kilobytes(application.fileSize)})`,
    `Cover letter: ${application.coverLetter ? `${application.coverLetter.length.toLocaleString("en-IN")} characters` : "none"}`,
    `Kept for other roles: ${application.otherRoles ? "yes" : "no"}`,
  ];
  const opening = application.updated
    ? `We have your updated application for ${application.openingTitle}. It replaces the one you sent before.`
    : `Thank you for applying for ${application.openingTitle}. Your application has reached us.`;
  return {
    from,
    to: application.email,
    headers: {
      Subject: literalSubject(
        `${application.updated ? "Your updated application" : "Your application"} for ${application.openingTitle}`,
      ),
    },
    text:
      `Dear ${application.fullName},\n\n${opening}\n\nWhat you sent:\n${sent.map((line) => `  ${line}`).join("\n")}\n\n` +
      `What happens next: ${applicationNextSteps}\n\n` +
      `Changed your mind? This link withdraws your application and erases it with your CV, once you confirm:\n${withdrawLink}\n\n` +
      `HR team, Jenesys Technologies\n${from}\n`,
  };
}

/** HR's notice: who applied for what, and where to read it; the details stay in the staff area. */
export function noticeMail(application: ApplicationForMail, staffLink: string, to: string): SendMailOptions {
  const what = application.updated ? "updated their application for" : "applied for";
  return {
    from: to,
    to,
    headers: { Subject: literalSubject(`Application: ${application.fullName}, ${application.openingTitle}`) },
    text: `${application.fullName} ${what} ${application.openingTitle}.\n\nRead it in the staff area:\n${staffLink}\n`,
  };
}

/** The rejection as the colleague wrote it; the candidate's answer comes back to the careers address. */
export function rejectionMail(to: string, words: { subject: string; body: string }, from: string): SendMailOptions {
  return { from, to, headers: { Subject: literalSubject(words.subject) }, text: `${words.body}\n` };
}

export function applicationMails(options: { store: Store; from: string; publicUrl: string }): MailSource<DueMail> {
  const { store, from, publicUrl } = options;
  return {
    name: "application mail",
    due: (now, limit) =>
      store.query((db) =>
        db
          .selectFrom("application_mails")
          .select(["id", "attempts", "kind"])
          .where("sent_at", "is", null)
          .where("next_attempt_at", "<=", now)
          .orderBy("next_attempt_at")
          .limit(limit)
          .execute(),
      ),

    async prepare(due, { claimedUntil }) {
      // Only a confirmation carries a link; its token exists in the mail alone, the row keeps its hash.
      const token = due.kind === "confirmation" ? newToken() : undefined;
      return store.query((db) =>
        db.transaction().execute(async (trx) => {
          const claimed = await trx
            .updateTable("application_mails")
            .set({
              attempts: due.attempts + 1,
              next_attempt_at: claimedUntil,
              ...(token ? { token_hash: tokenHash(token) } : {}),
            })
            .where("id", "=", due.id)
            .where("attempts", "=", due.attempts)
            .where("sent_at", "is", null)
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) !== 1) return undefined; // another worker took it
          const row = await trx
            .selectFrom("application_mails")
            .innerJoin("applications", "applications.id", "application_mails.application_id")
            .innerJoin("openings", "openings.id", "applications.opening_id")
            .innerJoin("application_files", "application_files.application_id", "applications.id")
            .select([
              "application_mails.subject",
              "application_mails.body",
              "applications.id",
              "applications.full_name",
              "applications.email",
              "applications.phone",
              "applications.location",
              "applications.notice_period",
              "applications.link",
              "applications.cover_letter",
              "applications.other_roles",
              "applications.created_at",
              "applications.updated_at",
              "application_files.file_name",
              "application_files.size",
              "openings.title",
            ])
            .where("application_mails.id", "=", due.id)
            .executeTakeFirstOrThrow();
          const application: ApplicationForMail = {
            id: row.id,
            openingTitle: row.title,
            fullName: row.full_name,
            email: row.email,
            phone: row.phone,
            location: row.location,
            noticePeriod: row.notice_period,
            link: row.link,
            coverLetter: row.cover_letter,
            otherRoles: row.other_roles === 1,
            fileName: row.file_name,
            fileSize: row.size,
            updated: String(row.created_at) !== String(row.updated_at),
          };
          const forgetToken = async () => {
            await store.query((db) =>
              db.updateTable("application_mails").set({ token_hash: null }).where("id", "=", due.id).execute(),
            );
          };
          switch (due.kind) {
            case "confirmation":
              return {
                message: confirmationMail(application, `${publicUrl}${withdrawPath}?token=${token}`, from),
                forget: forgetToken,
              };
            case "notice":
              return {
                message: noticeMail(application, `${publicUrl}${applicationPath(row.id)}`, from),
                forget: async () => undefined,
              };
            case "rejection":
              return {
                message: rejectionMail(row.email, { subject: row.subject ?? "", body: row.body ?? "" }, from),
                forget: async () => undefined,
              };
          }
        }),
      );
    },

    ...mailRowOutcome(store, "application_mails"),

    describe: (due) => ({ applicationMailId: due.id, kind: due.kind }),
  };
}
