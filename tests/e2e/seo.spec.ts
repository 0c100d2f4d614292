import { type APIRequestContext, type Page, expect } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { test } from "./support";
import { site } from "../../app/site/facts";
import { siteIcons } from "../../app/site/meta";
import { homeAliases, sitePages } from "../../app/site/pages";
import { hasExpired } from "../../app/lib/listing-dates";
import { seedOpenings } from "../../server/store/seed/openings-and-news";

/** Every path that answers 200, with the canonical path search engines should index instead. */
const routes = [
  ...sitePages.map((page) => ({ path: page.path, canonical: page.path, inner: page.path !== "/" })),
  ...homeAliases.map((alias) => ({ path: alias.path, canonical: "/", inner: false })),
];
const canonicalUrl = (path: string) => `${site.url}${path}`;
/** A URL on the public origin, fetched from the test server instead. */
const localPath = (url: string) => url.slice(site.url.length);
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** The seeded openings still open today: each has its own page. */
const liveSeedOpenings = seedOpenings.filter((opening) => !hasExpired(opening.applyBy, new Date()));

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(body: Buffer) {
  expect(body.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

async function expectPng(request: APIRequestContext, path: string, width: number, height: number) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"], path).toBe("image/png");
  expect(pngSize(await response.body()), path).toEqual({ width, height });
}

type LdJson = Record<string, unknown> & { "@type": string };
const asObject = (value: unknown) => value as Record<string, unknown>;

/** The properties each type must carry (search engines' required ones, and the company facts). */
const requiredProperties: Record<string, string[]> = {
  Organization: ["name", "url", "logo", "foundingDate", "email", "telephone", "contactPoint", "sameAs", "address"],
  ProfessionalService: ["name", "address", "openingHoursSpecification"],
  BreadcrumbList: ["itemListElement"],
  JobPosting: [
    "title",
    "description",
    "datePosted",
    "validThrough",
    "employmentType",
    "hiringOrganization",
    "jobLocation",
    "experienceRequirements",
  ],
};

function expectValidItem(item: LdJson, path: string) {
  const where = `${path} ${item["@type"]}`;
  expect(item["@context"], where).toBe("https://schema.org");
  expect(Object.keys(requiredProperties), where).toContain(item["@type"]);
  for (const key of requiredProperties[item["@type"]]) expect(item[key], `${where}.${key}`).toBeTruthy();

  switch (item["@type"]) {
    case "Organization":
      expect(item.name).toBe(site.name);
      expect(item.foundingDate).toBe("2002");
      expect(item.logo).toBe(canonicalUrl(siteIcons.logo));
      expect(item.sameAs).toEqual(Object.values(site.social));
      expect(asObject(item.address)["@type"]).toBe("PostalAddress");
      break;
    case "ProfessionalService":
      expect(asObject(item.address)).toMatchObject({ "@type": "PostalAddress", addressCountry: "IN" });
      expect(item.openingHoursSpecification).toEqual([
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: "09:00",
          closes: "18:00",
        },
      ]);
      break;
    case "BreadcrumbList": {
      const items = item.itemListElement as Record<string, unknown>[];
      expect(
        items.map((entry) => entry.position),
        where,
      ).toEqual(items.map((_, index) => index + 1));
      expect(items[0].item, where).toBe(canonicalUrl("/"));
      expect(items.at(-1)?.item, where).toBe(canonicalUrl(path));
      break;
    }
    case "JobPosting":
      expect(item.datePosted, where).toMatch(isoDate);
      // The end of the apply-by day in India.
      expect(item.validThrough, where).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59\+05:30$/);
      expect(Date.parse(item.validThrough as string)).toBeGreaterThan(Date.parse(item.datePosted as string));
      expect(item.employmentType).toBe("FULL_TIME");
      expect(asObject(item.hiringOrganization)).toMatchObject({ "@type": "Organization", name: site.name });
      expect(asObject(asObject(item.jobLocation).address)["@type"]).toBe("PostalAddress");
      expect(asObject(item.experienceRequirements)["@type"]).toBe("OccupationalExperienceRequirements");
      expect(asObject(item.experienceRequirements).monthsOfExperience).toEqual(expect.any(Number));
      break;
  }
}

/**
 * The head as the server wrote it, which is what a crawler reads: a public page starts its framework only on
 * a visitor's first interaction (docs/decisions/008-framework-on-first-interaction.md), and a crawler never
 * interacts. Without script nothing a page does can carry over to the next one, so each worker reads every
 * route's head in one tab: a browser context and a renderer of its own cost each route more than its load.
 */
