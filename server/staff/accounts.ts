/**
 * Staff accounts: created, listed, removed, given a role and a new password, disabled and enabled again. The
 * last Admin who can sign in can be neither demoted nor disabled, or nobody could run accounts in the browser.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { isoTimestamp, type Tables } from "../store/tables";
import { normaliseEmail, type Store } from "../store/types";
import { recordAudit, writeAudit } from "./audit";
import { hashPassword, passwordProblem, verifyPassword } from "./passwords";
import { roleNames, type StaffRole } from "./permissions";

export interface StaffAccount {
  id: string;
  email: string;
  role: StaffRole;
  createdAt: string;
}

export class AccountError extends Error {
  override name = "AccountError";
}

/** A plausible address: one line, an @ with something either side. The address is only a sign-in name. */
export function checkStaffEmail(email: string): string {
  const address = normaliseEmail(email);
  if (!/^[^\s@]+@[^\s@]+$/.test(address) || address.length > 254)
    throw new AccountError(`"${email}" is not an e-mail address.`);
  return address;
}

function checkPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new AccountError(problem);
}

/** An account as the sign-in reads it. A disabled account is found too: the sign-in answers it as a wrong password. */
export async function findAccount(
  store: Store,
  email: string,
): Promise<(StaffAccount & { passwordHash: string; hasSecondFactor: boolean; disabled: boolean }) | undefined> {
  const row = await store.query((db) =>
    db
      .selectFrom("staff_accounts")
      .select(["id", "email", "password_hash", "role", "created_at", "totp_key", "disabled_at"])
      .where("email", "=", normaliseEmail(email))
      .executeTakeFirst(),
  );
  return (
    row && {
      id: row.id,
      email: row.email,
      role: row.role,
      passwordHash: row.password_hash,
      hasSecondFactor: row.totp_key !== null,
      disabled: row.disabled_at !== null,
      createdAt: isoTimestamp(row.created_at),
    }
  );
}

/** Who changes an account, for the audit trail: a staff member in the browser, or the command line (null). */
export interface ChangedBy {
  staffEmail: string | null;
  client: string;
}

const commandLine: ChangedBy = { staffEmail: null, client: "command line" };

/**
 * Admins who can still sign in, counted inside `trx`, the transaction the change commits in. On PostgreSQL
 * their rows are locked: two Admins demoting each other at the same moment are taken one after the other,
 * and the second sees the first's change (SQLite runs one writing transaction at a time anyway).
 */
async function activeAdmins(trx: Kysely<Tables>, kind: Store["kind"]): Promise<number> {
  const admins = await trx
    .selectFrom("staff_accounts")
    .select("id")
    .where("role", "=", "admin")
    .where("disabled_at", "is", null)
    .$if(kind === "postgres", (query) => query.forUpdate())
    .execute();
  return admins.length;
}

/**
 * Creates an account. The role may be left out for the very first account only, which is then Admin (the
 * one who runs the area); after that it must be chosen, so nobody becomes Admin by forgetting to say.
 */
export async function addAccount(
  store: Store,
  email: string,
  password: string,
  role?: StaffRole,
): Promise<StaffAccount> {
  const address = checkStaffEmail(email);
  checkPassword(password);
  if (await findAccount(store, address)) throw new AccountError(`There is already a staff account for ${address}.`);
  const passwordHash = await hashPassword(password);
  // A refusal is returned out of the transaction, not thrown in it: the store reads a throw as a failed database.
  const added = await store.query((db) =>
    db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom("staff_accounts")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .executeTakeFirstOrThrow();
      if (role === undefined && Number(existing.count) > 0) return undefined;
      const account: StaffAccount = {
        id: randomUUID(),
        email: address,
        role: role ?? "admin",
        createdAt: new Date().toISOString(),
      };
      await trx
        .insertInto("staff_accounts")
        .values({
          id: account.id,
          email: account.email,
          password_hash: passwordHash,
          role: account.role,
          created_at: account.createdAt,
        })
        .execute();
      await writeAudit(trx, {
        staffEmail: null,
        action: "account added",
        target: `${address} as ${roleNames[account.role]}`,
        client: "command line",
      });
      return account;
    }),
  );
  if (!added)
    throw new AccountError("Only the first account may be added without a role: say --role admin|sales|hr|editor.");
  return added;
}

/** An account as the staff page lists it. */
export interface ListedAccount extends StaffAccount {
  secondFactor: boolean;
  lastSignInAt: string | null;
  disabledAt: string | null;
}

export async function listAccounts(store: Store): Promise<ListedAccount[]> {
  const rows = await store.query((db) =>
    db
      .selectFrom("staff_accounts")
      .select(["id", "email", "role", "created_at", "totp_key", "last_sign_in_at", "disabled_at"])
      .orderBy("email")
      .execute(),
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: isoTimestamp(row.created_at),
    secondFactor: row.totp_key !== null,
    lastSignInAt: row.last_sign_in_at === null ? null : isoTimestamp(row.last_sign_in_at),
    disabledAt: row.disabled_at === null ? null : isoTimestamp(row.disabled_at),
  }));
}

/**
 * Gives an account another role, recorded under `by`. The last Admin who can sign in cannot become anything
 * else, or nobody could run accounts in the browser again. False when there is no such account.
 */
