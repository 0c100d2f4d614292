/**
 * Everything the staff area does, over the store, for the route modules (through React Router's load
 * context) and the tests. Each action that reads personal data in bulk or changes it is written to the
 * audit trail by the staff member's address.
 */
import type { InboxFilter } from "../../app/lib/inbox-filter";
import { describeFilter } from "../../app/lib/inbox-filter.server";
import type { Logger } from "../logger";
import type { ContactStatus } from "../../app/lib/enquiry-status";
import type { Store } from "../store/types";
import type { SendMailOptions } from "nodemailer";
import { createMailQueue, type MailQueue } from "../mail-queue";
import {
  AccountError,
  changeOwnPassword,
  findAccount,
  listAccounts,
  setDisabled,
  setRole,
  type ListedAccount,
} from "./accounts";
import { auditPage, recordAudit, type AuditFilter, type AuditPage } from "./audit";
import {
  acceptInvitation,
  invitationFor,
  invitationMails,
  inviteColleague,
  openInvitations,
  withdrawInvitation,
  type OpenInvitation,
} from "./invitations";
import { deleteSubscriber, listSubscribers, type Subscriber, type SubscriberPage } from "../newsletter/subscribers";
import type { InsightRange } from "../../app/lib/insight-ranges";
import { insightsCsv, insightsReport, type InsightsReport } from "../insights/report";
import {
  countMessages,
  deleteMessage,
  filteredMessageBatches,
  findMessage,
  inboxPage,
  newCount,
  setStatus,
  type InboxMessage,
  type InboxPage,
} from "./inbox";
import { clearOfSpam } from "../spam/screening";
import {
  addNote,
  assignOwner,
  enquiryHistory,
  nextNewEnquiry,
  possibleOwners,
  type AssignResult,
  type EnquiryEvent,
  type PossibleOwner,
} from "./enquiry-work";
import type { StaffAreaName, StaffRole } from "./permissions";
import type { Reply, ReplyTemplate } from "../../app/lib/reply-schema";
import {
  deleteReplyTemplate,
  queueReply,
  repliesTo,
  replyMails,
  replyTemplates,
  saveReplyTemplate,
  type SentReply,
  type StoredReplyTemplate,
} from "./replies";
import {
  checkSignInCode,
  confirmEnrolment,
  createPendingSignIn,
  endPendingSignIn,
  enrolmentKey,
  qrPath,
  readPendingSignIn,
  resetSecondFactor,
  totpUri,
} from "./second-factor";
import { site } from "../../app/site/facts";
import { maximumPasswordLength, verifyAgainstDecoy, verifyPassword } from "./passwords";
import {
  createSession,
  endOwnSessions,
  endSession,
  ownSessions,
  readSession,
  type OwnSession,
  type StaffSession,
} from "./sessions";
import type { SignInLimits } from "./sign-in-limits";

export type { StaffSession } from "./sessions";

export type SignInResult =
  | { ok: true; sessionId: string; email: string; role: StaffRole }
  /** The password was right and the account has a second factor: the code is asked for next. */
  | { ok: "code"; pendingId: string }
  | { ok: false; status: 401 }
  | { ok: false; status: 429; retryAfterSeconds: number };

/** A change to a colleague's account refused for a reason the Admin should read ("the last Admin …"). */
export type AccountChange = { ok: true } | { ok: false; message: string };

/** The two files a staff export can be: CSV for other tools, an Excel workbook for people. */
export type ExportFormat = "csv" | "xlsx";

const formatNames: Record<ExportFormat, string> = { csv: "CSV", xlsx: "Excel" };

export interface EnquiryExport {
  /** How many enquiries matched when the export began. */
  rows: number;
  batches: AsyncIterable<InboxMessage[]>;
}

