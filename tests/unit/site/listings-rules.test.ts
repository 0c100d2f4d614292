/**
 * The rules of openings and news that need no store: the calendar in India Standard Time, plain text
 * into paragraphs and lists, slugs, the openings' intro sentence, and the editor's form schemas.
 */
import { describe, expect, it } from "vitest";
import {
  applicationsCloseAt,
  displayDate,
  hasExpired,
  isIsoDate,
  kolkataDate,
  quarterOf,
  validThrough,
} from "../../../app/lib/listing-dates";
import { newsSchema, openingSchema } from "../../../app/lib/listing-schema";
import { isSlug, openingLocations, openingsIntro, slugFor, slugInAddress } from "../../../app/lib/listings";
import { firstParagraph, textBlocks, textLines } from "../../../app/lib/plain-text";
import { site } from "../../../app/site/facts";

describe("the calendar, in India", () => {
  it("knows real days only", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    for (const text of ["2027-02-29", "2026-13-01", "2026-1-5", "05/01/2026", "", "2026-12-31T00:00"])
      expect(isIsoDate(text), text).toBe(false);
  });

  it("says which day it is in India, which is ahead of UTC by five and a half hours", () => {
    expect(kolkataDate(new Date("2026-12-31T18:29:59Z"))).toBe("2026-12-31");
    expect(kolkataDate(new Date("2026-12-31T18:30:00Z"))).toBe("2027-01-01");
  });

  it("closes applications at midnight IST after the apply-by day (18:30 UTC on the day)", () => {
    expect(applicationsCloseAt("2026-12-13").toISOString()).toBe("2026-12-13T18:30:00.000Z");
    expect(hasExpired("2026-12-13", new Date("2026-12-13T18:29:59.999Z"))).toBe(false);
    expect(hasExpired("2026-12-13", new Date("2026-12-13T18:30:00Z"))).toBe(true);
    expect(validThrough("2026-12-13")).toBe("2026-12-13T23:59:59+05:30");
    expect(Date.parse(validThrough("2026-12-13"))).toBe(applicationsCloseAt("2026-12-13").getTime() - 1000);
  });

  it("derives the quarter from a date, adds days and shows dates in words", () => {
    expect(["2026-01-01", "2026-03-31", "2026-04-01", "2026-09-30", "2026-12-31"].map(quarterOf)).toEqual([
      "Q1 2026",
      "Q1 2026",
      "Q2 2026",
      "Q3 2026",
      "Q4 2026",
    ]);
    expect(displayDate("2026-12-13")).toBe("13 December 2026");
    expect(() => quarterOf("Q3 2026")).toThrow();
  });
});

describe("plain text", () => {
  it("splits paragraphs on blank lines and makes lists of lines that start with - or •", () => {
    expect(
      textBlocks("First line\nsame paragraph.\n\nWhat you get:\n- one\n• two\n-three stays text\n\n\n  Last.  "),
    ).toEqual([
      { kind: "paragraph", text: "First line same paragraph." },
      { kind: "paragraph", text: "What you get:" },
      { kind: "list", items: ["one", "two"] },
      { kind: "paragraph", text: "-three stays text" },
      { kind: "paragraph", text: "Last." },
    ]);
    expect(textBlocks("\r\n\r\n")).toEqual([]);
  });

  it("keeps markup as the characters typed (React renders them as text)", () => {
    expect(textBlocks('<script>alert("x")</script>\n\n- <b>bold</b>')).toEqual([
      { kind: "paragraph", text: '<script>alert("x")</script>' },
      { kind: "list", items: ["<b>bold</b>"] },
    ]);
  });

  it("reads one item a line, without markers or blank lines; a card shows the first paragraph", () => {
    expect(textLines("- Linux\n\n• Go \n  Rust")).toEqual(["Linux", "Go", "Rust"]);
    expect(firstParagraph("- a list first\n\nThen words.\n\nMore.")).toBe("Then words.");
  });
});

