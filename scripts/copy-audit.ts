/**
 * Copy audit: counts, over every string a visitor can read (the content modules, the seeded openings and
 * news, and the words the widgets and components write themselves), the kinds of trouble copy collects:
 * contradictions, several names for one thing, heading case, exact figures nobody has confirmed, notes
 * about the site's own drafting, headings repeated from page to page and the "X, not Y" formula.
 *
 *   npx tsx scripts/copy-audit.ts          print the table
 *   npx tsx scripts/copy-audit.ts --list   also list every string behind each count
 *
 * The rules are deliberately plain regular expressions so that anyone can read why a string counts.
 * The facts test (tests/unit/site/facts.test.ts) turns the same rules into assertions.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { footer } from "../app/content/footer";
import { description as homeDescription, homeContent } from "../app/content/home";
import { pageContent } from "../app/content/pages.server";
import { claims, facts, green, inWords } from "../app/site/facts";
import { contentPages, labelOf, pageTitles } from "../app/site/pages";
import { shortMenuLabels, styleList } from "../app/site/style";
import { seedNews, seedOpenings } from "../server/store/seed/openings-and-news";

export interface CopyString {
  /**
   * Route of the page ("/" for home, "footer" for the footer, "menu" for page labels), or the source file
   * of a widget or component ("app/widgets/CardGrid.tsx").
   */
  page: string;
  /** Where in the module, e.g. "sections[2].heading"; in a component, the element or attribute ("h3", "aria-label"). */
  key: string;
  text: string;
}

const NOT_TEXT =
  /(^|\.)(icon|kind|tint|href|id|src|url|embedUrl|backgroundImage|link|path|sectionId|slug|behaviour|tone|style|datePosted|applyBy|date|key|network|suffix)$/;

