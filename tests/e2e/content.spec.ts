import { expect, test as plainTest } from "@playwright/test";
import { pageContent } from "../../app/content/pages.server";
import type { Section } from "../../app/content/types";
import { hasExpired } from "../../app/lib/listing-dates";
import { site } from "../../app/site/facts";
import { seedOpenings } from "../../server/store/seed/openings-and-news";
import { contentPages, homeAliases, sitePages } from "../../app/site/pages";
import { expectScrolledTo, test, waitForHydration } from "./support";

const sectionsOf = (path: string) => pageContent[path].sections;
const sectionOfKind = <K extends Section["kind"]>(path: string, kind: K) =>
  sectionsOf(path).find((section): section is Extract<Section, { kind: K }> => section.kind === kind)!;

test.describe("every route", () => {
  test("answers 200 with its content already in the HTML", async ({ request }) => {
    for (const page of contentPages) {
      const response = await request.get(page.path, { maxRedirects: 0 });
      expect(response.status(), page.path).toBe(200);
      const html = await response.text();
      const content = pageContent[page.path];
      const text = (value: string) => value.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
      expect(html, page.path).toContain(text(content.hero.title));
      expect(html, page.path).toContain(text(content.hero.tagline));
      expect(html, page.path).toContain(text(content.cta.action.label));
      expect(html.toLowerCase(), page.path).not.toContain("coming soon");
      expect(html.toLowerCase(), page.path).not.toContain("lorem ipsum");
    }
    for (const path of ["/", ...homeAliases.map((alias) => alias.path)]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(await response.text()).toContain("Technology that connects with real life");
    }
  });

  test("every registry page has a content module with a hero, sections and a call to action", () => {
    for (const page of contentPages) {
      const content = pageContent[page.path];
      expect(content, page.path).toBeDefined();
      expect(content.sections.length, page.path).toBeGreaterThan(0);
      expect(content.cta.action.label, page.path).not.toBe("");
    }
    expect(Object.keys(pageContent).sort()).toEqual(contentPages.map((page) => page.path).sort());
    expect(sitePages).toHaveLength(47);
  });

  test("each page's main section carries its anchor id", async ({ request }) => {
    for (const page of contentPages.filter((entry) => entry.anchor)) {
      const html = await (await request.get(page.path)).text();
      expect(html, page.path).toContain(`id="${page.anchor}"`);
    }
  });
});

test.describe("calls to action reach the contact form", () => {
  test("every page's closing action points at the contact form with the spec's label", async ({ page }) => {
    const labels: Record<string, string> = {
      "/enterprise": "Schedule Consultation",
      "/TechnicalDocumentation": "Contact the company",
      "/Telecom": "Start Your Telecom Transformation",
      "/Healthcare": "Start Your Healthcare Transformation",
      "/BFSI": "Start Your BFSI Transformation",
      "/Government": "Start Your Government Transformation",
      "/Energy": "Start Your Energy Transformation",
      "/Retail": "Start Your Retail Transformation",
      "/Logistics": "Start Your Logistics Transformation",
      "/Infrastructure": "Start Your Infrastructure Journey",
      "/ProductEngineering": "Start Your Product Journey",
      "/ERPConstruct": "Start Your Construction Revolution",
      "/FINdeal": "Schedule a Demo",
      "/EnergIT": "Book a Demo",
      "/ITconsultancy": "Contact Us Today",
      "/DesignDevelopment": "Contact Our Design Team",
      "/AppDevelopment": "Start Your App Journey",
      "/Ecommerce": "Start Your eCommerce Journey",
      "/CloudSolutions": "Start Your Cloud Journey",
      "/SuccessStories": "Contact for a Custom Case Study",
      "/NewsEvents": "Connect With Us",
      "/overview": "Contact Us",
      "/systems": "Contact Us",
      "/Environment": "Contact Us",
      "/PrivacyPolicy": "Contact Us",
      "/Disclaimer": "Contact Us",
    };
    for (const [path, label] of Object.entries(labels)) {
      expect(pageContent[path].cta.action.label, path).toBe(label);
      expect(pageContent[path].cta.action.href, path).toBe("/contact");
    }
    for (const page of contentPages) expect(pageContent[page.path].cta.action.href, page.path).toBe("/contact");

    await page.goto("/Telecom");
    await page.getByRole("link", { name: "Start Your Telecom Transformation" }).click();
    await expect(page).toHaveURL("/contact");
    await expectScrolledTo(page, "#contact");
  });

  test("the e-governance page uses a full page load and Technical Documentation a plain link", async ({ page }) => {
    await page.goto("/EBusiness");
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.getByRole("link", { name: pageContent["/EBusiness"].cta.action.label }).last().click();
    await expect(page).toHaveURL("/contact");
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();

    await page.goto("/TechnicalDocumentation");
    const plain = page.getByRole("link", { name: "Contact the company" });
    await expect(plain).toHaveAttribute("href", "/contact");
    await plain.click();
    await expect(page).toHaveURL("/contact");
  });
});

