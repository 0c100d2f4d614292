/** "Came from": where an enquiry's visit began, in the words the sales team reads (app/lib/lead-source.ts). */
import { describe, expect, it } from "vitest";
import { cameFrom, type LeadSourceFields } from "../../../app/lib/lead-source";
import { landingSource } from "../../../app/lib/visit-beacon";
import { leadSource } from "../../../server/insights/visits";

const none: LeadSourceFields = {
  landingPage: null,
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
};

describe("came from", () => {
  it("names a campaign with its source, and the page the visit landed on", () => {
    expect(
      cameFrom({ ...none, landingPage: "/CloudSolutions", utmSource: "linkedin", utmCampaign: "spring-expo" }),
    ).toBe("Campaign spring-expo (LinkedIn), landed on /CloudSolutions");
    expect(cameFrom({ ...none, utmSource: "expo-flyer", utmMedium: "print" })).toBe("expo-flyer, print");
  });

  it("names a search engine or another site by the name people know", () => {
    expect(cameFrom({ ...none, landingPage: "/CloudSolutions", referrerHost: "www.google.co.in" })).toBe(
      "Google search, landed on /CloudSolutions",
    );
    expect(cameFrom({ ...none, referrerHost: "lnkd.in" })).toBe("LinkedIn");
    expect(cameFrom({ ...none, referrerHost: "www.nasscom.in" })).toBe("nasscom.in");
  });

  it("says a visit with no referrer and no campaign was direct, and knows nothing without the note", () => {
    expect(cameFrom({ ...none, landingPage: "/" })).toBe("Direct visit, landed on /");
    expect(cameFrom(none)).toBeUndefined();
  });
});

describe("the source a form post carries", () => {
  it("keeps a page of the site, another site's host and campaign values cut to 100 characters", () => {
    expect(
      leadSource({
        landingPage: "/CloudSolutions",
        referrer: "https://www.google.com/search?q=cloud",
        utmSource: " LinkedIn ",
        utmCampaign: "c".repeat(300),
      }),
    ).toEqual({
      landingPage: "/CloudSolutions",
      referrerHost: "www.google.com",
      utmSource: "linkedin",
      utmMedium: null,
      utmCampaign: "c".repeat(100),
    });
  });

  it("drops what is not a page or a web address, and anything that is not text", () => {
    expect(
      leadSource({ landingPage: "/admin", referrer: "javascript:alert(1)", utmSource: ["x"], utmMedium: 5 }),
    ).toEqual(none);
    expect(leadSource({})).toEqual(none);
  });
});

describe("the landing source a tab notes on its first page", () => {
  const site = "https://www.jenesys.example";

  it("keeps the landing path, another site's referrer and the campaign's three fields", () => {
    const url = new URL(`${site}/CloudSolutions?utm_source=linkedin&utm_medium=social&utm_campaign=spring-expo`);
    expect(landingSource(url, "https://www.google.co.in/")).toEqual({
      landing: "/CloudSolutions",
      referrer: "https://www.google.co.in/",
      utmSource: "linkedin",
      utmMedium: "social",
      utmCampaign: "spring-expo",
    });
  });

  it("leaves out the site's own pages as a referrer, empty campaign fields, and cuts long ones to 100 characters", () => {
    const url = new URL(`${site}/overview?utm_source=&utm_campaign=${"x".repeat(300)}`);
    const source = JSON.parse(JSON.stringify(landingSource(url, `${site}/contact`)));
    expect(source).toEqual({ landing: "/overview", utmCampaign: "x".repeat(100) });
    expect(JSON.parse(JSON.stringify(landingSource(new URL(`${site}/`), "")))).toEqual({ landing: "/" });
  });
});