describe("slugs and the openings' intro", () => {
  it("makes a slug of lower-case words, at most 60 characters, from any title", () => {
    expect(slugFor("Full-Stack Developer (React and Node.js)")).toBe("full-stack-developer-react-and-node-js");
    expect(slugFor("Ingénieur Système — Chennai")).toBe("ingenieur-systeme-chennai");
    expect(slugFor("<script>")).toBe("script");
    expect(slugFor("!!!")).toBe("opening");
    const long = slugFor("word ".repeat(40));
    expect(long.length).toBeLessThanOrEqual(60);
    expect(isSlug(long)).toBe(true);
    for (const text of ["A", "a--b", "-a", "a/b", "..", "a".repeat(71)]) expect(isSlug(text), text).toBe(false);
  });

  it("reads the slug an address names however it was written, and leaves a page's own slug as it is", () => {
    expect(slugInAddress("Développeur-Senior-(C++)")).toBe("developpeur-senior-c");
    expect(slugInAddress("FULL-STACK-DEVELOPER-REACT-AND-NODE-JS")).toBe("full-stack-developer-react-and-node-js");
    expect(slugInAddress("!!!")).toBeUndefined();
    // A slug of 60 characters with a number after it (a second opening of the same title) is not cut.
    const second = `${slugFor("word ".repeat(40))}-2`;
    expect(slugInAddress(second)).toBe(second);
    for (const title of ["Full-Stack Developer (React and Node.js)", "Ingénieur Système — Chennai", "<script>"]) {
      expect(slugInAddress(slugFor(title))).toBe(slugFor(title));
      expect(slugInAddress(title)).toBe(slugFor(title));
    }
  });

  it("says how many roles and where, in the departments' usual order", () => {
    const departments = [
      "Systems Engineering",
      "Systems Solutions",
      "Application Development",
      "Retail Solutions",
      "Systems Engineering",
    ];
    expect(openingsIntro(departments.map((department) => ({ department })))).toBe(
      "Five roles across systems solutions, application development, systems engineering and retail solutions.",
    );
    expect(openingsIntro([{ department: "Systems Engineering" }])).toBe("One role in systems engineering.");
    expect(openingsIntro([{ department: "Design Studio" }, { department: "Retail Solutions" }])).toBe(
      "Two roles across retail solutions and Design Studio.",
    );
    expect(openingsIntro([])).toMatch(/^No positions are open just now/);
  });

  it("offers the company's offices and Remote as locations", () => {
    expect(openingLocations.filter((location) => location !== "Remote")).toEqual(
      Object.values(site.offices).map((office) => office.city),
    );
  });
});

describe("the editor's forms", () => {
  const opening = {
    title: " QA Lead ",
    department: "Systems Engineering",
    location: "Remote",
    employmentType: "internship",
    experience: "0 to 1 years",
    summary: "Text",
    skills: "- a\n- b",
    responsibilities: "c",
    applyBy: "2027-01-31",
  };

  it("accepts a complete opening, trimmed, with its lists split", () => {
    expect(openingSchema.parse(opening)).toEqual({
      ...opening,
      title: "QA Lead",
      skills: ["a", "b"],
      responsibilities: ["c"],
    });
  });

  it("names each field's problem in words", () => {
    const result = openingSchema.safeParse({
      ...opening,
      title: "",
      location: "Mars",
      employmentType: "gig",
      applyBy: "31/01/2027",
      skills: "x\n".repeat(21),
      department: "A\u0007B",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      title: "Please enter the title.",
      department: "Department must be a single line of plain text.",
      location: "Please choose a location from the list.",
      employmentType: "Please choose an employment type from the list.",
      skills: "Skills: at most 20 lines.",
      applyBy: "Please choose the apply by date (day, month and year).",
    });
  });

  it("news: an optional location, a date, a description", () => {
    expect(newsSchema.parse({ title: "T", date: "2026-11-20", location: " ", description: "D" })).toEqual({
      title: "T",
      date: "2026-11-20",
      location: undefined,
      description: "D",
    });
    expect(newsSchema.safeParse({ title: "T", date: "", location: "", description: "" }).success).toBe(false);
  });
});
