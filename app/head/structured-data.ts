/**
 * schema.org structured data (JSON-LD) for search engines, built from the company facts, the route
 * registry and the page content, so a fact changed in one place changes here too. Route `meta`
 * functions render it through React Router's `script:ld+json` descriptors.
 */
import type { MetaDescriptor } from "react-router";
import type { JobOpening } from "../lib/listings";
import { openingPath } from "../lib/listings";
import { validThrough } from "../lib/listing-dates";
import { textBlocks } from "../lib/plain-text";
import { type Office, directionsUrl, site } from "../site/facts";
import { dayRange } from "../lib/opening-hours";
import { siteIcons } from "../site/meta";
import { type SitePage, groupNames, home, pageFor, pagesInGroup } from "../site/pages";

export interface JsonLd {
  "@type": string;
  [property: string]: unknown;
}

const context = "https://schema.org";
const absolute = (path: string) => `${site.url}${path}`;
const organizationId = absolute("/#organization");
const logoUrl = absolute(siteIcons.logo);

export function openingHours(): JsonLd {
  return {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: dayRange(site.hours.from, site.hours.to),
    opens: site.hours.opens,
    closes: site.hours.closes,
  };
}

export function postalAddress(office: Office): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: office.street,
    addressLocality: office.locality,
    addressRegion: office.region,
    postalCode: office.postalCode,
    addressCountry: office.country,
  };
}

const organizationRef = {
  "@type": "Organization",
  "@id": organizationId,
  name: site.name,
  sameAs: absolute("/"),
  logo: logoUrl,
};

export function organization(): JsonLd {
  return {
    "@context": context,
    "@type": "Organization",
    "@id": organizationId,
    name: site.name,
    url: absolute("/"),
    logo: logoUrl,
    foundingDate: String(site.foundingYear),
    email: site.email.info,
    telephone: site.phone.display,
    // The first office is the head office (the main number is a Bangalore number).
    address: postalAddress(site.offices.bangalore),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        email: site.email.info,
        telephone: site.phone.display,
        availableLanguage: "English",
        hoursAvailable: openingHours(),
      },
      { "@type": "ContactPoint", contactType: "careers", email: site.email.careers, availableLanguage: "English" },
      { "@type": "ContactPoint", contactType: "privacy", email: site.email.privacy, availableLanguage: "English" },
    ],
    sameAs: Object.values(site.social),
  };
}

/** Each office as a local business, so map and local search results show its address and hours. */
export function offices(): JsonLd[] {
  return Object.entries(site.offices).map(([key, office]) => ({
    "@context": context,
    "@type": "ProfessionalService",
    "@id": absolute(`/#office-${key}`),
    name: `${site.name}, ${office.city}`,
    url: absolute("/"),
    image: logoUrl,
    email: site.email.info,
    ...(office.phone ? { telephone: office.phone } : {}),
    address: postalAddress(office),
    hasMap: directionsUrl(office),
    openingHoursSpecification: [openingHours()],
    parentOrganization: organizationRef,
  }));
}

const officeIn = (city: string): Office | undefined =>
  Object.values(site.offices).find((office) => office.city === city);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char] ?? char);

const htmlList = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;

/** Job boards show the description as HTML: the page's summary, lists and how to apply. */
function jobDescription(opening: JobOpening): string {
  const summary = textBlocks(opening.summary).map((block) =>
    block.kind === "paragraph" ? `<p>${escapeHtml(block.text)}</p>` : htmlList(block.items),
  );
  return [
    ...summary,
    `<p>${escapeHtml(`${opening.department}, ${opening.location}. Experience: ${opening.experience}.`)}</p>`,
    `<p>What you will do:</p>${htmlList(opening.responsibilities)}`,
    `<p>What we are looking for:</p>${htmlList(opening.skills)}`,
    `<p>${escapeHtml(`To apply, send your CV with the form on this page, or e-mail it to ${site.email.careers} with "${opening.title}" as the subject.`)}</p>`,
  ].join("");
}

const schemaEmploymentType: Record<JobOpening["employmentType"], string> = {
  "full-time": "FULL_TIME",
  contract: "CONTRACTOR",
  internship: "INTERN",
};

/** Where the work is: an office's address, or remote work from anywhere in India. */
function workplace(opening: JobOpening): Record<string, unknown> {
  const office = officeIn(opening.location);
  if (office) return { jobLocation: { "@type": "Place", address: postalAddress(office) } };
  return { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "India" } };
}

/** The lower bound of "5 to 8 years", in months; undefined when the text names no number of years. */
function monthsOfExperience(experience: string): number | undefined {
  const years = /(\d+)/.exec(experience)?.[1];
  return years === undefined ? undefined : Number(years) * 12;
}

/** An opening's own page carries its posting; applications close at the end of the apply-by day in India. */
export function jobPosting(opening: JobOpening): JsonLd {
  const months = monthsOfExperience(opening.experience);
  return {
    "@context": context,
    "@type": "JobPosting",
    title: opening.title,
    description: jobDescription(opening),
    datePosted: opening.datePosted,
    validThrough: validThrough(opening.applyBy),
    employmentType: schemaEmploymentType[opening.employmentType],
    hiringOrganization: organizationRef,
    ...workplace(opening),
    ...(months === undefined
      ? {}
      : {
          experienceRequirements: { "@type": "OccupationalExperienceRequirements", monthsOfExperience: months },
        }),
    skills: opening.skills,
    responsibilities: opening.responsibilities,
    // Candidates apply with the form on this page itself.
    directApply: true,
    url: absolute(openingPath(opening.slug)),
  };
}

/**
 * Home → group → page. The group links to its first page, as the menus do; on that page itself the
 * group step is left out rather than listing one URL twice.
 */
export function breadcrumbs(page: SitePage): JsonLd {
  const groupPage = pagesInGroup(page.group)[0];
  const trail = [
    { name: home.label, path: home.path },
    ...(groupPage && groupPage.path !== page.path ? [{ name: groupNames[page.group], path: groupPage.path }] : []),
    { name: page.label, path: page.path },
  ];
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  };
}

const ldJson = (items: JsonLd[]): MetaDescriptor[] => items.map((item) => ({ "script:ld+json": item }));

/** The home page and its aliases: the company and its two offices. */
export function homeStructuredData(): MetaDescriptor[] {
  return ldJson([organization(), ...offices()]);
}

/**
 * A content page: the company and where the page sits. Job postings are on each opening's own page, not
 * on the list: search engines take postings from the page that describes one job.
 */
export function contentPageStructuredData(page: SitePage): MetaDescriptor[] {
  return ldJson([organization(), breadcrumbs(page)]);
}

/** An opening's page: the company, Home → Careers → Current Openings → the opening, and its posting. */
export function openingStructuredData(opening: JobOpening): MetaDescriptor[] {
  const list = breadcrumbs(pageFor("/CurrentOpenings")!);
  const trail = list.itemListElement as Array<Record<string, unknown>>;
  const withOpening = {
    ...list,
    itemListElement: [
      ...trail,
      {
        "@type": "ListItem",
        position: trail.length + 1,
        name: opening.title,
        item: absolute(openingPath(opening.slug)),
      },
    ],
  };
  return ldJson([organization(), withOpening, jobPosting(opening)]);
}
