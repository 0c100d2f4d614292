/**
 * The copy as a whole: no contradictions, one name per thing, sentence-case headings, no exact figure
 * that neither the spec nor the list of example claims gives, no word about the site's own drafting,
 * headings that are not copied from page to page, and the "X, not Y" formula used rarely. The rules are
 * those of `scripts/copy-audit.ts`, over the content modules, the seeded openings and news, and the words
 * the widgets and components write themselves.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  ANTITHESIS,
  componentStrings,
  contradictions,
  copyStrings,
  draftingNotes,
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
  return new Set("exampleClaimTexts" in mod ? mod.exampleClaimTexts() : []);
}

describe("site copy", () => {
  it("contradicts itself nowhere", () => {
    const open = Object.entries(contradictions(strings)).flatMap(([name, found]) =>
      found.map((f) => `${name}: ${where(f)}`),
    );
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

  it("reads the words of the widgets, the components and the seeded openings and news", () => {
    const pages = new Set(strings.map((s) => s.page));
    expect(pages).toContain("app/widgets/CaseStudies.tsx");
    expect(pages).toContain("app/widgets/home/ContactForm.tsx");
    expect(strings.some((s) => s.page === "/CurrentOpenings" && /^openings\[\d+\]\.title$/.test(s.key))).toBe(true);
    expect(strings.some((s) => s.page === "/NewsEvents" && /^news\[\d+\]\.description$/.test(s.key))).toBe(true);
    // JSX text keyed by its element, visible attributes by their name; class names are no copy.
    const form = componentStrings().filter((s) => s.page === "app/widgets/home/ContactForm.tsx");
    expect(form).toContainEqual({ page: "app/widgets/home/ContactForm.tsx", key: "h3", text: "Send us a message" });
    expect(form).toContainEqual({
      page: "app/widgets/home/ContactForm.tsx",
      key: "placeholder",
      text: "Your organisation",
    });
    expect(form.filter((s) => /\b(text|font|mt)-/.test(s.text))).toEqual([]);
  });

  it("writes section headings (h2) in sentence case (labels the spec fixes keep their words)", () => {
    expect(headingCases(strings).h2.title.map(where)).toEqual([]);
  });

  it("writes card headings (h3) in sentence case too (names of pages and products keep theirs)", () => {
    expect(headingCases(strings).h3.title.map(where)).toEqual([]);
  });

  it("speaks to visitors about the company, never about the site's own drafting", () => {
    expect(draftingNotes(strings).map(where)).toEqual([]);
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
