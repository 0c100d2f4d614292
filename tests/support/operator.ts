/**
 * The store's operator commands as child processes, compiled as production runs them (`npm run backup` is
 * build/server/backup.js, run in its own node process, so a signal reaches the command itself), and stores
 * filled with known rows for them to work on.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import Database from "better-sqlite3";
import type { ContactMessage } from "../../app/lib/contact-schema";
import { seedNews, seedOpenings } from "../../server/store/seed/openings-and-news";
import { starterReplyTemplates } from "../../server/store/seed/reply-templates";
import { knownSchemaVersion, openSqliteStore } from "../../server/store/sqlite";
import type { StoredContact } from "../../server/store/types";

const repoRoot = new URL("../../", import.meta.url).pathname;

/** The compiled operator command `npm run NAME` runs (scripts/NAME.ts in the build, vite.server.config.ts). */
export function operatorCommand(name: string): string {
  return `${repoRoot}build/server/${name}.js`;
}

/**
 * Rows per table of a migrated store that holds no messages yet (one schema_version row per migration, and
 * the openings and news items the migration seeds).
 */
export const emptyStoreTables = {
  application_events: 0,
  application_files: 0,
  application_mails: 0,
  applications: 0,
  contacts: 0,
  enquiry_events: 0,
  enquiry_replies: 0,
  news_items: seedNews.length,
  newsletter_outbox: 0,
  newsletter_subscriptions: 0,
  newsletter_tokens: 0,
  openings: seedOpenings.length,
  reply_templates: starterReplyTemplates.length,
  schema_version: knownSchemaVersion,
  spam_pardons: 0,
  staff_accounts: 0,
  staff_audit: 0,
  staff_invitations: 0,
  staff_pending_sign_ins: 0,
  staff_recovery_codes: 0,
  staff_sessions: 0,
  visit_marks: 0,
  visit_salts: 0,
  visit_totals: 0,
};

export interface ScriptResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the operator command `npm run <name>` to the end. */
export function runScript(name: string, args: string[], env: Record<string, string>): Promise<ScriptResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [operatorCommand(name), ...args],
      { cwd: repoRoot, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === "number" ? error.code : null) : 0, stdout, stderr }),
    );
  });
}

export interface RunningScript {
  child: ChildProcess;
  /** Resolves once the process has ended and its output is complete. */
  finished: Promise<ScriptResult>;
}

/** Starts the operator command `npm run <name>` and hands back the process, for tests that act while it runs. */
export function startScript(name: string, args: string[], env: Record<string, string>): RunningScript {
  const child = spawn(process.execPath, [operatorCommand(name), ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, finished: new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr }))) };
}

/** `npm run contacts -- export --format json` on a store. */
export async function exportContacts(databaseUrl: string): Promise<StoredContact[]> {
  const result = await runScript("contacts", ["export", "--format", "json"], { DATABASE_URL: databaseUrl });
  if (result.code !== 0) throw new Error(`export failed (${result.code}): ${result.stderr}`);
  return JSON.parse(result.stdout) as StoredContact[];
}

export function contactNumber(i: number, run = "seed"): ContactMessage {
  return {
    name: `Backup Tester ${i}`,
    email: `backup.${run}.${i}@example.com`,
    company: "Backup Test Ltd",
    phone: "9876543210",
    countryCode: "+44",
    service: "Cloud Solutions",
    message: `Message ${i} of run ${run}. ${"Padding text. ".repeat(60).trim()}`,
  };
}

/** A migrated store with `count` messages (about 1 KB each, written in one transaction) and one subscriber. */
export async function seedStore(file: string, count: number, run = "seed"): Promise<void> {
  const store = openSqliteStore(file);
  try {
    await store.migrate();
    await Promise.all(Array.from({ length: count }, (_, i) => store.saveContact(contactNumber(i, run))));
    await store.subscribe(`subscriber.${run}@example.com`);
  } finally {
    await store.close();
  }
}

/** The ids of the messages in a store file, read without changing it. */
export function contactIds(file: string): Set<string> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return new Set((db.prepare("SELECT id FROM contacts").all() as Array<{ id: string }>).map((row) => row.id));
  } finally {
    db.close();
  }
}

/** PRAGMA integrity_check of a file, read without changing it: ["ok"] when sound. */
export function integrityCheck(file: string): string[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (db.pragma("integrity_check") as Array<{ integrity_check: string }>).map((row) => row.integrity_check);
  } finally {
    db.close();
  }
}
