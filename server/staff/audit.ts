/**
 * The audit trail of the staff area: sign-ins (and failures), sign-outs, exports, status changes,
 * erasures and every change to an opening or a news item, with who, what, which target and when. Targets are enquiry ids and filter descriptions, never
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
  | "export insights"
  | "status"
  | "delete"
  | "erase"
  | "account added"
  | "account removed"
  | "password changed"
  | "role changed"
  | "refused: not this role's"
  | "second factor enrolled"
  | "second factor reset"
  | "second factor failed"
  | "recovery code used"
  | `${"opening" | "news item"} ${"created" | "edited" | "published" | "unpublished" | "closed" | "reopened as draft" | "deleted"}`;

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
