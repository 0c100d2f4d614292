import { expect } from "@playwright/test";
import { about, hero, services } from "../../app/content/home";
import { countryCodes, serviceOptions } from "../../app/lib/contact-schema";
import { formatCount } from "../../app/lib/count-up";
import { serviceHours } from "../../app/lib/service-hours";
import { ABOUT_COUNTER, HERO_COUNTER, STAGGER_MS } from "../../app/lib/constants";
import { openOnStoppedClock, runUntil } from "./page-clock";
import { expectScrolledTo, reachIsland, scrollY, test } from "./support";

test.describe("hero", () => {
  test("says what the company offers, with four benefits, the trust line and three badges", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Technology that connects with real life");
    for (const benefit of [
      "Transform ideas into reality",
      "Enable smarter decision-making",
      "Create seamless digital experiences",
      "Drive growth and human connection",
    ]) {
      await expect(page.locator("#hero")).toContainText(benefit);
    }
    await expect(page.locator("#hero")).toContainText(
      "Trusted by businesses worldwide to deliver exceptional results.",
    );
    for (const badge of ["Active Projects", "Global Reach", "24/7 Support"])
      await expect(page.locator("#hero")).toContainText(badge);
    await expect(page.getByRole("img", { name: hero.image.alt })).toBeVisible();
  });

  test("Get Started Today scrolls to the contact section and Learn More to the services", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Get Started Today" }).click();
    await expectScrolledTo(page, "#contact");
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.getByRole("link", { name: "Learn More" }).click();
    await expectScrolledTo(page, "#services");
    await expect(page).toHaveURL("/");
  });

  test("the counters end on 23+, 200+, 320+ and today's Service Hours", async ({ page }) => {
    await page.goto("/");
    const value = (testId: string) => page.getByTestId(testId).locator("[data-count-value]");
    await expect(value("experience-card")).toHaveText("23+");
    await expect(value("stat-projects")).toHaveText("200+");
    await expect(value("stat-services")).toHaveText("320+");
    await expect(value("stat-hours")).toHaveText(`${formatCount(serviceHours(new Date()))}+`);
    await expect(page.getByTestId("stat-hours")).toContainText("Service Hours");
    await expect(page.getByTestId("stat-projects")).toContainText("Projects Completed");
    await expect(page.getByTestId("stat-services")).toContainText("Multi Service");
    await expect(page.getByTestId("experience-card")).toContainText("Years of Industry Experience");
  });

  test("a hero counter counts up from below its target once fully visible, by a 80th every 20 ms", async ({
    context,
  }) => {
    // On the page's own clock (a page of the context: the fixture's page waits for hydration in real time).
    const page = await context.newPage();
    await openOnStoppedClock(page, "/");
    const value = page.getByTestId("stat-services").locator("[data-count-value]");
    const shown = async () => Number(((await value.textContent()) ?? "").replace(/\D/g, ""));
    // Fully in view at the top of a 1440 x 900 window: once the clock moves, it counts from below 320.
    await runUntil(page, async () => expect(await shown()).toBeLessThan(280));
    const before = await shown();
    await page.clock.runFor(10 * HERO_COUNTER.intervalMs);
    expect(await shown()).toBe(before + 10 * Math.ceil(320 / HERO_COUNTER.divisor));
    await page.clock.runFor(HERO_COUNTER.divisor * HERO_COUNTER.intervalMs);
    await expect(value).toHaveText("320+");
  });

  test("the background moves at half the scroll speed", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo({ top: 200, behavior: "instant" }));
    await expect
      .poll(() => page.locator("[data-parallax]").evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m42))
      .toBe(100);
  });
});

