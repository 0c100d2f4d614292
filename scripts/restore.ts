/**
 * Puts a snapshot made by `npm run backup` back as the SQLite store DATABASE_URL names.
 *
 *   npm run --silent restore -- --from /var/backups/jenesys.db [--force]
 *
 * Refuses a damaged snapshot, one from newer code, a store that is in use, and a store holding data
 * (unless --force); the replaced store is kept beside the new one. stdout carries only the summary.
 * Exit codes: 0 ok, 1 refused or failed (PostgreSQL included: pg_restore is the tool there), 2 usage error.
 */
import { BackupError } from "../server/store/backup";
import { restoreSqlite, type RestoreSummary } from "../server/store/restore";
import { formatTableCounts, parseOptions, runCommand, runSqliteOperation, UsageError } from "./operator-cli";

const usage = `Usage:
  npm run --silent restore -- --from PATH [--force] [--json]
  npm run --silent restore -- --help

Replaces the SQLite store DATABASE_URL names (unset: ./data/jenesys.db) with the snapshot at PATH,
after checking it (integrity, schema version) and migrating it when it is older than this code.
Stop the server first: a store in use is refused. The store that was there is kept beside it as
FILE.replaced-<UTC time>.

  --force   replace a store that holds data (or cannot be read)
  --json    print the summary as JSON

With PostgreSQL it explains how to call pg_restore for the database instead, and exits 1.
Exit codes: 0 ok, 1 refused or failed, 2 usage error.
`;

function parseCommand(argv: string[]): { help: true } | { help: false; from: string; force: boolean; json: boolean } {
  const { values } = parseOptions(argv, {
    from: { type: "string" },
    force: { type: "boolean" },
    json: { type: "boolean" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) return { help: true };
  const from = values.from?.trim();
  if (!from) throw new UsageError("restore needs --from PATH.");
  return { help: false, from, force: values.force ?? false, json: values.json ?? false };
}

function describe(summary: RestoreSummary): string {
  return [
    `store      ${summary.file}`,
    `replaced   ${summary.replaced ? `the previous store is kept at ${summary.replaced}` : "nothing (there was no store)"}`,
    `schema     version ${summary.schemaVersion}${summary.migratedFrom !== undefined ? ` (migrated from version ${summary.migratedFrom})` : ""}`,
    "integrity  ok",
    "",
    formatTableCounts(summary.tables),
    "",
  ].join("\n");
}

async function run(argv: string[]): Promise<number> {
  return runSqliteOperation(parseCommand(argv), usage, {
    name: "restore",
    run: (file, { from, force }) => restoreSqlite(from, file, { force }),
    describe,
  });
}

runCommand(run, usage, [BackupError]);