export async function setRole(store: Store, email: string, role: StaffRole, by = commandLine): Promise<boolean> {
  const address = normaliseEmail(email);
  const outcome = await store.query((db) =>
    db.transaction().execute(async (trx): Promise<"changed" | "none" | "last admin"> => {
      const account = await trx
        .selectFrom("staff_accounts")
        .select(["id", "role", "disabled_at"])
        .where("email", "=", address)
        .executeTakeFirst();
      if (!account) return "none";
      if (account.role === role) return "changed";
      if (account.role === "admin" && account.disabled_at === null && (await activeAdmins(trx, store.kind)) <= 1)
        return "last admin";
      await trx.updateTable("staff_accounts").set({ role }).where("id", "=", account.id).execute();
      await writeAudit(trx, {
        staffEmail: by.staffEmail,
        action: "role changed",
        target: `${address}: ${roleNames[account.role]} → ${roleNames[role]}`,
        client: by.client,
      });
      return "changed";
    }),
  );
  if (outcome === "last admin")
    throw new AccountError(`${address} is the last Admin: make another account Admin first.`);
  return outcome === "changed";
}

/**
 * Disables an account: it can no longer sign in, its sessions and half-way sign-ins end at once, and its
 * audit history stays. Enabling it again lets it sign in with its password. False when there is no such account.
 */
export async function setDisabled(store: Store, email: string, disabled: boolean, by = commandLine): Promise<boolean> {
  const address = normaliseEmail(email);
  const outcome = await store.query((db) =>
    db.transaction().execute(async (trx): Promise<"done" | "none" | "last admin"> => {
      const account = await trx
        .selectFrom("staff_accounts")
        .select(["id", "role", "disabled_at"])
        .where("email", "=", address)
        .executeTakeFirst();
      if (!account) return "none";
      if ((account.disabled_at !== null) === disabled) return "done";
      if (disabled && account.role === "admin" && (await activeAdmins(trx, store.kind)) <= 1) return "last admin";
      await trx
        .updateTable("staff_accounts")
        .set({ disabled_at: disabled ? new Date().toISOString() : null })
        .where("id", "=", account.id)
        .execute();
      if (disabled) {
        await trx.deleteFrom("staff_sessions").where("staff_id", "=", account.id).execute();
        await trx.deleteFrom("staff_pending_sign_ins").where("staff_id", "=", account.id).execute();
      }
      await writeAudit(trx, {
        staffEmail: by.staffEmail,
        action: disabled ? "account disabled" : "account enabled",
        target: address,
        client: by.client,
      });
      return "done";
    }),
  );
  if (outcome === "last admin")
    throw new AccountError(`${address} is the last Admin: make another account Admin before disabling this one.`);
  return outcome === "done";
}

/** Removes the account and ends every session it has; false when there was none. */
export async function removeAccount(store: Store, email: string): Promise<boolean> {
  const address = normaliseEmail(email);
  const removed = await store.query((db) =>
    db.transaction().execute(async (trx) => {
      const account = await trx
        .selectFrom("staff_accounts")
        .select("id")
        .where("email", "=", address)
        .executeTakeFirst();
      if (!account) return false;
      await trx.deleteFrom("staff_sessions").where("staff_id", "=", account.id).execute();
      await trx.deleteFrom("staff_accounts").where("id", "=", account.id).execute();
      return true;
    }),
  );
  if (removed)
    await recordAudit(store, { staffEmail: null, action: "account removed", target: address, client: "command line" });
  return removed;
}

/** Sets a new password and ends every session of the account (a changed password must lock out whoever had the old one). */
export async function setPassword(store: Store, email: string, password: string): Promise<boolean> {
  checkPassword(password);
  const account = await findAccount(store, email);
  if (!account) return false;
  const passwordHash = await hashPassword(password);
  await store.query((db) =>
    db.transaction().execute(async (trx) => {
      await trx
        .updateTable("staff_accounts")
        .set({ password_hash: passwordHash })
        .where("id", "=", account.id)
        .execute();
      await trx.deleteFrom("staff_sessions").where("staff_id", "=", account.id).execute();
    }),
  );
  await recordAudit(store, {
    staffEmail: null,
    action: "password changed",
    target: account.email,
    client: "command line",
  });
  return true;
}

/**
 * A person changes their own password: the current one first (a session left open on a shared computer
 * must not be enough), then the new one by the same rules as the command line. Every other session of the
 * account ends; the one this change came from stays. The outcome says which field was wrong.
 */
export async function changeOwnPassword(
  store: Store,
  session: { staffId: string; email: string; idHash: string },
  passwords: { current: string; next: string },
  client: string,
): Promise<{ ok: true } | { ok: false; field: "current" | "next"; message: string }> {
  const account = await findAccount(store, session.email);
  if (!account || !(await verifyPassword(account.passwordHash, passwords.current)))
    return { ok: false, field: "current", message: "That is not your current password." };
  const problem = passwordProblem(passwords.next);
  if (problem) return { ok: false, field: "next", message: problem };
  const passwordHash = await hashPassword(passwords.next);
  await store.query((db) =>
    db.transaction().execute(async (trx) => {
      await trx
        .updateTable("staff_accounts")
        .set({ password_hash: passwordHash })
        .where("id", "=", session.staffId)
        .execute();
      await trx
        .deleteFrom("staff_sessions")
        .where("staff_id", "=", session.staffId)
        .where("id_hash", "!=", session.idHash)
        .execute();
      await writeAudit(trx, { staffEmail: session.email, action: "password changed", target: "own", client });
    }),
  );
  return { ok: true };
}
