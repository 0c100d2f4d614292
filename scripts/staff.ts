/**
 * Staff accounts of the staff area (/admin), from the command line only: the site has no sign-up page.
 * Uses DATABASE_URL like the server.
 *
 *   printf '%s\n' "$PASSWORD" | npm run --silent staff -- add --email person@company.example --role sales
 *   npm run staff -- add --email person@company.example --role editor   (asks for the password, without echo)
 *   npm run staff -- list | role --email A --role R | remove --email A | password --email A | audit [--limit N]
 *
 * The password is read from standard input: the first line when input is piped, a hidden prompt (asked
 * twice) at a terminal. It is never printed, logged or stored; only its argon2id hash is.
 * Exit codes: 0 ok, 1 failure, 2 usage error.
 */
import { loadConfig } from "../server/config";
import {
  AccountError,
  addAccount,
  checkStaffEmail,
  listAccounts,
  removeAccount,
  setPassword,
  setRole,
} from "../server/staff/accounts";
import { isStaffRole, roleNames, staffRoles, type StaffRole } from "../server/staff/permissions";
import { listAudit } from "../server/staff/audit";
import { resetSecondFactor } from "../server/staff/second-factor";
import { passwordProblem } from "../server/staff/passwords";
import { parseSubcommand, runCommand, UsageError, withStore, writeStdout } from "./operator-cli";

const usage = `Usage:
  npm run --silent staff -- add --email ADDRESS --role ROLE
                                                       create a staff account (password from standard input)
  npm run --silent staff -- list                       list the staff accounts with their roles
  npm run --silent staff -- role --email ADDRESS --role ROLE
                                                       give an account another role
  npm run --silent staff -- reset-second-factor --email ADDRESS
                                                       remove an account's second factor (a lost phone)
  npm run --silent staff -- remove --email ADDRESS     remove an account and end its sessions
  npm run --silent staff -- password --email ADDRESS   set a new password (ends the account's sessions)
  npm run --silent staff -- audit [--limit N]          print the audit trail, latest N entries (default 100)
  npm run --silent staff -- --help

Roles: admin (everything, accounts and the audit trail included), sales (inbox and subscribers),
hr (openings), editor (openings and news). Only the first account may be added without --role; it is admin.
Passwords have at least 12 characters. Piped in, the first line of standard input is the password; at a
terminal it is asked for twice, without echo.
The store is the one DATABASE_URL names (unset: ./data/jenesys.db).
Exit codes: 0 ok, 1 failure, 2 usage error.
`;

type Command =
  | { name: "help" | "list" }
  | { name: "remove" | "password" | "reset-second-factor"; email: string }
  | { name: "add"; email: string; role: StaffRole | undefined }
  | { name: "role"; email: string; role: StaffRole }
  | { name: "audit"; limit: number };

function parseRole(value: string | undefined): StaffRole | undefined {
  if (value === undefined) return undefined;
  const role = value.toLowerCase();
  if (!isStaffRole(role)) throw new UsageError(`--role must be one of ${staffRoles.join(", ")} (got "${value}").`);
  return role;
}

