/**
 * Colleagues invited by an Admin. The invitation is stored and its mail waits in the same row until the mail
 * queue (server/mail-queue.ts) hands it to the mail server; the link's one-time token is made as the mail is
 * sent and only its SHA-256 is kept. The link opens a page on which the colleague chooses a password (the
 * rules of the command line), which makes the account with the role the Admin chose. A link works once, for
 * 72 hours from the invitation; a newer invitation for the same address replaces an older one.
 */
import { randomUUID } from "node:crypto";
import type { SendMailOptions } from "nodemailer";
import { site } from "../../app/site/facts";
import { invitationParam, staffLogin } from "../../app/lib/staff-paths";
import { renderMail } from "../mail-body";
import { mailRowOutcome, type MailSource } from "../mail-queue";
import { newToken, tokenHash } from "../newsletter/tokens";
import { isoTimestamp } from "../store/tables";
import { normaliseEmail, type Store } from "../store/types";
import { AccountError, checkStaffEmail, type ChangedBy } from "./accounts";
import { writeAudit } from "./audit";
import { hashPassword, passwordProblem } from "./passwords";
import { roleNames, type StaffRole } from "./permissions";

export const invitationValidMs = 72 * 60 * 60 * 1000;

export interface OpenInvitation {
  id: string;
  email: string;
  role: StaffRole;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
  /** False while the mail waits for the mail server. */
  mailed: boolean;
}

/**
 * Invites `email` as `role`: refused for an address that already has an account; an open invitation for the
 * address is withdrawn, so only the newest link works. The audit entry commits with the invitation.
 */
export async function inviteColleague(
  store: Store,
  invitation: { email: string; role: StaffRole },
  by: ChangedBy & { staffEmail: string },
  now = new Date(),
): Promise<OpenInvitation> {
  const email = checkStaffEmail(invitation.email);
  const created = await store.query((db) =>
    db.transaction().execute(async (trx) => {
      const account = await trx.selectFrom("staff_accounts").select("id").where("email", "=", email).executeTakeFirst();
      if (account) return undefined;
      await trx
        .updateTable("staff_invitations")
        .set({ withdrawn_at: now.toISOString() })
        .where("email", "=", email)
        .where("accepted_at", "is", null)
        .where("withdrawn_at", "is", null)
        .execute();
      const row: OpenInvitation = {
        id: randomUUID(),
        email,
        role: invitation.role,
        invitedBy: by.staffEmail,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + invitationValidMs).toISOString(),
        mailed: false,
      };
      await trx
        .insertInto("staff_invitations")
        .values({
          id: row.id,
          email,
          role: row.role,
          invited_by: by.staffEmail,
          created_at: row.createdAt,
          expires_at: row.expiresAt,
          next_attempt_at: row.createdAt,
        })
        .execute();
      await writeAudit(trx, {
        staffEmail: by.staffEmail,
        action: "invitation sent",
        target: `${email} as ${roleNames[row.role]}`,
        client: by.client,
      });
      return row;
    }),
  );
  if (!created) throw new AccountError(`${email} already has a staff account.`);
  return created;
}

/** Invitations not yet accepted, withdrawn or expired, newest first. */
export async function openInvitations(store: Store, now = new Date()): Promise<OpenInvitation[]> {
  const rows = await store.query((db) =>
    db
      .selectFrom("staff_invitations")
      .select(["id", "email", "role", "invited_by", "created_at", "expires_at", "sent_at"])
      .where("accepted_at", "is", null)
      .where("withdrawn_at", "is", null)
      .where("expires_at", ">", now.toISOString())
      .orderBy("created_at", "desc")
      .execute(),
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.invited_by,
    createdAt: isoTimestamp(row.created_at),
    expiresAt: isoTimestamp(row.expires_at),
    mailed: row.sent_at !== null,
  }));
}

/** Withdraws an open invitation: its link stops working. False when there is no open invitation of that id. */
export async function withdrawInvitation(store: Store, id: string, by: ChangedBy, now = new Date()): Promise<boolean> {
  return store.query((db) =>
    db.transaction().execute(async (trx) => {
      const invitation = await trx
        .selectFrom("staff_invitations")
        .select(["email"])
        .where("id", "=", id)
        .where("accepted_at", "is", null)
        .where("withdrawn_at", "is", null)
        .executeTakeFirst();
      if (!invitation) return false;
      await trx
        .updateTable("staff_invitations")
        .set({ withdrawn_at: now.toISOString() })
        .where("id", "=", id)
        .execute();
      await writeAudit(trx, {
        staffEmail: by.staffEmail,
        action: "invitation withdrawn",
        target: invitation.email,
        client: by.client,
      });
      return true;
    }),
  );
}

