/**
 * The company's facts, each stated once: first what a deployment sets (contact addresses, phone numbers,
 * offices, social profiles; clearly marked examples here, overridden at build time by the `SITE_*`
 * environment variables listed in the README), then the figures and names every page states with one label.
 * Content modules refer to these instead of writing "15+" or "since 2002" themselves, so a figure changes in
 * one place and no page can give it another meaning. The figures and their labels are the ones the site has
 * always shown (hero, about statistics, behavioural figures); `tests/unit/site/facts.test.ts` fails when a
 * page writes one of them as a literal or labels it differently.
 *
 * Client results live apart, in `app/content/example-claims.ts`.
 */
import { labelOf, type PagePath } from "./pages";

// Vite replaces `import.meta.env` at build time (SITE_* is an allowed prefix); scripts run by tsx read
// the process environment instead.
const env: Record<string, string | undefined> = import.meta.env ?? (typeof process !== "undefined" ? process.env : {});

export const site = {
  name: "Jenesys Technologies",
  shortName: "Jenesys",
  foundingYear: 2002,
  /** Public origin used for canonical URLs, the sitemap and share images. */
  url: (env.SITE_URL ?? "https://www.jenesys.example").replace(/\/$/, ""),
  email: {
    info: env.SITE_EMAIL_INFO ?? "info@jenesys.example",
    careers: env.SITE_EMAIL_CAREERS ?? "careers@jenesys.example",
    privacy: env.SITE_EMAIL_PRIVACY ?? "privacy@jenesys.example",
  },
  phone: {
    /** As displayed. */
    display: env.SITE_PHONE ?? "+91 80 0000 0000",
    /** As dialled (tel: link). */
    dial: (env.SITE_PHONE ?? "+91 80 0000 0000").replace(/[^+\d]/g, ""),
  },
  offices: {
    bangalore: {
      city: "Bangalore",
      street: "4th Floor, Example Tech Park, 80 Feet Road, Koramangala",
      locality: "Bangalore",
      region: "Karnataka",
      postalCode: "560034",
      country: "IN",
      phone: env.SITE_PHONE_BANGALORE ?? "+91 80 0000 0000",
    },
    chennai: {
      city: "Chennai",
      street: "2nd Floor, Example Towers, Old Mahabalipuram Road, Thoraipakkam",
      locality: "Chennai",
      region: "Tamil Nadu",
      postalCode: "600097",
      country: "IN",
      phone: undefined as string | undefined,
    },
  },
  hours: { from: "Monday", to: "Friday", opens: "09:00", closes: "18:00", weekend: "Closed" },
  social: {
    linkedin: env.SITE_LINKEDIN ?? "https://www.linkedin.com/company/example",
    twitter: env.SITE_TWITTER ?? "https://x.com/example",
    facebook: env.SITE_FACEBOOK ?? "https://www.facebook.com/example",
  },
} as const;

export type Office = (typeof site.offices)[keyof typeof site.offices];

/** One line of an office's postal address. */
export function officeAddress(office: Office): string {
  return `${office.street}, ${office.locality}, ${office.region} ${office.postalCode}, India`;
}

/** A maps search link for an office (opened only when the visitor follows it). */
export function directionsUrl(office: Office): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${site.name}, ${officeAddress(office)}`)}`;
}

/** A figure shown as a statistic: the number a counter climbs to, its suffix, and its one label. */
export interface CountFact {
  number: number;
  suffix: "+" | "%" | "";
  /** As displayed: "15+". */
  value: string;
  /** The one label the figure carries wherever it is shown (the site's fixed wording). */
  label: string;
  /**
   * What the figure counts, as a sentence says it: "clients in 15+ countries", where the label
   * ("Countries Served") would read as a statistic dropped into the sentence.
   */
  noun: string;
}

const count = (number: number, suffix: CountFact["suffix"], label: string, noun = label.toLowerCase()): CountFact => ({
  number,
  suffix,
  value: `${number.toLocaleString("en-GB")}${suffix}`,
  label,
  noun,
});

/** The year the company was founded. */
export const foundingYear = site.foundingYear;