export interface StaffService {
  readSession(sessionId: string | undefined): Promise<StaffSession | undefined>;
  /** `device`: the browser in words, for the person's list of sessions (./device.ts). */
  signIn(attempt: { email: string; password: string; client: string; device?: string }): Promise<SignInResult>;
  /** True while a half-way sign-in (password right, code to come) is live. */
  pendingSignIn(pendingId: string | undefined): Promise<boolean>;
  /** The second step: a code (or a recovery code) for a half-way sign-in; 410 when it has expired. */
  completeSignIn(attempt: {
    pendingId: string | undefined;
    code: string;
    client: string;
    device?: string;
  }): Promise<Exclude<SignInResult, { ok: "code" }> | { ok: false; status: 410 }>;
  /** The key to enrol (the same one until confirmed), as text and as a QR code's path. */
  enrolment(session: StaffSession): Promise<{ key: string; qr: { size: number; path: string } }>;
  /** Confirms enrolment with a first code; the ten recovery codes to show once, or undefined for a wrong code. */
  confirmEnrolment(session: StaffSession, code: string, client: string): Promise<string[] | undefined>;
  signOut(session: StaffSession, client: string): Promise<void>;
  /** One page of the inbox as `session`'s colleague sees it ("Mine" is theirs). */
  inbox(session: StaffSession, filter: InboxFilter): Promise<InboxPage>;
  message(id: string): Promise<InboxMessage | undefined>;
  /** How many enquiries wait as New. */
  newCount(): Promise<number>;
  /** The enquiry's history (assignments, notes, status changes), oldest first. */
  history(id: string): Promise<EnquiryEvent[]>;
  /** The colleagues an enquiry can be given to. */
  possibleOwners(): Promise<PossibleOwner[]>;
  /** Gives the enquiry to a colleague (by account id), or to nobody with null. */
  assign(session: StaffSession, id: string, ownerId: string | null): Promise<AssignResult>;
  /** Keeps a private note; false when there is no such enquiry. */
  addNote(session: StaffSession, id: string, text: string): Promise<boolean>;
  /** The replies sent (or waiting to be sent) to the enquiry, oldest first. */
  replies(id: string): Promise<SentReply[]>;
  /**
   * Sends a reply to the enquiry's sender through the mail queue, from the sales address, Reply-To the
   * colleague. "no-mail" without a mail server (SMTP_URL).
   */
  reply(session: StaffSession, id: string, reply: Reply): Promise<"queued" | "no-mail" | "no-such-enquiry">;
  /** The templates replies start from, and the address replies go from (undefined: no mail server, no replies). */
  replyTemplates(): Promise<{ templates: StoredReplyTemplate[]; from: string | undefined }>;
  /** Saves a template (a new one without `id`); false when the template to change is gone. */
  saveReplyTemplate(session: StaffSession, template: ReplyTemplate & { id?: string }): Promise<boolean>;
  deleteReplyTemplate(session: StaffSession, id: string): Promise<boolean>;
  /** The newest New enquiry other than this one, for "Next new enquiry". */
  nextNew(id: string): Promise<string | undefined>;
  /** False when there is no such enquiry. */
  setStatus(session: StaffSession, id: string, status: ContactStatus): Promise<boolean>;
  /** An enquiry held as spam goes back to New, and its reasons weigh less for its sender's domain. False when it is not in Spam. */
  notSpam(session: StaffSession, id: string): Promise<boolean>;
  /** Deletes this one enquiry only (a bad enquiry cleaned up); other enquiries and the sign-up of its address stay. False when there is none. */
  deleteMessage(session: StaffSession, id: string): Promise<boolean>;
  /**
   * The privacy erasure of the command line's `contacts -- delete`: every enquiry and the sign-up of the
   * enquiry's address (compared without regard to case).
   */
  erase(session: StaffSession, id: string): Promise<{ erased: number } | undefined>;
  /**
   * The filtered enquiries to download, oldest first, read in batches while they are written; the export is
   * in the audit trail before the first row is read.
   */
  exportEnquiries(session: StaffSession, filter: InboxFilter, format: ExportFormat): Promise<EnquiryExport>;
  /** Confirmed and pending addresses, with their status; `search` finds part of an address. */
  subscribers(page: number, search?: string): Promise<SubscriberPage>;
  /** Removes an address from the newsletter with its links and mails; false when it was not there. */
  removeSubscriber(session: StaffSession, email: string): Promise<boolean>;
  /** Every address (oldest first), recorded in the audit trail. */
  exportSubscribers(session: StaffSession, format: ExportFormat): Promise<Subscriber[]>;
  /** Visits and enquiries of the `range` days ending today (India time). */
  insights(range: InsightRange): Promise<InsightsReport>;
  exportInsightsCsv(session: StaffSession, range: InsightRange): Promise<{ csv: string; rows: number }>;
  /** Records a request refused because the session's role may not use that area. */
  refused(session: StaffSession, area: StaffAreaName, client: string): Promise<void>;