function walk(value: unknown, key: string, page: string, out: CopyString[]) {
  if (typeof value === "string") {
    if (!NOT_TEXT.test(key.replace(/\[\d+\]/g, ""))) out.push({ page, key, text: value });
  } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${key}[${i}]`, page, out));
  else if (value && typeof value === "object")
    for (const [name, item] of Object.entries(value)) walk(item, key ? `${key}.${name}` : name, page, out);
}

/**
 * Every visible string: the content modules, the footer, the menu labels, the openings and news the store
 * is seeded with (shown on their pages until staff change them) and the words components write themselves.
 */
export function copyStrings(): CopyString[] {
  const out: CopyString[] = [];
  walk({ description: homeDescription, ...homeContent }, "", "/", out);
  walk(footer, "", "footer", out);
  for (const page of contentPages) walk({ label: page.label, title: pageTitles[page.path] }, "", "menu", out);
  for (const [path, content] of Object.entries(pageContent)) walk(content, "", path, out);
  walk(seedOpenings, "openings", "/CurrentOpenings", out);
  walk(seedNews, "news", "/NewsEvents", out);
  return [...out, ...componentStrings()];
}

/* ------------------------------------------------------------------ */
/* Words written in components                                         */
/* ------------------------------------------------------------------ */

const root = join(import.meta.dirname, "..");

/** The public site's components; the staff area speaks to staff, not visitors. */
export function componentFiles(): string[] {
  const tsx = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return /^(staff|admin)$/.test(name) ? [] : tsx(path);
      return path.endsWith(".tsx") ? [path] : [];
    });
  const files = [
    ...tsx(join(root, "app/widgets")),
    ...tsx(join(root, "app/components")),
    ...tsx(join(root, "app/routes")),
    join(root, "app/root.tsx"),
  ];
  // The logo sets the company's name in type: a mark, not copy.
  return files.filter((path) => !path.endsWith("Logo.tsx"));
}

/** Attributes whose values a visitor reads or hears. */
const VISIBLE_ATTRIBUTES = new Set(["aria-label", "title", "alt", "label", "placeholder"]);
/** A string literal that reads as words to a visitor: a capital, then at least one more word (not SVG path data). */
const PROSE = /^(?!M[\d…])[A-Z][\w'’,]*(?: [^\s{}<>=]+)+$/;

/** A literal's text; in a template, each `${…}` stands as "…". */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => `…${span.literal.text}`).join("");
  return undefined;
}

/**
 * The literal words of each component: JSX text (keyed by its element, so an `h3` is known as one), the
 * visible attributes, and other string literals that read as prose, such as a form's messages.
 */
export function componentStrings(files = componentFiles()): CopyString[] {
  const out: CopyString[] = [];
  for (const path of files) {
    const page = relative(root, path);
    const source = ts.createSourceFile(
      path,
      readFileSync(path, "utf8"),
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    const visit = (node: ts.Node) => {
      if (ts.isJsxText(node)) {
        const element = ts.isJsxElement(node.parent) ? node.parent.openingElement.tagName.getText(source) : "jsx";
        const text = node.text.replace(/\s+/g, " ").trim();
        if (/[A-Za-z]/.test(text)) out.push({ page, key: element, text });
      } else if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
        const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
        const text = value && literalText(value);
        if (text) out.push({ page, key: node.name.getText(source), text });
        return;
      } else if (!ts.isImportDeclaration(node) && !ts.isJsxAttribute(node)) {
        const text = literalText(node);
        if (text !== undefined && PROSE.test(text)) out.push({ page, key: "string", text });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out;
}

/* ------------------------------------------------------------------ */
/* Labels the site fixes: kept verbatim, so exempt from case and names */
/* ------------------------------------------------------------------ */

export const SPEC_FIXED = new Set([
  "Our Exceptional Services",
  "Ready to Transform Your Business?",
  "Our Purpose",
  "Ideas That Take Flight",
  "Where Ideas Take Flight",
  "Design Development",
  "E-commerce Development",
  "IT & Cloud Solutions",
  "AI and Machine Learning",
  "IT Consultancy",
  "App Development",
  "Start Your eCommerce Journey",
  "Contact the company",
  "Years of Industry Experience",
  "Projects Completed",
  "Multi Service",
  "Service Hours",
  "Countries Served",
  "Technologies Mastered",
  "Initiatives",
  "Winning Awards",
  "In Every Letter, a Legacy",
  "Contact for a Custom Case Study",
  "Connect With Us",
  "Apply Now",
  "Innovative Solutions",
  "Customer-First Mindset",
  "Scalable Systems",
  "End-to-End Expertise",
  "Technological Mastery",
  "Domain-Driven Insight",
  "People-First Approach",
  "Visionary Thinking",
  "Quick Links",
  "Our Services",
  "Full Name",
  "Email Address",
  "Phone Number",
  "Enter 10-digit number",
  "Enter your email",
]);
/** Headings that are names (a product, a framework) rather than sentences. */
const PROPER_HEADING = /^(JQF|ERPConstruct|FINdeal|EnergIT|About Jenesys Technologies)\b/;
/** A card that leads to a page is titled with the page's name, as the menu writes it. */
const PAGE_NAMES = new Set(contentPages.flatMap((page) => [page.label, pageTitles[page.path]]));
/** Product names of several words, which keep their capitals inside a sentence-case heading. */
const PRODUCT_NAMES =
  /\b(?:Microsoft|Dynamics) 365\b|\bPower Platform\b|\bOracle (?:Cloud Infrastructure|Applications)\b/g;

/**
 * The level a string is shown at when it is a heading: section headings (h2, and the home page's
 * headings inside a section), and the titles of cards, blocks, steps, results, stories, milestones,
 * news items and office cards, which the widgets render as h3. Components' own headings are known by
 * their element. Openings' titles are job titles, names rather than headings.
 */
export function headingLevel(key: string): "h2" | "h3" | undefined {
  if (/(^|\.)(heading|differentiatorsHeading)$/.test(key) && !key.startsWith("newsletter")) return "h2";
  if (
    /(^|\.)(cards|blocks|pillars|steps|results|studies|items|differentiators|values|offices|news)\[\d+\]\.title$/.test(
      key,
    )
  )
    return "h3";
  if (key === "h2" || key === "h3") return key;
  if (key === "FooterHeading") return "h2";
  return undefined;
}

const NAME_WORD =
  /^(Jenesys|Technologies|Microsoft|IBM|HP|HPE|Oracle|Azure|AI|IT|BFSI|JQF|QA|OSS\/BSS|ERPConstruct|FINdeal|EnergIT|Bangalore|Chennai|India|Indian|API|APIs|BI|ERP|CV|5G|IoT|SAP|I|Q\d|PDF)$/;
/** Proper nouns that keep their capital inside a sentence-case heading. */
const PROPER_NOUN =
  /^(Jenesys|Technologies|Microsoft|IBM|HP|HPE|Oracle|Azure|Windows|Linux|Google|Amazon|AWS|Android|Apple|Bluetooth|English|Europe|European|Asia|America|North|South|Middle|East|Gulf|India|Indian|Bangalore|Chennai|Karnataka|Tamil|Nadu|Dynamics|Power|Platform|Cloud|Infrastructure|Applications|Fusion|Exadata|Db2|Java|Python|React|Kubernetes|Salesforce|Shopify|Magento|Scope|DNA|Agile|Scrum|Saturday|Sunday|Monday|Friday)$/;
/**
 * A heading is Title Case when a later word, other than a name, starts with a capital. Sentence case
 * capitalises the first word, names and a word after a colon only.
 */
export function isTitleCase(heading: string): boolean {
  const words = heading
    .replace(PRODUCT_NAMES, "Jenesys" /* counted as a name */)
    .replace(/([:?!—–])\s*\S+/g, "$1")
    .replace(/[?:,.!—–()'’"]/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .slice(1);
  return words.some(
    (w) =>
      /^[A-Z][a-z]/.test(w) &&
      !NAME_WORD.test(w) &&
      !PROPER_NOUN.test(w.replace(/-.*$/, "")) &&
      !/^[A-Z][a-z]*[A-Z]/.test(w),
  );
}

/* ------------------------------------------------------------------ */
/* Figures                                                             */
/* ------------------------------------------------------------------ */

/** Numbers that are names, standards, dates or plain counts of the page's own lists, not claims. */
const NOT_A_FIGURE = [
  /\b(19|20)\d\d\b/g, // years
  /\bQ[1-4]\b/g,
  /\b(IEC|ISO|WCAG|HL7|OWASP Top|Scope|L|PL\/|AS\/|Windows|Java|\.NET|IPv|DDR|PCIe|USB|ICD-)\s?[\d.]+\b/g,
  /\b\d+G\b/g, // 5G, 4G
  /\b\d+\s?-?bit\b/g,
  /\b24\/7\b|\b24x7\b/g,
  /\b\d+\s?°C\b/g,
  /\bI2C\b|\b3PL\b|\bB2[BC]\b|\bD2C\b|\bP2P\b|\bS3\b/g,
  /\b(Microsoft|Dynamics) 365\b|\bDB2\b/g, // product names
  /\b(one|two|three|four|five|six|seven|eight|nine|ten)\b(?!\s+(working days|weeks|days|hours|months) to\b)/gi,
];
/** An exact figure: a number with a unit, a percentage, a multiple or a before-and-after. */
const FIGURE =
  /(?:\b(?:over|more than|under|up to|nearly|about)\s+)?\d[\d,.]*\s*(?:%|\+|\s?(?:times|x\b|million|lakh|crore|MW|s\b|hours?|days?|weeks?|months?|minutes?|years?|[a-z][a-z-]+))/gi;

/** Figures written in words: "Fourteen applications", "ten weeks to seven", "seven working days to …". */
const FIGURE_WORDS =
  /\b(?!hundred users)(?:eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|hundred)(?:-\w+)?\s+[a-z][\w-]*|\b(?:two|three|four|five|six|seven|eight|nine|ten)\s+(?:working days|weeks|days|hours|months) to\b/gi;

/**
 * Results told in words are figures as well: "tripled", "halved", "threefold", "five times the traffic",
 * "three days now run in minutes", "one quarter early", "zero downtime".
 */
const RESULT_WORDS =
  /\b(?:halved|doubled|tripled|quadrupled|(?:two|three|four|five|ten)fold|(?:two|three|four|five|six|seven|eight|nine|ten) times)\b|\b(?:a|one|two|three|four|five|six|seven|eight|nine|ten) (?:hours?|days?|weeks?|months?|quarters?) (?:early|ahead|now \w+ in \w+)\b|(?<![\w-])zero [a-z][\w-]*/gi;

export function figuresIn(text: string): string[] {
  const words = [...text.matchAll(FIGURE_WORDS), ...text.matchAll(RESULT_WORDS)].map((m) => m[0].trim());
  let cleaned = text;
  for (const pattern of NOT_A_FIGURE) cleaned = cleaned.replace(pattern, " ");
  return [...[...cleaned.matchAll(FIGURE)].map((m) => m[0].trim()), ...words];
}

/**
 * The figures the facts module defines (the site's statistics, its marketing claims and Green Credentials'
 * figures), and the form's own limit: company facts, not client results that wait for confirmation.
 */
export const SPEC_FIGURES = [
  ...[...Object.values(facts), ...Object.values(claims), ...Object.values(green)].map((fact) => fact.value),
  "160,000",
  "8",
  "10 digits",
  "5 MB", // the largest CV the application form takes
];

/* ------------------------------------------------------------------ */
/* The checks                                                          */
/* ------------------------------------------------------------------ */

export interface Finding {
  page: string;
  key: string;
  text: string;
  note?: string;
}

const LETTERS = { seven: 7, eight: 8, six: 6, nine: 9 } as Record<string, number>;

/** Each contradiction the issue names, as a check over all strings; an empty result means it is resolved. */
export function contradictions(strings: CopyString[]): Record<string, Finding[]> {
  const found: Record<string, Finding[]> = {};
  const add = (name: string, s: CopyString, note?: string) => (found[name] ??= []).push({ ...s, note });
  for (const name of [
    "letters of the name",
    "one e-governance result, several figures",
    "one regression story told differently",
    "age written by hand",
    "one stat figure with several meanings",
    "stat repeats its figure in its label",
    "openings mentioned without a link",
    "office dated before it opened",
    "continents counted wrongly",
    "one result told with two figures",
    "partnership mentioned but never stated",
    "values counted differently",
    "industry teams listed differently",
    "a release announced that the product page defers",
    "openings promise what the roles do not show",
    "sectors of the success stories counted differently",
    "continents counted beside a list of regions",
  ])
    found[name] = [];

  const shortName = "JENESYS";
  // The DNA tiles show each value's initial, or the value's own mark: the initials spell the name.
  const tileLetters = homeContent.about.dna.values.map((value) => (value.mark ? "" : value.title.charAt(0))).join("");
  const dnaIntro = strings.find((s) => s.page === "/" && s.key === "about.dna.intro");
  if (tileLetters !== shortName && dnaIntro) add("letters of the name", dnaIntro, `the tiles show ${tileLetters}`);
  for (const s of strings) {
    const m = /\b(\w+) (?:values|traits|qualities), one for each letter/i.exec(s.text);
    if (m && LETTERS[m[1].toLowerCase()] !== shortName.length) add("letters of the name", s);

    if (
      /\b(twenty|thirty)[- ]\w+ years\b|\b(?:over |for )?2\d years\b|\b2\d years of\b/i.test(s.text) &&
      !/\b2\d\+/.test(s.text)
    )
      add("age written by hand", s);

    if (/openings/i.test(s.text) && s.page === "/Environment") {
      const content = pageContent["/Environment"];
      const links =
        content?.cta.action.href === "/CurrentOpenings" ||
        content?.sections.some(
          (section) => section.kind === "cards" && section.cards.some((c) => c.link === "/CurrentOpenings"),
        );
      if (!links) add("openings mentioned without a link", s);
    }
  }

  // The same e-governance result must carry one set of figures wherever it is told.
  const egov = strings.filter(
    (s) => /(certificate|citizen|processing time|turnaround)/i.test(s.text) && /\d+\s+days to \d+/i.test(s.text),
  );
  const egovFigures = new Set(egov.map((s) => /(\d+)\s+days to (\d+)/i.exec(s.text)!.slice(1).join("→")));
  if (egovFigures.size > 1) for (const s of egov) add("one e-governance result, several figures", s);

  // The regression story: told on more than one page, or with different test counts.
  const regression = strings.filter(
    (s) => /regression/i.test(s.text) && /(3|three) weeks to (4|four) days|\b\d,\d{3}\b[^.]*test cases/i.test(s.text),
  );
  const regressionPages = new Set(regression.map((s) => s.page));
  const testCounts = new Set(
    strings
      .filter((s) => /\d,\d{3}\s(manual |automated )?test cases/i.test(s.text) && regressionPages.has(s.page))
      .map((s) => /(\d,\d{3})/.exec(s.text)![1]),
  );
  if (regressionPages.size > 1 || testCounts.size > 1)
    for (const s of regression) add("one regression story told differently", s);

  // A company stat such as "15+" or "30+" must mean one thing everywhere.
  for (const figure of ["15+", "30+", "200+", "23+"]) {
    const labels = statLabels(strings, figure);
    if (labels.size > 1)
      for (const [label, s] of labels) add("one stat figure with several meanings", s, `${figure} ${label}`);
  }

  // The timeline dates an office ("Chennai office opens"): no sentence has that office working "since" an earlier year.
  for (const opening of strings.filter((s) => /^\w+ office opens$/.test(s.text))) {
    const city = opening.text.split(" ")[0];
    const opened = Number(
      strings.find((w) => w.page === opening.page && w.key === opening.key.replace(/title$/, "when"))?.text,
    );
    for (const s of strings)
      for (const sentence of sentencesOf(s.text))
        if (sentence.includes(city) && [...sentence.matchAll(/\bsince (\d{4})\b/g)].some((m) => Number(m[1]) < opened))
          add("office dated before it opened", s, `${city} opened in ${opened}`);
  }

  // "Clients on four continents" counts the continents the site names, and the list beside it names
  // continents only (the Middle East is part of Asia).
  const named = new Set(strings.flatMap((s) => s.text.match(CONTINENTS) ?? []));
  for (const s of strings) {
    const count = /\b(\w+) continents\b/i.exec(s.text)?.[1].toLowerCase();
    if (!count) continue;
    const beside = strings.filter(
      (b) => b.page === s.page && b.key.replace(/\.\w+$/, "") === s.key.replace(/\.\w+$/, ""),
    );
    const listed = beside.filter((b) => b.text.match(CONTINENTS) && /\bthe Middle East\b/.test(b.text));
    if (NUMBERS[count] !== named.size || listed.length)
      for (const f of [s, ...listed])
        add("continents counted wrongly", f, `${named.size} named: ${[...named].join(", ")}`);
  }

  // A result card's figure and its detail tell one result: "50% faster" above "halved" is two.
  for (const result of strings.filter((s) => /\.results\[\d+\]\.result$/.test(s.key))) {
    const detail = strings.find((d) => d.page === result.page && d.key === result.key.replace(/result$/, "detail"));
    const headline = new Set(figuresIn(result.text).map((f) => f.toLowerCase()));
    const told = detail ? figuresIn(detail.text).map((f) => f.toLowerCase()) : [];
    if (headline.size && told.some((f) => !headline.has(f)))
      add("one result told with two figures", detail!, `${[...headline].join(", ")} / ${told.join(", ")}`);
  }

  // "Seven values" on one page and "Four values" on another: the copy counts one set of values.
  const valueCounts = new Map<string, CopyString>();
  for (const s of strings)
    for (const m of s.text.matchAll(/\b(two|three|four|five|six|seven|eight|nine|\d+) values\b/gi))
      valueCounts.set(m[1].toLowerCase(), s);
  if (valueCounts.size > 1) for (const [n, s] of valueCounts) add("values counted differently", s, `${n} values`);

  // "Industry teams for …" names every industry the site has a page for, wherever it is said.
  const industries = [
    /telecom/i,
    /healthcare/i,
    /banking|BFSI/i,
    /government/i,
    /energy/i,
    /retail/i,
    /logistics/i,
    /infrastructure/i,
  ];
  for (const s of strings)
    for (const sentence of sentencesOf(s.text))
      if (/\bteams for\b/i.test(sentence) && industries.filter((p) => p.test(sentence)).length >= 3) {
        const named = industries.filter((p) => p.test(sentence)).length;
        if (named !== industries.length)
          add("industry teams listed differently", s, `${named} of ${industries.length} industries`);
      }

  // A news item that announces a feature, against a product page that says it is still to come.
  const announced = strings.filter((s) => s.page === "/NewsEvents" && /\badds Scope 3\b/i.test(s.text));
  for (const s of strings)
    if (announced.length && /Scope 3[^.]*\b(?:as data becomes available|planned|to follow)\b/i.test(s.text))
      add("a release announced that the product page defers", s, announced[0].text);

  // The openings list skills and responsibilities; an intro promising "your first year" promises more.
  for (const s of strings)
    if (s.page === "/CurrentOpenings" && !s.key.startsWith("openings") && /\bfirst year\b/i.test(s.text))
      add("openings promise what the roles do not show", s);

  // The success stories' meta description names every sector the stories cover.
  const stories = Object.values(pageContent["/SuccessStories"]?.sections ?? {}).flatMap((section) =>
    section.kind === "caseStudies" ? section.studies : [],
  );
  const sectorWords: Record<string, RegExp> = {
    BFSI: /banking|financial/i,
    "Embedded and Storage": /storage|embedded/i,
  };
  const description = strings.find((s) => s.page === "/SuccessStories" && s.key === "description");
  if (description)
    for (const sector of new Set(stories.map((study) => study.industry)))
      if (!(sectorWords[sector] ?? new RegExp(sector, "i")).test(description.text))
        add("sectors of the success stories counted differently", description, `leaves out ${sector}`);

  // "Three continents" on one page, against a list of regions (the Middle East, Asia-Pacific) on another.
  const regionLists = strings.filter((s) => /\b(?:the Middle East|Asia-Pacific|the Gulf)\b/.test(s.text));
  if (regionLists.length)
    for (const s of strings)
      if (/\b\w+ continents\b/i.test(s.text))
        add("continents counted beside a list of regions", s, regionLists[0].page);

  // The site claims no vendor partnership (see "partner wording"), so no sentence may lean on one.
  const partnerships = strings.filter((s) => VENDOR_PARTNERSHIP.test(s.text));
  if (!strings.some((s) => PARTNER_STATED.test(s.text)))
    for (const s of partnerships) add("partnership mentioned but never stated", s);

  // "160,000+ / Over 160,000 hours": a stat whose label repeats its value.
  for (const s of strings) {
    if (!s.key.endsWith(".label")) continue;
    const value = strings.find((v) => v.page === s.page && v.key === s.key.replace(/\.label$/, ".value"));
    const digits = value?.text.replace(/[^\d]/g, "");
    if (digits && digits.length > 1 && s.text.replace(/,/g, "").includes(digits))
      add("stat repeats its figure in its label", s, value!.text);
  }
  return found;
}

/** A text's sentences (and the clauses a semicolon closes). */
export const sentencesOf = (text: string) => text.split(/(?<=[.;!?])\s+/);

const CONTINENTS = /\b(?:Africa|Antarctica|Asia|Australia|Europe|North America|South America)\b/g;
const NUMBERS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };
/** A partnership with a vendor, spoken of as held. */
const VENDOR_PARTNERSHIP =
  /\bpartnerships? with (?:Microsoft|IBM|HP|Oracle)\b|\b(?:hold|any) partnerships?\b|\bpartnerships through which\b/i;
/** A partnership stated as such: "a Microsoft partner", "Oracle Gold Partner". */
const PARTNER_STATED = /\b(?:Microsoft|IBM|HP|Oracle)(?: \w+)? partner\b/i;

/** Labels beside a stat value (and prose "15+ countries"), keyed by the label in lower case. */
function statLabels(strings: CopyString[], figure: string): Map<string, CopyString> {
  const labels = new Map<string, CopyString>();
  for (const s of strings) {
    if (s.key.endsWith(".value") && s.text === figure) {
      const label = strings.find((l) => l.page === s.page && l.key === s.key.replace(/\.value$/, ".label"));
      if (label) labels.set(label.text.toLowerCase().replace(/ since \d{4}$/, ""), label);
    }
  }
  return labels;
}

/** The names each thing goes by. Fixed labels are left out: they are kept as they are. */
export const NAME_VARIANTS: Record<string, RegExp[]> = {
  "design service": [/Design & Development/, /Design and Development/, /Design Development/],
  "e-commerce service": [
    /\bE-commerce Development\b/,
    /\bE-commerce\b(?! Development)/,
    /\beCommerce\b/,
    /\bEcommerce\b/,
  ],
  "machine-learning service": [/AI & Machine Learning/, /AI and Machine Learning/],
  "e-mail": [/\be-mail\b/i, /\bemail\b/i],
  "-ise / -ize": [
    /\b\w+(ise|ising|ised|isation)s?\b/,
    /\b(organiz|optimiz|moderniz|customiz|personaliz|prioritiz|recogniz|digitiz|minimiz|standardiz|realiz|analyz)\w*\b/i,
  ],
  "countries stat": [
    /countries served/i,
    /countries with active clients/i,
    /countries where our clients operate/i,
    /more than (15|fifteen) countries/i,
    /15\+ countries(?! served)/i,
  ],
  "technologies stat": [
    /technologies mastered/i,
    /technologies in daily use/i,
    /^technologies$/i,
    /technology platforms/i,
    /30\+ technologies/i,
  ],
  "projects stat": [
    /projects completed/i,
    /projects delivered/i,
    /completed projects/i,
    /more than 200 projects/i,
    /200\+ projects(?! completed)/i,
  ],
  "partner wording": [
    /\bas a (Microsoft|Oracle|IBM|HP) partner\b/i,
    /\b(Microsoft|IBM|HP|Oracle) Partnership\b/,
    /technologies we work with/i,
  ],
  "head office city": [/\bBangalore\b/, /\bBengaluru\b/],
  "round the clock": [/\b24\/7\b/, /\b24x7\b/],
  "well-being": [/\bwell-being\b/i, /\bwellbeing\b/i],
  "& or and in names": [/\w & \w/, /\b[A-Z][\w-]* and [A-Z][\w-]*/],
};
/** Things whose variants differ only in a word's case when it starts a sentence or a label. */
const CASELESS = new Set([
  "e-mail",
  "well-being",
  "countries stat",
  "technologies stat",
  "projects stat",
  "partner wording",
]);
/** Names are written in menus, page titles and headings; "Bangalore and Chennai" in a sentence is no name. */
const isName = (s: CopyString) =>
  s.page === "menu" || headingLevel(s.key) !== undefined || /(^|\.)(title|label|name)$/.test(s.key);
/** Words of the -ise check that are not verbs of that family. */
const ISE_FALSE =
  /\b(otherwise|premise|premises|expertise|exercise|advertise|advertising|rise|rising|promise|promised|franchise|enterprise|enterprises|wise|likewise|noise|precise|concise|raise|raised|revise|revised|supervise|supervised|supervising|devise|comprise|comprising|surprise|compromise|compromised|merchandise|merchandising|arise|arising|praise|cruise|bruise|chastise|televise|disguise|improvise|poise|advise|advised|advising|paradise|demise|excise|incise)\b/i;

export function namesPerThing(strings: CopyString[]): Record<string, Map<string, number>> {
  const result: Record<string, Map<string, number>> = {};
  for (const [thing, patterns] of Object.entries(NAME_VARIANTS)) {
    const counts = new Map<string, number>();
    for (const s of strings) {
      if (SPEC_FIXED.has(s.text)) continue;
      if (thing === "-ise / -ize") {
        for (const [i, p] of patterns.entries()) {
          const words = (s.text.match(new RegExp(p.source, "gi")) ?? []).filter((w) => !ISE_FALSE.test(w));
          if (words.length)
            counts.set(i === 0 ? "-ise" : "-ize", (counts.get(i === 0 ? "-ise" : "-ize") ?? 0) + words.length);
        }
        continue;
      }
      if (thing === "& or and in names") {
        if (!isName(s)) continue;
        for (const [i, p] of patterns.entries())
          if (p.test(s.text)) counts.set(i === 0 ? "&" : "and", (counts.get(i === 0 ? "&" : "and") ?? 0) + 1);
        continue;
      }
      for (const p of patterns) {
        const m = p.exec(s.text);
        if (!m) continue;
        const name = CASELESS.has(thing) ? m[0].toLowerCase() : m[0];
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
    }
    result[thing] = counts;
  }
  return result;
}

/** Section headings (h2) and card headings (h3), each in Title Case or sentence case. */
export function headingCases(strings: CopyString[]) {
  const title: CopyString[] = [];
  const sentence: CopyString[] = [];
  for (const s of strings) {
    if (
      s.page === "menu" ||
      !headingLevel(s.key) ||
      SPEC_FIXED.has(s.text) ||
      PROPER_HEADING.test(s.text) ||
      PAGE_NAMES.has(s.text)
    )
      continue;
    (isTitleCase(s.text) ? title : sentence).push(s);
  }
  const pagesWith = (list: CopyString[]) => new Set(list.map((s) => s.page));
  const at = (level: "h2" | "h3", list: CopyString[]) => list.filter((s) => headingLevel(s.key) === level);
  return {
    title,
    sentence,
    titlePages: pagesWith(title),
    sentencePages: pagesWith(sentence),
    h2: { title: at("h2", title), sentence: at("h2", sentence) },
    h3: { title: at("h3", title), sentence: at("h3", sentence) },
  };
}

/**
 * Sentences about the site's own drafting: what a page "sets out", figures that are "examples" awaiting a
 * client's confirmation, what happens "should the site run" some way. A visitor reads about the company.
 */
export const DRAFTING = [
  /\bthis (?:page|section|site) (?:sets out|describes|lists|explains|shows)\b/i,
  /\bshould the (?:site|website)\b/i,
  /\bfigures (?:here |on this page )?are examples\b/i,
  /\bexamples? that (?:each|the) client confirms\b/i,
  /\b(?:placeholder|lorem ipsum|to be confirmed)\b/i,
  /\btold in full\b/i,
  /\b(?:described|told|featured) in our (?:success stories|news)\b/i,
  /\bon our [A-Z][\w ]*? page\b/,
  /\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|last) (?:entry|tile)\b/i,
];
export const draftingNotes = (strings: CopyString[]) => strings.filter((s) => DRAFTING.some((p) => p.test(s.text)));

/**
 * Company facts inside sentences: each sentence names at most one, in its sentence wording ("clients in
 * 15+ countries"), never with the statistic's label ("clients in 15+ countries served").
 */
export function factsInSentences(strings: CopyString[]): Finding[] {
  const found: Finding[] = [];
  const all = Object.values(facts);
  for (const s of strings) {
    if (/\.(value|label)$/.test(s.key)) continue;
    for (const sentence of sentencesOf(s.text)) {
      const labelled = all.filter(
        (f) =>
          `${f.value} ${f.label.toLowerCase()}` !== inWords(f) &&
          sentence.toLowerCase().includes(`${f.value} ${f.label.toLowerCase()}`),
      );
      const named = all.filter((f) => new RegExp(`(?<![\\d,.])${f.value.replace("+", "\\+")}(?!\\d)`).test(sentence));
      if (labelled.length)
        found.push({ ...s, note: `label in a sentence: ${labelled.map((f) => f.label).join(", ")}` });
      if (named.length > 1)
        found.push({ ...s, note: `${named.length} facts in one sentence: ${named.map((f) => f.value).join(", ")}` });
    }
  }
  return found;
}

/** Section headings used on more than one page. */
export function repeatedHeadings(strings: CopyString[]): Map<string, string[]> {
  const byHeading = new Map<string, Set<string>>();
  for (const s of strings) {
    if (!/^sections\[\d+\]\.heading$/.test(s.key)) continue;
    const key = s.text.toLowerCase();
    byHeading.set(key, (byHeading.get(key) ?? new Set()).add(s.page));
  }
  return new Map([...byHeading].filter(([, pages]) => pages.size > 1).map(([h, pages]) => [h, [...pages]]));
}

/** The antithesis formula: "X, not Y", "not just", "rather than", "instead of". */
export const ANTITHESIS = /,\s*not\b|—\s*not\b|\bnot (just|only|merely)\b|\brather than\b|\binstead of\b/i;

/**
 * Exact figures that are not company facts. `confirmable` lists the strings whose figures come from the one
 * list of example claims (app/content/example-claims.ts), which a deployment confirms or replaces.
 */
export function unconfirmedFigures(strings: CopyString[], exampleClaimTexts: Set<string> = new Set()) {
  const spec = new Set(SPEC_FIGURES.map((f) => f.toLowerCase()));
  const outside: Finding[] = [];
  const listed: Finding[] = [];
  for (const s of strings) {
    // Postal addresses and the legal pages' own terms (a retention period) are not marketing claims.
    if (s.key.startsWith("contact.offices") || s.page === "/PrivacyPolicy" || s.page === "/Disclaimer") continue;
    for (const figure of figuresIn(s.text)) {
      const bare = figure.toLowerCase().replace(/^(over|more than|nearly|about)\s+/, "");
      const number = bare.match(/^[\d,.]+\s*(%|\+)?/)?.[0].replace(/\s/g, "") ?? bare;
      if (spec.has(bare) || spec.has(number)) continue;
      if (/^\d\s[a-z]/.test(bare) && !/%|x\b|times/.test(bare)) continue; // single-digit counts ("8 initiatives", "2 offices")
      (exampleClaimTexts.has(s.text) ? listed : outside).push({ ...s, note: figure });
    }
  }
  return { outside, listed };
}

/* ------------------------------------------------------------------ */
/* One voice: the style list, client results, units, closings, careers */
/* ------------------------------------------------------------------ */

/** Strings that use a name or spelling the style list (app/site/style.ts) replaces. */
export function styleFindings(strings: CopyString[]): Finding[] {
  const found: Finding[] = [];
  for (const s of strings) {
    if (SPEC_FIXED.has(s.text)) continue;
    for (const entry of styleList)
      for (const pattern of entry.where && !entry.where.test(s.key) ? [] : entry.avoid) {
        const m = pattern.exec(s.text);
        if (m) found.push({ ...s, note: `${entry.thing}: "${m[0]}", write "${entry.use}"` });
      }
  }
  return found;
}

/**
 * A page goes by one name: its menu label is its heading (or the heading's part before a colon), unless
 * the style list keeps a short label for it; a card that leads to a page carries the page's name.
 */
export function secondPageNames(): Finding[] {
  const found: Finding[] = [];
  for (const page of contentPages) {
    const title = pageTitles[page.path];
    const heading = pageContent[page.path]?.hero.title ?? title;
    const short = (shortMenuLabels as Record<string, string>)[page.path];
    if (heading !== title)
      found.push({ page: page.path, key: "hero.title", text: heading, note: `document title "${title}"` });
    if (page.label !== heading && !heading.startsWith(`${page.label}:`) && short !== page.label)
      found.push({ page: "menu", key: page.path, text: page.label, note: `page heading "${heading}"` });
  }
  for (const [path, content] of Object.entries(pageContent))
    content.sections.forEach((section, i) => {
      if (section.kind !== "cards") return;
      section.cards.forEach((card, j) => {
        if (!card.link) return;
        const names = [labelOf(card.link), pageTitles[card.link]];
        if (!names.includes(card.title))
          found.push({
            page: path,
            key: `sections[${i}].cards[${j}].title`,
            text: card.title,
            note: `leads to ${card.link}, named "${names.join('" / "')}"`,
          });
      });
    });
  return found;
}

/** Keys of client results: result cards, success stories, news items, awards and milestones. */
const RESULT_KEY = /\.results\[\d+\]\.|\.studies\[\d+\]\.|^news\[\d+\]\.|\.items\[\d+\]\.(?:title|description)$/;
/**
 * Claims about a client's results told in words: counts ("three vendors", "hundreds of vendors"), a
 * change of pace ("from quarterly to monthly"), a clean sheet ("first time", "no major findings",
 * "stayed up throughout") and recognition ("recognised at an awards programme").
 */
const RESULT_CLAIMS = [
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|hundreds|dozens|thousands)(?: of)? (?!and\b|or\b|to\b)[a-z][\w-]*/gi,
  /\b(?:daily|weekly|monthly|quarterly|yearly|annual) to (?:daily|weekly|monthly|quarterly|yearly|annual)\b/gi,
  /\bfirst time\b|\bno (?:major )?(?:findings|defects|incidents|outages?)\b|\bthroughout (?!the (?:year|project|life))[\w ]*day\b|\bwithout an outage\b/gi,
  /\brecognised (?:at|by)\b|\bawards? programme\b|\bquality forum\b/gi,
];
export function resultClaims(strings: CopyString[], exampleClaimTexts: Set<string>): Finding[] {
  const found: Finding[] = [];
  for (const s of strings) {
    if (!RESULT_KEY.test(s.key) || exampleClaimTexts.has(s.text)) continue;
    for (const pattern of RESULT_CLAIMS) for (const m of s.text.matchAll(pattern)) found.push({ ...s, note: m[0] });
  }
  return found;
}

/** A figure and its unit or noun joined by an ordinary space, so a line may break between them. */
export function splitFigures(strings: CopyString[]): Finding[] {
  const found: Finding[] = [];
  for (const s of strings) {
    // Values of statistics, postal addresses, a job's experience range and a field's hint are not running text.
    if (/\.value$|^contact\.offices|\.experience$|^title$/.test(s.key)) continue;
    let text = s.text.replace(
      /\b\d{1,2} (?=(?:January|February|March|April|May|June|July|August|September|October|November|December)\b)/g,
      "# ",
    );
    for (const pattern of NOT_A_FIGURE.slice(0, -1)) text = text.replace(pattern, (m) => "#".repeat(m.length));
    for (const m of text.matchAll(/(?<![\w.,#/:-])\d[\d,.]*\+? (?=[A-Za-z])/g))
      found.push({ ...s, note: s.text.slice(m.index, m.index + m[0].length + 8) });
  }
  return found;
}

/** Closing texts (the call to action at the foot of each page) that open with the same two words. */
export function closingOpeners(strings: CopyString[]): Map<string, string[]> {
  const byOpening = new Map<string, string[]>();
  for (const s of strings) {
    if (!/^(?:cta|closing|services\.cta)\.text$/.test(s.key)) continue;
    const opening = s.text.split(/\s+/).slice(0, 2).join(" ").replace(/[,.]$/, "");
    byOpening.set(opening, [...(byOpening.get(opening) ?? []), s.page]);
  }
  return new Map([...byOpening].filter(([, pages]) => pages.length > 3));
}

/** Careers pages that speak of applying but leave the openings to the menu. */
export function careersWithoutOpenings(): Finding[] {
  return contentPages
    .filter((page) => page.group === "careers" && page.path !== "/CurrentOpenings")
    .filter((page) => {
      const content = pageContent[page.path];
      if (!content || !/\b(?:CV|apply|openings|hire)\b/i.test(JSON.stringify(content))) return false;
      return !content.sections.some(
        (section) => section.kind === "cards" && section.cards.some((card) => card.link === "/CurrentOpenings"),
      );
    })
    .map((page) => ({
      page: page.path,
      key: "sections",
      text: pageContent[page.path].hero.title,
      note: "no link to /CurrentOpenings in the body",
    }));
}

/**
 * Figures typed into a content module, widget or seed file: a percentage, or a figure of the spec's
 * marketing claims. They come from the facts module or the list of example claims instead.
 */
export function figureLiterals(): Finding[] {
  const found: Finding[] = [];
  const files = [
    ...contentModuleFiles(join(root, "app/content")),
    ...componentFiles(),
    join(root, "server/store/seed/openings-and-news.ts"),
  ];
  for (const path of files) {
    const code = readFileSync(path, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "");
    for (const m of code.matchAll(/(?<![\w.$])\d+(?:\.\d+)?\s?%|\b\d[\d,]*\+(?=["`\s])/g))
      found.push({
        page: relative(root, path),
        key: "source",
        text: code.slice(Math.max(0, m.index - 40), m.index + 20).replace(/\s+/g, " "),
        note: m[0],
      });
  }
  return found;
}
function contentModuleFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return contentModuleFiles(path);
    return path.endsWith(".ts") && !/example-claims|types|icons/.test(name) ? [path] : [];
  });
}

