/**
 * Operator CLI for stored contact messages, using DATABASE_URL like the server.
 *
 *   npm run --silent contacts -- export --format json|csv > messages.csv
 *   npm run --silent contacts -- delete --email person@example.com
 *
 * stdout carries only the exported data; messages go to stderr. Exit codes: 0 ok, 1 failure, 2 usage error.
 */
import { loadConfig } from "../server/config";
import { contactsToCsv, contactsToJson } from "../server/contacts-export";
import {
  emailOption,
  exportFormat,
  parseSubcommand,
  runCommand,
  UsageError,
  withStore,
  writeStdout,
} from "./operator-cli";

const usage = `Usage:
  npm run --silent contacts -- export [--format json|csv]   print every stored message (default json)
  npm run --silent contacts -- delete --email ADDRESS       erase one person's messages and newsletter sign-up
  npm run --silent contacts -- --help

The store is the one DATABASE_URL names (unset: ./data/jenesys.db).
Exit codes: 0 ok, 1 failure (e.g. database unreachable), 2 usage error.
`;

type Command = { name: "help" } | { name: "export"; format: "json" | "csv" } | { name: "delete"; email: string };

function parseCommand(argv: string[]): Command {
  const { name, values } = parseSubcommand(argv, {
    format: { type: "string" },
    email: { type: "string" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) return { name: "help" };
  if (name === "export") {
    if (values.email !== undefined) throw new UsageError("export does not take --email.");
    return { name, format: exportFormat(values.format, "json") };
  }
  if (name === "delete") {
    if (values.format !== undefined) throw new UsageError("delete does not take --format.");
    return { name, email: emailOption(values.email) };
  }
  throw new UsageError(name ? `Unknown command: ${name}` : "Missing command.");
}

async function run(argv: string[]): Promise<number> {
  const command = parseCommand(argv);
  if (command.name === "help") {
    await writeStdout(usage);
    return 0;
  }
  await withStore(loadConfig(), async (store) => {
    if (command.name === "export") {
      const contacts = await store.listContacts();
      await writeStdout(command.format === "csv" ? contactsToCsv(contacts) : contactsToJson(contacts));
      process.stderr.write(`Exported ${contacts.length} message(s) from the ${store.kind} store.\n`);
    } else {
      const deleted = await store.deleteContactsByEmail(command.email);
      process.stderr.write(
        `Deleted ${deleted} message(s) from ${command.email}, and any newsletter subscription and job applications (with their CVs) of that address.\n`,
      );
    }
  });
  return 0;
}

runCommand(run, usage);