  /** Every account and the open invitations; `canInvite` is false without a mail server to send them. */
  accounts(): Promise<{ accounts: ListedAccount[]; invitations: OpenInvitation[]; canInvite: boolean }>;
  invite(session: StaffSession, invitation: { email: string; role: StaffRole }, client: string): Promise<AccountChange>;
  withdrawInvitation(session: StaffSession, id: string, client: string): Promise<boolean>;
  setRole(session: StaffSession, email: string, role: StaffRole, client: string): Promise<AccountChange>;
  setDisabled(session: StaffSession, email: string, disabled: boolean, client: string): Promise<AccountChange>;
  resetSecondFactor(session: StaffSession, email: string, client: string): Promise<boolean>;
  /** The address and role an invitation's link is for, while it can be accepted. */
  invitation(token: string): Promise<{ email: string; role: StaffRole } | undefined>;
  /** Makes the invited account with its password and signs it in. */
  acceptInvitation(attempt: {
    token: string;
    password: string;
    client: string;
    device?: string;
  }): Promise<
    | { ok: true; sessionId: string; role: StaffRole }
    | { ok: false; reason: "password"; message: string }
    | { ok: false; reason: "gone" }
  >;
  changePassword(
    session: StaffSession,
    passwords: { current: string; next: string },
    client: string,
  ): ReturnType<typeof changeOwnPassword>;
  sessions(session: StaffSession): Promise<OwnSession[]>;
  /** Ends one of the person's other sessions by its handle, or all of them ("others"); how many ended. */
  endSessions(session: StaffSession, which: string, client: string): Promise<number>;
  /** The audit trail, newest first, 50 a page. */
  audit(filter: AuditFilter): Promise<AuditPage>;
  /** Starts and stops the delivery of invitation mails (with the server). */
  start(): void;
  stop(): Promise<void>;
}

/** How the staff area mails invitations; without it, invitations cannot be sent. */
export interface StaffMail {
  send: (mail: SendMailOptions) => Promise<unknown>;
  from: string;
  /** The sales address replies to enquiries are sent from. */
  salesFrom: string;
  /** The site's public origin, which the invitation's link is built on. */
  publicUrl: string;
}

