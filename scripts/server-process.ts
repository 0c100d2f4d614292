/**
 * The production server as a child process on a free loopback port, with a throw-away store: shared by
 * the load test and the hostile-request replay, which must only ever talk to loopback.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

const repoRoot = new URL("../", import.meta.url).pathname;

export function isLoopback(url: string): boolean {
  const { hostname, protocol } = new URL(url);
  return (
    protocol === "http:" && (hostname === "localhost" || hostname === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(hostname))
  );
}

export interface ScratchStore {
  databaseUrl: string;
  remove(): Promise<void>;
}

/**
 * A store nobody else uses: an SQLite file in a temporary folder, or a fresh schema in the PostgreSQL
 * database at `postgresBase` (loopback only), dropped by remove().
 */
export function scratchStore(kind: "sqlite" | "postgres", name: string, postgresBase?: string): ScratchStore {
  if (kind === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), `jenesys-${name}-`));
    return {
      databaseUrl: `sqlite:${join(dir, `${name}.db`)}`,
      remove: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
    };
  }
  const base = postgresBase ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  if (!isLoopback(base.replace(/^postgres(ql)?:/, "http:")))
    throw new Error(`Refusing ${base}: loopback databases only.`);
  const schema = name.replace(/[^a-z0-9_]/gi, "_").toLowerCase();
  const url = new URL(base);
  url.searchParams.set("schema", schema);
  return {
    databaseUrl: url.toString(),
    async remove() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}

/** The compiled production server, as `npm run serve` runs it. */
const serverEntry = "build/server/main.js";

/**
 * Starts the compiled production server; resolves with its URL once /healthz answers 200. Its log is
 * drained (so it never blocks on a full pipe) and handed to `onLogLine` when given.
 */
export async function spawnServer(
  databaseUrl: string,
  env: Record<string, string> = {},
  onLogLine?: (line: string) => void,
): Promise<{ url: string; child: ChildProcess }> {
  // No Redis or mail server of this shell's: only those the caller names in `env`.
  const { REDIS_URL: _redis, SMTP_URL: _smtp, ...inherited } = process.env;
  const childEnv: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: "production",
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "info",
    ...env,
  };
  if (!existsSync(`${repoRoot}${serverEntry}`))
    throw new Error(`${serverEntry} not found: run \`npm run build\` first.`);
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = "";
    const timer = setTimeout(() => {
      child.kill("SIGTERM"); // not left running, holding the caller's terminal
      reject(new Error('the server did not start within 60 s (it must log "listening" at LOG_LEVEL info)'));
    }, 60_000); // a bound for a hang: a busy machine starts a server in seconds, not in this long
    child.on("exit", (code) => reject(new Error(`the server exited with ${code} before listening`)));
    child.stdout.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split("\n");
      buffer = lines.pop()!;
      for (const line of lines) {
        onLogLine?.(line);
        if (!line.includes('"msg":"listening"')) continue;
        clearTimeout(timer);
        resolve((JSON.parse(line) as { port: number }).port);
      }
    });
  });
  const url = `http://127.0.0.1:${port}`;
  // Ready once its store is (/healthz 200); bounded for a hang, as the start above.
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (
      (await fetch(`${url}/healthz`).then(
        (r) => r.status,
        () => 0,
      )) === 200
    )
      return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGTERM");
  throw new Error("the spawned server's /healthz never answered 200");
}

/** SIGTERM, then the exit code (a clean shutdown is 0). */
export async function stopServer(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  child.kill("SIGTERM");
  return exited;
}
