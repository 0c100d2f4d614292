import { describe, expect, it } from "vitest";
import { site } from "../../../app/site/facts";
import { contentPages, groupNames, pageFor } from "../../../app/site/pages";
import {
  type JsonLd,
  breadcrumbs,
  contentPageStructuredData,
  homeStructuredData,
  jobPosting,
  offices,
  openingStructuredData,
  organization,
} from "../../../app/head/structured-data";
import type { JobOpening } from "../../../app/lib/listings";
import { seedOpenings } from "../../../server/store/seed/openings-and-news";
import { dayRange, displayDays, displayTime } from "../../../app/lib/opening-hours";

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
const asObject = (value: unknown) => value as Record<string, unknown>;

function expectPostalAddress(value: unknown) {
  const address = asObject(value);
  expect(address["@type"]).toBe("PostalAddress");
  for (const key of ["streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"]) {
    expect(address[key], key).toEqual(expect.any(String));
    expect(address[key], key).not.toBe("");
  }
  expect(address.addressCountry).toBe("IN");
}

/** The JSON-LD objects a page's meta descriptors carry. */
const ldJsonOf = (descriptors: unknown[]) =>
  descriptors
    .map((descriptor) => asObject(descriptor)["script:ld+json"] as JsonLd | undefined)
    .filter((item) => item !== undefined);

describe("Organization", () => {
  const org = organization();

  it("has the properties search engines use for the company", () => {
    expect(org["@context"]).toBe("https://schema.org");
    expect(org["@type"]).toBe("Organization");
    expect(org.name).toBe(site.name);
    expect(org.foundingDate).toBe("2002");
    expect(org.url).toBe(`${site.url}/`);
    expect(org.logo).toBe(`${site.url}/logo.png`);
    expect(org.email).toBe(site.email.info);
    expect(org.telephone).toBe(site.phone.display);
    expect(org.sameAs).toEqual(Object.values(site.social));
    expectPostalAddress(org.address);
  });

  it("has contact points, each with a type and a way to reach it", () => {
    const points = org.contactPoint as Record<string, unknown>[];
    expect(points.length).toBeGreaterThanOrEqual(2);
    for (const point of points) {
      expect(point["@type"]).toBe("ContactPoint");
      expect(point.contactType).toEqual(expect.any(String));
      expect(point.email ?? point.telephone).toBeTruthy();
    }
    expect(points.map((point) => point.email)).toContain(site.email.careers);
  });
});

describe("offices", () => {
  it("lists each office as a ProfessionalService with its address and Monday–Friday 09:00–18:00 hours", () => {
    const businesses = offices();
    expect(businesses).toHaveLength(Object.keys(site.offices).length);
    expect(businesses.map((business) => asObject(business.address).addressLocality)).toEqual(["Bangalore", "Chennai"]);
    for (const business of businesses) {
      expect(business["@type"]).toBe("ProfessionalService");
      expect(business.name).toEqual(expect.stringContaining(site.name));
      expectPostalAddress(business.address);
      expect(business.openingHoursSpecification).toEqual([
        { "@type": "OpeningHoursSpecification", dayOfWeek: weekdays, opens: "09:00", closes: "18:00" },
      ]);
    }
  });

  it("shows the hours kept as data the way the site displays them", () => {
    expect(displayTime("09:00")).toBe("9:00 AM");
    expect(displayTime("18:00")).toBe("6:00 PM");
    expect(displayTime("12:30")).toBe("12:30 PM");
    expect(displayTime("00:15")).toBe("12:15 AM");
    expect(() => displayTime("9:00 AM")).toThrow();
    expect(() => displayTime("24:00")).toThrow();
    expect(dayRange("Monday", "Friday")).toEqual(weekdays);
    expect(dayRange("Saturday", "Sunday")).toEqual(["Saturday", "Sunday"]);
    expect(() => dayRange("Friday", "Monday")).toThrow();
    expect(displayDays(site.hours.from, site.hours.to)).toBe("Mon – Fri");
  });
});