/**
 * Promises about the clients' confirmation of published results ("published with the agreement of the
 * client", "only once the client has confirmed them"). Which figures still wait for a client is known to
 * the list of example claims alone, so the copy promises nothing about it.
 */
const CONFIRMATION_PROMISE =
  /\b(?:published|shown|stated)\b[^.]*\b(?:agreement|consent|approval|confirm\w*)\b[^.]*\bclients?\b|\b(?:agreement|consent|approval|confirmation) of the clients?\b|\bclients? concerned has confirmed\b/i;
export const confirmationPromises = (strings: CopyString[]) => strings.filter((s) => CONFIRMATION_PROMISE.test(s.text));

/** A statistic that shows a claim's value carries the claim's label, not a sentence built on it. */
export function claimLabels(strings: CopyString[]): Finding[] {
  const found: Finding[] = [];
  for (const s of strings) {
    if (!s.key.endsWith(".label")) continue;
    const value = strings.find((v) => v.page === s.page && v.key === s.key.replace(/\.label$/, ".value"));
    for (const claim of Object.values(claims))
      if (
        value?.text === claim.value &&
        s.text !== claim.label &&
        s.text.toLowerCase().startsWith(claim.label.toLowerCase())
      )
        found.push({ ...s, note: `write "${claim.label}"` });
  }
  return found;
}

