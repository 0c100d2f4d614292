/**
 * schema.org structured data (JSON-LD) for search engines, built from the company facts, the route
 * registry and the page content, so a fact changed in one place changes here too. Route `meta`
 * functions render it through React Router's `script:ld+json` descriptors.
 */
import type { MetaDescriptor } from "react-router";
import type { JobOpening, Section } from "../content/types";
import { type Office, directionsUrl, site } from "../site/config";
import { dayRange } from "../lib/opening-hours";
import { siteIcons } from "../site/meta";
import { type SitePage, groupNames, home, pagesInGroup } from "../site/pages";

export interface JsonLd {
  "@type": string;
  [property: string]: unknown;
}

const context = "https://schema.org";
const absolute = (path: string) => `${site.url}${path}`;
const organizationId = absolute("/#organization");
const logoUrl = absolute(siteIcons.logo);

/** How long a posting stays valid after it was posted: job boards drop postings without an end date sooner. */
export const JOB_VALID_DAYS = 60;

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

const organizationRef = { "@type": "Organization", "@id": organizationId, name: site.name, sameAs: absolute("/"), logo: logoUrl };

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

const officeIn: Record<JobOpening["location"], Office> = {
  Bangalore: site.offices.bangalore,
  Chennai: site.offices.chennai,
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char] ?? char);

const htmlList = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;

/** Job boards show the description as HTML: the page's summary, lists and how to apply. */
function jobDescription(opening: JobOpening): string {
  return [
    `<p>${escapeHtml(opening.summary)}</p>`,
    `<p>${escapeHtml(`${opening.department}, ${opening.location}. Experience: ${opening.experience}.`)}</p>`,
    `<p>What you will do:</p>${htmlList(opening.responsibilities)}`,
    `<p>What we are looking for:</p>${htmlList(opening.skills)}`,
    `<p>${escapeHtml(`To apply, e-mail your CV to ${site.email.careers} with "${opening.title}" as the subject.`)}</p>`,
  ].join("");
}

/** An ISO date (YYYY-MM-DD) plus whole days. */
export function addDays(isoDate: string, days: number): string {
  const time = Date.parse(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(time)) throw new Error(`Not an ISO date: "${isoDate}"`);
  return new Date(time + days * 86_400_000).toISOString().slice(0, 10);
}

export function jobPosting(opening: JobOpening): JsonLd {
  return {
    "@context": context,
    "@type": "JobPosting",
    title: opening.title,
    description: jobDescription(opening),
    datePosted: opening.datePosted,
    validThrough: addDays(opening.datePosted, JOB_VALID_DAYS),
    employmentType: "FULL_TIME",
    hiringOrganization: organizationRef,
    jobLocation: { "@type": "Place", address: postalAddress(officeIn[opening.location]) },
    experienceRequirements: {
      "@type": "OccupationalExperienceRequirements",
      // The lower bound of "5 to 8 years": the minimum a candidate needs.
      monthsOfExperience: Number.parseInt(opening.experience, 10) * 12,
    },
    skills: opening.skills,
    responsibilities: opening.responsibilities,
    url: absolute("/CurrentOpenings"),
  };
}

export function jobPostings(sections: Section[]): JsonLd[] {
  return sections.flatMap((section) => (section.kind === "openings" ? section.openings.map(jobPosting) : []));
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

/** A content page: the company, where the page sits, and the job postings among its sections. */
export function contentPageStructuredData(page: SitePage, sections: Section[]): MetaDescriptor[] {
  return ldJson([organization(), breadcrumbs(page), ...jobPostings(sections)]);
}
