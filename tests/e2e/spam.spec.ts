/**
 * Spam kept apart and explained, in Chromium against the real server: an enquiry with links from a throwaway
 * address, sent as fast as a robot sends it, is answered like any other, waits in the inbox's Spam tab with its
 * reasons, and "Not spam" brings it back. On the browser tests' SQLite store; the spam rules on PostgreSQL are
 * tests/unit/server/spam.test.ts's, which runs every case on both stores.
 */
import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { e2eDatabaseUrl } from "../../playwright.config";
import { axeViolations } from "./axe";
import { layoutProblems } from "./layout-rules";
import { addStaffAccount, signInAsStaff, test } from "./support";

// A bound for a hang, not a wait: the staff account is made by an operator command, a Node process.
test.describe.configure({ timeout: 90_000 });

async function spamJourney(page: Page, databaseUrl: string) {
  // A domain and a text of its own each run: "Not spam" at the end pardons the sender's domain, and the same
  // text again would add "the same text" to its reasons, so a second run (a retry) scores as the first did.
  const run = randomUUID().slice(0, 8);
  const domain = `m${run}.mailinator.com`; // a subdomain of a throwaway service counts as throwaway
  const email = `offers@${domain}`;
  const posted: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/contact"))
      posted.push(request.postData() ?? "");
  });

  await page.goto("/contact");
  const form = page.locator("#contact form");
  await form.getByLabel("Full Name").fill("Growth Team");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number").fill("9876543210");
  await form
    .getByLabel("Message")
    .fill(
      `Rank first on Google this month! Plans at https://rank.example and reviews at https://reviews.example (${run}).`,
    );
  await form.getByRole("button", { name: /send message/i }).click();
  // The same answer as any enquiry's: nothing tells the sender it was held.
  await expect(page.getByTestId("contact-submit")).toHaveText(/Message Sent!/);
  const filledInMs = Number(new URLSearchParams(posted.at(-1)).get("filledInMs"));
  expect(Number.isFinite(filledInMs)).toBe(true);

  await signInAsStaff(page, addStaffAccount("sales", databaseUrl));
  await page.getByLabel("Search").fill(email);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("No enquiries match.")).toBeVisible();
  // The search finds it elsewhere, and says so: a privacy request's search is not a dead end.
  await expect(page.getByText("1 enquiry matches under another status.")).toBeVisible();
  await page.getByRole("link", { name: "Show it" }).click();
  await expect(page).toHaveURL(/[?&]status=all(&|$)/);
  await expect(page.getByRole("list", { name: "Enquiries" }).getByRole("listitem")).toHaveCount(1);
  await page.goBack();
  await expect(page.getByText("No enquiries match.")).toBeVisible();

  // The Spam tab keeps the search, and holds it.
  const tabs = page.getByRole("navigation", { name: "Inbox or spam" });
  await expect(tabs.getByRole("link", { name: "Inbox" })).toHaveAttribute("aria-current", "page");
  await tabs.getByRole("link", { name: /^Spam \([\d,]+\)$/ }).click();
  await expect(page).toHaveURL(/[?&]status=spam(&|$)/);
  await expect(tabs.getByRole("link", { name: /^Spam/ })).toHaveAttribute("aria-current", "page");
  const enquiries = page.getByRole("list", { name: "Enquiries" });
  await expect(enquiries.getByRole("listitem")).toHaveCount(1);
  await enquiries.getByRole("link").click();

  const check = page.getByRole("region", { name: "Held as spam" });
  await expect(check).toContainText("The message holds 2 links.");
  await expect(check).toContainText(`${domain} hands out throwaway addresses.`);
  // The browser said how long the form took; under 3 s is a robot's speed (a busy machine may be slower).
  const fast = check.getByText(/^Sent [\d.]+ s after the form appeared, faster than a person types\.$/);
  await expect(fast).toHaveCount(filledInMs < 3000 ? 1 : 0);
  await expect(check).toContainText(filledInMs < 3000 ? "Score 8 points" : "Score 5 points");

  await page.getByRole("button", { name: "Not spam" }).click();
  await expect(page.getByRole("region", { name: "Spam check" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark as handled" })).toBeVisible();
  await page.goto(`/admin?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("list", { name: "Enquiries" }).getByRole("listitem")).toHaveCount(1);
  await expect(tabs.getByRole("link", { name: "Inbox" })).toHaveAttribute("aria-current", "page");
}

test("a robot-like enquiry is answered as any other, held in Spam with its reasons, and Not spam brings it back", async ({
  page,
}) => {
  await spamJourney(page, e2eDatabaseUrl);
});

test("an enquiry held as spam fits a 360 px phone and passes WCAG 2.2 AA", async ({ page, request }) => {
  const run = randomUUID().slice(0, 8);
  const email = `deals-${run}@yopmail.com`;
  const sent = await request.post("/api/contact", {
    data: {
      name: "Deals Desk",
      email,
      phone: "9876543210",
      message:
        // Its own text each run: a retry sending it again would add "the same text" to its reasons.
        `BEST PRICES ON BULK SMS AND SEO FOR EVERY BUSINESS, CALL NOW: https://deals.example https://sms.example ${run}`,
      filledInMs: 800,
    },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: string };
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAsStaff(page, addStaffAccount("sales"));
  await page.goto(`/admin/messages/${id}`);
  await expect(page.getByRole("region", { name: "Held as spam" }).getByRole("listitem")).toHaveCount(4);
  expect(await layoutProblems(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await page.goto("/admin?status=spam");
  expect(await layoutProblems(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});