test.describe("content counts", () => {
  test("company pages", async ({ page }) => {
    await page.goto("/ourValues");
    const valueCards = sectionOfKind("/ourValues", "cards");
    expect(valueCards.cards.map((card) => card.title)).toEqual(["Integrity", "Innovation", "Excellence", "Respect"]);
    for (const title of ["Integrity", "Innovation", "Excellence", "Respect"]) {
      await expect(page.getByRole("heading", { level: 3, name: title, exact: true })).toBeVisible();
    }
    const pillars = page.getByTestId("service-block");
    await expect(pillars).toHaveCount(3);
    for (const pillar of sectionOfKind("/ourValues", "pillars").pillars) {
      const card = pillars.filter({ hasText: pillar.title });
      await expect(card).toContainText(pillar.subtitle);
      await expect(card).toContainText(pillar.description);
      await expect(card.locator("li")).toHaveCount(pillar.points.length);
    }
    expect(sectionOfKind("/ourValues", "pillars").pillars.map((p) => p.title)).toEqual([
      "People",
      "Technology",
      "Quality",
    ]);

    await page.goto("/OurEngagement");
    expect(sectionOfKind("/OurEngagement", "cards").cards.map((card) => card.title)).toEqual([
      "Onsite",
      "Offshore",
      "Hybrid",
    ]);
    await expect(page.getByTestId("content-card").filter({ hasText: /^(Onsite|Offshore|Hybrid)/ })).toHaveCount(3);

    await page.goto("/GreenCredentials");
    await expect(
      page
        .locator("section")
        .filter({
          has: page.getByRole("heading", { level: 2, name: sectionOfKind("/GreenCredentials", "cards").heading }),
        })
        .getByTestId("content-card"),
    ).toHaveCount(8);
    await expect(page.locator("main")).toContainText("100% recycled");

    await page.goto("/JenesysAdvantage");
    await expect(page.locator("main")).toContainText(/under 10%/i);
  });

  test("telecom: six service cards with four tags each, and the four lifecycle steps", async ({ page }) => {
    await page.goto("/Telecom");
    const cards = page.getByTestId("content-card").filter({ has: page.getByTestId("feature-tag") });
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      await expect(card.getByTestId("feature-tag")).toHaveCount(4);
      await expect(card.locator("svg").first()).toBeAttached();
    }
    const steps = page.getByTestId("process-step");
    await expect(steps).toHaveCount(4);
    expect((await steps.locator("h3").allTextContents()).map((t) => t.replace(/^Step \d+: /, ""))).toEqual([
      "Define",
      "Design",
      "Develop",
      "Deploy",
    ]);
    await expect(page.locator("blockquote")).toHaveCount(1);
  });

  test("every industry page has a quote, hero image, and lists", async ({ page }) => {
    for (const path of [
      "/Telecom",
      "/Healthcare",
      "/BFSI",
      "/Government",
      "/Energy",
      "/Retail",
      "/Logistics",
      "/Infrastructure",
    ]) {
      await page.goto(path);
      await expect(page.locator("figure blockquote"), path).toHaveCount(1);
      await expect(page.getByRole("img", { name: pageContent[path].hero.art!.alt }), path).toBeVisible();
      expect(sectionsOf(path).length, path).toBeGreaterThanOrEqual(3);
    }
  });

  test("products: modules, highlights, values and core functions", async () => {
    const cardCounts = (path: string) =>
      sectionsOf(path).map((s) => (s.kind === "cards" ? s.cards.length : s.kind === "list" ? s.items.length : 0));
    expect(cardCounts("/ERPConstruct")).toEqual(expect.arrayContaining([6, 5, 5]));
    expect(cardCounts("/FINdeal")).toContain(4);
    expect(cardCounts("/EnergIT")).toContain(4);
  });

  test("practice pages have service blocks and result cards, including the AI results", async ({ page }) => {
    for (const path of [
      "/StoragePractise",
      "/EmbeddedPlatforms",
      "/ValidationVerification",
      "/AppDevMaintenance",
      "/EBusiness",
      "/WirelessSolutions",
      "/SoftwareTesting",
      "/MainframeMidrange",
      "/ReEngineering",
      "/MachineLearning",
    ]) {
      await page.goto(path);
      expect(await page.getByTestId("service-block").count(), path).toBeGreaterThanOrEqual(3);
      expect(await page.getByTestId("result-card").count(), path).toBeGreaterThanOrEqual(2);
    }
    await page.goto("/MachineLearning");
    await expect(page.getByTestId("result-card").filter({ hasText: "20%" })).not.toHaveCount(0);
    await expect(page.getByTestId("result-card").filter({ hasText: "50%" })).not.toHaveCount(0);
  });

  test("the marketing claims appear on their pages", async ({ request }) => {
    const claims: [string, RegExp][] = [
      ["/JenesysAdvantage", /under 10%/i],
      ["/SoftwareTesting", /40%/],
      ["/SoftwareTesting", /160,000/],
      ["/Energy", /17%/],
      ["/Energy", /22%/],
      ["/Energy", /30%/],
      ["/Retail", /25%/],
      ["/Retail", /30%/],
      ["/Retail", /20%/],
      ["/BFSI", /90%/],
      ["/Logistics", /30%<\/span>[^<]*<span[^>]*>[^<]*cost reduction/i],
      ["/Logistics", /30%<\/span>[^<]*<span[^>]*>[^<]*faster delivery/i],
    ];
    for (const [path, claim] of claims)
      expect(claim.test(await (await request.get(path)).text()), `${path} ${claim}`).toBe(true);
  });

  test("success stories: eight case studies, each with a PDF that opens in a new tab", async ({ page, request }) => {
    await page.goto("/SuccessStories");
    const studies = page.getByTestId("case-study");
    await expect(studies).toHaveCount(8);
    for (const study of await studies.all()) {
      for (const label of ["Client:", "Challenge", "Solution", "Outcome"]) await expect(study).toContainText(label);
      const link = study.getByTestId("case-study-pdf");
      await expect(link).toHaveAttribute("target", "_blank");
      const href = (await link.getAttribute("href"))!;
      const pdf = await request.get(href);
      expect(pdf.status(), href).toBe(200);
      expect(pdf.headers()["content-type"]).toContain("application/pdf");
      expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    }
    const popup = page.waitForEvent("popup");
    await studies.first().getByTestId("case-study-pdf").click();
    expect(new URL((await popup).url()).pathname).toMatch(/^\/case-studies\/.+\.pdf$/);
  });

  test("news and events: three announcements with a quarter prefix, two awards, six milestones", async ({ page }) => {
    await page.goto("/NewsEvents");
    const news = page.getByTestId("news-item");
    await expect(news).toHaveCount(3);
    for (const item of await news.all()) await expect(item.locator("h3")).toHaveText(/^Q[1-4] 20\d\d: .+/);
    await expect(page.getByTestId("award")).toHaveCount(2);
    await expect(page.getByTestId("milestone")).toHaveCount(6);
  });

  test("current openings: five openings with skills, responsibilities and Apply Now by e-mail", async ({ page }) => {
    await page.goto("/CurrentOpenings");
    const openings = page.getByTestId("job-opening");
    // The five the store was seeded with, less any whose apply-by day has ended since (they expire by themselves).
    expect(seedOpenings).toHaveLength(5);
    const data = seedOpenings.filter((opening) => !hasExpired(opening.applyBy, new Date()));
    await expect(openings).toHaveCount(data.length);
    for (const [i, opening] of data.entries()) {
      const card = openings.nth(i);
      await expect(card).toContainText(opening.department);
      await expect(card).toContainText(opening.experience);
      await expect(card.getByRole("heading", { name: "Skills" })).toBeVisible();
      await expect(card.getByRole("heading", { name: "Responsibilities" })).toBeVisible();
      await expect(card.getByTestId("apply-now")).toHaveAttribute("href", `/CurrentOpenings/${opening.slug}#apply`);
    }
    expect(new Set(seedOpenings.map((o) => o.department))).toEqual(
      new Set(["Systems Solutions", "Application Development", "Systems Engineering", "Retail Solutions"]),
    );
    expect(new Set(seedOpenings.map((o) => o.experience))).toEqual(
      new Set(["3 to 7 years", "4 to 7 years", "4 to 8 years", "5 to 8 years"]),
    );
  });

  test("executive team shows its heading and subtitle and invents no one", async ({ page }) => {
    await page.goto("/ExecutiveTeam");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Executive Team");
    await expect(page.getByTestId("page-tagline")).not.toBeEmpty();
    expect(sectionOfKind("/ExecutiveTeam", "team").members).toEqual([]);
  });

  test("partner pages show real content", async ({ page }) => {
    for (const path of ["/PartnersMicrosoft", "/PartnersIBM", "/PartnersHP", "/PartnersOracle"]) {
      await page.goto(path);
      expect(await page.getByTestId("content-card").count(), path).toBeGreaterThanOrEqual(3);
    }
  });

  test("the privacy policy describes what the site keeps and how to erase it", async ({ request }) => {
    const html = await (await request.get("/PrivacyPolicy")).text();
    for (const term of [
      /phone/i,
      /country code/i,
      /newsletter/i,
      /24\smonths/i,
      site.email.privacy,
      /tracker|analytics/i,
    ]) {
      expect(html).toMatch(term instanceof RegExp ? term : new RegExp(term.replace(/\./g, "\\.")));
    }
  });
});

