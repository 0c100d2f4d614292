/**
 * What the store's operator commands (backup, restore) share: argument errors exit 2 with the usage text,
 * failures exit 1 with one readable line, and stdout carries only what the command reports.
 */
import { parseArgs, type ParseArgsConfig } from "node:util";
import { existsSync } from "node:fs";
import { ConfigError, loadConfig } from "../server/config";
import { BackupError } from "../server/store/backup";
import { openStore, type ContactStore } from "../server/store/index";

export class UsageError extends Error {}

/** node:util's parseArgs, its complaints turned into UsageError; positionals (a command's name) only when allowed. */
export function parseOptions<T extends ParseArgsConfig["options"]>(argv: string[], options: T, allowPositionals = false) {
  try {
    return parseArgs({ args: argv, options, allowPositionals, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** Resolves once the text is handed to the OS, so exiting right after does not cut piped output short. */
export function writeStdout(text: string): Promise<void> {
  return new Promise((resolve, reject) => process.stdout.write(text, (error) => (error ? reject(error) : resolve())));
}

/** Rows per table, names left and counts right-aligned. */
export function formatTableCounts(tables: Record<string, number>): string {
  const entries = Object.entries(tables);
  const nameWidth = Math.max("table".length, ...entries.map(([name]) => name.length));
  const countWidth = Math.max("rows".length, ...entries.map(([, rows]) => String(rows).length));
  return [["table", "rows"] as const, ...entries.map(([name, rows]) => [name, String(rows)] as const)]
    .map(([name, rows]) => `${name.padEnd(nameWidth)}  ${rows.padStart(countWidth)}`)
    .join("\n");
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KiB", "MiB", "GiB", "TiB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/**
 * The store DATABASE_URL names, migrated, for a command that reads or changes what the site stored. A
 * mistyped SQLite path is refused rather than created: a new empty database would "export" nothing.
 */
export async function openExistingStore(): Promise<ContactStore> {
  const config = loadConfig();
  if (config.database.kind === "sqlite" && !existsSync(config.database.file)) {
    throw new ConfigError(`No SQLite database at ${config.database.file}: check DATABASE_URL (the server creates the file on its first start).`);
  }
  const store = openStore(config.databaseUrl);
  try {
    await store.migrate();
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}

/** Runs a command and sets the exit code: 0 ok, 1 failure, 2 usage error (usage text on stderr). */
export function runCommand(run: (argv: string[]) => Promise<number>, usage: string): void {
  // A consumer such as `head` closing the pipe early is not a failure of ours.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(0);
  });
  run(process.argv.slice(2)).then(
    (code) => { process.exitCode = code; },
    (error: unknown) => {
      if (error instanceof UsageError) {
        process.stderr.write(`${error.message}\n\n${usage}`);
        process.exitCode = 2;
        return;
      }
      const expected = error instanceof ConfigError || error instanceof BackupError;
      const message = !(error instanceof Error) ? String(error)
        : expected ? error.message
        : `Failed: ${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ""}`;
      process.stderr.write(`${message}\n`);
      process.exitCode = 1;
    },
  );
}