describe("JobPosting", () => {
  // The openings the store was seeded with, as the store gives them to the pages.
  const openings: JobOpening[] = seedOpenings.map((opening) => ({
    ...opening,
    location: opening.location as JobOpening["location"],
    employmentType: "full-time",
  }));
  const postings = openings.map(jobPosting);

  it("carries every property job search requires, with valid dates", () => {
    postings.forEach((posting, index) => {
      const opening = openings[index];
      expect(posting["@context"]).toBe("https://schema.org");
      expect(posting["@type"]).toBe("JobPosting");
      for (const key of [
        "title",
        "description",
        "datePosted",
        "validThrough",
        "hiringOrganization",
        "jobLocation",
        "employmentType",
        "experienceRequirements",
      ]) {
        expect(posting[key], `${opening.title}: ${key}`).toBeTruthy();
      }
      expect(posting.description).toContain(opening.summary.replace(/&/g, "&amp;"));
      expect(posting.employmentType).toBe("FULL_TIME");
      expect(posting.directApply).toBe(true);
      expect(posting.url).toBe(`${site.url}/CurrentOpenings/${opening.slug}`);

      expect(posting.datePosted).toBe(opening.datePosted);
      expect(posting.datePosted).toMatch(isoDate);
      // The end of the apply-by day in India.
      expect(posting.validThrough).toBe(`${opening.applyBy}T23:59:59+05:30`);

      const organizationRef = asObject(posting.hiringOrganization);
      expect(organizationRef["@type"]).toBe("Organization");
      expect(organizationRef.name).toBe(site.name);

      const place = asObject(posting.jobLocation);
      expect(place["@type"]).toBe("Place");
      expectPostalAddress(place.address);
      const office = Object.values(site.offices).find((entry) => entry.city === opening.location)!;
      expect(asObject(place.address).postalCode).toBe(office.postalCode);

      const experience = asObject(posting.experienceRequirements);
      expect(experience["@type"]).toBe("OccupationalExperienceRequirements");
      expect(experience.monthsOfExperience).toBe(Number(/^(\d+) to \d+ years$/.exec(opening.experience)![1]) * 12);

      expect(posting.skills).toEqual(opening.skills);
      expect(posting.responsibilities).toEqual(opening.responsibilities);
    });
  });

  it("counts experience from the lower bound of the range, and leaves it out when the text names no years", () => {
    expect(postings.map((posting) => asObject(posting.experienceRequirements).monthsOfExperience)).toEqual([
      60, 48, 36, 48, 36,
    ]);
    expect(jobPosting({ ...openings[0], experience: "Fresh graduates" }).experienceRequirements).toBeUndefined();
  });

  it("names the employment type, and a remote role as telecommuting from India instead of an office", () => {
    const remote = jobPosting({ ...openings[0], location: "Remote", employmentType: "contract" });
    expect(remote).toMatchObject({
      employmentType: "CONTRACTOR",
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "India" },
    });
    expect(remote.jobLocation).toBeUndefined();
    expect(jobPosting({ ...openings[0], employmentType: "internship" }).employmentType).toBe("INTERN");
  });

  it("puts a description typed with markup into the posting as escaped text", () => {
    const posting = jobPosting({ ...openings[0], summary: "<script>alert(1)</script>\n\n- <b>one</b>" });
    expect(posting.description).toContain(
      "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><ul><li>&lt;b&gt;one&lt;/b&gt;</li></ul>",
    );
  });

  it("an opening's page carries the company, its breadcrumbs and its posting", () => {
    const items = ldJsonOf(openingStructuredData(openings[0]));
    expect(items.map((item) => item["@type"])).toEqual(["Organization", "BreadcrumbList", "JobPosting"]);
    const trail = items[1].itemListElement as Record<string, unknown>[];
    expect(trail.map((item) => item.name)).toEqual(["Home", "Careers", "Current Openings", openings[0].title]);
    expect(trail.at(-1)!.item).toBe(`${site.url}/CurrentOpenings/${openings[0].slug}`);
  });
});

describe("BreadcrumbList", () => {
  it("runs Home → group → page with positions 1..n on every content page", () => {
    for (const page of contentPages) {
      const list = breadcrumbs(page);
      expect(list["@type"]).toBe("BreadcrumbList");
      const items = list.itemListElement as Record<string, unknown>[];
      expect(items.length, page.path).toBeGreaterThanOrEqual(2);
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
      for (const item of items) {
        expect(item["@type"]).toBe("ListItem");
        expect(item.name).toEqual(expect.any(String));
        expect(String(item.item)).toMatch(new RegExp(`^${site.url.replace(/[.]/g, "\\.")}/`));
      }
      expect(items[0]).toMatchObject({ name: "Home", item: `${site.url}/` });
      expect(items.at(-1)).toMatchObject({ name: page.label, item: `${site.url}${page.path}` });
      expect(new Set(items.map((item) => item.item)).size, page.path).toBe(items.length);
    }
  });

  it("names the group between home and the page", () => {
    const items = breadcrumbs(pageFor("/Disclaimer")!).itemListElement as Record<string, unknown>[];
    expect(items.map((item) => item.name)).toEqual(["Home", groupNames.legal, "Disclaimer"]);
    expect(items[1].item).toBe(`${site.url}/PrivacyPolicy`);
  });
});

describe("what each page carries", () => {
  it("home: the company and its two offices", () => {
    expect(ldJsonOf(homeStructuredData()).map((item) => item["@type"])).toEqual([
      "Organization",
      "ProfessionalService",
      "ProfessionalService",
    ]);
  });

  it("content pages: the company and the breadcrumbs (job postings are on each opening's own page)", () => {
    for (const page of contentPages) {
      const types = ldJsonOf(contentPageStructuredData(page)).map((item) => item["@type"]);
      expect(types, page.path).toEqual(["Organization", "BreadcrumbList"]);
    }
  });
});
