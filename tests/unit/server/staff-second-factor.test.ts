/**
 * The second factor on every store (SQLite always, PostgreSQL when TEST_DATABASE_URL is set), with the
 * clock fixed: enrolment confirmed by a first code, a code accepted once, recovery codes once each, the
 * half-way sign-in's 5 minutes, and a reset.
 */
import { join } from "node:path";
import { generateTOTP } from "@epic-web/totp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addAccount } from "../../../server/staff/accounts";
import { listAudit } from "../../../server/staff/audit";
import {
  checkSignInCode,
  confirmEnrolment,
  createPendingSignIn,
  enrolmentKey,
  groupedKey,
  isRecoveryCode,
  newRecoveryCodes,
  pendingSignInMs,
  qrPath,
  readPendingSignIn,
  recoveryCodeHash,
  resetSecondFactor,
  totpUri,
} from "../../../server/staff/second-factor";
import { openSqliteStore } from "../../../server/store/sqlite";
import type { Store } from "../../../server/store/types";
import { scratchPostgresStore } from "../../support/scratch-store";
import { tempDir } from "../../support/server";

const pgUrl = process.env.TEST_DATABASE_URL;
const start = Date.parse("2026-11-26T10:00:10Z"); // 10 s into a 30-second step

/** The code an authenticator app shows for `key` at `at`. */
async function codeAt(key: string, at: number): Promise<string> {
  vi.setSystemTime(at);
  return (await generateTOTP({ secret: key })).otp;
}

describe("second factor rules", () => {
  it("makes ten distinct recovery codes that read as recovery codes, never as six-digit codes", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      expect(isRecoveryCode(code)).toBe(true);
      expect(recoveryCodeHash(code.toUpperCase().replace("-", " "))).toBe(recoveryCodeHash(code));
    }
    expect(isRecoveryCode("123456")).toBe(false);
    expect(isRecoveryCode("1234567890")).toBe(false);
  });

  it("shows the key in groups of four and as an otpauth URI, and draws its QR code as one path", () => {
    expect(groupedKey("ABCDEFGHIJKLMNOP")).toBe("ABCD EFGH IJKL MNOP");
    const uri = totpUri("ABCDEFGHIJKLMNOP", "ravi@jenesys.example", "Jenesys Technologies");
    expect(uri).toMatch(/^otpauth:\/\/totp\/Jenesys%20Technologies:ravi%40jenesys\.example\?/);
    expect(uri).toContain("secret=ABCDEFGHIJKLMNOP");
    const { size, path } = qrPath(uri);
    expect(size).toBeGreaterThanOrEqual(21);
    expect(path).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
  });
});

