/** server/main.ts as `npm run serve` runs it: JSON logs, start with the database down, graceful SIGTERM. */
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { postJson, tempDir, validContact } from "../support/server";

const repoRoot = new URL("../../", import.meta.url).pathname;

interface MainProcess {
  url: string;
  child: ChildProcess;
  lines: string[];
  /** Resolves once a log line with this message has been printed. */
  logged(msg: string): Promise<void>;
  stop(): Promise<number | null>;
}

async function startMain(env: Record<string, string>): Promise<MainProcess> {
  // node with tsx's loader, so SIGTERM reaches the server itself (the tsx CLI would be a middleman).
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: repoRoot,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", REDIS_URL: "", SMTP_URL: "", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines: string[] = [];
  const watchers: Array<{ msg: string; resolve(): void }> = [];
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const complete = buffer.split("\n");
      buffer = complete.pop()!;
      for (const line of complete) {
        lines.push(line);
        for (const watcher of watchers) if (line.includes(`"msg":"${watcher.msg}"`)) watcher.resolve();
        if (line.includes('"msg":"listening"')) resolve((JSON.parse(line) as { port: number }).port);
      }
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${lines.join("\n")}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    lines,
    logged: (msg) => lines.some((line) => line.includes(`"msg":"${msg}"`)) ? Promise.resolve()
      : new Promise((resolve) => watchers.push({ msg, resolve })),
    async stop() {
      child.kill("SIGTERM");
      return exited;
    },
  };
}

describe("server/main.ts", () => {
  it("serves, logs one JSON object per line, and exits 0 on SIGTERM after in-flight work", async () => {
    const dir = tempDir();
    const server = await startMain({ DATABASE_URL: `sqlite:${join(dir.path, "db", "site.db")}` });
    try {
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      // A request the server has started (it answered 100-continue) when SIGTERM arrives must still complete.
      const status = await new Promise<number>((resolve, reject) => {
        const body = JSON.stringify(validContact);
        const request = http.request(`${server.url}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), expect: "100-continue" },
        }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on("error", reject);
        request.on("continue", () => {
          server.child.kill("SIGTERM");
          void server.logged("shutting down").then(() => request.end(body));
        });
        request.flushHeaders();
      });
      expect(status).toBe(201);
      expect(await server.stop()).toBe(0);
      for (const line of server.lines) expect(() => JSON.parse(line)).not.toThrow();
      const messages = server.lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
      expect(messages).toEqual(expect.arrayContaining(["listening", "store ready", "request", "shutting down", "stopped"]));
      expect(server.lines.join("\n")).not.toContain(validContact.email);
    } finally {
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
      dir.remove();
    }
  }, 60_000);

  it("starts while PostgreSQL is unreachable: pages and /healthz answer, messages get 503", async () => {
    const server = await startMain({ DATABASE_URL: "postgres://postgres@127.0.0.1:1/none" });
    try {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(503);
      expect((await postJson(`${server.url}/api/contact`, validContact)).status).toBe(503);
      expect(server.lines.some((line) => line.includes("store unavailable at start"))).toBe(true);
      expect(await server.stop()).toBe(0);
    } finally {
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
    }
  }, 60_000);
});
