/** Staff accounts: created, listed, removed and given a new password from the command line only. */
import { randomUUID } from "node:crypto";
import { isoTimestamp } from "../store/tables";
import { normaliseEmail, type Store } from "../store/types";
import { recordAudit } from "./audit";
import { hashPassword, passwordProblem } from "./passwords";

export interface StaffAccount {
  id: string;
  email: string;
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
): Promise<(StaffAccount & { passwordHash: string }) | undefined> {
  const row = await store.query((db) =>
    db
      .selectFrom("staff_accounts")
      .select(["id", "email", "password_hash", "created_at"])
      .where("email", "=", normaliseEmail(email))
      .executeTakeFirst(),
  );
  return (
    row && { id: row.id, email: row.email, passwordHash: row.password_hash, createdAt: isoTimestamp(row.created_at) }
  );
}

export async function addAccount(store: Store, email: string, password: string): Promise<StaffAccount> {
  const address = checkStaffEmail(email);
  checkPassword(password);
  if (await findAccount(store, address)) throw new AccountError(`There is already a staff account for ${address}.`);
  const account = { id: randomUUID(), email: address, createdAt: new Date().toISOString() };
  const passwordHash = await hashPassword(password);
  await store.query((db) =>
    db
      .insertInto("staff_accounts")
      .values({ id: account.id, email: account.email, password_hash: passwordHash, created_at: account.createdAt })
      .execute(),
  );
  await recordAudit(store, { staffEmail: null, action: "account added", target: address, client: "command line" });
  return account;
}

export async function listAccounts(store: Store): Promise<StaffAccount[]> {
  const rows = await store.query((db) =>
    db.selectFrom("staff_accounts").select(["id", "email", "created_at"]).orderBy("email").execute(),
  );
  return rows.map((row) => ({ id: row.id, email: row.email, createdAt: isoTimestamp(row.created_at) }));
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
