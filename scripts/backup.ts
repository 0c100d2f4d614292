/**
 * A consistent snapshot of the SQLite store, taken while the site keeps serving, using DATABASE_URL like
 * the server.
 *
 *   npm run --silent backup -- --out /var/backups/jenesys.db
 *
 * stdout carries only the summary of what the snapshot holds; messages go to stderr.
 * Exit codes: 0 ok, 1 failure (PostgreSQL included: pg_dump is the tool there), 2 usage error.
 */
import { BackupError, snapshotSqlite, type SnapshotSummary } from "../server/store/backup";
import {
  formatBytes,
  formatTableCounts,
  parseOptions,
  runCommand,
  runSqliteOperation,
  UsageError,
} from "./operator-cli";

const usage = `Usage:
  npm run --silent backup -- --out PATH [--max-rate MB] [--json]
  npm run --silent backup -- --help

Copies the SQLite store DATABASE_URL names (unset: ./data/jenesys.db) to PATH while the site keeps
serving and writing. PATH is replaced only once the new snapshot is complete and has passed the
integrity check; then the rows per table are printed.

  --max-rate MB   read at most MB megabytes per second (a large store on a busy disk)
  --json          print the summary as JSON

With PostgreSQL it explains how to call pg_dump for the database instead, and exits 1.
Exit codes: 0 ok, 1 failure, 2 usage error.
`;

function parseCommand(
  argv: string[],
): { help: true } | { help: false; out: string; maxBytesPerSecond: number | undefined; json: boolean } {
  const { values } = parseOptions(argv, {
    out: { type: "string" },
    "max-rate": { type: "string" },
    json: { type: "boolean" },
    help: { type: "boolean", short: "h" },
  });
  if (values.help) return { help: true };
  const out = values.out?.trim();
  if (!out) throw new UsageError("backup needs --out PATH.");
  let maxBytesPerSecond: number | undefined;
  if (values["max-rate"] !== undefined) {
    const megabytes = Number(values["max-rate"]);
    if (!Number.isFinite(megabytes) || megabytes <= 0)
      throw new UsageError(
        `--max-rate must be a positive number of megabytes per second (got "${values["max-rate"]}").`,
      );
    maxBytesPerSecond = megabytes * 1_000_000;
  }
  return { help: false, out, maxBytesPerSecond, json: values.json ?? false };
}

function describe(summary: SnapshotSummary): string {
  return [
    `snapshot   ${summary.file}`,
    `taken at   ${summary.takenAt} (everything committed before this moment is in it)`,
    `size       ${formatBytes(summary.bytes)}, made in ${summary.durationMs} ms`,
    `schema     version ${summary.schemaVersion}`,
    "integrity  ok",
    "",
    formatTableCounts(summary.tables),
    "",
  ].join("\n");
}

async function run(argv: string[]): Promise<number> {
  return runSqliteOperation(parseCommand(argv), usage, {
    name: "backup",
    run: (file, { out, maxBytesPerSecond }) => snapshotSqlite(file, out, { maxBytesPerSecond }),
    describe,
  });
}

runCommand(run, usage, [BackupError]);
