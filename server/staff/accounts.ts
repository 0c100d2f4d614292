/** Staff accounts: created, listed, removed, given a role and a new password. */
import { randomUUID } from "node:crypto";
import { isoTimestamp } from "../store/tables";
import { normaliseEmail, type Store } from "../store/types";
import { recordAudit, writeAudit } from "./audit";
import { hashPassword, passwordProblem } from "./passwords";
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

export async function findAccount(
  store: Store,
  email: string,
): Promise<(StaffAccount & { passwordHash: string; hasSecondFactor: boolean }) | undefined> {
  const row = await store.query((db) =>
    db
      .selectFrom("staff_accounts")
      .select(["id", "email", "password_hash", "role", "created_at", "totp_key"])
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
      createdAt: isoTimestamp(row.created_at),
    }
  );
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

export async function listAccounts(store: Store): Promise<StaffAccount[]> {
  const rows = await store.query((db) =>
    db.selectFrom("staff_accounts").select(["id", "email", "role", "created_at"]).orderBy("email").execute(),
  );
  return rows.map((row) => ({ id: row.id, email: row.email, role: row.role, createdAt: isoTimestamp(row.created_at) }));
}

/**
 * Gives an account another role, recorded under `by` (null: the command line). The last Admin cannot
 * become anything else, or nobody could run accounts in the browser again. False when there is no such account.
 */
export async function setRole(
  store: Store,
  email: string,
  role: StaffRole,
  by: { staffEmail: string | null; client: string } = { staffEmail: null, client: "command line" },
): Promise<boolean> {
  const address = normaliseEmail(email);
  const outcome = await store.query((db) =>
    db.transaction().execute(async (trx): Promise<"changed" | "none" | "last admin"> => {
      const account = await trx
        .selectFrom("staff_accounts")
        .select(["id", "role"])
        .where("email", "=", address)
        .executeTakeFirst();
      if (!account) return "none";
      if (account.role === role) return "changed";
      if (account.role === "admin") {
        const admins = await trx
          .selectFrom("staff_accounts")
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .where("role", "=", "admin")
          .executeTakeFirstOrThrow();
        if (Number(admins.count) <= 1) return "last admin";
      }
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
