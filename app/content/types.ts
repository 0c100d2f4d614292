/**
 * The shapes of the site's static content. Every page's words live in a typed module
 * under `app/content/`, and the widgets in `app/widgets/` render these shapes, so a missing field is a
 * type error rather than a blank space on the page.
 */
import type { IconName } from "../site/icons";
import type { PageHref, PagePath } from "../site/pages";
import type { JobOpening, NewsItem } from "../lib/listings";

export type { IconName, JobOpening, NewsItem };

/** A brand colour token a card or step may be tinted with. */
export type Tint = "brand" | "sky" | "teal" | "amber" | "violet" | "rose";

/* ------------------------------------------------------------------ */
/* Shapes of the page content                                        */
/* ------------------------------------------------------------------ */

/** A statistic shown as text such as "15+" or "90%". */
export interface StatisticItem {
  icon: IconName;
  value: string;
  label: string;
}

export interface ValueItem {
  title: string;
  description: string;
  /** Shown on the tile instead of the title's initial, for a value that is no letter of the name. */
  mark?: "infinity";
}

/** A home-page service card: an illustrated tile that links to a service page. */
export interface HomeServiceCard {
  title: string;
  /** Path of an illustration under /images/. */
  backgroundImage: string;
  /** The service's page on this site. */
  link: PageHref;
}

/** A service card on a content page. */
export interface ServiceCard {
  title: string;
  description: string;
  icon?: IconName;
  /** Short feature tags (the Telecom page shows exactly four per card). */
  features?: string[];
  /** The page of this site that describes what the card names; the whole card then leads there. */
  link?: PagePath;
}

export interface ProcessStep {
  number: number;
  title: string;
  description?: string;
  tint: Tint;
}

/** A downloadable success story; its PDF is generated at build time from this same record. */
export interface CaseStudy {
  /** File name of the generated PDF: /case-studies/{slug}.pdf */
  slug: string;
  title: string;
  client: string;
  industry: string;
  challenge: string;
  solution: string;
  outcomes: string[];
}

/** An award or a milestone. */
export interface Milestone {
  /** Year or date label shown beside a milestone. */
  when?: string;
  title: string;
  description: string;
}

export interface OfficeCard {
  title: string;
  /** The office as the directions link names it for screen readers: "our Chennai office". */
  place: string;
  lines: string[];
  actionLabel: string;
  url: string;
}

export interface PillarCard {
  title: string;
  subtitle: string;
  description: string;
  points: string[];
  icon?: IconName;
}

export interface ServiceBlock {
  title: string;
  points: string[];
}

/** A result card on practice pages: "Sales up 20%". */
export interface ResultCard {
  title: string;
  result: string;
  detail: string;
}

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

/* ------------------------------------------------------------------ */
/* Pages: a hero, a list of sections, a closing call to action         */
/* ------------------------------------------------------------------ */

/**
 * Where a call to action leads. Every one of them reaches the contact form one way or another:
 * - `navigate`: in-app navigation (the default);
 * - `document`: a full page load (the e-governance page does this);
 * - `plain`: an ordinary link without router involvement (Technical Documentation);
 * - `mailto`: an e-mail link.
 */
export type Action =
  | { label: string; href: PageHref; behaviour?: "navigate" | "document" | "plain" }
  | { label: string; href: `mailto:${string}`; behaviour: "mailto" };

export interface PageHero {
  /** Small label above the title, e.g. "Industry". */
  eyebrow: string;
  title: string;
  tagline: string;
  intro: string[];
  quote?: { label: "Our mission" | "Our vision"; text: string };
  /** Illustration drawn in SVG around an icon; `alt` describes it. */
  art?: { icon: IconName; alt: string };
}

interface SectionBase {
  heading: string;
  intro?: string;
  /** Anchor id of the section, when other pages link to it. */
  id?: string;
}

export type Section =
  | (SectionBase & { kind: "cards"; cards: ServiceCard[]; columns?: 2 | 3 | 4 })
  | (SectionBase & { kind: "list"; items: string[]; tone?: "check" | "challenge" })
  | (SectionBase & { kind: "blocks"; blocks: ServiceBlock[] })
  | (SectionBase & { kind: "pillars"; pillars: PillarCard[] })
  | (SectionBase & { kind: "steps"; steps: ProcessStep[] })
  | (SectionBase & { kind: "stats"; stats: StatisticItem[] })
  | (SectionBase & { kind: "results"; results: ResultCard[] })
  | (SectionBase & { kind: "caseStudies"; studies: CaseStudy[] })
  /** Staff publish news items in the staff area: a page names where they go, the server fills in the items. */
  | (SectionBase & { kind: "news"; items?: NewsItem[] })
  | (SectionBase & { kind: "milestones"; items: Milestone[]; style: "awards" | "timeline" })
  /** Likewise the published openings (the intro, when the page gives none, says how many and where). */
  | (SectionBase & { kind: "openings"; openings?: JobOpening[] })
  | (SectionBase & { kind: "team"; members: TeamMember[] })
  | (SectionBase & { kind: "prose"; paragraphs: string[]; points?: string[] });

export type SectionKind = Section["kind"];

export interface ClosingCta {
  heading: string;
  text: string;
  action: Action;
}

export interface PageContent {
  /** Meta description: one or two sentences a search result can show. */
  description: string;
  hero: PageHero;
  sections: Section[];
  cta: ClosingCta;
}
