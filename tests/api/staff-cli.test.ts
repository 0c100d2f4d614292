/** `npm run staff` run as a child process, as an operator runs it, on a temporary SQLite store. */
import { execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findAccount } from "../../server/staff/accounts";
import { createSession, readSession } from "../../server/staff/sessions";
import { verifyPassword } from "../../server/staff/passwords";
import { openSqliteStore } from "../../server/store/sqlite";
import { operatorCommand } from "../support/operator";
import { tempDir } from "../support/server";

const repoRoot = new URL("../../", import.meta.url).pathname;

function staff(
  args: string[],
  databaseUrl: string,
  input?: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [operatorCommand("staff"), ...args],
      { cwd: repoRoot, env: { ...process.env, DATABASE_URL: databaseUrl } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin!.end(input ?? "");
  });
}

describe("staff CLI", { timeout: 180_000 }, () => {
  let dir: ReturnType<typeof tempDir>;
  let databaseUrl: string;
  let file: string;

  beforeEach(() => {
    dir = tempDir();
    file = join(dir.path, "store.db");
    databaseUrl = `sqlite:${file}`;
  });
  afterEach(() => dir.remove());

  it("adds an account with the piped password, hashed; lists it; never prints the password", async () => {
    const password = "piped password with spaces";
    const added = await staff(
      ["add", "--email", "Sales@Jenesys.example"],
      databaseUrl,
      `${password}\nsecond line ignored\n`,
    );
    expect(added).toMatchObject({ code: 0, stdout: "" });
    expect(added.stderr).toContain("Created the staff account sales@jenesys.example");
    const listed = await staff(["list"], databaseUrl);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/^sales@jenesys\.example\tadmin\tcreated \d{4}-\d{2}-\d{2}T/);
    for (const output of [added, listed]) expect(output.stdout + output.stderr).not.toContain(password);

    const store = openSqliteStore(file);
    try {
      const account = await findAccount(store, "sales@jenesys.example");
      expect(await verifyPassword(account!.passwordHash, password)).toBe(true);
    } finally {
      await store.close();
    }
  });

  it("refuses a short password, a second account for one address, and bad usage", async () => {
    expect(await staff(["add", "--email", "a@jenesys.example"], databaseUrl, "short\n")).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("at least 12 characters"),
    });
    expect((await staff(["add", "--email", "a@jenesys.example"], databaseUrl, "long enough password\n")).code).toBe(0);
    expect(await staff(["add", "--email", "A@jenesys.example"], databaseUrl, "another long password\n")).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("already a staff account"),
    });
    expect((await staff(["add"], databaseUrl)).code).toBe(2);
    expect((await staff(["add", "--email", "not-an-address"], databaseUrl)).code).toBe(2);
    expect((await staff(["frobnicate"], databaseUrl)).code).toBe(2);
    expect((await staff(["audit", "--limit", "0"], databaseUrl)).code).toBe(2);
    expect(await staff(["remove", "--email", "nobody@jenesys.example"], databaseUrl)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("no staff account"),
    });
  });

  it("makes the first account Admin, asks a role of every later one, lists roles and changes them", async () => {
    const add = (email: string, ...role: string[]) =>
      staff(["add", "--email", email, ...role], databaseUrl, "long enough password\n");
    expect(await add("first@jenesys.example")).toMatchObject({
      code: 0,
      stderr: expect.stringContaining("first@jenesys.example (Admin)"),
    });
    expect(await add("second@jenesys.example")).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("Only the first account may be added without a role"),
    });
    expect(await add("second@jenesys.example", "--role", "owner")).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("--role must be one of admin, sales, hr, editor"),
    });
    expect((await add("second@jenesys.example", "--role", "Sales")).code).toBe(0);
    expect((await add("third@jenesys.example", "--role", "editor")).code).toBe(0);
    expect((await staff(["list"], databaseUrl)).stdout.replace(/\tcreated .*/g, "")).toBe(
      "first@jenesys.example\tadmin\nsecond@jenesys.example\tsales\nthird@jenesys.example\teditor\n",
    );

    expect(await staff(["role", "--email", "third@jenesys.example", "--role", "hr"], databaseUrl)).toMatchObject({
      code: 0,
      stderr: expect.stringContaining("third@jenesys.example is now HR"),
    });
    expect(await staff(["role", "--email", "first@jenesys.example", "--role", "sales"], databaseUrl)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("last Admin"),
    });
    expect(await staff(["role", "--email", "nobody@jenesys.example", "--role", "hr"], databaseUrl)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("no staff account"),
    });
    expect((await staff(["role", "--email", "third@jenesys.example"], databaseUrl)).code).toBe(2);
    expect((await staff(["list", "--role", "hr"], databaseUrl)).code).toBe(2);
    const listed = (await staff(["list"], databaseUrl)).stdout;
    expect(listed).toContain("first@jenesys.example\tadmin\t");
    expect(listed).toContain("third@jenesys.example\thr\t");
    expect((await staff(["audit"], databaseUrl)).stdout).toContain(
      "role changed\tthird@jenesys.example: Editor → HR\tcommand line",
    );
  });

  it("removes an account's second factor for a lost phone, and the trail records it", async () => {
    expect((await staff(["add", "--email", "a@jenesys.example"], databaseUrl, "long enough password\n")).code).toBe(0);
    const store = openSqliteStore(file);
    try {
      await store.query((db) => db.updateTable("staff_accounts").set({ totp_key: "JBSWY3DPEHPK3PXP" }).execute());
    } finally {
      await store.close();
    }
    expect(await staff(["reset-second-factor", "--email", "A@jenesys.example"], databaseUrl)).toMatchObject({
      code: 0,
      stderr: expect.stringContaining("Removed the second factor of a@jenesys.example"),
    });
    const after = openSqliteStore(file);
    try {
      expect(await after.query((db) => db.selectFrom("staff_accounts").select("totp_key").execute())).toEqual([
        { totp_key: null },
      ]);
    } finally {
      await after.close();
    }
    expect((await staff(["reset-second-factor", "--email", "b@jenesys.example"], databaseUrl)).code).toBe(1);
    expect((await staff(["audit"], databaseUrl)).stdout).toContain(
      "second factor reset\ta@jenesys.example\tcommand line",
    );
  });

  it("a new password or removing the account ends the account's sessions; the audit trail shows both", async () => {
    expect((await staff(["add", "--email", "a@jenesys.example"], databaseUrl, "first long password\n")).code).toBe(0);
    const store = openSqliteStore(file);
    try {
      const account = (await findAccount(store, "a@jenesys.example"))!;
      const before = await createSession(store, account.id);
      expect(
        (await staff(["password", "--email", "a@jenesys.example"], databaseUrl, "second long password\n")).code,
      ).toBe(0);
      expect(await readSession(store, before.id)).toBeUndefined();
      expect(
        await verifyPassword((await findAccount(store, "a@jenesys.example"))!.passwordHash, "second long password"),
      ).toBe(true);
      const after = await createSession(store, account.id);
      expect((await staff(["remove", "--email", "a@jenesys.example"], databaseUrl)).code).toBe(0);
      expect(await readSession(store, after.id)).toBeUndefined();
    } finally {
      await store.close();
    }
    const audit = await staff(["audit"], databaseUrl);
    expect(audit.code).toBe(0);
    expect(
      audit.stdout
        .trim()
        .split("\n")
        .map((line) => line.split("\t").slice(1)),
    ).toEqual([
      ["-", "account added", "a@jenesys.example as Admin", "command line"],
      ["-", "password changed", "a@jenesys.example", "command line"],
      ["-", "account removed", "a@jenesys.example", "command line"],
    ]);
    expect(audit.stdout).not.toContain("long password");
  });

  it.skipIf(!existsSync("/usr/bin/script"))(
    "at a terminal, asks for the password twice without echoing it",
    async () => {
      const password = "typed at a terminal";
      // util-linux `script` runs the command on a pseudo-terminal, as an operator's shell would.
      const child = spawn(
        "/usr/bin/script",
        ["-qec", `${process.execPath} ${operatorCommand("staff")} add --email tty@jenesys.example`, "/dev/null"],
        { cwd: repoRoot, env: { ...process.env, DATABASE_URL: databaseUrl } },
      );
      let screen = "";
      const answered = new Set<string>();
      child.stdout.on("data", (chunk: Buffer) => {
        screen += chunk.toString();
        for (const prompt of ["New password", "Repeat the password"]) {
          if (screen.includes(prompt) && !answered.has(prompt)) {
            answered.add(prompt);
            child.stdin.write(`${password}\r`);
          }
        }
      });
      const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
      expect(code).toBe(0);
      expect(screen).toContain("Created the staff account tty@jenesys.example");
      expect(screen).not.toContain(password);
      const store = openSqliteStore(file);
      try {
        expect(await verifyPassword((await findAccount(store, "tty@jenesys.example"))!.passwordHash, password)).toBe(
          true,
        );
      } finally {
        await store.close();
      }
    },
  );

  it("does not create a database for a mistyped path, except when adding the first account", async () => {
    expect(await staff(["list"], `sqlite:${join(dir.path, "typo.db")}`)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("No SQLite database"),
    });
  });
});
