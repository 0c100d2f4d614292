/** The operator CLI run as a child process, exactly as `npm run contacts -- …` runs it. */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ContactMessage } from "../../app/lib/contact-schema";
import { csvColumns, freeTextColumns } from "../../server/contacts-export";
import { openSqliteStore } from "../../server/store/sqlite";
import type { Store, StoredContact } from "../../server/store/types";
import { parseCsv, restoreFormula } from "../support/csv";
import { operatorCommand } from "../support/operator";
import { tempDir } from "../support/server";
import { listSubscriptions } from "../support/store-rows";

const repoRoot = new URL("../../", import.meta.url).pathname;

function runCli(args: string[], databaseUrl: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [operatorCommand("contacts"), ...args],
      { cwd: repoRoot, env: { ...process.env, DATABASE_URL: databaseUrl } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const tricky: ContactMessage[] = [
  {
    name: '=HYPERLINK("http://evil.example","Click me")',
    email: "mallory@example.com",
    company: "Evil, Inc.",
    phone: "1234567890",
    countryCode: "+1",
    service: "Other",
    message: '+cmd|" /C calc"!A0',
  },
  {
    name: 'Dana "DJ" Jones',
    email: "dana@example.com",
    company: undefined,
    phone: "2223334444",
    countryCode: "+61",
    service: undefined,
    message: 'Line one,\r\nline two\nline "three"',
  },
  {
    name: "@SUM(A1:A9)",
    email: "Ann@Example.com",
    company: "-2+3",
    phone: "5556667777",
    countryCode: "+91",
    service: "AI and Machine Learning",
    message: "\tTabbed start",
  },
  {
    name: "Ann Again",
    email: "ann@example.com",
    company: ";=1+1",
    phone: "5556667777",
    countryCode: "+65",
    service: "Cloud Solutions",
    message: "\rCarriage return start",
  },
];

describe("contacts CLI", () => {
  let dir: ReturnType<typeof tempDir>;
  let databaseUrl: string;
  let store: Store;
  let stored: StoredContact[];

  beforeEach(async () => {
    dir = tempDir();
    const file = join(dir.path, "store.db");
    databaseUrl = `sqlite:${file}`;
    store = openSqliteStore(file);
    for (const message of tricky) await store.saveContact(message);
    await store.subscribe("ann@example.com");
    await store.subscribe("dana@example.com");
    stored = await store.listContacts();
  });
  afterEach(async () => {
    await store.close();
    dir.remove();
  });

  it("exports CSV that neutralises formulas and round-trips every value", async () => {
    const { code, stdout, stderr } = await runCli(["export", "--format", "csv"], databaseUrl);
    expect(code, stderr).toBe(0);
    const rows = parseCsv(stdout);
    expect(rows[0]).toEqual(csvColumns.map(([, header]) => header));
    expect(rows).toHaveLength(stored.length + 1);
    const freeText = csvColumns.flatMap(([key], index) => (freeTextColumns.has(key) ? [index] : []));
    for (const row of rows) for (const index of freeText) expect(row[index]).not.toMatch(/^[=+\-@\t\r]/);
    expect(stdout).toContain(`"'=HYPERLINK(""http://evil.example"",""Click me"")"`);
    expect(stdout).toContain(`ann@example.com,";=1+1",5556667777,+65,`); // separator quoted; country code as stored

    const back = rows
      .slice(1)
      .map((row) => Object.fromEntries(csvColumns.map(([key], index) => [key, restoreFormula(row[index])])));
    expect(back).toEqual(
      // A CSV cell cannot tell an empty value from a missing one: what was null comes back as "".
      stored.map((contact) => Object.fromEntries(Object.entries(contact).map(([key, value]) => [key, value ?? ""]))),
    );
  });

  it("exports JSON: the stored messages and nothing else on stdout", async () => {
    const { code, stdout, stderr } = await runCli(["export", "--format", "json"], databaseUrl);
    expect(code, stderr).toBe(0);
    expect(JSON.parse(stdout)).toEqual(stored);
    expect(stderr).toContain("Exported 4 message(s)");
  });

  it("deletes one person's messages (any case) and newsletter row, and nothing else", async () => {
    const { code, stdout, stderr } = await runCli(["delete", "--email", "ANN@example.com"], databaseUrl);
    expect(code, stderr).toBe(0);
    expect(stdout).toBe("");
    expect(stderr).toMatch(/Deleted 2 message\(s\)/);
    const remaining = await store.listContacts();
    expect(remaining.map((row) => row.email)).toEqual(["mallory@example.com", "dana@example.com"]);
    expect((await listSubscriptions(store)).map((row) => row.email)).toEqual(["dana@example.com"]);
  });

  it.each([
    [[]],
    [["export", "--format", "xml"]],
    [["delete"]],
    [["delete", "--email", "not-an-address"]],
    [["frobnicate"]],
    [["export", "--bogus"]],
  ])("exits 2 with usage on stderr for %j", async (args) => {
    const { code, stdout, stderr } = await runCli(args, databaseUrl);
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toContain("Usage:");
  });

  it("prints help with exit 0", async () => {
    const { code, stdout } = await runCli(["--help"], databaseUrl);
    expect(code).toBe(0);
    expect(stdout).toContain("export [--format json|csv]");
  });

  it("exits 1 without creating anything when the SQLite file does not exist", async () => {
    const missing = join(dir.path, "typo", "store.db");
    const { code, stdout, stderr } = await runCli(["export"], `sqlite:${missing}`);
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toContain("No SQLite database at");
    expect(existsSync(missing)).toBe(false);
  });

  it("exits 1 with a message when the database is unreachable", async () => {
    const { code, stdout, stderr } = await runCli(["export"], "postgres://postgres@127.0.0.1:1/nothing");
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toMatch(/Failed/);
  });
}, 60_000);
