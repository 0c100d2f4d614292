/**
 * The lint and format checks that `npm test` runs catch what they are there for: each rule family fails on
 * a planted violation (and passes on the same code written well), so a configuration that silently stops
 * checking is noticed.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { ESLint } from "eslint";
import * as prettier from "prettier";
import { afterAll, describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });
/**
 * Planted files live for the test only, in a folder of their own (linted with the rules of every .ts and .tsx
 * file, outside app/, which other tests read), with a tsconfig.json of their own that extends the project's:
 * typescript-eslint's project service types a file with its nearest tsconfig, so the type checker reads the
 * planted files alone instead of the whole project (two minutes on a busy machine, for one planted file).
 */
const plantedDir = "tests/unit/tooling/__lint-planted__";
let planted = 0;
mkdirSync(plantedDir, { recursive: true });
writeFileSync(
  join(plantedDir, "tsconfig.json"),
  JSON.stringify({ extends: "../../../../tsconfig.json", include: ["./*.ts", "./*.tsx"] }),
);

afterAll(() => rmSync(plantedDir, { recursive: true, force: true }));

/** The rules that fire on `code`, written as a planted .ts or .tsx file. */
async function rulesFiredOn(code: string, ext: "ts" | "tsx"): Promise<string[]> {
  const file = join(plantedDir, `planted-${++planted}.${ext}`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, code);
  const [result] = await eslint.lintFiles([file]);
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe("lint", { timeout: 120_000 }, () => {
  it("typescript-eslint with type information: a promise left floating", async () => {
    const planted = `export async function save(): Promise<void> {}\nexport function run(): void {\n  save();\n}\n`;
    expect(await rulesFiredOn(planted, "ts")).toContain("@typescript-eslint/no-floating-promises");
    expect(await rulesFiredOn(planted.replace("  save();", "  void save();"), "ts")).toEqual([]);
  });

  it("typescript-eslint: an unused import", async () => {
    const planted = `import { join } from "node:path";\nexport const root = "/";\n`;
    expect(await rulesFiredOn(planted, "ts")).toContain("@typescript-eslint/no-unused-vars");
  });

  it("react-hooks: a hook called conditionally, and an effect that misses a dependency", async () => {
    const conditional = `import { useState } from "react";\nexport function Panel({ open }: { open: boolean }) {\n  if (open) {\n    const [count] = useState(0);\n    return <p>{count}</p>;\n  }\n  return null;\n}\n`;
    expect(await rulesFiredOn(conditional, "tsx")).toContain("react-hooks/rules-of-hooks");
    const missing = `import { useEffect } from "react";\nexport function Title({ text }: { text: string }) {\n  useEffect(() => {\n    document.title = text;\n  }, []);\n  return null;\n}\n`;
    expect(await rulesFiredOn(missing, "tsx")).toContain("react-hooks/exhaustive-deps");
    expect(await rulesFiredOn(missing.replace("}, []);", "}, [text]);"), "tsx")).toEqual([]);
  });

  it("jsx-a11y: an image without alternative text, and a click on a plain element", async () => {
    const planted = `export function Logo() {\n  return <img src="/logo.svg" />;\n}\n`;
    expect(await rulesFiredOn(planted, "tsx")).toContain("jsx-a11y/alt-text");
    const click = `export function Card({ go }: { go: () => void }) {\n  return <div onClick={go}>Open</div>;\n}\n`;
    expect(await rulesFiredOn(click, "tsx")).toEqual(
      expect.arrayContaining(["jsx-a11y/click-events-have-key-events", "jsx-a11y/no-static-element-interactions"]),
    );
  });
});

describe("format", () => {
  it("Prettier refuses code written in another style, with the project's settings", async () => {
    const options = { ...(await prettier.resolveConfig("server/planted.ts")), filepath: "server/planted.ts" };
    expect(await prettier.check(`export const greeting = 'hello'\n`, options)).toBe(false);
    expect(await prettier.check(`export const greeting = "hello";\n`, options)).toBe(true);
  });
});