function parseCommand(argv: string[]): Command {
  const { name, values } = parseSubcommand(argv, {
    email: { type: "string" },
    role: { type: "string" },
    limit: { type: "string" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) return { name: "help" };
  if (values.role !== undefined && name !== "add" && name !== "role")
    throw new UsageError(`${name ?? "this command"} does not take --role.`);
  if (name === "add" || name === "remove" || name === "password" || name === "role" || name === "reset-second-factor") {
    if (values.limit !== undefined) throw new UsageError(`${name} does not take --limit.`);
    if (!values.email) throw new UsageError(`${name} needs --email ADDRESS.`);
    let email: string;
    try {
      email = checkStaffEmail(values.email);
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    const role = parseRole(values.role);
    if (name === "role") {
      if (!role) throw new UsageError(`role needs --role ${staffRoles.join("|")}.`);
      return { name, email, role };
    }
    return name === "add" ? { name, email, role } : { name, email };
  }
  if (values.email !== undefined) throw new UsageError(`${name ?? "this command"} does not take --email.`);
  if (name === "list") {
    if (values.limit !== undefined) throw new UsageError("list does not take --limit.");
    return { name };
  }
  if (name === "audit") {
    const limit = Number(values.limit ?? "100");
    if (!Number.isSafeInteger(limit) || limit < 1)
      throw new UsageError(`--limit must be a whole number from 1 (got "${values.limit}").`);
    return { name, limit };
  }
  throw new UsageError(name ? `Unknown command: ${name}` : "Missing command.");
}

/** The first line of piped standard input. */
async function readPipedLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
}

/** Asks at the terminal without echoing what is typed. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  stdin.setRawMode(true); // before the prompt: whatever is typed once it shows is never echoed
  process.stderr.write(question);
  stdin.setEncoding("utf8");
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed: string[] = [];
    const finish = () => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write("\n");
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          finish();
          return resolve(typed.join(""));
        }
        if (char === "\u0003" || char === "\u0004") {
          // Ctrl-C, Ctrl-D
          finish();
          return reject(new AccountError("Cancelled; nothing was changed."));
        }
        if (char === "\u007f" || char === "\b") typed = typed.slice(0, -1);
        else typed.push(char);
      }
    };
    stdin.on("data", onData);
  });
}

async function readNewPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPipedLine();
  const password = await promptHidden("New password (at least 12 characters): ");
  const problem = passwordProblem(password);
  if (problem) throw new AccountError(problem);
  if ((await promptHidden("Repeat the password: ")) !== password)
    throw new AccountError("The two passwords differ; nothing was changed.");
  return password;
}

async function run(argv: string[]): Promise<number> {
  const command = parseCommand(argv);
  if (command.name === "help") {
    await writeStdout(usage);
    return 0;
  }
  const password = command.name === "add" || command.name === "password" ? await readNewPassword() : "";
  // The first account may be added before the server has ever started.
  await withStore(
    loadConfig(),
    async (store) => {
      switch (command.name) {
        case "add": {
          const account = await addAccount(store, command.email, password, command.role);
          process.stderr.write(
            `Created the staff account ${account.email} (${roleNames[account.role]}). It can sign in at /admin/login.\n`,
          );
          break;
        }
        case "list": {
          const accounts = await listAccounts(store);
          await writeStdout(
            accounts.map((account) => `${account.email}\t${account.role}\tcreated ${account.createdAt}\n`).join(""),
          );
          process.stderr.write(`${accounts.length} staff account(s).\n`);
          break;
        }
        case "remove": {
          if (!(await removeAccount(store, command.email)))
            throw new AccountError(`There is no staff account for ${command.email}.`);
          process.stderr.write(`Removed the staff account ${command.email} and ended its sessions.\n`);
          break;
        }
        case "role": {
          if (!(await setRole(store, command.email, command.role)))
            throw new AccountError(`There is no staff account for ${command.email}.`);
          process.stderr.write(
            `${command.email} is now ${roleNames[command.role]}; it applies from the account's next request.\n`,
          );
          break;
        }
        case "reset-second-factor": {
          if (!(await resetSecondFactor(store, command.email, { staffEmail: null, client: "command line" })))
            throw new AccountError(`There is no staff account for ${command.email}.`);
          process.stderr.write(
            `Removed the second factor of ${command.email}; it is set up again on /admin/account after signing in.\n`,
          );
          break;
        }
        case "password": {
          if (!(await setPassword(store, command.email, password)))
            throw new AccountError(`There is no staff account for ${command.email}.`);
          process.stderr.write(`Changed the password of ${command.email} and ended its sessions.\n`);
          break;
        }
        case "audit": {
          const entries = await listAudit(store, command.limit);
          await writeStdout(
            entries
              .map(
                (entry) =>
                  [entry.at, entry.staffEmail ?? "-", entry.action, entry.target ?? "-", entry.client ?? "-"].join(
                    "\t",
                  ) + "\n",
              )
              .join(""),
          );
          break;
        }
      }
    },
    { mayCreate: command.name === "add" },
  );
  return 0;
}

runCommand(run, usage, [AccountError]);