/** The invitation a link's token opens, while it can still be accepted; undefined otherwise (whatever the reason). */
export async function invitationFor(
  store: Store,
  token: string,
  now = new Date(),
): Promise<{ id: string; email: string; role: StaffRole } | undefined> {
  // Stryker disable next-line Regex: the pattern only spares a lookup; a token it lets through hashes to no stored link
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  return store.query((db) =>
    db
      .selectFrom("staff_invitations")
      .select(["id", "email", "role"])
      .where("token_hash", "=", tokenHash(token))
      .where("accepted_at", "is", null)
      .where("withdrawn_at", "is", null)
      .where("expires_at", ">", now.toISOString())
      .executeTakeFirst(),
  );
}

export type AcceptOutcome =
  | { ok: true; staffId: string; email: string; role: StaffRole }
  | { ok: false; reason: "password"; message: string }
  | { ok: false; reason: "gone" };

/**
 * Makes the account an invitation's link opens, with the chosen password. The link is used up in the same
 * transaction that makes the account, so two posts of it make one account.
 */
export async function acceptInvitation(
  store: Store,
  token: string,
  password: string,
  client: string,
  now = new Date(),
): Promise<AcceptOutcome> {
  const problem = passwordProblem(password);
  if (problem) return { ok: false, reason: "password", message: problem };
  if (!(await invitationFor(store, token, now))) return { ok: false, reason: "gone" };
  const passwordHash = await hashPassword(password);
  const made = await store.query((db) =>
    db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable("staff_invitations")
        .set({ accepted_at: now.toISOString() })
        .where("token_hash", "=", tokenHash(token))
        .where("accepted_at", "is", null)
        .where("withdrawn_at", "is", null)
        .where("expires_at", ">", now.toISOString())
        .returning(["email", "role"])
        .executeTakeFirst();
      if (!used) return undefined;
      const taken = await trx
        .selectFrom("staff_accounts")
        .select("id")
        .where("email", "=", normaliseEmail(used.email))
        .executeTakeFirst();
      if (taken) return undefined;
      const staffId = randomUUID();
      await trx
        .insertInto("staff_accounts")
        .values({
          id: staffId,
          email: used.email,
          password_hash: passwordHash,
          role: used.role,
          created_at: now.toISOString(),
        })
        .execute();
      await writeAudit(trx, {
        staffEmail: used.email,
        action: "invitation accepted",
        target: `as ${roleNames[used.role]}`,
        client,
      });
      return { staffId, email: used.email, role: used.role };
    }),
  );
  return made ? { ok: true, ...made } : { ok: false, reason: "gone" };
}

type DueInvitation = { id: string; email: string; role: StaffRole; invited_by: string; attempts: number };

/** The mail of an invitation: who invited whom, as what, the link, and until when it works. */
export function invitationMail(
  invitation: { email: string; role: StaffRole; invitedBy: string },
  link: string,
  from: string,
): SendMailOptions {
  return {
    from,
    to: invitation.email,
    subject: `Your staff account at ${site.name}`,
    ...renderMail([
      `${invitation.invitedBy} has invited you to the staff area of the ${site.name} website, as ${roleNames[invitation.role]}.`,
      {
        before: "To accept, choose your password on this page (the link works once, for 72 hours):",
        link,
        label: "Choose your password",
      },
      "If you did not expect this invitation, ignore this mail: no account is made until the link is used.",
      site.name,
    ]),
  };
}

/** The invitations waiting to be mailed, as the mail queue works through them. */
export function invitationMails(options: { store: Store; from: string; publicUrl: string }): MailSource<DueInvitation> {
  const { store } = options;
  return {
    name: "staff invitation",
    due: (now, limit) =>
      store.query((db) =>
        db
          .selectFrom("staff_invitations")
          .select(["id", "email", "role", "invited_by", "attempts"])
          .where("sent_at", "is", null)
          .where("accepted_at", "is", null)
          .where("withdrawn_at", "is", null)
          .where("expires_at", ">", now)
          .where("next_attempt_at", "<=", now)
          .orderBy("next_attempt_at")
          .limit(limit)
          .execute(),
      ),

    async prepare(invitation, { claimedUntil }) {
      const token = newToken();
      const claimed = await store.query((db) =>
        db
          .updateTable("staff_invitations")
          .set({ attempts: invitation.attempts + 1, next_attempt_at: claimedUntil, token_hash: tokenHash(token) })
          .where("id", "=", invitation.id)
          .where("attempts", "=", invitation.attempts)
          .where("sent_at", "is", null)
          .where("withdrawn_at", "is", null)
          .executeTakeFirst(),
      );
      if (Number(claimed.numUpdatedRows) !== 1) return undefined; // another worker took it, or it was withdrawn
      const link = `${options.publicUrl}${staffLogin}?${invitationParam}=${encodeURIComponent(token)}`;
      return {
        message: invitationMail(
          { email: invitation.email, role: invitation.role, invitedBy: invitation.invited_by },
          link,
          options.from,
        ),
        forget: () =>
          store.query(async (db) => {
            await db
              .updateTable("staff_invitations")
              .set({ token_hash: null })
              .where("id", "=", invitation.id)
              .where("token_hash", "=", tokenHash(token))
              .execute();
          }),
      };
    },

    ...mailRowOutcome(store, "staff_invitations"),

    describe: (invitation) => ({ invitationId: invitation.id }),
  };
}
