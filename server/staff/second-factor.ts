/**
 * The second factor: time-based one-time codes (TOTP, RFC 6238: SHA-1, 6 digits, 30-second steps, what
 * every authenticator app reads from an otpauth:// QR code), and ten one-time recovery codes for a lost phone.
 *
 * - A code is accepted once: the account keeps the last time step it accepted and a code of that step or
 *   an earlier one is refused, so a code seen over a shoulder or replayed from a log opens nothing. The
 *   step is moved forward by a conditional UPDATE, so two requests with one code cannot both win.
 * - One step either side of now is accepted (a phone's clock a little off), as the library's window of 1.
 * - Recovery codes are 60 random bits each; the store keeps their SHA-256 (a slow hash adds nothing to a
 *   random code of that length) and marks a code used by a conditional UPDATE, so it works once.
 */
import { createHash, randomBytes } from "node:crypto";
import { generateTOTP, getTOTPAuthUri, verifyTOTP } from "@epic-web/totp";
import QRCode from "qrcode";
import type { Kysely } from "kysely";
import { isoTimestamp, type Tables } from "../store/tables";
import type { Store } from "../store/types";
import { writeAudit } from "./audit";

export const totpPeriodSeconds = 30;
const totpDigits = 6;
const totpAlgorithm = "SHA-1";
export const recoveryCodeCount = 10;

/** A new shared key, in the base32 an authenticator app takes by hand. */
export async function newTotpKey(): Promise<string> {
  return (await generateTOTP({ period: totpPeriodSeconds, digits: totpDigits, algorithm: totpAlgorithm })).secret;
}

/** The key in groups of four, easier to type into a phone. */
export const groupedKey = (key: string) => key.replace(/(.{4})(?=.)/g, "$1 ");

export function totpUri(key: string, account: string, issuer: string): string {
  return getTOTPAuthUri({
    secret: key,
    accountName: account,
    issuer,
    period: totpPeriodSeconds,
    digits: totpDigits,
    algorithm: totpAlgorithm,
  });
}

/** The time step a code of `now` belongs to. */
export const timeStep = (now: number) => Math.floor(now / 1000 / totpPeriodSeconds);

/** What a person typed as a code: digits only, spaces allowed (apps show "123 456"). */
export const typedCode = (text: string) => text.replace(/[\s-]/g, "");

/**
 * The time step the code matches (now, or one step either side), or undefined. The library reads the
 * clock itself (Date.now, which tests fix), so the step is counted from the same reading.
 */
export async function matchingStep(key: string, code: string): Promise<number | undefined> {
  const otp = typedCode(code);
  if (!/^\d{6}$/.test(otp)) return undefined;
  const result = await verifyTOTP({
    otp,
    secret: key,
    period: totpPeriodSeconds,
    digits: totpDigits,
    algorithm: totpAlgorithm,
    window: 1,
  });
  return result ? timeStep(Date.now()) + result.delta : undefined;
}

/**
 * Records `step` as the account's last accepted one, if it is later than the last; true when it was (the
 * code is good), false for a step already used (a replay).
 */
