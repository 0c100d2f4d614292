/**
 * Working an enquiry in the staff inbox: who answers it (its owner, a colleague who may use the inbox), private
 * notes, and its history: each assignment, note, status change and "Not spam", with who and when. The history
 * is deleted with the enquiry, so a privacy erasure leaves nothing of the person behind; who did what stays in
 * the audit trail, which holds the enquiry's id only.
 */
import type { Kysely } from "kysely";
import type { ContactStatus } from "../../app/lib/enquiry-status";
import { isoTimestamp, type EnquiryEventKind, type Tables } from "../store/tables";
import type { Store } from "../store/types";
import { mayUse } from "./permissions";
import type { StaffSession } from "./sessions";

export interface EnquiryEvent {
  at: string;
  by: string;
  kind: EnquiryEventKind;
  detail: string | null;
}

/** A colleague an enquiry can be given to: an enabled account whose role may use the inbox. */
export interface PossibleOwner {
  id: string;
  email: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Records one event of an enquiry's history. */
export async function recordEvent(
  db: Kysely<Tables>,
  contactId: string,
  session: Pick<StaffSession, "email">,
  kind: EnquiryEventKind,
  detail: string | null = null,
): Promise<void> {
  await db
    .insertInto("enquiry_events")
    .values({ contact_id: contactId, at: new Date().toISOString(), staff_email: session.email, kind, detail })
    .execute();
}

/** The colleagues who may own an enquiry, by address. */
export async function possibleOwners(store: Store): Promise<PossibleOwner[]> {
  const rows = await store.query((db) =>
    db
      .selectFrom("staff_accounts")
      .select(["id", "email", "role"])
      .where("disabled_at", "is", null)
      .orderBy("email")
      .execute(),
  );
  return rows.filter((row) => mayUse(row.role, "inbox")).map(({ id, email }) => ({ id, email }));
}

/** The owners' addresses of the given accounts (an account removed since is simply absent). */
export async function ownerEmails(db: Kysely<Tables>, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom("staff_accounts").select(["id", "email"]).where("id", "in", unique).execute();
  return new Map(rows.map((row) => [row.id, row.email]));
}

export type AssignResult = "assigned" | "unchanged" | "no-such-enquiry" | "not-a-colleague";

/**
 * Gives the enquiry to `ownerId` (a colleague who may use the inbox), or to nobody with null, and records it.
 * Giving it to whoever has it already changes nothing and records nothing.
 */
export async function assignOwner(
  store: Store,
  session: Pick<StaffSession, "email">,
  id: string,
  ownerId: string | null,
): Promise<AssignResult> {
  if (!uuidPattern.test(id) || (ownerId !== null && !uuidPattern.test(ownerId))) return "no-such-enquiry";
  const contactId = id.toLowerCase();
  return store.query((db) =>
    db.transaction().execute(async (trx) => {
      const owner =
        ownerId === null
          ? null
          : await trx
              .selectFrom("staff_accounts")
              .select(["id", "email", "role"])
              .where("id", "=", ownerId.toLowerCase())
              .where("disabled_at", "is", null)
              .executeTakeFirst();
      if (owner === undefined || (owner && !mayUse(owner.role, "inbox"))) return "not-a-colleague";
      const current = await trx
        .selectFrom("contacts")
        .select("owner_id")
        .where("id", "=", contactId)
        .executeTakeFirst();
      if (!current) return "no-such-enquiry";
      if (current.owner_id === (owner?.id ?? null)) return "unchanged";
      await trx
        .updateTable("contacts")
        .set({ owner_id: owner?.id ?? null })
        .where("id", "=", contactId)
        .execute();
      await recordEvent(trx, contactId, session, owner ? "assigned" : "unassigned", owner?.email ?? null);
      return "assigned";
    }),
  );
}

/**
 * Does `work` on the enquiry `id` in one transaction that first checks it exists (so what is added to it and
 * the enquiry's erasure cannot cross). False when there is no such enquiry, true once the work is done.
 */
export async function onEnquiry(
  store: Store,
  id: string,
  work: (trx: Kysely<Tables>, contactId: string) => Promise<void>,
): Promise<boolean> {
  if (!uuidPattern.test(id)) return false;
  const contactId = id.toLowerCase();
  return store.query((db) =>
    db.transaction().execute(async (trx) => {
      const exists = await trx.selectFrom("contacts").select("id").where("id", "=", contactId).executeTakeFirst();
      if (!exists) return false;
      await work(trx, contactId);
      return true;
    }),
  );
}

/** Keeps a private note with the enquiry. False when there is no such enquiry. */
export function addNote(
  store: Store,
  session: Pick<StaffSession, "email">,
  id: string,
  text: string,
): Promise<boolean> {
  return onEnquiry(store, id, (trx, contactId) => recordEvent(trx, contactId, session, "note", text));
}

/** The enquiry's history, oldest first. */
export async function enquiryHistory(store: Store, id: string): Promise<EnquiryEvent[]> {
  if (!uuidPattern.test(id)) return [];
  const rows = await store.query((db) =>
    db
      .selectFrom("enquiry_events")
      .select(["at", "staff_email", "kind", "detail"])
      .where("contact_id", "=", id.toLowerCase())
      .orderBy("at")
      .orderBy("id")
      .execute(),
  );
  return rows.map((row) => ({ at: isoTimestamp(row.at), by: row.staff_email, kind: row.kind, detail: row.detail }));
}

/** The newest New enquiry other than `exceptId`, for "Next new enquiry"; undefined when none is left. */
export async function nextNewEnquiry(store: Store, exceptId: string): Promise<string | undefined> {
  const row = await store.query((db) =>
    db
      .selectFrom("contacts")
      .select("id")
      .where("status", "=", "new" satisfies ContactStatus)
      .$if(uuidPattern.test(exceptId), (query) => query.where("id", "!=", exceptId.toLowerCase()))
      .orderBy("created_at", "desc")
      .limit(1)
      .executeTakeFirst(),
  );
  return row?.id;
}
