/**
 * The copy as a whole: no contradictions, one name per thing, sentence-case headings, no exact figure
 * that neither the spec nor the list of example claims gives, headings that are not copied from page to
 * page, and the "X, not Y" formula used rarely. The rules are those of `scripts/copy-audit.ts`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  ANTITHESIS,
  contradictions,
  copyStrings,
  headingCases,
  namesPerThing,
  repeatedHeadings,
  unconfirmedFigures,
} from "../../../scripts/copy-audit";

const strings = copyStrings();
const where = (s: { page: string; key: string; text: string; note?: string }) =>
  `${s.page} ${s.key}: ${s.note ? `[${s.note}] ` : ""}${s.text}`;

async function exampleClaimTexts(): Promise<Set<string>> {
  const mod = await import("../../../app/content/example-claims").catch(() => ({}) as Record<string, never>);
  return new Set("exampleClaimTexts" in mod ? (mod.exampleClaimTexts as () => string[])() : []);
}

describe("site copy", () => {
  it("contradicts itself nowhere", () => {
    const open = Object.entries(contradictions(strings)).flatMap(([name, found]) => found.map((f) => `${name}: ${where(f)}`));
    expect(open).toEqual([]);
  });

  it("gives each thing one name and each word one spelling", () => {
    const names = namesPerThing(strings);
    const several = Object.entries(names)
      .filter(([thing, variants]) => variants.size > 1 || (thing === "-ise / -ize" && variants.has("-ize")))
      .map(([thing, variants]) => `${thing}: ${[...variants.keys()].join(" | ")}`);
    expect(several).toEqual([]);
    expect(names["partner wording"].has("as a Microsoft partner")).toBe(false);
  });

  it("writes section headings in sentence case (labels the spec fixes keep their words)", () => {
    expect(headingCases(strings).title.map(where)).toEqual([]);
  });

  it("states no exact client figure that is neither in the spec nor in the list of example claims", async () => {
    expect(unconfirmedFigures(strings, await exampleClaimTexts()).outside.map(where)).toEqual([]);
  });

  it("names the list of example claims in the README", () => {
    const readme = readFileSync(join(import.meta.dirname, "../../../README.md"), "utf8");
    expect(readme).toContain("app/content/example-claims.ts");
  });

  it("gives each page its own section headings", () => {
    expect(Object.fromEntries(repeatedHeadings(strings))).toEqual({});
  });

  it('uses the antithesis formula ("X, not Y") rarely and never the same one twice', () => {
    const uses = strings.filter((s) => ANTITHESIS.test(s.text));
    expect(uses.length, uses.map(where).join("\n")).toBeLessThanOrEqual(8);
    const phrases = uses.map((s) => s.text.match(/not (just|only) [\w ]+/i)?.[0]).filter(Boolean);
    expect(new Set(phrases).size).toBe(phrases.length);
  });
});
