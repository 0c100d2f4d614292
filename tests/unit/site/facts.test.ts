/**
 * Company facts are stated once (app/site/facts.ts) and every page uses them with their one label.
 * The test reads the content modules twice: as source text (a fact written as a literal instead of a
 * reference) and as the strings the pages show (a fact labelled or phrased differently).
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { footer } from "../../../app/content/footer";
import { about, hero, services as homeServices } from "../../../app/content/home";
import { site, claims, facts, foundingYear, inWords, serviceOrder, services } from "../../../app/site/facts";
import { contentPages, pageTitles } from "../../../app/site/pages";
import { type CopyString, componentFiles, copyStrings, factsInSentences } from "../../../scripts/copy-audit";

const root = join(import.meta.dirname, "../../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith(".ts") ? [path] : [];
  });
}

/**
 * Content modules (without the one list of example claims: its figures are not company facts), the
 * widgets and components that write words of their own, and the openings and news the store is seeded with.
 */
const contentSources = [
  ...sourceFiles(join(root, "app/content")).filter(
    (path) => !path.endsWith("example-claims.ts") && !path.endsWith("types.ts") && !path.endsWith("icons.ts"),
  ),
  ...componentFiles(),
  join(root, "server/store/seed/openings-and-news.ts"),
].map((path) => ({ path: path.slice(root.length + 1), text: readFileSync(path, "utf8") }));

const strings = copyStrings();
const where = (s: CopyString) => `${s.page} ${s.key}: ${s.text}`;

/** Literals that must come from the facts module, never be typed into a page. */
const LITERALS: [string, RegExp][] = [
  ["founding year", new RegExp(`\\b${foundingYear}\\b`)],
  ...Object.entries(facts).map(([key, fact]): [string, RegExp] => [
    key,
    new RegExp(`(?<![\\d,.])${fact.number}\\${fact.suffix || "b"}(?!\\d)`),
  ]),
  ["age in words", /\b(twenty|thirty)[- ]\w+ years\b|\btwo decades\b/i],
  ["countries in words", /\bfifteen countries\b/i],
  ["testing hours", /160,000/],
  ["attrition", /under 10%/i],
  ["testing cost", /up to 40%/i],
];