/* ------------------------------------------------------------------ */
/* Report                                                              */
/* ------------------------------------------------------------------ */

async function exampleClaimStrings(): Promise<Set<string>> {
  try {
    const mod = (await import("../app/content/example-claims")) as { exampleClaimTexts?: () => string[] };
    return new Set(mod.exampleClaimTexts?.() ?? []);
  } catch {
    return new Set();
  }
}

export async function audit() {
  const strings = copyStrings();
  const claims = await exampleClaimStrings();
  const contra = contradictions(strings);
  const names = namesPerThing(strings);
  const cases = headingCases(strings);
  const figures = unconfirmedFigures(strings, claims);
  const repeated = repeatedHeadings(strings);
  const antithesis = strings.filter((s) => ANTITHESIS.test(s.text));
  const drafting = draftingNotes(strings);
  const factSentences = factsInSentences(strings);
  const voice = {
    style: styleFindings(strings),
    pageNames: secondPageNames(),
    results: resultClaims(strings, claims),
    literals: figureLiterals(),
    split: splitFigures(strings),
    openers: closingOpeners(strings),
    careers: careersWithoutOpenings(),
    claimLabels: claimLabels(strings),
    promises: confirmationPromises(strings),
  };
  return { strings, contra, names, cases, figures, repeated, antithesis, drafting, factSentences, voice };
}