test.describe("reveal", () => {
  test("cards reveal the first time 10% is visible, 100 ms apart", async ({ page }) => {
    await page.goto("/Telecom");
    const cards = page.getByTestId("content-card");
    const first = cards.first();
    await expect(first).not.toHaveAttribute("data-revealed");
    expect(
      await cards.evaluateAll((els) =>
        els.slice(0, 3).map((el) => (el as HTMLElement).style.getPropertyValue("--reveal-delay")),
      ),
    ).toEqual(["0ms", "100ms", "200ms"]);
    // The section's code may arrive as it nears the window and render the cards anew: the scroll is retried on
    // the card as it is then.
    await expect(() => first.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
    await expect(first).toHaveAttribute("data-revealed", "");
    // The fade starts from 0 in the frame the mark is set: it is visible once the transition has begun.
    await expect.poll(() => first.evaluate((el) => getComputedStyle(el).opacity)).not.toBe("0");
  });

  // A plain page: this test decides when the page's code may arrive, so it does not wait for hydration on load.
  plainTest(
    "cards the visitor has scrolled past before their code arrives stay shown, and cards below hide at once",
    async ({ page }) => {
      // The page's code is held until the visitor is halfway down the card grid: its first cards are above the window.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.setViewportSize({ width: 768, height: 900 });
      await page.goto("/Healthcare", { waitUntil: "domcontentloaded" });
      const cards = page.getByTestId("content-card");
      await cards
        .nth(2)
        .evaluate((card) =>
          window.scrollTo({ top: card.getBoundingClientRect().top + window.scrollY, behavior: "instant" }),
        );
      // A visitor scrolls with a wheel or a finger, which starts the framework; the jump above may come
      // before the first paint, when a scroll does not count as an interaction yet.
      await page.mouse.wheel(0, 0);
      release();
      await expect(cards.first()).toHaveAttribute("data-revealed", "", { timeout: 15_000 });
      const states = await cards.evaluateAll((els) =>
        els.map((el) => ({
          above: el.getBoundingClientRect().bottom <= 0,
          revealed: el.hasAttribute("data-revealed"),
          opacity: getComputedStyle(el).opacity,
        })),
      );
      expect(states.filter((card) => card.above).length).toBeGreaterThan(0);
      for (const card of states.filter((state) => state.above))
        expect(card).toMatchObject({ revealed: true, opacity: "1" });
      // A card waiting below the window is hidden without a fade-out (no transition runs on it).
      await page.unrouteAll();
      await page.goto("/Telecom");
      await waitForHydration(page);
      const waiting = page.getByTestId("content-card").first();
      await waiting.evaluate((card) =>
        window.scrollTo({
          top: card.getBoundingClientRect().top + window.scrollY - window.innerHeight + 4,
          behavior: "instant",
        }),
      );
      await expect(waiting).toHaveAttribute("data-reveal-armed", "");
      expect(
        await waiting.evaluate((el) => ({
          running: el.getAnimations().length,
          transition: getComputedStyle(el).transitionProperty,
        })),
      ).toEqual({ running: 0, transition: "none" });
    },
  );
});
