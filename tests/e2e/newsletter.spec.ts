/**
 * The newsletter's double opt-in in Chromium, against its own production server (build/server/main.js)
 * with SMTP_URL pointing at a real SMTP server in this process and PUBLIC_URL at that server, so the
 * browser follows the links exactly as they arrive in the mails. On SQLite; the same mails and links on
 * PostgreSQL are tests/api/newsletter.test.ts's, through the real server.
 */
import { axeViolations } from "./axe";
import { expect, test, type Page } from "@playwright/test";
import { runScript } from "../support/operator";
import { linksIn, mailHeader, mailPart, type ReceivedMail } from "../support/smtp";
import { serverWithMail, waitForHydration, type ServerWithMail } from "./support";

let site: ServerWithMail;

const linkTo = (mail: ReceivedMail, path: string) =>
  linksIn(mailPart(mail.raw, "text/plain")!).find((link) => new URL(link).pathname === path)!;

async function exportAll(): Promise<Array<{ email: string; status: string }>> {
  const result = await runScript("subscribers", ["export", "--format", "json", "--all"], {
    DATABASE_URL: site.databaseUrl,
  });
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout);
}

/** WCAG 2.2 AA, as every page of the registry is held to (tests/e2e/axe.ts). */
async function expectAccessible(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test.describe("SQLite", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    site = await serverWithMail("newsletter_e2e", { NEWSLETTER_FROM: "newsletter@jenesys.example" });
  });

  test.afterAll(async () => {
    await site?.close();
  });

  test("a visitor subscribes in the footer, confirms from the mail, and leaves with the welcome mail's button", async ({
    page,
  }) => {
    // Three pages, two mails through a real mail server and the outbox's delivery passes: each step waits
    // for its state, and the journey as a whole needs more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    await page.goto(`${site.baseURL}/`);
    await waitForHydration(page);
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("E-mail address for the newsletter").fill("browser.reader@example.com");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.locator("#newsletter-status")).toHaveText(
      "Thank you! Please check your inbox for our confirmation link. Already subscribed? Then you are all set.",
    );

    const confirmation = await site.smtp.next();
    expect(confirmation.to).toEqual(["browser.reader@example.com"]);
    const confirm = linkTo(confirmation, "/newsletter/confirm");
    expect(confirm.startsWith(`${site.baseURL}/newsletter/confirm?token=`)).toBe(true);
    // Opening the link confirms nothing (mail scanners open every link): the page asks for the button.
    const opened = await page.goto(confirm);
    expect(opened!.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription to our newsletter?");
    await expect(page).toHaveTitle(/^Confirm your subscription \| Jenesys Technologies$/);
    await waitForHydration(page);
    await expectAccessible(page);
    expect(await exportAll()).toMatchObject([{ email: "browser.reader@example.com", status: "pending" }]);
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your subscription is confirmed");
    await expectAccessible(page);
    expect(await exportAll()).toMatchObject([{ email: "browser.reader@example.com", status: "confirmed" }]);

    const welcome = await site.smtp.next();
    const unsubscribe = linkTo(welcome, "/newsletter/unsubscribe");
    expect(mailHeader(welcome.raw, "List-Unsubscribe")).toBe(`<${unsubscribe}>`);
    expect(mailHeader(welcome.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    // Opening the link unsubscribes no one: the page asks for the button.
    await page.goto(unsubscribe);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from our newsletter?");
    await waitForHydration(page);
    await expectAccessible(page);
    expect(await exportAll()).toMatchObject([{ email: "browser.reader@example.com", status: "confirmed" }]);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
    expect(await exportAll()).toEqual([]);

    // The confirmation link, followed and pressed again, now leads nowhere and offers to subscribe again.
    await page.goto(confirm);
    const refused = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().includes("/newsletter/confirm"),
    );
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This confirmation link is not valid");
    await expectAccessible(page);
    await page.getByRole("link", { name: "Subscribe again" }).click();
    await expect(page).toHaveURL(/#newsletter$/);
    await expect(page.getByRole("contentinfo").getByLabel("E-mail address for the newsletter")).toBeInViewport();
  });
});