test.describe("services section", () => {
  test("shows the heading, four differentiators and six uppercase cards that reveal in a stagger", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#services");
    await expect(section.getByRole("heading", { level: 2, name: "Our Exceptional Services" })).toBeVisible();
    for (const item of ["Innovative Solutions", "Customer-First Mindset", "Scalable Systems", "End-to-End Expertise"]) {
      await expect(section).toContainText(item);
    }
    const cards = section.getByTestId("service-card");
    await expect(cards).toHaveCount(6);
    const delays = await section
      .locator("li[data-reveal]")
      .evaluateAll((items) => items.map((item) => (item as HTMLElement).style.getPropertyValue("--reveal-delay")));
    expect(delays).toEqual([0, 1, 2, 3, 4, 5].map((i) => `${i * STAGGER_MS}ms`));
    // Retried, so that it reads the card again if the section's code renders it anew meanwhile.
    await expect(cards.first().locator("span.uppercase")).toHaveCSS("text-transform", "uppercase");
    // Below the fold the cards wait to be seen, then animate in.
    await expect(section.locator("li[data-reveal]").first()).not.toHaveAttribute("data-revealed");
    await cards.first().scrollIntoViewIfNeeded();
    await expect(section.locator("li[data-reveal][data-revealed]")).toHaveCount(6);
    expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
      services.cards.map((card) => card.link),
    );
  });

  test("a card leads to its service page", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("service-card").filter({ hasText: "AI and Machine Learning" }).click();
    await expect(page).toHaveURL("/MachineLearning");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI and Machine Learning");
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test("Schedule a Meeting goes to the contact form", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("#services")).toContainText("Ready to Transform Your Business?");
    await page.getByRole("link", { name: "Schedule a Meeting" }).click();
    await expect(page).toHaveURL("/contact");
    await expectScrolledTo(page, "#contact");
  });
});

test.describe("about section", () => {
  test("tells the company's story, with four statistics", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#about");
    await expect(section.getByRole("heading", { name: "About Jenesys Technologies" })).toBeVisible();
    await expect(section).toContainText("Where Ideas Take Flight");
    await expect(section).toContainText("since 2002".replace("since", "Since"));
    for (const item of [
      "Technological Mastery",
      "Domain-Driven Insight",
      "People-First Approach",
      "Visionary Thinking",
      "Our Purpose",
    ]) {
      await expect(section).toContainText(item);
    }
    const stats = section.getByTestId("about-stat");
    await expect(stats).toHaveCount(4);
    await expect(stats.nth(0)).toContainText("Countries Served");
    await expect(stats.nth(3)).toContainText("Winning Awards");
  });

  test("counts its statistics up in 50 steps of 40 ms once in view", async ({ context }) => {
    // On the page's own clock (a page of the context: the fixture's page waits for hydration in real time).
    const page = await context.newPage();
    await openOnStoppedClock(page, "/");
    const stats = page.locator("#about").getByTestId("about-stat");
    await stats.first().scrollIntoViewIfNeeded();
    const sixty = stats.nth(2).locator("[data-count-value]"); // 50+: one step is exactly 1
    const shown = async () => Number(((await sixty.textContent()) ?? "").replace(/\D/g, ""));
    await runUntil(page, async () => expect(await shown()).toBeLessThan(40));
    const before = await shown();
    await page.clock.runFor(10 * ABOUT_COUNTER.intervalMs);
    expect(await shown()).toBe(before + 10);
    await page.clock.runFor(ABOUT_COUNTER.steps * ABOUT_COUNTER.intervalMs);
    for (const [i, text] of ["15+", "30+", "50+", "10+"].entries())
      await expect(stats.nth(i).locator("[data-count-value]")).toHaveText(text);
  });

  test("lists the eight DNA values and ends with Connect With Us", async ({ page }) => {
    await page.goto("/");
    const values = page.getByTestId("dna-values").locator("li");
    await expect(values).toHaveCount(8);
    expect(await values.locator("h3").allTextContents()).toEqual(about.dna.values.map((value) => value.title));
    expect(about.dna.values.map((value) => value.title)).toEqual([
      "Joy",
      "Empathy",
      "Novelty",
      "Empowerment",
      "Synergy",
      "Yearning",
      "Stewardship",
      "In Every Letter, a Legacy",
    ]);
    await expect(page.locator("#about")).toContainText("Ideas That Take Flight");
    await page.getByRole("link", { name: "Connect With Us" }).click();
    await expect(page).toHaveURL("/contact");
    await expectScrolledTo(page, "#contact");
  });
});

