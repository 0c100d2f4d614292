/**
 * Operator CLI for stored contact messages, using DATABASE_URL like the server.
 *
 *   npm run --silent contacts -- export --format json|csv > messages.csv
 *   npm run --silent contacts -- delete --email person@example.com
 *
 * stdout carries only the exported data; messages go to stderr. Exit codes: 0 ok, 1 failure, 2 usage error.
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "../server/config";
import { contactsToCsv, contactsToJson } from "../server/contacts-export";
import { openStore } from "../server/store/index";

const usage = `Usage:
  npm run --silent contacts -- export [--format json|csv]   print every stored message (default json)
  npm run --silent contacts -- delete --email ADDRESS       erase one person's messages and newsletter sign-up
  npm run --silent contacts -- --help

The store is the one DATABASE_URL names (unset: ./data/jenesys.db).
Exit codes: 0 ok, 1 failure (e.g. database unreachable), 2 usage error.
`;

class UsageError extends Error {}

type Command = { name: "help" } | { name: "export"; format: "json" | "csv" } | { name: "delete"; email: string };

function parseCommand(argv: string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { format: { type: "string" }, email: { type: "string" }, help: { type: "boolean", short: "h" } },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return { name: "help" };
  const [name, ...extra] = positionals;
  if (extra.length > 0) throw new UsageError(`Unexpected argument: ${extra[0]}`);
  if (name === "export") {
    if (values.email !== undefined) throw new UsageError("export does not take --email.");
    const format = values.format ?? "json";
    if (format !== "json" && format !== "csv") throw new UsageError(`--format must be json or csv (got "${format}").`);
    return { name, format };
  }
  if (name === "delete") {
    if (values.format !== undefined) throw new UsageError("delete does not take --format.");
    const email = values.email?.trim();
    if (!email || !email.includes("@")) throw new UsageError("delete needs --email ADDRESS.");
    return { name, email };
  }
  throw new UsageError(name ? `Unknown command: ${name}` : "Missing command.");
}

/** Resolves once the data is handed to the OS, so exiting right after does not cut a piped export short. */
function writeStdout(text: string): Promise<void> {
  return new Promise((resolve, reject) => process.stdout.write(text, (error) => (error ? reject(error) : resolve())));
}

async function run(argv: string[]): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${usage}`);
    return 2;
  }
  if (command.name === "help") {
    process.stdout.write(usage);
    return 0;
  }

  const config = loadConfig();
  // A mistyped path would otherwise create a new, empty database and "export" nothing.
  if (config.database.kind === "sqlite" && !existsSync(config.database.file)) {
    process.stderr.write(`No SQLite database at ${config.database.file}: check DATABASE_URL (the server creates the file on its first start).\n`);
    return 1;
  }
  const store = openStore(config.databaseUrl);
  try {
    await store.migrate();
    if (command.name === "export") {
      const contacts = await store.listContacts();
      await writeStdout(command.format === "csv" ? contactsToCsv(contacts) : contactsToJson(contacts));
      process.stderr.write(`Exported ${contacts.length} message(s) from the ${store.kind} store.\n`);
    } else {
      const deleted = await store.deleteContactsByEmail(command.email);
      process.stderr.write(`Deleted ${deleted} message(s) from ${command.email}, and any newsletter subscription of that address.\n`);
    }
    return 0;
  } finally {
    await store.close();
  }
}

// A consumer such as `head` closing the pipe early is not a failure of ours.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
});

run(process.argv.slice(2)).then(
  (code) => { process.exitCode = code; },
  (error: unknown) => {
    const message = error instanceof ConfigError ? error.message
      : `Failed: ${error instanceof Error ? error.message : String(error)}${error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : ""}`;
    process.stderr.write(`${message}\n`);
    process.exitCode = 1;
  },
);