describe("company facts", () => {
  it("are consistent with each other: the experience figure never exceeds the company's age", () => {
    const yearsSinceFounding = new Date().getFullYear() - foundingYear;
    expect(facts.experience.number).toBeLessThanOrEqual(yearsSinceFounding);
  });

  it.each(contentSources)("are referenced, not written as literals, in $path", ({ text }) => {
    // Comments may explain; only code is checked.
    const code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
    const found = LITERALS.filter(([, pattern]) => pattern.test(code)).map(
      ([name, pattern]) => `${name}: ${code.match(pattern)![0]}`,
    );
    expect(found).toEqual([]);
  });

  it("each carry one label wherever a page shows them as a statistic", () => {
    const wrong: string[] = [];
    for (const s of strings) {
      if (!s.key.endsWith(".value") && !s.key.endsWith(".label")) continue;
      const other = strings.find(
        (o) =>
          o.page === s.page &&
          o.key === s.key.replace(/\.(value|label)$/, s.key.endsWith(".value") ? ".label" : ".value"),
      );
      if (!other) continue;
      const [value, label] = s.key.endsWith(".value") ? [s, other] : [other, s];
      for (const fact of [...Object.values(facts), ...Object.values(claims)]) {
        const sameValue = value.text === fact.value;
        const sameLabel = label.text.toLowerCase() === fact.label.toLowerCase();
        const labelNamesIt = label.text.toLowerCase().startsWith(fact.label.toLowerCase());
        if ((sameLabel || labelNamesIt) && !sameValue)
          wrong.push(`${where(label)} shows ${value.text}, the fact is ${fact.value}`);
        if (sameValue && !sameLabel && "number" in fact)
          wrong.push(`${where(label)}: ${fact.value} is labelled "${fact.label}"`);
        if (sameValue && sameLabel && label.text !== fact.label) wrong.push(`${where(label)}: write "${fact.label}"`);
      }
    }
    expect([...new Set(wrong)]).toEqual([]);
  });

  it("are phrased one way inside sentences, in words that read as a sentence rather than a statistic's label", () => {
    expect([facts.countries, facts.projects, facts.technologies, facts.experience].map(inWords)).toEqual([
      "15+\u00a0countries",
      "200+\u00a0projects",
      "30+\u00a0technologies",
      "23+\u00a0years of industry experience",
    ]);
    const phrasings: [string, RegExp, string][] = [
      [
        "countries",
        /\b(?:more than|over) (?:15|fifteen) countries\b|\bcountries (?:with active clients|where our clients operate)\b|\b15\+ countries served\b|\b15 countries\b/i,
        inWords(facts.countries),
      ],
      [
        "projects",
        /\b(?:more than|over) 200 projects\b|\b200\+ (?!projects\b)\w+|\b200\+ projects completed\b/i,
        inWords(facts.projects),
      ],
      ["technologies", /\b30\+ (?!technologies\b)\w+|\b30\+ technologies mastered\b/i, inWords(facts.technologies)],
      [
        "experience",
        /\b23\+ (?!years of industry experience)\w+|\b(?:over |for )?2\d years\b/i,
        inWords(facts.experience),
      ],
      ["age in words", /\b(?:twenty|thirty)[- ]\w+ years\b|\btwo decades\b/i, `since ${foundingYear}`],
      ["testing hours", /\b160,000\b(?!\shours of testing delivered)/i, claims.testingHours.inText],
    ];
    const wrong: string[] = [];
    for (const s of strings) {
      if (s.key.endsWith(".value")) continue;
      for (const [name, pattern, right] of phrasings)
        if (pattern.test(s.text)) wrong.push(`${name}: ${where(s)} (write "${right}")`);
    }
    expect(wrong).toEqual([]);
  });

  it("sit in a sentence one at a time, never with a statistic's label", () => {
    expect(factsInSentences(strings).map((f) => `${where(f)} [${f.note}]`)).toEqual([]);
  });

  it("name each service one way: menus, footer and home cards take the names from the facts module", () => {
    const names = serviceOrder.map((key) => services[key].name);
    expect(footer.services.map((s) => s.name)).toEqual(names);
    expect(homeServices.cards.map((c) => c.title)).toEqual(serviceOrder.map((key) => services[key].cardTitle));
    for (const key of serviceOrder) {
      const page = contentPages.find((p) => p.path === services[key].path)!;
      expect([page.label, pageTitles[page.path]]).toContain(services[key].name);
    }
    const variants = [
      /Design & Development/,
      /AI & Machine Learning/,
      /\beCommerce\b(?! Journey)/,
      /\bE-commerce\b(?! Development)/,
    ];
    expect(strings.filter((s) => variants.some((v) => v.test(s.text))).map(where)).toEqual([]);
  });

  it("the company DNA tiles spell the short name, one letter a tile, and the eighth tile shows a mark, not a letter", () => {
    const letters = about.dna.values
      .filter((value) => !value.mark)
      .map((value) => value.title.charAt(0))
      .join("");
    expect(letters).toBe(site.shortName.toUpperCase());
    expect(about.dna.values.at(-1)!.mark).toBeDefined();
  });

  it("home hero and about statistics are the facts themselves", () => {
    expect(hero.experience).toMatchObject({
      number: facts.experience.number,
      suffix: facts.experience.suffix,
      label: facts.experience.label,
    });
    const stat = (key: string) => hero.stats.find((s) => s.key === key)!;
    expect(stat("projects")).toMatchObject({ number: facts.projects.number, label: facts.projects.label });
    expect(stat("services")).toMatchObject({ number: facts.multiService.number, label: facts.multiService.label });
    expect(about.stats.map((s) => [s.value, s.label])).toEqual(
      [facts.countries, facts.technologies, facts.initiatives, facts.awards].map((f) => [f.value, f.label]),
    );
  });
});
