/**
 * Staff sessions, kept in the store so every server instance sees the same ones and removing an account
 * or signing out ends them everywhere at once. The browser holds a random 256-bit id; the table holds its
 * SHA-256. A session ends after 8 hours without a request or 7 days after sign-in, whichever comes first.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { isoTimestamp } from "../store/tables";
import type { Store } from "../store/types";
import type { StaffRole } from "./permissions";

export const idleTimeoutMs = 8 * 60 * 60 * 1000;
export const absoluteTimeoutMs = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most once a minute: enough for the idle expiry, and one write per page view is not needed. */
const touchIntervalMs = 60_000;

export interface StaffSession {
  idHash: string;
  staffId: string;
  email: string;
  /** Read with the session on every request, so a new role applies from the account's next request. */
  role: StaffRole;
  /** True once the account has confirmed a second factor. */
  secondFactor: boolean;
  formToken: string;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const randomToken = () => randomBytes(32).toString("base64url");

/** Starts a session; the returned id goes into the cookie and nowhere else. */
export async function createSession(
  store: Store,
  staffId: string,
  device = "Unknown browser",
): Promise<{ id: string; session: StaffSession; email: string }> {
  const id = randomToken();
  const now = new Date().toISOString();
  const formToken = randomToken();
  // Expired sessions of anyone are cleared here, so the table holds only live ones plus a few stragglers.
  const idleSince = new Date(Date.now() - idleTimeoutMs).toISOString();
  const createdSince = new Date(Date.now() - absoluteTimeoutMs).toISOString();
  await store.query((db) =>
    db
      .deleteFrom("staff_sessions")
      .where((eb) => eb.or([eb("last_seen_at", "<", idleSince), eb("created_at", "<", createdSince)]))
      .execute(),
  );
  await store.query((db) =>
    db
      .insertInto("staff_sessions")
      .values({
        id_hash: sha256(id),
        staff_id: staffId,
        form_token: formToken,
        created_at: now,
        last_seen_at: now,
        device: device.slice(0, 80),
      })
      .execute(),
  );
  await store.query((db) =>
    db.updateTable("staff_accounts").set({ last_sign_in_at: now }).where("id", "=", staffId).execute(),
  );
  const account = await store.query((db) =>
    db
      .selectFrom("staff_accounts")
      .select(["email", "role", "totp_key"])
      .where("id", "=", staffId)
      .executeTakeFirstOrThrow(),
  );
  return {
    id,
    email: account.email,
    session: {
      idHash: sha256(id),
      staffId,
      email: account.email,
      role: account.role,
      secondFactor: account.totp_key !== null,
      formToken,
    },
  };
}

/** The live session a cookie value names, or undefined; an expired one is deleted on the way. */
export async function readSession(
  store: Store,
  id: string | undefined,
  now = Date.now(),
): Promise<StaffSession | undefined> {
  // Stryker disable next-line Regex: the pattern only spares a lookup; an id it would let through hashes to no stored session
  if (!id || !/^[A-Za-z0-9_-]{43}$/.test(id)) return undefined;
  const idHash = sha256(id);
  const row = await store.query((db) =>
    db
      .selectFrom("staff_sessions")
      .innerJoin("staff_accounts", "staff_accounts.id", "staff_sessions.staff_id")
      .select([
        "staff_sessions.staff_id",
        "staff_sessions.form_token",
        "staff_sessions.created_at",
        "staff_sessions.last_seen_at",
        "staff_accounts.email",
        "staff_accounts.role",
        "staff_accounts.totp_key",
      ])
      .where("staff_sessions.id_hash", "=", idHash)
      // A disabled account's sessions are deleted as it is disabled; this holds even for one that slipped by.
      .where("staff_accounts.disabled_at", "is", null)
      .executeTakeFirst(),
  );
  if (!row) return undefined;
  const lastSeen = Date.parse(isoTimestamp(row.last_seen_at));
  const created = Date.parse(isoTimestamp(row.created_at));
  if (now - lastSeen > idleTimeoutMs || now - created > absoluteTimeoutMs) {
    await endSession(store, idHash);
    return undefined;
  }
  if (now - lastSeen > touchIntervalMs) {
    await store.query((db) =>
      db
        .updateTable("staff_sessions")
        .set({ last_seen_at: new Date(now).toISOString() })
        .where("id_hash", "=", idHash)
        .execute(),
    );
  }
  return {
    idHash,
    staffId: row.staff_id,
    email: row.email,
    role: row.role,
    secondFactor: row.totp_key !== null,
    formToken: row.form_token,
  };
}

/** One of a person's own sessions, as their account page lists it. */
export interface OwnSession {
  /** A handle for ending it: the first 16 characters of the id's hash, never the id the cookie holds. */
  handle: string;
  device: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

const handleOf = (idHash: string) => idHash.slice(0, 16);

/** The account's live sessions, the latest used first. */
export async function ownSessions(store: Store, session: StaffSession, now = Date.now()): Promise<OwnSession[]> {
  const rows = await store.query((db) =>
    db
      .selectFrom("staff_sessions")
      .select(["id_hash", "device", "created_at", "last_seen_at"])
      .where("staff_id", "=", session.staffId)
      .orderBy("last_seen_at", "desc")
      .execute(),
  );
  return rows
    .map((row) => ({
      handle: handleOf(row.id_hash),
      device: row.device ?? "Unknown browser",
      createdAt: isoTimestamp(row.created_at),
      lastSeenAt: isoTimestamp(row.last_seen_at),
      current: row.id_hash === session.idHash,
    }))
    .filter(
      (row) =>
        now - Date.parse(row.lastSeenAt) <= idleTimeoutMs && now - Date.parse(row.createdAt) <= absoluteTimeoutMs,
    );
}

/**
 * Ends one of the account's own sessions by its handle, or every other one ("others"). Only sessions of
 * `session`'s account are touched, whatever handle is posted. Returns how many ended.
 */
export async function endOwnSessions(store: Store, session: StaffSession, which: string): Promise<number> {
  const others = (await ownSessions(store, session)).filter(
    (row) => !row.current && (which === "others" || row.handle === which),
  );
  if (others.length === 0) return 0;
  const result = await store.query((db) =>
    db
      .deleteFrom("staff_sessions")
      .where("staff_id", "=", session.staffId)
      .where("id_hash", "!=", session.idHash)
      .where((eb) => eb.or(others.map((row) => eb("id_hash", "like", `${row.handle}%`))))
      .executeTakeFirst(),
  );
  return Number(result.numDeletedRows);
}

export async function endSession(store: Store, idHash: string): Promise<void> {
  await store.query((db) => db.deleteFrom("staff_sessions").where("id_hash", "=", idHash).execute());
}

/** Compares a posted form token with the session's in constant time. */
export function formTokenMatches(session: StaffSession, posted: unknown): boolean {
  if (typeof posted !== "string") return false;
  const expected = Buffer.from(session.formToken);
  const given = Buffer.from(posted);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
