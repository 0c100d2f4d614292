/**
 * server/main.ts as a real child process: for tests of signals, crashes and several instances. By default
 * it runs from its source under tsx's loader, so a test sees a change without a rebuild (`npm test`, which has
 * just built, runs the build instead); `entry: "compiled"` runs build/server/main.js, as `npm run serve` does.
 * PORT 0: the server picks a free port and reports it in its "listening" log line.
 */
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";

const repoRoot = new URL("../../", import.meta.url).pathname;

export interface MainProcess {
  url: string;
  child: ChildProcess;
  /** Every stdout line so far (JSON log lines). */
  lines: string[];
  /** Every stderr line so far (the server writes none: its log is stdout). Echoed to the test's stderr. */
  errorLines: string[];
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Resolves once a log line with this message has been printed. */
  logged(msg: string): Promise<void>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL, resolved once the process is gone. */
  kill(): Promise<void>;
}

/** How the server runs: from its source under tsx's loader, or compiled, as `npm run serve` runs it. */
const entries = {
  source: ["--import", "tsx", "server/main.ts"],
  compiled: ["build/server/main.js"],
};
/**
 * `npm test` builds right before the tests and says so (TEST_SERVER_ENTRY=compiled): the server then starts from its
 * build, in about half the time tsx takes to compile its source at every start. Run alone, the tests use the source.
 */
const defaultEntry: keyof typeof entries = process.env.TEST_SERVER_ENTRY === "compiled" ? "compiled" : "source";

export async function startMain(
  env: Record<string, string>,
  options: { startTimeoutMs?: number; entry?: keyof typeof entries } = {},
): Promise<MainProcess> {
  // node itself, so signals reach the server (the tsx CLI would be a middleman that survives SIGKILL and
  // forwards SIGTERM).
  const child = spawn(process.execPath, entries[options.entry ?? defaultEntry], {
    cwd: repoRoot,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", REDIS_URL: "", SMTP_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const errorLines: string[] = [];
  child.stderr.on("data", (chunk: Buffer) => {
    process.stderr.write(chunk);
    errorLines.push(...chunk.toString().split("\n").filter(Boolean));
  });
  const watchers: Array<{ msg: string; resolve(): void }> = [];
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start within ${options.startTimeoutMs ?? 60_000} ms: ${lines.join("\n")}`));
    }, options.startTimeoutMs ?? 60_000);
    let buffer = "";
    child.stdout.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const complete = buffer.split("\n");
      buffer = complete.pop()!;
      for (const line of complete) {
        lines.push(line);
        for (const watcher of watchers) if (line.includes(`"msg":"${watcher.msg}"`)) watcher.resolve();
        if (line.includes('"msg":"listening"')) {
          clearTimeout(timer);
          resolve((JSON.parse(line) as { port: number }).port);
        }
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${lines.join("\n")}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    lines,
    errorLines,
    exited,
    logged: (msg) =>
      lines.some((line) => line.includes(`"msg":"${msg}"`))
        ? Promise.resolve()
        : new Promise((resolve) => watchers.push({ msg, resolve })),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

/** A copy of a PostgreSQL URL with our `?schema=` parameter set (the store creates the schema). */
export function withSchema(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set("schema", schema);
  return parsed.toString();
}

/** The server's settings for a load test: one client sends every post, so the contact limit is lifted (it is tested elsewhere). */
export const loadTestEnv = (databaseUrl: string) => ({
  DATABASE_URL: databaseUrl,
  NODE_ENV: "production",
  RATE_LIMIT_CONTACT_PER_MINUTE: "1000000000",
});

/** One JSON post to /api/contact over the caller's agent (fetch would pool and retry behind the test's back). */
export function postContactJson(
  agent: http.Agent,
  url: string,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/api/contact`,
      {
        method: "POST",
        agent,
        timeout: 15_000,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", reject);
    request.end(body);
  });
}