test.describe("contact section", () => {
  test("has the form's fields, options and native validation", async ({ page }) => {
    await page.goto("/contact");
    await expectScrolledTo(page, "#contact");
    const form = page.locator("#contact form");
    await expect(form.getByLabel("Full Name")).toHaveAttribute("required", "");
    await expect(form.getByLabel("Email Address")).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Company")).not.toHaveAttribute("required", "");
    await expect(form.getByLabel("Message")).toHaveAttribute("required", "");
    const phone = form.getByLabel("Phone Number");
    await expect(phone).toHaveAttribute("placeholder", "Enter 10-digit number");
    await expect(phone).toHaveAttribute("maxlength", "10");
    const countryCode = form.getByLabel("Country code");
    await expect(countryCode).toHaveValue("+91");
    expect(await countryCode.locator("option").allTextContents()).toEqual([...countryCodes]);
    const serviceChoices = await form.getByLabel("Service").locator("option").allTextContents();
    expect(serviceChoices.slice(1)).toEqual([...serviceOptions]);

    // Non-digits are stripped as typed, and no more than ten digits are kept.
    await phone.pressSequentially("98-45a0 12(3)45678");
    await expect(phone).toHaveValue("9845012345");
    await phone.fill("");
    await phone.pressSequentially("12345");
    expect(await phone.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);

    // The native constraints stay readable; once hydrated the form's own messages speak instead of the bubble.
    await form.getByRole("button", { name: "Send Message" }).click();
    expect(await form.evaluate((el: HTMLFormElement) => el.checkValidity())).toBe(false);
    expect(await form.getByLabel("Full Name").evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await expect(page.locator("#contact-name-error")).toHaveText("Please enter your full name.");
  });

  test("has a call link, two office cards with directions, and Schedule a Visit", async ({ page }) => {
    await page.goto("/contact");
    const section = page.locator("#contact");
    await expect(section.locator('a[href^="tel:"]')).toHaveCount(1);
    const offices = section.getByTestId("office-card");
    await expect(offices).toHaveCount(2);
    await expect(offices.nth(0)).toContainText("Bangalore");
    await expect(offices.nth(0)).toContainText("Phone");
    await expect(offices.nth(1)).toContainText("Chennai");
    for (const office of await offices.all()) {
      await expect(office.getByRole("link", { name: /Get directions/ })).toHaveAttribute(
        "href",
        /^https:\/\/www\.google\.com\/maps/,
      );
    }
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await section.getByRole("link", { name: "Schedule a Visit" }).click();
    await expectScrolledTo(page, "#contact");
  });

  test("the map loads only when the visitor asks for it", async ({ page }) => {
    const thirdParty: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith("http://127.0.0.1")) thirdParty.push(request.url());
    });
    await page.route(/google\.com/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<p>map</p>" }),
    );
    await page.goto("/contact");
    await reachIsland(page, "#contact");
    await page.locator("#contact").getByRole("button", { name: "Show the map" }).scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle"); // what the scroll set off has been fetched

    expect(thirdParty).toEqual([]);
    await page.getByRole("button", { name: "Show the map" }).click();
    const map = page.locator("#contact iframe");
    await expect(map).toHaveAttribute("src", /google\.com\/maps/);
    await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
  });
});

test("the home aliases show the home sections, scrolled to theirs", async ({ page }) => {
  for (const [path, section] of [
    ["/services", "#services"],
    ["/about", "#about"],
    ["/contact", "#contact"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("#hero")).toHaveCount(1);
    await expectScrolledTo(page, section);
  }
});