export async function claimStep(db: Kysely<Tables>, staffId: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable("staff_accounts")
    .set({ totp_last_step: step })
    .where("id", "=", staffId)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Recovery codes as people read them: two groups of five from an alphabet without look-alikes. */
const recoveryAlphabet = "abcdefghjkmnpqrstuvwxyz23456789";

export function newRecoveryCodes(count = recoveryCodeCount): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(12);
    const chars = [...bytes].map((byte) => recoveryAlphabet[byte % recoveryAlphabet.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5, 10)}`;
  });
}

/** The form a recovery code is stored and compared in: lower case, no spaces or dashes. */
export const recoveryCodeHash = (code: string) => sha256(code.toLowerCase().replace(/[\s-]/g, ""));

/** Looks like a recovery code rather than a six-digit code. */
export const isRecoveryCode = (code: string) =>
  /^[a-z0-9]{10}$/i.test(code.replace(/[\s-]/g, "")) && !/^\d+$/.test(code);

/** Replaces the account's recovery codes with these (hashed). */
export async function storeRecoveryCodes(db: Kysely<Tables>, staffId: string, codes: string[]): Promise<void> {
  await db.deleteFrom("staff_recovery_codes").where("staff_id", "=", staffId).execute();
  await db
    .insertInto("staff_recovery_codes")
    .values(codes.map((code) => ({ staff_id: staffId, code_hash: recoveryCodeHash(code), used_at: null })))
    .execute();
}

/** Uses one recovery code of the account: true once for each code, false for any other text. */
export async function useRecoveryCode(db: Kysely<Tables>, staffId: string, code: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("staff_recovery_codes")
    .set({ used_at: now.toISOString() })
    .where("staff_id", "=", staffId)
    .where("code_hash", "=", recoveryCodeHash(code))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * The QR code of `text` as the dark modules' outline, one SVG path: rendered by React as an element, so
 * no markup string is injected into the page and no image service sees the key.
 */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  for (let y = 0; y < modules.size; y++)
    for (let x = 0; x < modules.size; x++) if (modules.get(x, y)) parts.push(`M${x} ${y}h1v1h-1z`);
  return { size: modules.size, path: parts.join("") };
}

/** A half-way sign-in (password right, code still to come) lasts this long: enough to open an app and type six digits. */
export const pendingSignInMs = 5 * 60 * 1000;

/** Records a sign-in that passed the password; the returned id goes into a short-lived cookie, the table keeps its SHA-256. */
export async function createPendingSignIn(store: Store, staffId: string, now = Date.now()): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  await store.query(async (db) => {
    // Stale half-way sign-ins of anyone are cleared here, as createSession clears stale sessions.
    await db
      .deleteFrom("staff_pending_sign_ins")
      .where("created_at", "<", new Date(now - pendingSignInMs).toISOString())
      .execute();
    await db
      .insertInto("staff_pending_sign_ins")
      .values({ id_hash: sha256(id), staff_id: staffId, created_at: new Date(now).toISOString() })
      .execute();
  });
  return id;
}

/** The account a live half-way sign-in belongs to, with what the code step needs; undefined when there is none. */
export async function readPendingSignIn(
  store: Store,
  id: string | undefined,
  now = Date.now(),
): Promise<{ idHash: string; staffId: string; email: string; totpKey: string } | undefined> {
  if (!id || !/^[A-Za-z0-9_-]{43}$/.test(id)) return undefined;
  const idHash = sha256(id);
  const row = await store.query((db) =>
    db
      .selectFrom("staff_pending_sign_ins")
      .innerJoin("staff_accounts", "staff_accounts.id", "staff_pending_sign_ins.staff_id")
      .select([
        "staff_pending_sign_ins.created_at",
        "staff_accounts.id",
        "staff_accounts.email",
        "staff_accounts.totp_key",
      ])
      .where("staff_pending_sign_ins.id_hash", "=", idHash)
      .executeTakeFirst(),
  );
  if (!row?.totp_key || now - Date.parse(isoTimestamp(row.created_at)) > pendingSignInMs) return undefined;
  return { idHash, staffId: row.id, email: row.email, totpKey: row.totp_key };
}

export async function endPendingSignIn(store: Store, idHash: string): Promise<void> {
  await store.query((db) => db.deleteFrom("staff_pending_sign_ins").where("id_hash", "=", idHash).execute());
}

/**
 * Checks a code typed at sign-in: a six-digit code of a step not used before, or an unused recovery code.
 * What was used is recorded in one transaction with its audit line.
 */
export async function checkSignInCode(
  store: Store,
  pending: { staffId: string; email: string; totpKey: string },
  code: string,
  client: string,
  now = Date.now(),
): Promise<"code" | "recovery code" | undefined> {
  if (isRecoveryCode(code)) {
    const used = await store.query((db) =>
      db.transaction().execute(async (trx) => {
        if (!(await useRecoveryCode(trx, pending.staffId, code, new Date(now)))) return false;
        await writeAudit(trx, { staffEmail: pending.email, action: "recovery code used", target: null, client });
        return true;
      }),
    );
    return used ? "recovery code" : undefined;
  }
  const step = await matchingStep(pending.totpKey, code);
  if (step === undefined) return undefined;
  return (await store.query((db) => claimStep(db, pending.staffId, step))) ? "code" : undefined;
}

/** The key being enrolled: the one already shown if there is one (a reload shows the same QR code), else a new one. */
export async function enrolmentKey(store: Store, staffId: string): Promise<string> {
  const row = await store.query((db) =>
    db.selectFrom("staff_accounts").select("totp_pending_key").where("id", "=", staffId).executeTakeFirst(),
  );
  if (row?.totp_pending_key) return row.totp_pending_key;
  const key = await newTotpKey();
  await store.query((db) =>
    db.updateTable("staff_accounts").set({ totp_pending_key: key }).where("id", "=", staffId).execute(),
  );
  return key;
}

/**
 * Confirms enrolment with a first code of the key shown: the key becomes the account's, the code's step
 * is used up, and ten new recovery codes are returned (to be shown once) and stored hashed. Undefined for
 * a wrong code or when no key was shown.
 */
export async function confirmEnrolment(
  store: Store,
  account: { staffId: string; email: string },
  code: string,
  client: string,
  now = Date.now(),
): Promise<string[] | undefined> {
  const row = await store.query((db) =>
    db.selectFrom("staff_accounts").select("totp_pending_key").where("id", "=", account.staffId).executeTakeFirst(),
  );
  const key = row?.totp_pending_key;
  if (!key) return undefined;
  const step = await matchingStep(key, code);
  if (step === undefined) return undefined;
  const codes = newRecoveryCodes();
  await store.query((db) =>
    db.transaction().execute(async (trx) => {
      await trx
        .updateTable("staff_accounts")
        .set({
          totp_key: key,
          totp_pending_key: null,
          totp_last_step: step,
          totp_enrolled_at: new Date(now).toISOString(),
        })
        .where("id", "=", account.staffId)
        .execute();
      await storeRecoveryCodes(trx, account.staffId, codes);
      await writeAudit(trx, { staffEmail: account.email, action: "second factor enrolled", target: null, client });
    }),
  );
  return codes;
}

/** Removes an account's second factor and recovery codes (an Admin's reset, or the command line's for a lost phone). */
export async function resetSecondFactor(
  store: Store,
  email: string,
  by: { staffEmail: string | null; client: string },
): Promise<boolean> {
  return store.query((db) =>
    db.transaction().execute(async (trx) => {
      const account = await trx
        .selectFrom("staff_accounts")
        .select("id")
        .where("email", "=", email.trim().toLowerCase())
        .executeTakeFirst();
      if (!account) return false;
      await trx
        .updateTable("staff_accounts")
        .set({ totp_key: null, totp_pending_key: null, totp_last_step: null, totp_enrolled_at: null })
        .where("id", "=", account.id)
        .execute();
      await trx.deleteFrom("staff_recovery_codes").where("staff_id", "=", account.id).execute();
      await trx.deleteFrom("staff_pending_sign_ins").where("staff_id", "=", account.id).execute();
      await writeAudit(trx, {
        staffEmail: by.staffEmail,
        action: "second factor reset",
        target: email.trim().toLowerCase(),
        client: by.client,
      });
      return true;
    }),
  );
}
