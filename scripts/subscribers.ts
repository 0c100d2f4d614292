/**
 * Operator CLI for the newsletter list, using DATABASE_URL like the server.
 *
 *   npm run --silent subscribers -- export --format csv|json [--all] > subscribers.csv
 *   npm run --silent subscribers -- delete --email person@example.com
 *
 * The export lists the subscribers who consented, with the time and the way they did (for the mailing
 * tool's consent records); --all adds the addresses still waiting for confirmation, with their status.
 * Addresses past their confirmation time are deleted first, as the server does every hour, so an export
 * never carries what the privacy policy says is gone. stdout carries only the data; messages go to stderr.
 * Exit codes: 0 ok, 1 failure, 2 usage error.
 */
import { purgeNewsletter } from "../server/newsletter/consent";
import {
  deleteSubscriber,
  listSubscribers,
  subscribersToCsv,
  subscribersToJson,
} from "../server/newsletter/subscribers";
import { loadConfig } from "../server/config";
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
  npm run --silent subscribers -- export [--format csv|json] [--all]   print the subscribers (default csv)
  npm run --silent subscribers -- delete --email ADDRESS               erase one address (privacy requests)
  npm run --silent subscribers -- --help

export prints confirmed subscribers with their consent time (consented_at) and how they consented
(opt_in: single, by the sign-up; double, by the link in a confirmation mail); --all adds the addresses
waiting for confirmation (status pending). CSV columns: email,status,consented_at,opt_in,signed_up_at.
The store is the one DATABASE_URL names (unset: ./data/jenesys.db).
Exit codes: 0 ok, 1 failure (e.g. database unreachable), 2 usage error.
`;

type Command =
  { name: "help" } | { name: "export"; format: "csv" | "json"; all: boolean } | { name: "delete"; email: string };

function parseCommand(argv: string[]): Command {
  const { name, values } = parseSubcommand(argv, {
    format: { type: "string" },
    all: { type: "boolean" },
    email: { type: "string" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) return { name: "help" };
  if (name === "export") {
    if (values.email !== undefined) throw new UsageError("export does not take --email.");
    return { name, format: exportFormat(values.format, "csv"), all: values.all ?? false };
  }
  if (name === "delete") {
    if (values.format !== undefined || values.all !== undefined) throw new UsageError("delete takes only --email.");
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
      await purgeNewsletter(store, new Date());
      const { subscribers } = await listSubscribers(store, undefined, { includePending: command.all });
      await writeStdout(command.format === "csv" ? subscribersToCsv(subscribers) : subscribersToJson(subscribers));
      process.stderr.write(
        `Exported ${subscribers.length} ${command.all ? "address(es)" : "subscriber(s)"} from the ${store.kind} store.\n`,
      );
    } else {
      const deleted = await deleteSubscriber(store, command.email);
      process.stderr.write(
        deleted
          ? `Deleted ${command.email} from the newsletter list.\n`
          : `${command.email} is not on the newsletter list.\n`,
      );
    }
  });
  return 0;
}

runCommand(run, usage);
