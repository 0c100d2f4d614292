/**
 * `npm start`: builds the site when there is no build or the sources are newer than it, then runs the
 * production server (server/main.ts) in this process.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildStamp = path.join(root, "build/server/index.js");
const sources = ["app", "public", "scripts/postbuild.ts", "scripts/case-study-pdfs.ts", "react-router.config.ts", "vite.config.ts", "package-lock.json"];

function newestChange(entry: string): number {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(full).map((name) => newestChange(path.join(entry, name))));
}

const builtAt = existsSync(buildStamp) ? statSync(buildStamp).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestChange))) {
  console.error(builtAt ? "Sources changed since the last build: rebuilding." : "No build found: building the site.");
  execSync("npm run build", { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
}

process.env.NODE_ENV ??= "production";
await import("../server/main");
