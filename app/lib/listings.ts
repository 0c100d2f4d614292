/**
 * Openings and news items as the public pages show them, and the fixed lists their fields choose from.
 * Staff edit them in the staff area; the store keeps them (server/listings/). Types and constants only,
 * so a public page that imports them carries no form rules.
 */

/** Where a role sits: one of the company's offices (app/site/facts.ts), or remote. */
export const openingLocations = ["Bangalore", "Chennai", "Remote"] as const;
export type OpeningLocation = (typeof openingLocations)[number];

export const employmentTypes = ["full-time", "contract", "internship"] as const;
export type EmploymentType = (typeof employmentTypes)[number];

export const employmentTypeLabels: Record<EmploymentType, string> = {
  "full-time": "Full time",
  contract: "Contract",
  internship: "Internship",
};

/** The departments the site has always listed; the editor suggests them, and accepts a new one. */
export const knownDepartments = [
  "Systems Solutions",
  "Application Development",
  "Systems Engineering",
  "Retail Solutions",
] as const;

/** An opening as a visitor sees it (its summary is plain text: paragraphs and lists, see plain-text.ts). */
export interface JobOpening {
  slug: string;
  title: string;
  department: string;
  location: OpeningLocation;
  employmentType: EmploymentType;
  /** As shown, e.g. "3 to 7 years". */
  experience: string;
  summary: string;
  skills: string[];
  responsibilities: string[];
  /** ISO date it went live (job-search structured data). */
  datePosted: string;
  /** ISO date: applications close at the end of this day, India Standard Time. */
  applyBy: string;
}

export interface NewsItem {
  /** Shown as a prefix of the title, e.g. "Q2 2026"; derived from the item's date. */
  quarter: string;
  title: string;
  location?: string;
  /** Plain text: paragraphs and lists. */
  description: string;
}

/** Where an item stands in the staff area. Expired is a published opening whose apply-by day has passed. */
export type ListingState = "draft" | "published" | "closed";
export type ListingStatus = ListingState | "expired";

export const listingStatusLabels: Record<ListingStatus, string> = {
  draft: "Draft",
  published: "Published",
  closed: "Closed",
  expired: "Expired",
};

/** Every published opening's own page. */
export const openingPath = (slug: string) => `/CurrentOpenings/${slug}`;

/**
 * The slug of an opening's page, from its title: lower-case ASCII words joined by hyphens, at most 60
 * characters ("Full-Stack Developer (React and Node.js)" → "full-stack-developer-react-and-node-js").
 */
export function slugFor(title: string): string {
  const words = slugWords(title);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > 60) break;
    slug = next;
  }
  return slug || "opening";
}

/** A text's letters and digits as lower-case ASCII words: accents dropped ("Développeur" → "developpeur"). */
const slugWords = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .match(/[a-z0-9]+/g) ?? [];

/**
 * The slug an address names, written however a person or a program wrote it: capitals, accents and
 * punctuation as in the title ("Développeur-Senior-(C++)" → "developpeur-senior-c"); undefined when it
 * holds no letter or digit. The slug of a page itself comes back unchanged.
 */
export function slugInAddress(text: string): string | undefined {
  const words = slugWords(text);
  return words.length > 0 ? words.join("-") : undefined;
}

/** Could this be a slug the site gave an opening (checked before any lookup)? */
export const isSlug = (text: string) => text.length <= 70 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text);

const numberWords = [
  "No",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
];

/**
 * The sentence above the openings, from the openings themselves, so it never goes stale: "Five roles
 * across systems solutions, application development, systems engineering and retail solutions." The
 * departments the site has always had come in their usual order and lower case; new ones as typed.
 */
export function openingsIntro(openings: readonly Pick<JobOpening, "department">[]): string {
  if (openings.length === 0) return "No positions are open just now. New roles are posted here as soon as they open.";
  const known = knownDepartments as readonly string[];
  const departments = [...new Set(openings.map((opening) => opening.department))]
    .sort(
      (a, b) =>
        (known.includes(a) ? known.indexOf(a) : known.length) - (known.includes(b) ? known.indexOf(b) : known.length),
    )
    .map((department) => (known.includes(department) ? department.toLowerCase() : department));
  const where =
    departments.length === 1 ? departments[0] : `${departments.slice(0, -1).join(", ")} and ${departments.at(-1)}`;
  const count = numberWords[openings.length] ?? String(openings.length);
  return `${count} ${openings.length === 1 ? "role in" : "roles across"} ${where}.`;
}
