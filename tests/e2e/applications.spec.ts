/**
 * A candidate applies for an opening in Chromium against the real server: from "Apply Now" on the careers page
 * to the form on the opening's page, with a PDF, with and without JavaScript, on SQLite (the application store on PostgreSQL is
 * tests/api/applications.test.ts's, through the real server). A field error keeps what was typed (and, with JavaScript, the chosen file); the
 * confirmation says what happens next; the candidate's confirmation mail reaches a real SMTP server in the test;
 * its link withdraws the application. Each run has a server of its own with a mail server.
 */
import { randomUUID } from "node:crypto";
import { expect, type Browser, type Page } from "@playwright/test";
import { pdfBytes } from "../support/cv-files";
import { decodeQuotedPrintable, linksIn, mailHeader } from "../support/smtp";
import { axeViolations } from "./axe";
import { layoutProblems } from "./layout-rules";
import { serverWithMail, test, type ServerWithMail } from "./support";

// A bound for a hang, not a wait: each run starts a server of its own.
test.describe.configure({ timeout: 120_000 });

/**
 * Back to the top, where the sticky header is at rest, once the browser's own scroll to the form's anchor (after
 * a post without JavaScript) has come to rest: read from here, since a page without JavaScript runs no timers.
 */
async function toTop(page: Page) {
  let last = -1;
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => window.scrollY);
      const resting = y === last;
      last = y;
      return resting;
    })
    .toBe(true);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

const slug = "full-stack-developer-react-and-node-js";
const title = "Full-Stack Developer (React and Node.js)";

async function candidateApplies(
  browser: Browser,
  setup: Pick<ServerWithMail, "baseURL" | "smtp">,
  options: { javaScript: boolean; width: number },
) {
  const context = await browser.newContext({
    baseURL: setup.baseURL,
    javaScriptEnabled: options.javaScript,
    viewport: { width: options.width, height: options.width < 500 ? 844 : 900 },
  });
  const page = await context.newPage();
  const email = `cand-${randomUUID().slice(0, 8)}@example.in`;
  try {
    await page.goto("/CurrentOpenings");
    await page.getByTestId("apply-now").filter({ hasText: title }).click();
    await expect(page).toHaveURL(new RegExp(`/CurrentOpenings/${slug}#apply$`));
    const form = page.getByRole("form", { name: "Apply for this role" });
    await expect(form).toBeVisible();

    await form.getByLabel("Full name").fill("Meera Krishnan");
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Phone").fill("call me in the evening");
    await form.getByLabel("Current location").fill("Bengaluru");
    await form.getByLabel("Notice period").selectOption("30 days");
    await form.locator("#apply-cv").setInputFiles({
      name: "Meera Krishnan CV.pdf",
      mimeType: "application/pdf",
      buffer: pdfBytes("Meera Krishnan"),
    });
    await form.getByLabel("Cover letter").fill("Five years of React and Node.js in payments.");
    await form.getByLabel(/I agree that Jenesys Technologies keeps/).check();
    // The server refuses the phone: its message is beside the field, and what was typed is still there.
    await form.getByRole("button", { name: "Send application" }).click();
    await expect(page.locator("#apply-phone-error")).toContainText("Please use digits");
    if (options.javaScript) await expect(page.getByLabel("Phone")).toBeFocused();
    await expect(page.getByLabel("Full name")).toHaveValue("Meera Krishnan");
    await expect(page.getByLabel("Cover letter")).toHaveValue("Five years of React and Node.js in payments.");
    await expect(page.getByLabel(/I agree that Jenesys Technologies keeps/)).toBeChecked();
    await toTop(page); // where the header is at rest
    expect(await layoutProblems(page), "the form with an error").toEqual([]);
    // axe runs in the page: with its scripts on only.
    if (options.javaScript) expect(await axeViolations(page), "the form with an error").toEqual([]);

    if (options.javaScript) {
      // The chosen file is still there.
      expect(await page.locator("#apply-cv").evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(
        "Meera Krishnan CV.pdf",
      );
    } else {
      // A file input cannot be given its file back after a page load: the candidate chooses it again.
      await page.locator("#apply-cv").setInputFiles({
        name: "Meera Krishnan CV.pdf",
        mimeType: "application/pdf",
        buffer: pdfBytes("Meera Krishnan"),
      });
    }
    await page.getByLabel("Phone").fill("+91 99000 12345");
    await page.getByRole("button", { name: "Send application" }).click();
    const confirmation = page.getByTestId("apply-confirmation");
    await expect(confirmation).toContainText("Thank you for applying");
    await expect(confirmation).toContainText("within 10 working days");
    await toTop(page);
    expect(await layoutProblems(page), "the confirmation").toEqual([]);

    // The candidate's confirmation, and HR's notice, reach the mail server.
    const mails = [await setup.smtp.next(), await setup.smtp.next()];
    const mine = mails.find((mail) => mail.to.includes(email));
    expect(mine, "the candidate's confirmation").toBeDefined();
    expect(mailHeader(mine!.raw, "subject")).toContain("Your application for");
    const text = decodeQuotedPrintable(mine!.raw);
    expect(text).toContain("CV: Meera Krishnan CV.pdf");
    const withdraw = linksIn(text).find((link) => link.includes("/applications/withdraw?token="));
    expect(withdraw).toBeDefined();

    // The link asks first, then erases.
    await page.goto(new URL(withdraw!).pathname + new URL(withdraw!).search);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Withdraw your application?");
    await page.getByRole("button", { name: "Withdraw my application" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your application is withdrawn");
  } finally {
    await context.close();
  }
}

test.describe("a candidate applies on SQLite", () => {
  let setup: ServerWithMail;
  test.beforeAll(async () => {
    setup = await serverWithMail("e2e_apply", { RATE_LIMIT_CONTACT_PER_MINUTE: "1000" });
  });
  test.afterAll(async () => setup?.close());

  test("with JavaScript, on a phone", async ({ browser }) => {
    await candidateApplies(browser, setup, { javaScript: true, width: 390 });
  });

  test("without JavaScript, on a desktop", async ({ browser }) => {
    await candidateApplies(browser, setup, { javaScript: false, width: 1440 });
  });
});