const headTest = test.extend<object, { crawlerTab: Page }>({
  crawlerTab: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
});

headTest.describe("page metadata (issue 5)", () => {
  for (const route of routes) {
    headTest(
      `${route.path}: title, description, canonical, share image and structured data`,
      async ({ crawlerTab: page, request }) => {
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(200);
        const head = await page.evaluate(() => {
          const all = (selector: string) => [...document.head.querySelectorAll(selector)];
          const byKey = (attribute: string, prefix: string) =>
            Object.fromEntries(
              all(`meta[${attribute}^="${prefix}"]`).map((meta) => [
                meta.getAttribute(attribute),
                meta.getAttribute("content"),
              ]),
            );
          return {
            lang: document.documentElement.lang,
            title: document.title,
            descriptions: all('meta[name="description"]').map((meta) => meta.getAttribute("content")),
            canonicals: all('link[rel="canonical"]').map((link) => link.getAttribute("href")),
            og: byKey("property", "og:"),
            twitter: byKey("name", "twitter:"),
            ldJson: all('script[type="application/ld+json"]').map((script) => script.textContent ?? ""),
          };
        });

        expect(head.lang).toBe("en-IN");
        expect(head.title.trim()).not.toBe("");
        expect(head.title).toContain(site.name);
        expect(head.descriptions).toHaveLength(1);
        expect(head.descriptions[0]?.trim().length).toBeGreaterThan(20);
        expect(head.canonicals).toEqual([canonicalUrl(route.canonical)]);
        expect(head.og["og:url"]).toBe(canonicalUrl(route.canonical));
        expect(head.og["og:title"]).toBe(head.title);
        expect(head.og["og:description"]).toBe(head.descriptions[0]);

        const image = head.og["og:image"] ?? "";
        expect(image).toMatch(new RegExp(`^${site.url.replace(/[.]/g, "\\.")}/og/[a-z]+\\.png$`));
        expect(head.twitter["twitter:image"]).toBe(image);
        expect(head.twitter["twitter:card"]).toBe("summary_large_image");
        expect(head.og["og:image:width"]).toBe("1200");
        expect(head.og["og:image:height"]).toBe("630");
        expect(head.og["og:image:alt"]).toContain(site.name);
        await expectPng(request, localPath(image), 1200, 630);

        const items = head.ldJson.map((text) => JSON.parse(text) as LdJson);
        for (const item of items) expectValidItem(item, route.canonical);
        const count = (type: string) => items.filter((item) => item["@type"] === type).length;
        expect(count("Organization")).toBe(1);
        expect(count("BreadcrumbList")).toBe(route.inner ? 1 : 0);
        expect(count("ProfessionalService")).toBe(route.canonical === "/" ? Object.keys(site.offices).length : 0);
        expect(count("JobPosting")).toBe(0); // postings are on each opening's own page
      },
    );
  }

  test("each opening's page: its own title, canonical link, breadcrumbs and one JobPosting", async ({ page }) => {
    expect(liveSeedOpenings.length).toBeGreaterThan(0);
    for (const opening of liveSeedOpenings) {
      const path = `/CurrentOpenings/${opening.slug}`;
      expect((await page.goto(path))?.status(), path).toBe(200);
      expect(await page.title()).toBe(`${opening.title}, ${opening.location} | ${site.name}`);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(canonicalUrl(path));
      const items = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as LdJson,
      );
      for (const item of items) expectValidItem(item, path);
      expect(items.map((item) => item["@type"])).toEqual(["Organization", "BreadcrumbList", "JobPosting"]);
      expect(items[2]).toMatchObject({
        title: opening.title,
        datePosted: opening.datePosted,
        validThrough: `${opening.applyBy}T23:59:59+05:30`,
        directApply: true,
      });
    }
  });

  test("every title is unique, and each page's head is in the server's HTML", async ({ request }) => {
    const titles = new Map<string, string>();
    for (const route of routes) {
      const html = await (await request.get(route.path)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      expect(title, route.path).toBeTruthy();
      expect(titles.get(title!), `${route.path} has the title of ${titles.get(title!)}`).toBeUndefined();
      titles.set(title!, route.path);
      expect(html, route.path).toContain(`<link rel="canonical" href="${canonicalUrl(route.canonical)}"/>`);
      expect(html, route.path).toMatch(/<meta name="description" content="[^"]+"\/>/);
      expect(html, route.path).toContain('<script type="application/ld+json">');
    }
    expect(titles.size).toBe(routes.length);
  });

  test("the Organization logo is a PNG on the site", async ({ request }) => {
    await expectPng(request, siteIcons.logo, 512, 512);
  });
});

