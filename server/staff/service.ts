/**
 * Everything the staff area does, over the store, for the route modules (through React Router's load
 * context) and the tests. Each action that reads personal data in bulk or changes it is written to the
 * audit trail by the staff member's address.
 */
import type { InboxFilter } from "../../app/lib/inbox-filter";
import { describeFilter } from "../../app/lib/inbox-filter.server";
import { contactsToCsv } from "../contacts-export";
import type { Logger } from "../logger";
import type { ContactStatus } from "../../app/lib/enquiry-status";
import type { Store } from "../store/types";
import { findAccount } from "./accounts";
import { recordAudit } from "./audit";
import { listSubscribers, subscribersToCsv, type SubscriberPage } from "../newsletter/subscribers";
import type { InsightRange } from "../../app/lib/insight-ranges";
import { insightsCsv, insightsReport, type InsightsReport } from "../insights/report";
import {
  deleteMessage,
  filteredMessages,
  findMessage,
  inboxPage,
  setStatus,
  type InboxMessage,
  type InboxPage,
} from "./inbox";
import type { StaffAreaName, StaffRole } from "./permissions";
import {
  checkSignInCode,
  confirmEnrolment,
  createPendingSignIn,
  endPendingSignIn,
  enrolmentKey,
  qrPath,
  readPendingSignIn,
  totpUri,
} from "./second-factor";
import { site } from "../../app/site/facts";
import { maximumPasswordLength, verifyAgainstDecoy, verifyPassword } from "./passwords";
import { createSession, endSession, readSession, type StaffSession } from "./sessions";
import type { SignInLimits } from "./sign-in-limits";

export type { StaffSession } from "./sessions";

export type SignInResult =
  | { ok: true; sessionId: string; email: string; role: StaffRole }
  /** The password was right and the account has a second factor: the code is asked for next. */
  | { ok: "code"; pendingId: string }
  | { ok: false; status: 401 }
  | { ok: false; status: 429; retryAfterSeconds: number };

export interface StaffService {
  readSession(sessionId: string | undefined): Promise<StaffSession | undefined>;
  signIn(attempt: { email: string; password: string; client: string }): Promise<SignInResult>;
  /** True while a half-way sign-in (password right, code to come) is live. */
  pendingSignIn(pendingId: string | undefined): Promise<boolean>;
  /** The second step: a code (or a recovery code) for a half-way sign-in; 410 when it has expired. */
  completeSignIn(attempt: {
    pendingId: string | undefined;
    code: string;
    client: string;
  }): Promise<Exclude<SignInResult, { ok: "code" }> | { ok: false; status: 410 }>;
  /** The key to enrol (the same one until confirmed), as text and as a QR code's path. */
  enrolment(session: StaffSession): Promise<{ key: string; qr: { size: number; path: string } }>;
  /** Confirms enrolment with a first code; the ten recovery codes to show once, or undefined for a wrong code. */
  confirmEnrolment(session: StaffSession, code: string, client: string): Promise<string[] | undefined>;
  signOut(session: StaffSession, client: string): Promise<void>;
  inbox(filter: InboxFilter): Promise<InboxPage>;
  message(id: string): Promise<InboxMessage | undefined>;
  /** False when there is no such enquiry. */
  setStatus(session: StaffSession, id: string, status: ContactStatus): Promise<boolean>;
  /** Deletes this one enquiry only (a bad enquiry cleaned up); other enquiries and the sign-up of its address stay. False when there is none. */
  deleteMessage(session: StaffSession, id: string): Promise<boolean>;
  /**
   * The privacy erasure of the command line's `contacts -- delete`: every enquiry and the sign-up of the
   * enquiry's address (compared without regard to case).
   */
  erase(session: StaffSession, id: string): Promise<{ erased: number } | undefined>;
  exportCsv(session: StaffSession, filter: InboxFilter): Promise<{ csv: string; rows: number }>;
  /** Confirmed and pending addresses, with their status. */
  subscribers(page: number): Promise<SubscriberPage>;
  exportSubscribersCsv(session: StaffSession): Promise<{ csv: string; rows: number }>;
  /** Visits and enquiries of the `range` days ending today (India time). */
  insights(range: InsightRange): Promise<InsightsReport>;
  exportInsightsCsv(session: StaffSession, range: InsightRange): Promise<{ csv: string; rows: number }>;
  /** Records a request refused because the session's role may not use that area. */
  refused(session: StaffSession, area: StaffAreaName, client: string): Promise<void>;
}

export function createStaffService(deps: { store: Store; limits: SignInLimits; logger: Logger }): StaffService {
  const { store, limits, logger } = deps;
  const audit = (
    session: StaffSession | null,
    action: Parameters<typeof recordAudit>[1]["action"],
    target: string | null,
    client: string | null = null,
  ) => recordAudit(store, { staffEmail: session?.email ?? null, action, target, client });

  return {
    readSession: (sessionId) => readSession(store, sessionId),

    async signIn({ email, password, client }) {
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
      if (!account || !valid) {
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
      const { id, session } = await createSession(store, account.id);
      await audit(session, "sign-in", null, client);
      logger.info("staff signed in");
      return { ok: true, sessionId: id, email: account.email, role: account.role };
    },

    pendingSignIn: async (pendingId) => (await readPendingSignIn(store, pendingId)) !== undefined,

    async completeSignIn({ pendingId, code, client }) {
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
      const { id, session } = await createSession(store, pending.staffId);
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

    inbox: (filter) => inboxPage(store, filter),
    message: (id) => findMessage(store, id),

    async setStatus(session, id, status) {
      const changed = await setStatus(store, id, status);
      if (changed) await audit(session, "status", `${id} → ${status}`);
      return changed;
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

    async exportCsv(session, filter) {
      const messages = await filteredMessages(store, filter);
      await audit(
        session,
        "export",
        `${messages.length} message${messages.length === 1 ? "" : "s"}: ${describeFilter(filter)}`,
      );
      return { csv: contactsToCsv(messages), rows: messages.length };
    },

    subscribers: (page) => listSubscribers(store, page),

    async exportSubscribersCsv(session) {
      const { subscribers } = await listSubscribers(store);
      await audit(
        session,
        "export subscribers",
        `${subscribers.length} subscriber${subscribers.length === 1 ? "" : "s"}`,
      );
      return { csv: subscribersToCsv(subscribers), rows: subscribers.length };
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
  };
}