function suite(open: () => Promise<{ store: Store; cleanup(): Promise<void> }>) {
  let store: Store;
  let cleanup: () => Promise<void>;
  let staffId: string;
  const email = "ravi@jenesys.example";

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start);
    ({ store, cleanup } = await open());
    await store.migrate();
    staffId = (await addAccount(store, email, "a long enough password")).id;
  });
  afterEach(async () => {
    vi.useRealTimers();
    await store.close();
    await cleanup();
  });

  /** Enrols the account at `start`; its key and recovery codes. */
  async function enrol(): Promise<{ key: string; codes: string[] }> {
    const key = await enrolmentKey(store, staffId);
    const codes = await confirmEnrolment(store, { staffId, email }, await codeAt(key, start), "127.0.0.1", start);
    expect(codes).toHaveLength(10);
    return { key, codes: codes! };
  }

  it("confirms enrolment only with a code of the key shown, keeping that key across reloads", async () => {
    const key = await enrolmentKey(store, staffId);
    expect(key).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await enrolmentKey(store, staffId)).toBe(key);
    expect(await confirmEnrolment(store, { staffId, email }, "000000", "c", start)).toBeUndefined();
    expect(await confirmEnrolment(store, { staffId, email }, "not a code", "c", start)).toBeUndefined();
    const codes = await confirmEnrolment(store, { staffId, email }, await codeAt(key, start), "c", start);
    expect(codes).toHaveLength(10);
    const stored = await store.query((db) => db.selectFrom("staff_recovery_codes").selectAll().execute());
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(codes![0]);
    expect(JSON.stringify(stored)).not.toContain(codes![0].replace("-", ""));
    expect((await listAudit(store, 1))[0]).toMatchObject({ staffEmail: email, action: "second factor enrolled" });
  });

  it("accepts a code once: not again in its window, not an earlier step's, and a wrong one never", async () => {
    const { key } = await enrol();
    const pending = { staffId, email, totpKey: key };
    // The enrolment's own code is used up.
    expect(await checkSignInCode(store, pending, await codeAt(key, start), "c", start)).toBeUndefined();
    const later = start + 60_000;
    const code = await codeAt(key, later);
    expect(await checkSignInCode(store, pending, code === "000000" ? "000001" : "000000", "c", later)).toBeUndefined();
    expect(await checkSignInCode(store, pending, code.replace(/^(\d{3})/, "$1 "), "c", later)).toBe("code");
    expect(await checkSignInCode(store, pending, code, "c", later)).toBeUndefined(); // replay inside its window
    vi.setSystemTime(later + 20_000); // the next step: the code is one step behind, inside the window, and used
    expect(await checkSignInCode(store, pending, code, "c", later + 20_000)).toBeUndefined();
    // A code of the step between the enrolment and the last sign-in is older than the last accepted step.
    const between = await codeAt(key, start + 30_000);
    vi.setSystemTime(later);
    expect(await checkSignInCode(store, pending, between, "c", later)).toBeUndefined();
    // The next step's code (a phone's clock a little ahead, or a new code) is accepted.
    expect(await checkSignInCode(store, pending, await codeAt(key, later + 30_000), "c", later + 30_000)).toBe("code");
  });

  it("accepts each recovery code once, and records its use", async () => {
    const { key, codes } = await enrol();
    const pending = { staffId, email, totpKey: key };
    expect(await checkSignInCode(store, pending, codes[3].toUpperCase(), "c", start)).toBe("recovery code");
    expect(await checkSignInCode(store, pending, codes[3], "c", start)).toBeUndefined();
    expect(await checkSignInCode(store, pending, "abcde-fghjk", "c", start)).toBeUndefined();
    expect(await checkSignInCode(store, pending, codes[4], "c", start)).toBe("recovery code");
    expect((await listAudit(store, 2)).map((entry) => entry.action)).toEqual([
      "recovery code used",
      "recovery code used",
    ]);
  });

  it("keeps a half-way sign-in for 5 minutes, and only for an account with a second factor", async () => {
    const before = await createPendingSignIn(store, staffId, start);
    expect(await readPendingSignIn(store, before, start)).toBeUndefined(); // no second factor yet
    await enrol();
    const id = await createPendingSignIn(store, staffId, start);
    expect(await readPendingSignIn(store, id, start + pendingSignInMs)).toMatchObject({ staffId, email });
    expect(await readPendingSignIn(store, id, start + pendingSignInMs + 1)).toBeUndefined();
    expect(await readPendingSignIn(store, "x".repeat(43), start)).toBeUndefined();
    expect(await readPendingSignIn(store, undefined, start)).toBeUndefined();
    const rows = await store.query((db) => db.selectFrom("staff_pending_sign_ins").select("id_hash").execute());
    expect(rows.map((row) => row.id_hash)).not.toContain(id);
  });

  it("a reset removes the key, the recovery codes and any half-way sign-in, and is recorded", async () => {
    const { codes } = await enrol();
    const id = await createPendingSignIn(store, staffId, start);
    expect(await resetSecondFactor(store, "Ravi@jenesys.example", { staffEmail: "admin@x", client: "c" })).toBe(true);
    expect(await readPendingSignIn(store, id, start)).toBeUndefined();
    expect(await store.query((db) => db.selectFrom("staff_recovery_codes").selectAll().execute())).toEqual([]);
    const row = await store.query((db) =>
      db.selectFrom("staff_accounts").select(["totp_key", "totp_last_step"]).executeTakeFirstOrThrow(),
    );
    expect(row).toEqual({ totp_key: null, totp_last_step: null });
    expect(codes).toHaveLength(10);
    expect((await listAudit(store, 1))[0]).toMatchObject({
      staffEmail: "admin@x",
      action: "second factor reset",
      target: email,
    });
    expect(await resetSecondFactor(store, "nobody@jenesys.example", { staffEmail: null, client: "c" })).toBe(false);
  });
}

describe("second factor on SQLite", () => {
  suite(async () => {
    const dir = tempDir();
    return { store: openSqliteStore(join(dir.path, "store.db")), cleanup: async () => dir.remove() };
  });
});

describe.skipIf(!pgUrl)("second factor on PostgreSQL", () => {
  suite(async () => scratchPostgresStore(pgUrl!, "second_factor"));
});
