/**
 * `npm start`: builds the site when there is no build or the sources are newer than it, then runs the
 * compiled production server (build/server/main.js) in this process. Plain JavaScript, so starting needs
 * nothing but node.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
/** Written last by `npm run build`: its presence means a complete build. */
const serverEntry = path.join(root, "build/server/main.js");
const sources = [
  "app",
  "server",
  "public",
  "scripts/postbuild.ts",
  "scripts/case-study-pdfs.ts",
  "scripts/share-images.ts",
  "react-router.config.ts",
  "vite.config.ts",
  "vite.server.config.ts",
  "package-lock.json",
];

function newestChange(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(full).map((name) => newestChange(path.join(entry, name))));
}

const builtAt = existsSync(serverEntry) ? statSync(serverEntry).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestChange))) {
  console.error(builtAt ? "Sources changed since the last build: rebuilding." : "No build found: building the site.");
  execSync("npm run build", { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
}

process.env.NODE_ENV ??= "production";
await import(pathToFileURL(serverEntry).href);
