/**
 * `npm start`: builds the site when there is no build or the sources are newer than it, then runs the
 * compiled production server (build/server/main.js) in this process. Plain JavaScript, so starting needs
 * nothing but node.
 *
 * `node scripts/start.mjs NAME …` does the same for an operator command (`npm run contacts -- export` is
 * `node scripts/start.mjs contacts export`): build/server/NAME.js, compiled from scripts/NAME.ts
 * (vite.server.config.ts), with the arguments after the name. What the build prints goes to stderr, so a
 * command's standard output stays its own (an export piped to a file).
 */
import { execSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
/** Written last by `npm run build`: its presence means a complete build. */
const serverEntry = path.join(root, "build/server/main.js");
/** The operator commands: the npm scripts that run this file with a name (`"contacts": "node scripts/start.mjs contacts"`). */
const operatorCommands = Object.values(JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts)
  .map((script) => /^node scripts\/start\.mjs ([a-z-]+)$/.exec(script)?.[1])
  .filter(Boolean);
const command = process.argv[2];
if (command !== undefined && !operatorCommands.includes(command)) {
  console.error(`Not an operator command: ${command} (one of ${operatorCommands.join(", ")})`);
  process.exit(2);
}
const sources = [
  "app",
  "server",
  "public",
  "scripts/postbuild.ts",
  "scripts/operator-cli.ts",
  ...operatorCommands.map((name) => `scripts/${name}.ts`),
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
  execSync("npm run build", { cwd: root, stdio: ["ignore", process.stderr, "inherit"] });
}

if (command === undefined) {
  process.env.NODE_ENV ??= "production";
  await import(pathToFileURL(serverEntry).href);
} else {
  // The command reads its own arguments from process.argv.slice(2), as when node runs its file directly.
  process.argv.splice(2, 1);
  await import(pathToFileURL(path.join(root, "build/server", `${command}.js`)).href);
}