export function createStaffService(deps: {
  store: Store;
  limits: SignInLimits;
  logger: Logger;
  mail?: StaffMail;
}): StaffService {
  const { store, limits, logger, mail } = deps;
  const invitationQueue: MailQueue | undefined =
    mail &&
    createMailQueue(invitationMails({ store, from: mail.from, publicUrl: mail.publicUrl }), {
      send: mail.send,
      logger,
    });
  const replyQueue: MailQueue | undefined =
    mail && createMailQueue(replyMails({ store, from: mail.salesFrom }), { send: mail.send, logger });
  const by = (session: StaffSession, client: string) => ({ staffEmail: session.email, client });
  /** An account change that may be refused with a reason (AccountError); anything else is a failure. */
  const change = async (work: () => Promise<unknown>): Promise<AccountChange> => {
    try {
      await work();
      return { ok: true };
    } catch (error) {
      if (error instanceof AccountError) return { ok: false, message: error.message };
      throw error;
    }
  };
  const audit = (
    session: StaffSession | null,
    action: Parameters<typeof recordAudit>[1]["action"],
    target: string | null,
    client: string | null = null,
  ) => recordAudit(store, { staffEmail: session?.email ?? null, action, target, client });

  return {
    readSession: (sessionId) => readSession(store, sessionId),

    async signIn({ email, password, client, device }) {
      const address = email.trim().toLowerCase().slice(0, 254);
      const wait = await limits.retryAfter(address, client);
      const account = address ? await findAccount(store, address) : undefined;
      if (wait !== undefined) {
        await recordAudit(store, {
          staffEmail: account?.email ?? null,
          action: "sign-in refused: too many failures",
          target: account ? null : "no such account",
          client,
        });
        logger.info("staff sign-in refused: too many failures");
        return { ok: false, status: 429, retryAfterSeconds: wait };
      }
      const valid =
        password.length > 0 && password.length <= maximumPasswordLength * 4 && account
          ? await verifyPassword(account.passwordHash, password)
          : await verifyAgainstDecoy(password);
      // A disabled account gets the answer of a wrong password: the page never tells which addresses exist.
      if (!account || !valid || account.disabled) {
        await limits.failed(address, client);
        // The typed address of a failed attempt with no account is not kept: people type passwords into it.
        await recordAudit(store, {
          staffEmail: account?.email ?? null,
          action: "sign-in failed",
          target: account ? null : "no such account",
          client,
        });
        logger.info("staff sign-in failed");
        return { ok: false, status: 401 };
      }
      if (account.hasSecondFactor) {
        // The account's failure count is cleared only once the code is right too: a password alone must
        // not reset the count of wrong codes, or whoever has it could guess codes without end.
        return { ok: "code", pendingId: await createPendingSignIn(store, account.id) };
      }
      await limits.succeeded(address);
      const { id, session } = await createSession(store, account.id, device);
      await audit(session, "sign-in", null, client);
      logger.info("staff signed in");
      return { ok: true, sessionId: id, email: account.email, role: account.role };
    },

    pendingSignIn: async (pendingId) => (await readPendingSignIn(store, pendingId)) !== undefined,

    async completeSignIn({ pendingId, code, client, device }) {
      const pending = await readPendingSignIn(store, pendingId);
      if (!pending) return { ok: false, status: 410 };
      const wait = await limits.retryAfter(pending.email, client);
      if (wait !== undefined) {
        await recordAudit(store, {
          staffEmail: pending.email,
          action: "sign-in refused: too many failures",
          target: null,
          client,
        });
        return { ok: false, status: 429, retryAfterSeconds: wait };
      }
      const used = await checkSignInCode(store, pending, code.slice(0, 64), client);
      if (!used) {
        await limits.failed(pending.email, client);
        await recordAudit(store, { staffEmail: pending.email, action: "second factor failed", target: null, client });
        logger.info("staff sign-in failed: second factor");
        return { ok: false, status: 401 };
      }
      await endPendingSignIn(store, pending.idHash);
      await limits.succeeded(pending.email);
      const { id, session } = await createSession(store, pending.staffId, device);
      await audit(session, "sign-in", used === "recovery code" ? "with a recovery code" : "with a code", client);
      logger.info("staff signed in");
      return { ok: true, sessionId: id, email: session.email, role: session.role };
    },

    async enrolment(session) {
      const key = await enrolmentKey(store, session.staffId);
      return { key, qr: qrPath(totpUri(key, session.email, site.name)) };
    },

    confirmEnrolment: (session, code, client) =>
      confirmEnrolment(store, { staffId: session.staffId, email: session.email }, code.slice(0, 64), client),

    async signOut(session, client) {
      await endSession(store, session.idHash);
      await audit(session, "sign-out", null, client);
    },

    inbox: (session, filter) => inboxPage(store, filter, session.staffId),
    message: (id) => findMessage(store, id),
    newCount: () => newCount(store),
    history: (id) => enquiryHistory(store, id),
    possibleOwners: () => possibleOwners(store),

    async assign(session, id, ownerId) {
      const result = await assignOwner(store, session, id, ownerId);
      if (result === "assigned") await audit(session, "assigned", `${id} → ${ownerId ?? "nobody"}`);
      return result;
    },

    async addNote(session, id, text) {
      const added = await addNote(store, session, id, text);
      if (added) await audit(session, "note", id);
      return added;
    },

    replies: (id) => repliesTo(store, id),

    async reply(session, id, reply) {
      if (!replyQueue) return "no-mail";
      if (!(await queueReply(store, session, id, reply))) return "no-such-enquiry";
      replyQueue.kick();
      return "queued";
    },

    replyTemplates: async () => ({ templates: await replyTemplates(store), from: mail?.salesFrom }),
    saveReplyTemplate: (session, template) => saveReplyTemplate(store, session, template),
    deleteReplyTemplate: (session, id) => deleteReplyTemplate(store, session, id),

    nextNew: (id) => nextNewEnquiry(store, id),

    async setStatus(session, id, status) {
      const changed = await setStatus(store, id, status, session);
      if (changed) await audit(session, "status", `${id} → ${status}`);
      return changed;
    },

    async notSpam(session, id) {
      const moved = await clearOfSpam(store, id, session);
      if (moved) await audit(session, "not spam", id);
      return moved;
    },

    async deleteMessage(session, id) {
      const deleted = await deleteMessage(store, id);
      if (deleted) await audit(session, "delete", `${id} (this message only)`);
      return deleted;
    },

    async erase(session, id) {
      const message = await findMessage(store, id);
      if (!message) return undefined;
      const erased = await store.deleteContactsByEmail(message.email);
      await audit(
        session,
        "erase",
        `${id} (${erased} message${erased === 1 ? "" : "s"} from its sender, and any newsletter sign-up)`,
      );
      return { erased };
    },

    async exportEnquiries(session, filter, format) {
      const rows = await countMessages(store, filter, session.staffId);
      await audit(
        session,
        "export",
        `${rows} message${rows === 1 ? "" : "s"} as ${formatNames[format]}: ${describeFilter(filter)}`,
      );
      return { rows, batches: filteredMessageBatches(store, filter, session.staffId) };
    },

    subscribers: (page, search) => listSubscribers(store, page, { search }),

    async removeSubscriber(session, email) {
      const removed = await deleteSubscriber(store, email);
      // The address is not kept in the trail: a removal is often a person's request to be forgotten.
      if (removed) await audit(session, "subscriber removed", null);
      return removed;
    },

    async exportSubscribers(session, format) {
      // The newsletter's list is small (addresses only): read at once.
      const { subscribers } = await listSubscribers(store);
      await audit(
        session,
        "export subscribers",
        `${subscribers.length} subscriber${subscribers.length === 1 ? "" : "s"} as ${formatNames[format]}`,
      );
      return subscribers;
    },

    insights: (range) => insightsReport(store, range, new Date()),

    async exportInsightsCsv(session, range) {
      const report = await insightsReport(store, range, new Date());
      await audit(session, "export insights", `${report.from} to ${report.to}`);
      return { csv: insightsCsv(report), rows: report.days.length };
    },

    async refused(session, area, client) {
      await audit(session, "refused: not this role's", area, client);
      logger.info("staff request refused: not this role's");
    },

    async accounts() {
      const [accounts, invitations] = await Promise.all([listAccounts(store), openInvitations(store)]);
      return { accounts, invitations, canInvite: invitationQueue !== undefined };
    },

    async invite(session, invitation, client) {
      if (!invitationQueue)
        return { ok: false, message: "No mail server is set up (SMTP_URL), so no invitation can be sent." };
      const outcome = await change(() => inviteColleague(store, invitation, by(session, client)));
      if (outcome.ok) invitationQueue.kick();
      return outcome;
    },

    withdrawInvitation: (session, id, client) => withdrawInvitation(store, id, by(session, client)),

    setRole: (session, email, role, client) => change(() => setRole(store, email, role, by(session, client))),

    async setDisabled(session, email, disabled, client) {
      if (disabled && email.trim().toLowerCase() === session.email)
        return { ok: false, message: "You cannot disable your own account: ask another Admin." };
      return change(async () => {
        if (!(await setDisabled(store, email, disabled, by(session, client))))
          throw new AccountError(`There is no staff account for ${email}.`);
      });
    },

    resetSecondFactor: (session, email, client) => resetSecondFactor(store, email, by(session, client)),

    invitation: (token) => invitationFor(store, token),

    async acceptInvitation({ token, password, client, device }) {
      const outcome = await acceptInvitation(store, token, password, client);
      if (!outcome.ok) return outcome;
      const { id } = await createSession(store, outcome.staffId, device);
      await recordAudit(store, { staffEmail: outcome.email, action: "sign-in", target: "from the invitation", client });
      logger.info("staff invitation accepted");
      return { ok: true, sessionId: id, role: outcome.role };
    },

    changePassword: (session, passwords, client) => changeOwnPassword(store, session, passwords, client),

    sessions: (session) => ownSessions(store, session),

    async endSessions(session, which, client) {
      const ended = await endOwnSessions(store, session, which);
      if (ended > 0)
        await audit(session, "session ended", `${ended} other session${ended === 1 ? "" : "s"} of its own`, client);
      return ended;
    },

    audit: (filter) => auditPage(store, filter),

    start() {
      invitationQueue?.start();
      replyQueue?.start();
    },

    async stop() {
      await Promise.all([invitationQueue?.stop(), replyQueue?.stop()]);
    },
  };
}