test.describe("sitemap and robots (issue 5)", () => {
  test("sitemap.xml lists exactly the canonical pages and each open opening's page, once each", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(new Set(locations).size).toBe(locations.length);
    const openingPages = liveSeedOpenings.map((opening) => `/CurrentOpenings/${opening.slug}`);
    expect([...locations].sort()).toEqual(
      [...sitePages.map((page) => page.path), ...openingPages].map(canonicalUrl).sort(),
    );
    for (const alias of homeAliases) expect(locations).not.toContain(canonicalUrl(alias.path));
  });

  test("robots.txt points to the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    expect(await response.text()).toMatch(
      new RegExp(`^Sitemap: ${canonicalUrl("/sitemap.xml").replace(/[.]/g, "\\.")}$`, "m"),
    );
  });
});

test.describe("canonical routing (issue 5)", () => {
  const variants: [string, string][] = [
    ["/ITConsultancy", "/ITconsultancy"],
    ["/TELECOM", "/Telecom"],
    ["/Contact", "/contact"],
    ["/OVERVIEW", "/overview"],
    ["/overview/", "/overview"],
    ["/telecom/?ref=mail", "/Telecom?ref=mail"],
  ];
  for (const [from, to] of variants) {
    test(`${from} answers 301 to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
    });
  }

  test("an unknown path answers 404 with the designed page in the server's HTML", async ({ request }) => {
    const response = await request.get("/no-such-page", { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>We could not find that page<\/h1>/);
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    for (const href of ["/", "/services", "/contact"]) expect(main).toContain(`href="${href}"`);
    expect(html).toMatch(/<header[\s>]/);
    expect(html).toMatch(/<footer[\s>]/);
  });

  test("the 404 page works in the browser, with the header and footer", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "We could not find that page" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Home page" })).toHaveAttribute("href", "/");
    await expect(main.getByRole("link", { name: "Our services" })).toHaveAttribute("href", "/services");
    await expect(main.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
});

test.describe("icons and manifest (issue 5)", () => {
  test("the icons answer with the right types and sizes", async ({ request }) => {
    const svg = await request.get(siteIcons.svg);
    expect(svg.status()).toBe(200);
    expect(svg.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
    await expectPng(request, siteIcons.png32, 32, 32);
    await expectPng(request, siteIcons.png192, 192, 192);
    await expectPng(request, siteIcons.png512, 512, 512);
    await expectPng(request, siteIcons.appleTouch, 180, 180);
  });

  test("the web app manifest describes the site and its icons resolve", async ({ request }) => {
    const response = await request.get(siteIcons.manifest);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: site.name,
      short_name: site.shortName,
      start_url: "/",
      theme_color: "#172155",
      background_color: "#ffffff",
    });
    expect(["browser", "standalone"]).toContain(manifest.display);
    const icons = manifest.icons as { src: string; sizes: string; type: string }[];
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    for (const icon of icons) {
      if (icon.type !== "image/png") continue;
      const [width, height] = icon.sizes.split("x").map(Number);
      await expectPng(request, icon.src, width, height);
    }
  });

  test("every page links the icons and the manifest, and each link resolves", async ({ page, request }) => {
    await page.goto("/overview");
    const links = await page.evaluate(() =>
      [...document.head.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')].map(
        (link) => `${link.getAttribute("rel")} ${link.getAttribute("href")}`,
      ),
    );
    // The SVG mark is carried in the page (no request after the first paint); it is the file at siteIcons.svg.
    const inline = links.find((link) => link.startsWith("icon data:image/svg+xml,"));
    expect(inline).toBeDefined();
    const mark = await (await request.get(siteIcons.svg)).text();
    expect(decodeURIComponent(inline!.slice("icon data:image/svg+xml,".length))).toBe(mark.replace(/\s+/g, " ").trim());
    expect(links).toEqual(
      expect.arrayContaining([
        `icon ${siteIcons.png32}`,
        `apple-touch-icon ${siteIcons.appleTouch}`,
        `manifest ${siteIcons.manifest}`,
      ]),
    );
    for (const link of links.filter((link) => link !== inline)) {
      const href = link.split(" ")[1];
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });
});
