/**
 * Production runs JavaScript under node: `npm start`, `npm run serve` and the operator commands (`npm run
 * contacts` and the others) start no TypeScript loader, tsx is a development dependency only, and the
 * compiled server (build/server/main.js) serves the site, renders with React Router's build, stores
 * messages and stops gracefully.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { csvColumns } from "../../server/contacts-export";
import { openSqliteStore } from "../../server/store/sqlite";
import { operatorCommands } from "../../vite.server.config";
import { hasBuild, noBuildMessage } from "../support/build";
import { startMain } from "../support/main-process";
import { postJson, tempDir, validContact } from "../support/server";

const repoRoot = new URL("../../", import.meta.url).pathname;
const compiled = hasBuild && existsSync(join(repoRoot, "build/server/main.js"));

describe("the production server's commands", () => {
  const { scripts } = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };

  it("run node on JavaScript", () => {
    expect(scripts.serve).toBe("NODE_ENV=production node build/server/main.js");
    expect(scripts.start).toBe("node scripts/start.mjs");
    expect(readFileSync(join(repoRoot, "scripts/start.mjs"), "utf8")).toContain('"build/server/main.js"');
  });

  it("run the operator commands compiled too, after the same check that the build is current", () => {
    for (const name of operatorCommands) expect(scripts[name], name).toBe(`node scripts/start.mjs ${name}`);
  });

  it("need no tsx at run time: it is not among the production dependencies", () => {
    // `npm ls` exits 1 when it finds nothing; its JSON says what it found either way.
    const { stdout } = spawnSync("npm", ["ls", "tsx", "--omit=dev", "--json"], { cwd: repoRoot, encoding: "utf8" });
    const tree = JSON.parse(stdout) as { dependencies?: object };
    expect(tree.dependencies ?? {}).toEqual({});
  });
});

describe.skipIf(!compiled)(`build/server/main.js ${compiled ? "" : noBuildMessage}`, { timeout: 60_000 }, () => {
  it("loads at start neither the drivers of the optional backends (pg, ioredis) nor the workbook writer (exceljs)", () => {
    // The packages the compiled server imports statically, following its own chunks: what every start loads.
    const staticImport = /^\s*(?:import|export)\b[^"'`;]*?\bfrom\s*"([^"]+)"|^\s*import\s*"([^"]+)"/gm;
    const packages = new Set<string>();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const match of readFileSync(file, "utf8").matchAll(staticImport)) {
        const specifier = match[1] ?? match[2];
        if (specifier.startsWith(".")) visit(join(file, "..", specifier));
        else packages.add(specifier);
      }
    };
    visit(join(repoRoot, "build/server/main.js"));
    expect([...packages]).toEqual(expect.arrayContaining(["better-sqlite3", "kysely", "express"]));
    for (const name of ["pg", "ioredis", "exceljs"]) expect(packages.has(name), name).toBe(false);
  });

  it("serves pages, renders the 404 page, stores a message and exits 0 on SIGTERM", async () => {
    const dir = tempDir();
    const databaseFile = join(dir.path, "site.db");
    const server = await startMain(
      { NODE_ENV: "production", DATABASE_URL: `sqlite:${databaseFile}` },
      { entry: "compiled" },
    );
    try {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      const home = await fetch(`${server.url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("Technology that connects with real life");
      const missing = await fetch(`${server.url}/no-such-page`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain("</html>");
      const posted = await postJson(`${server.url}/api/contact`, validContact);
      expect(posted.status).toBe(201);
      expect(await server.stop()).toBe(0);
      expect(server.lines.some((line) => line.includes('"mode":"production"'))).toBe(true);

      const store = openSqliteStore(databaseFile);
      expect((await store.listContacts()).map((row) => row.name)).toEqual([validContact.name]);
      await store.close();
    } finally {
      await server.kill();
      dir.remove();
    }
  });

  it("runs an operator command with its arguments, and its standard output is the command's alone", async () => {
    const dir = tempDir();
    try {
      const databaseFile = join(dir.path, "site.db");
      const store = openSqliteStore(databaseFile); // made and migrated on first use
      expect(await store.listContacts()).toEqual([]);
      await store.close();
      const exported = spawnSync("npm", ["run", "--silent", "contacts", "--", "export", "--format", "csv"], {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: `sqlite:${databaseFile}` },
        encoding: "utf8",
      });
      expect(exported.status, exported.stderr).toBe(0);
      expect(exported.stdout.replace(/^\uFEFF/, "").trimEnd()).toBe(csvColumns.map(([, header]) => header).join(","));
    } finally {
      dir.remove();
    }
  });

  it("answers a malformed percent-escape with the documented 400, logging no warning", async () => {
    const dir = tempDir();
    const server = await startMain(
      { NODE_ENV: "production", DATABASE_URL: `sqlite:${join(dir.path, "site.db")}` },
      { entry: "compiled" },
    );
    try {
      for (const path of ["/%E0%A4%A", "/%E0%A4%A/x", "/CurrentOpenings/%ZZ"]) {
        const refused = await fetch(`${server.url}${path}`);
        expect([path, refused.status, await refused.text()]).toEqual([
          path,
          400,
          "Bad request: the address is not valid.",
        ]);
      }
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect(await server.stop()).toBe(0);
      const warnings = server.lines.filter((line) => /"level":"(warn|error)"/.test(line));
      expect(warnings).toEqual([]);
    } finally {
      await server.kill();
      dir.remove();
    }
  });
});
