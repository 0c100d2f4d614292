/**
 * `npm run dev` is the whole site: pages rendered through Vite, with the API, the form post without
 * JavaScript, the rate limits and the store, and the headers production sends. Started as a newcomer starts
 * it, with its store in a temporary SQLite file.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contentSecurityPolicy, securityHeaderValues } from "../../server/security";
import { openSqliteStore } from "../../server/store/sqlite";
import { postForm, postJson, tempDir, validContact } from "../support/server";

const repoRoot = new URL("../../", import.meta.url).pathname;

describe("npm run dev", { timeout: 120_000 }, () => {
  const dir = tempDir("jenesys-dev-");
  const databaseFile = join(dir.path, "dev.db");
  let child: ChildProcess;
  let url = "";
  const logLines: Array<Record<string, unknown>> = [];
  let outputClosed: Promise<void>;

  beforeAll(async () => {
    child = spawn("npm", ["run", "dev"], {
      cwd: repoRoot,
      detached: true, // its own process group: npm and the server stop together
      env: {
        ...process.env,
        PORT: "0",
        HOST: "127.0.0.1",
        DATABASE_URL: `sqlite:${databaseFile}`,
        RATE_LIMIT_CONTACT_PER_MINUTE: "2",
        LOG_LEVEL: "info",
        REDIS_URL: "",
        SMTP_URL: "",
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    // Closed once every process of the group has exited: npm may go before the server under it.
    outputClosed = new Promise((resolve) => child.stdout!.on("close", () => resolve()));
    const port = await new Promise<number>((resolve, reject) => {
      let buffer = "";
      child.on("exit", (code) => reject(new Error(`npm run dev exited with ${code}`)));
      child.stdout!.on("data", (chunk: Buffer) => {
        buffer += chunk.toString();
        const lines = buffer.split("\n");
        buffer = lines.pop()!;
        for (const line of lines.filter((text) => text.startsWith("{"))) {
          const entry = JSON.parse(line) as Record<string, unknown>;
          logLines.push(entry);
          if (entry.msg === "listening") resolve(entry.port as number);
        }
      });
    });
    url = `http://127.0.0.1:${port}`;
  }, 120_000);

  afterAll(async () => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // the group has already gone
    }
    await outputClosed;
    dir.remove();
  });

  it("renders the home page with production's headers, the script policy carrying its nonce", async () => {
    const response = await fetch(`${url}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Technology that connects with real life");
    expect(html).toContain("virtual:react-router/inject-hmr-runtime"); // hot reload
    const csp = response.headers.get("content-security-policy")!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toBe(contentSecurityPolicy([`nonce-${nonce}`]));
    const { "Content-Security-Policy": _policy, ...others } = securityHeaderValues({ hsts: false });
    for (const [name, value] of Object.entries(others)) expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("serves the app's modules through Vite, with no CORS, and the designed 404 page with its status", async () => {
    const client = await fetch(`${url}/@vite/client`, { headers: { origin: "http://localhost:5173" } });
    expect(client.status).toBe(200);
    expect(client.headers.get("x-content-type-options")).toBe("nosniff");
    expect(client.headers.get("access-control-allow-origin")).toBeNull(); // no other origin, as in production
    const missing = await fetch(`${url}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("</html>");
  });

  it("stores a contact post from the API and from the form without JavaScript, then rate-limits", async () => {
    const api = await postJson(`${url}/api/contact`, { ...validContact, name: "Dev Api" });
    expect(api.status).toBe(201);
    const form = await postForm(`${url}/contact`, { ...validContact, name: "Dev Form" });
    expect(form.status).toBe(200);
    expect(await form.text()).toContain("Your message has been sent");
    expect((await postJson(`${url}/api/contact`, validContact)).status).toBe(429);

    const store = openSqliteStore(databaseFile);
    try {
      const names = (await store.listContacts()).map((row) => row.name).sort();
      expect(names).toEqual(["Dev Api", "Dev Form"]);
    } finally {
      await store.close();
    }
  });

  it("keeps the app's modules when a tsconfig.json comes and goes under tests/, as the lint check's planted one does", async () => {
    // Vite drops every module when a tsconfig.json it watches comes or goes, and a page rendered at that moment
    // meets two copies of a module and its React context (a 500). The tests are not watched; docs/ is, so a
    // probe planted there after the one under tests/ is the state to wait for: once Vite has reported it, it
    // would have reported the first too.
    const ignored = join(repoRoot, "tests/api/__dev-watch-probe__");
    const watched = join(repoRoot, "docs/__dev-watch-probe__");
    const reported = (dir: string) =>
      logLines.some((line) => String(line.detail).includes(`tsconfig file detected: ${join(dir, "tsconfig.json")}`));
    try {
      for (const dir of [ignored, watched]) {
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, "tsconfig.json"), "{}");
      }
      await vi.waitUntil(() => reported(watched), { timeout: 60_000, interval: 50 });
      expect(reported(ignored)).toBe(false);
    } finally {
      for (const dir of [ignored, watched]) rmSync(dir, { recursive: true, force: true });
    }
  });

  it("stops cleanly on SIGTERM", async () => {
    process.kill(-child.pid!, "SIGTERM");
    await outputClosed;
    expect(logLines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(["store ready", "shutting down", "stopped"]),
    );
    expect(logLines.filter((line) => line.level === "error")).toEqual([]);
  });
});
