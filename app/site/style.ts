/**
 * The style list: one name for each named thing and one spelling for each word the copy uses often.
 * Company figures and the services' names live in `facts.ts`; this list holds the rest. Each entry says
 * what to write (`use`) and which other names or spellings it replaces (`avoid`). The copy test
 * (`tests/unit/site/voice.test.ts`) fails when a visible string uses one of them.
 */
import type { PagePath } from "./pages";

export interface StyleEntry {
  /** What is named. */
  thing: string;
  /** The one name or spelling. */
  use: string;
  /** Second names and other spellings. */
  avoid: RegExp[];
  /** Only strings at these keys, when the name is a short word used elsewhere too ("Service"). */
  where?: RegExp;
}

export const styleList: StyleEntry[] = [
  {
    thing: "the e-governance project told on /EBusiness, /SuccessStories and /NewsEvents",
    use: "Citizen services portal for a state revenue department",
    avoid: [
      /\bonline citizen services for a state department\b/i,
      /\bcertificate services portal\b/i,
      /\bthe citizen services portal\b(?! for a state revenue department)/i,
    ],
  },
  {
    thing: "the /systems page",
    use: "Systems and Embedded Engineering",
    avoid: [/\bSystems Overview\b/, /^Embedded systems$/],
  },
  {
    thing: "the Chennai office",
    use: "office (the head office in Bangalore, the office in Chennai)",
    avoid: [/\bdelivery centres?\b/i, /\bengineering centres?\b/i, /\bdevelopment centres?\b/i],
  },
  {
    thing: "the QA framework",
    use: "the Jenesys Quality Framework (JQF)",
    avoid: [
      /\bproprietary QA framework\b/i,
      /\bown QA framework\b/i,
      /\bproprietary (?:automation and )?(?:quality|testing) framework\b/i,
    ],
  },
  { thing: "roll-out", use: "roll-out", avoid: [/\brollouts?\b/i] },
  { thing: "back end", use: "back-end (back-end systems)", avoid: [/\bbackends?\b/i, /\bback ends?\b/i] },
  { thing: "datasets", use: "datasets", avoid: [/\bdata sets\b/i] },
  { thing: "right-size", use: "right-size", avoid: [/\brightsiz\w*/i] },
  { thing: "per cent", use: "%", avoid: [/\bper ?cent\b/i] },
  {
    thing: "days of the week in a range",
    use: "Mon – Fri, Sat – Sun",
    avoid: [
      /\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) – (?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/,
    ],
  },
  {
    thing: "the eyebrow of product and service pages",
    use: "Products, Services (the menu's group names)",
    avoid: [/^Product$/, /^Service$/],
    where: /^hero\.eyebrow$/,
  },
  {
    thing: "the technologies of Microsoft, IBM, HP and Oracle",
    use: "Technologies we work with",
    avoid: [/^Partners$/, /\btechnology partners\b/i, /\bour partners'? (?:web )?(?:pages|sites)\b/i],
  },
];

/**
 * Pages whose menu label is a short form of their heading, kept because the menu's group already says
 * the rest ("Energy" under Industry for "Energy and Utilities"). Every other page's menu label is its
 * heading, or the heading's first part before a colon ("ERPConstruct: ERP for Construction").
 */
export const shortMenuLabels: Partial<Record<PagePath, string>> = {
  "/overview": "Overview",
  "/AppDevMaintenance": "App Development and Maintenance",
  "/BFSI": "BFSI",
  "/Government": "Government",
  "/Energy": "Energy",
  "/Logistics": "Logistics",
  "/Environment": "Work Environment",
  "/PartnersMicrosoft": "Microsoft",
  "/PartnersIBM": "IBM",
  "/PartnersHP": "HP",
  "/PartnersOracle": "Oracle",
};