/** The company's figures, with their fixed labels. */
export const facts = {
  /** Hero overlay card: counts to 23+. Never more than the years since founding. */
  experience: /* @__PURE__ */ count(23, "+", "Years of Industry Experience"),
  projects: /* @__PURE__ */ count(200, "+", "Projects Completed", "projects"),
  multiService: /* @__PURE__ */ count(320, "+", "Multi Service"),
  countries: /* @__PURE__ */ count(15, "+", "Countries Served", "countries"),
  technologies: /* @__PURE__ */ count(30, "+", "Technologies Mastered", "technologies"),
  initiatives: /* @__PURE__ */ count(50, "+", "Initiatives"),
  awards: /* @__PURE__ */ count(10, "+", "Winning Awards"),
} as const;

/**
 * A fact inside a sentence, always in the same words: "15+ countries", "200+ projects",
 * "23+ years of industry experience". One fact to a sentence reads best.
 */
export function inWords(fact: CountFact): string {
  return `${fact.value}\u00a0${fact.noun}`;
}

/** The marketing claims the site states as text, each with its one wording. */
export const claims = {
  attrition: { value: "Under 10%", label: "Annual attrition", inText: "under 10% annual attrition" },
  testingCost: { value: "Up to 40%", label: "Testing cost reduction", inText: "up to 40% testing cost reduction" },
  testingHours: {
    value: "160,000+",
    label: "Hours of testing delivered",
    inText: "over 160,000\u00a0hours of testing delivered",
  },
  costReduction: { value: "30%", label: "Cost reduction", inText: "30% cost reduction" },
  fasterDelivery: { value: "30%", label: "Faster delivery", inText: "30% faster delivery" },
  energyLoss: { value: "17%", label: "Energy loss reduction", inText: "17% energy loss reduction" },
  efficiencyGain: { value: "22%", label: "Efficiency gain", inText: "22% efficiency gain" },
  solarForecast: {
    value: "30%",
    label: "Better solar forecast accuracy",
    inText: "30% better solar forecast accuracy",
  },
  orderFulfilment: { value: "25%", label: "Faster order fulfilment", inText: "25% faster order fulfilment" },
  outOfStock: { value: "30%", label: "Fewer out-of-stock events", inText: "30% fewer out-of-stock events" },
  customerRetention: { value: "20%", label: "Higher customer retention", inText: "20% higher customer retention" },
  fewerBreaches: { value: "90%", label: "Fewer breaches", inText: "90% fewer breaches" },
  /** The AI results the spec names on the practice pages' case-study cards. */
  salesUp: { value: "20%", label: "Sales up", inText: "Sales up 20%" },
  ticketResolution: { value: "50%", label: "Faster ticket resolution", inText: "50% faster ticket resolution" },
} as const;

/** The two offices: Bangalore is the head office. */
export const offices = {
  count: 2,
  headOffice: site.offices.bangalore.city,
  second: site.offices.chennai.city,
  /** "Bangalore and Chennai", the one way the pair is written. */
  both: `${site.offices.bangalore.city} and ${site.offices.chennai.city}`,
} as const;

/** Green Credentials: eight initiatives, stationery 100% recycled. */
export const green = {
  initiatives: /* @__PURE__ */ count(8, "", "Active green initiatives"),
  recycledStationery: /* @__PURE__ */ count(100, "%", "Recycled stationery"),
} as const;

/** A service page, named as the registry names it; its home card may carry a title of its own. */
function service<Path extends PagePath>(path: Path, cardTitle?: string) {
  const name = labelOf(path);
  return { name, cardTitle: cardTitle ?? name, path };
}

/**
 * The six services. `name` is the one name used in menus, the footer, headings and prose; `cardTitle` is
 * the home card's title, which is fixed and differs for the design service only.
 */
export const services = {
  cloud: /* @__PURE__ */ service("/CloudSolutions"),
  machineLearning: /* @__PURE__ */ service("/MachineLearning"),
  consultancy: /* @__PURE__ */ service("/ITconsultancy"),
  design: /* @__PURE__ */ service("/DesignDevelopment", "Design Development"),
  apps: /* @__PURE__ */ service("/AppDevelopment"),
  ecommerce: /* @__PURE__ */ service("/Ecommerce"),
} as const;

export type ServiceKey = keyof typeof services;
/** The services in the order the home page and the footer list them. */
export const serviceOrder: ServiceKey[] = ["cloud", "machineLearning", "consultancy", "design", "apps", "ecommerce"];

/** A fact as a statistic's value and label: `{ icon: "globe", ...asStat(facts.countries) }`. */
export function asStat(fact: { value: string; label: string }): { value: string; label: string } {
  return { value: fact.value, label: fact.label };
}
