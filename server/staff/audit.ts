/**
 * The audit trail of the staff area: sign-ins (and failures), sign-outs, exports, status changes,
 * erasures, every change to an opening or a news item and to staff accounts (invitations, roles, disables,
 * passwords, second factors), with who, what, which target and when. Targets are enquiry ids and filter descriptions, never
 * an enquiry's personal data, so an erased enquiry leaves its line but nothing of the person.
 */
import type { Kysely } from "kysely";
import { isoTimestamp, type Tables } from "../store/tables";
import type { Store } from "../store/types";

export type AuditAction =
  | "sign-in"
  | "sign-in failed"
  | "sign-in refused: too many failures"
  | "sign-out"
  | "export"
  | "export subscribers"
  | "subscriber removed"
  | "export insights"
  | "status"
  | "not spam"
  | "assigned"
  | "note"
  | "reply"
  | "reply template saved"
  | "reply template deleted"
  | "delete"
  | "erase"
  | "account added"
  | "account removed"
  | "password changed"
  | "role changed"
  | "account disabled"
  | "account enabled"
  | "invitation sent"
  | "invitation withdrawn"
  | "invitation accepted"
  | "session ended"
  | "refused: not this role's"
  | "second factor enrolled"
  | "second factor reset"
  | "second factor failed"
  | "recovery code used"
  | "application stage"
  | "application note"
  | "application rejection mail"
  | "cv downloaded"
  | "export applications"
  | "application withdrawn"
  | "application erased"
  | `${"opening" | "news item"} ${"created" | "edited" | "published" | "unpublished" | "closed" | "reopened as draft" | "deleted" | "moved"}`;

export interface AuditEntry {
  at: string;
  staffEmail: string | null;
  action: AuditAction;
  target: string | null;
  client: string | null;
}

/** Writes one entry through `db`: a transaction's, so the entry commits or rolls back with what it records. */
export async function writeAudit(db: Kysely<Tables>, entry: Omit<AuditEntry, "at">): Promise<void> {
  await db
    .insertInto("staff_audit")
    .values({
      at: new Date().toISOString(),
      staff_email: entry.staffEmail,
      action: entry.action,
      target: entry.target,
      client: entry.client,
    })
    .execute();
}

/** Writes one entry on its own, for what is not itself a write of the store (a sign-in, an export). */
export async function recordAudit(store: Store, entry: Omit<AuditEntry, "at">): Promise<void> {
  await store.query((db) => writeAudit(db, entry));
}

/** The latest `limit` entries, oldest first (as a log reads). */
export async function listAudit(store: Store, limit: number): Promise<AuditEntry[]> {
  const rows = await store.query((db) =>
    db
      .selectFrom("staff_audit")
      .select(["at", "staff_email", "action", "target", "client"])
      .orderBy("id", "desc")
      .limit(limit)
      .execute(),
  );
  return rows.reverse().map((row) => ({
    at: isoTimestamp(row.at),
    staffEmail: row.staff_email,
    action: row.action as AuditAction,
    target: row.target,
    client: row.client,
  }));
}

/** What the audit page shows: one person's entries, one action's, or both; a page of 50, newest first. */
export interface AuditFilter {
  /** A staff member's address; "" for everyone. */
  person: string;
  /** An action exactly as recorded; "" for every action. */
  action: string;
  /** 1 for the newest 50. */
  page: number;
}

export interface AuditPage {
  entries: AuditEntry[];
  page: number;
  pages: number;
  total: number;
  /** The addresses and actions the trail holds, for the filter's choices. */
  people: string[];
  actions: string[];
}

export const auditPageSize = 50;

export async function auditPage(store: Store, filter: AuditFilter): Promise<AuditPage> {
  return store.query(async (db) => {
    const filtered = db
      .selectFrom("staff_audit")
      .$if(filter.person !== "", (query) => query.where("staff_email", "=", filter.person.toLowerCase()))
      .$if(filter.action !== "", (query) => query.where("action", "=", filter.action));
    const { count } = await filtered
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    const total = Number(count);
    const pages = Math.max(1, Math.ceil(total / auditPageSize));
    const page = Math.min(Math.max(1, Math.floor(filter.page) || 1), pages);
    const rows = await filtered
      .select(["at", "staff_email", "action", "target", "client"])
      .orderBy("id", "desc")
      .limit(auditPageSize)
      .offset((page - 1) * auditPageSize)
      .execute();
    const people = await db
      .selectFrom("staff_audit")
      .select("staff_email")
      .distinct()
      .where("staff_email", "is not", null)
      .orderBy("staff_email")
      .execute();
    const actions = await db.selectFrom("staff_audit").select("action").distinct().orderBy("action").execute();
    return {
      entries: rows.map((row) => ({
        at: isoTimestamp(row.at),
        staffEmail: row.staff_email,
        action: row.action as AuditAction,
        target: row.target,
        client: row.client,
      })),
      page,
      pages,
      total,
      people: people.map((row) => row.staff_email!),
      actions: actions.map((row) => row.action),
    };
  });
}
