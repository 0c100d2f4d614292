/**
 * The privacy policy says what the newsletter code keeps and for how long: its figures are the ones the
 * server enforces (app/site/newsletter.ts), so a change of rule cannot leave the policy behind.
 */
import { describe, expect, it } from "vitest";
import { page } from "../../../app/content/pages/legal/privacy-policy";
import { newsletterRules } from "../../../app/site/newsletter";
import { spamSignals, type SpamSignal } from "../../../server/spam/signals";

const section = (heading: string) => {
  const found = page.sections.find((entry) => entry.heading === heading);
  if (!found || found.kind !== "prose") throw new Error(`no prose section "${heading}"`);
  return [...found.paragraphs, ...(found.points ?? [])].join("\n");
};

describe("the privacy policy's newsletter terms", () => {
  it("state the consent rules the server enforces", () => {
    const newsletter = section("Newsletter");
    expect(newsletter).toContain(`works for ${newsletterRules.confirmLinkHours}\u00a0hours`);
    expect(newsletter).toContain(`at most ${newsletterRules.confirmationMailsPerDay}\u00a0such e-mails a day`);
    expect(newsletter).toContain(`${newsletterRules.pendingDays}\u00a0days after it was last entered`);
    expect(newsletter).toMatch(/time you gave your consent and how you gave it/);
    expect(newsletter).toMatch(/Unsubscribing deletes your address and everything we keep with it/);
    expect(section("Where your data is stored and how long we keep it")).toContain(
      `never confirmed are deleted ${newsletterRules.pendingDays}\u00a0days after`,
    );
  });
});

describe("the privacy policy's visit counting", () => {
  it("says what the visit counter keeps, for how long, and when it counts nothing (server/insights/visits.ts)", () => {
    const counting = section("Cookies, analytics and server logs");
    expect(counting).toContain("This site sets no cookies");
    expect(counting).toMatch(/per page, per referring site and per campaign/);
    expect(counting).toMatch(/secret that is replaced and deleted every day/);
    expect(counting).toMatch(/address and browser name themselves are never stored/);
    expect(counting).toMatch(/Global Privacy Control, the visit is not counted at all/);
  });
});

describe("the privacy policy's spam check", () => {
  it("names every signal the check uses (server/spam/signals.ts), and says held messages are kept, not deleted", () => {
    const spam = section("How we keep automated spam apart");
    const described: Record<SpamSignal, RegExp> = {
      honeypot: /hidden field that only programs fill in/,
      fast: /faster than a person can type/,
      links: /links in the message/,
      "mostly-links": /mostly of links/,
      capitals: /capital letters/,
      disposable: /throwaway e-mail addresses/,
      repeated: /same text sent in other messages within 30\u00a0days/,
    };
    for (const signal of spamSignals) expect(spam, signal).toMatch(described[signal]);
    expect(spam).toMatch(/never looks at the language or script/);
    expect(spam).toMatch(/never deleted by the check/);
    expect(spam).toMatch(/same answer either way/);
    expect(section("What we collect and why")).toMatch(/How many seconds the form took to fill in/);
  });
});
