/**
 * docs/architecture.md stays true as files move: every repository path it names exists. A path with a
 * placeholder (`app/content/pages/<group>/<page>.ts`) or a `*` must match at least one file. What the build
 * and the server write (build/, data/) is not in the repository and is not checked.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../../..");
const doc = readFileSync(join(root, "docs/architecture.md"), "utf8");

/** Paths under the repository's own folders, and its configuration files at the top. */
const pathPattern =
  /(?<![\w./-])(?:(?:app|server|scripts|tests|docs|public)\/[\w./<>*-]*|[\w-]+(?:\.[\w-]+)*\.config\.ts|package\.json)/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? [`${relative(root, full)}/`, ...filesUnder(full)] : [relative(root, full)];
  });
}

const repositoryFiles = ["app", "server", "scripts", "tests", "docs", "public"].flatMap((dir) =>
  filesUnder(join(root, dir)),
);

/** A named path with placeholders as a pattern over repository paths. */
function matcher(path: string): RegExp {
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replace(/<[^>]+>|\*/g, "[^/]+")}$`);
}

const namedPaths = [...new Set(doc.match(pathPattern) ?? [])].map((path) => path.replace(/[.]+$/, ""));

describe("docs/architecture.md", () => {
  it("names the files of every part and of both flows", () => {
    for (const path of [
      "app/site/pages.ts",
      "app/routes.ts",
      "app/widgets/",
      "app/root.tsx",
      "server/app.ts",
      "server/store/index.ts",
      "server/api.ts",
    ]) {
      expect(namedPaths).toContain(path);
    }
  });

  it("names only paths that exist", () => {
    const missing = namedPaths.filter((path) =>
      /[<*]/.test(path) ? !repositoryFiles.some((file) => matcher(path).test(file)) : !existsSync(join(root, path)),
    );
    expect(missing).toEqual([]);
  });
});
