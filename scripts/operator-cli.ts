/**
 * What the operator commands (contacts, subscribers, staff, backup, restore) share: argument errors exit 2 with the
 * usage text, failures exit 1 with one readable line, and stdout carries only what the command reports.
 */
import { existsSync } from "node:fs";
import { parseArgs, type ParseArgsConfig } from "node:util";
import { ConfigError, loadConfig, type Config } from "../server/config";
import { postgresAdvice } from "../server/store/backup";
import { openStore, type Store } from "../server/store/index";

export class UsageError extends Error {}

/** A failure the operator can act on from its message alone: printed as it is, exit 1. */
export class CommandError extends Error {}

/** node:util's parseArgs, its complaints turned into UsageError. */
export function parseOptions<T extends ParseArgsConfig["options"]>(argv: string[], options: T) {
  try {
    return parseArgs({ args: argv, options, allowPositionals: false, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** `NAME [--option …]`: the command's name (undefined when none was given) and its options. */
export function parseSubcommand<T extends ParseArgsConfig["options"]>(argv: string[], options: T) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const [name, ...extra] = parsed.positionals;
  if (extra.length > 0) throw new UsageError(`Unexpected argument: ${extra[0]}`);
  return { name, values: parsed.values };
}

/** An export's --format: json or csv, `fallback` when not given. */
export function exportFormat(value: string | undefined, fallback: "json" | "csv"): "json" | "csv" {
  const format = value ?? fallback;
  if (format !== "json" && format !== "csv") throw new UsageError(`--format must be json or csv (got "${format}").`);
  return format;
}

/** A deletion's --email: the address whose data goes. */
export function emailOption(value: string | undefined): string {
  const email = value?.trim();
  if (!email || !email.includes("@")) throw new UsageError("delete needs --email ADDRESS.");
  return email;
}

/**
 * Runs one command against the migrated store DATABASE_URL names, and closes it. A SQLite path with no
 * file is refused unless the command may create the store: a mistyped path would otherwise create a new,
 * empty database that the server never reads.
 */
export async function withStore<T>(
  config: Config,
  use: (store: Store) => Promise<T>,
  options: { mayCreate?: boolean } = {},
): Promise<T> {
  if (config.database.kind === "sqlite" && !options.mayCreate && !existsSync(config.database.file)) {
    throw new CommandError(
      `No SQLite database at ${config.database.file}: check DATABASE_URL (the server creates the file on its first start).`,
    );
  }
  const store = openStore(config.databaseUrl);
  try {
    await store.migrate();
    return await use(store);
  } finally {
    await store.close();
  }
}

/**
 * The shape of `npm run backup` and `npm run restore`: a SQLite-only operation whose summary is printed
 * as text, or as JSON with --json. For PostgreSQL the command says which tool to use instead, and exits 1.
 */
export async function runSqliteOperation<Command extends { help: false; json: boolean }, Summary>(
  command: { help: true } | Command,
  usage: string,
  operation: {
    name: "backup" | "restore";
    run(file: string, command: Command): Promise<Summary>;
    describe(summary: Summary): string;
  },
): Promise<number> {
  if (command.help) {
    await writeStdout(usage);
    return 0;
  }
  const config = loadConfig();
  if (config.database.kind === "postgres") {
    process.stderr.write(postgresAdvice(config.database.url, operation.name));
    return 1;
  }
  const summary = await operation.run(config.database.file, command);
  await writeStdout(command.json ? `${JSON.stringify(summary, null, 2)}\n` : operation.describe(summary));
  return 0;
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

type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * Runs a command and sets the exit code: 0 ok, 1 failure, 2 usage error (usage text on stderr). Errors
 * of the `expected` classes (and CommandError, ConfigError) are printed as their message alone; any other
 * failure is prefixed "Failed:" with its cause.
 */
export function runCommand(
  run: (argv: string[]) => Promise<number>,
  usage: string,
  expected: readonly ErrorClass[] = [],
): void {
  // A consumer such as `head` closing the pipe early is not a failure of ours.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(0);
  });
  Promise.resolve(process.argv.slice(2))
    .then(run)
    .then(
      (code) => {
        process.exitCode = code;
      },
      (error: unknown) => {
        if (error instanceof UsageError) {
          process.stderr.write(`${error.message}\n\n${usage}`);
          process.exitCode = 2;
          return;
        }
        const readable = [CommandError, ConfigError, ...expected].some((type) => error instanceof type);
        const message = !(error instanceof Error)
          ? String(error)
          : readable
            ? error.message
            : `Failed: ${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ""}`;
        process.stderr.write(`${message}\n`);
        process.exitCode = 1;
      },
    );
}