async function main() {
  const list = process.argv.includes("--list");
  const { strings, contra, names, cases, figures, repeated, antithesis, drafting, factSentences, voice } =
    await audit();
  const pages = new Set(strings.map((s) => s.page)).size;
  const out: string[] = [];
  const line = (label: string, value: string | number) => out.push(`${label.padEnd(58)} ${value}`);
  const show = (items: { page: string; key: string; text: string; note?: string }[]) => {
    if (list)
      for (const s of items) out.push(`    ${s.page} ${s.key}: ${s.note ? `[${s.note}] ` : ""}${s.text.slice(0, 140)}`);
  };

  out.push(`Copy audit: ${strings.length} strings on ${pages} pages and modules`, "");
  const open = Object.entries(contra).filter(([, f]) => f.length);
  line("Contradictions (checks failing / checks run)", `${open.length} / ${Object.keys(contra).length}`);
  for (const [name, findings] of Object.entries(contra)) {
    line(`  ${name}`, findings.length ? `${findings.length} strings` : "resolved");
    show(findings);
  }
  out.push("");
  const multi = Object.entries(names).filter(([, m]) => m.size > 1);
  line("Things with more than one name (of things checked)", `${multi.length} / ${Object.keys(names).length}`);
  for (const [thing, variants] of Object.entries(names))
    line(`  ${thing}`, variants.size ? [...variants].map(([n, c]) => `"${n}" ×${c}`).join(", ") : "none");
  out.push("");
  const pagesOf = (list: CopyString[]) => new Set(list.map((s) => s.page)).size;
  for (const level of ["h2", "h3"] as const) {
    const kind = level === "h2" ? "Section headings (h2)" : "Card headings (h3)";
    line(`${kind} in Title Case (pages)`, `${cases[level].title.length} (${pagesOf(cases[level].title)})`);
    show(cases[level].title);
    line(`${kind} in sentence case (pages)`, `${cases[level].sentence.length} (${pagesOf(cases[level].sentence)})`);
  }
  out.push("");
  line("Sentences about the site's own drafting", drafting.length);
  show(drafting);
  line("Company facts labelled or crowded inside a sentence", factSentences.length);
  show(factSentences);
  out.push("");
  line("Exact figures outside the facts and the claims list", figures.outside.length);
  show(figures.outside);
  line("Exact figures kept in the list of example claims", figures.listed.length);
  out.push("");
  const extra = [...repeated.values()].reduce((n, p) => n + p.length, 0);
  line("Section headings repeated across pages (distinct / uses)", `${repeated.size} / ${extra}`);
  for (const [heading, on] of repeated) line(`  "${heading}"`, `${on.length} pages`);
  out.push("");
  line('Antithesis formula ("X, not Y", "not just", "rather than", "instead of")', antithesis.length);
  show(antithesis);
  out.push("");
  line("Promises about clients' confirmation", voice.promises.length);
  show(voice.promises);
  line("Client results told in words outside the claims list", voice.results.length);
  show(voice.results);
  line("Figures typed into content instead of taken from facts", voice.literals.length);
  show(voice.literals);
  line("Names and spellings the style list replaces", voice.style.length);
  show(voice.style);
  line("Pages with a second name (menu, heading, card)", voice.pageNames.length);
  show(voice.pageNames);
  line("Claim values under a label other than the claim's", voice.claimLabels.length);
  show(voice.claimLabels);
  const openerPages = [...voice.openers.values()].reduce((n, p) => n + p.length, 0);
  line("Closing texts sharing their opening words (openings / pages)", `${voice.openers.size} / ${openerPages}`);
  for (const [opening, on] of voice.openers) line(`  "${opening}"`, `${on.length} pages`);
  line("Figures split from their unit by an ordinary space", voice.split.length);
  show(voice.split);
  line("Careers pages without a link to the openings", voice.careers.length);
  show(voice.careers);
  console.log(out.join("\n"));
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) await main();
