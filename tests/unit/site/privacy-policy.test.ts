/**
 * The privacy policy says what the newsletter code keeps and for how long: its figures are the ones the
 * server enforces (app/site/newsletter.ts), so a change of rule cannot leave the policy behind.
 */
import { describe, expect, it } from "vitest";
import { page } from "../../../app/content/pages/legal/privacy-policy";
import { newsletterRules } from "../../../app/site/newsletter";

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
