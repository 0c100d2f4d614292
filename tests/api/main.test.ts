/** server/main.ts from its source (compiled-server.test.ts runs the build): JSON logs, start with the database down, graceful SIGTERM. */
import { existsSync } from "node:fs";
import http from "node:http";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openSqliteStore } from "../../server/store/sqlite";
import { startMain } from "../support/main-process";
import { postJson, tempDir, validContact } from "../support/server";

const repoRoot = new URL("../../", import.meta.url).pathname;

describe("server/main.ts", () => {
  it("serves, logs one JSON object per line, and exits 0 on SIGTERM after in-flight work", async () => {
    const dir = tempDir();
    const server = await startMain({ DATABASE_URL: `sqlite:${join(dir.path, "db", "site.db")}` });
    try {
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(200);
      // A request the server has started (it answered 100-continue) when SIGTERM arrives must still complete,
      // while new connections are already refused.
      let refusedWhileDraining: unknown;
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const body = JSON.stringify(validContact);
        const request = http.request(
          `${server.url}/api/contact`,
          {
            method: "POST",
            headers: {
              "content-type": "application/json",
              "content-length": Buffer.byteLength(body),
              expect: "100-continue",
            },
          },
          (response) => {
            let text = "";
            response.on("data", (chunk: Buffer) => (text += chunk.toString()));
            response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
          },
        );
        request.on("error", reject);
        request.on("continue", () => {
          server.child.kill("SIGTERM");
          void server
            .logged("shutting down")
            .then(
              () =>
                new Promise<void>((done) => {
                  // A fresh connection (agent: false), not a pooled keep-alive one.
                  http
                    .get(`${server.url}/healthz`, { agent: false }, (response) => {
                      response.resume();
                      done();
                    })
                    .on("error", (error: NodeJS.ErrnoException) => {
                      refusedWhileDraining = error.code;
                      done();
                    });
                }),
            )
            .then(() => request.end(body));
        });
        request.flushHeaders();
      });
      expect(answer.status).toBe(201);
      expect(refusedWhileDraining).toBe("ECONNREFUSED");
      expect(await server.stop()).toBe(0);

      // The store was closed properly: SQLite folds its write-ahead log into the file and removes it.
      const file = join(dir.path, "db", "site.db");
      expect(existsSync(`${file}-wal`)).toBe(false);
      const store = openSqliteStore(file);
      expect((await store.listContacts()).map((row) => row.id)).toEqual([
        (JSON.parse(answer.body) as { id: string }).id,
      ]);
      await store.close();
      for (const line of server.lines) expect(() => JSON.parse(line)).not.toThrow();
      const messages = server.lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
      expect(messages).toEqual(
        expect.arrayContaining(["listening", "store ready", "request", "contact stored", "shutting down", "stopped"]),
      );
      const requests = server.lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.msg === "request");
      for (const line of requests)
        expect(line).toMatchObject({ requestId: expect.stringMatching(/^[0-9a-f-]{36}$/), status: expect.any(Number) });
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
      const contact = await postJson(`${server.url}/api/contact`, validContact);
      expect(contact.status).toBe(503);
      expect(await contact.json()).toEqual({ error: expect.stringMatching(/try again/i) });
      if (existsSync(join(repoRoot, "build/client/index.html"))) {
        const page = await fetch(`${server.url}/overview`);
        expect(page.status).toBe(200); // the prerendered site does not need the database
        expect(await page.text()).toContain("</html>");
      }
      expect(server.lines.some((line) => line.includes("store unavailable at start"))).toBe(true);
      expect(await server.stop()).toBe(0);
    } finally {
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
    }
  }, 60_000);
});
