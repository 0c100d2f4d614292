/**
 * Two colleagues work an enquiry in Chromium against the real server: one assigns it to herself, writes a note,
 * replies from a template (the mail reaches a real SMTP server, from the sales address, Reply-To her), marks it
 * handled, is told so and goes on to the next new one, back in the list she came from; the other sees its owner
 * and its history. At 390 and 1440 px, with and without JavaScript, each on a server of its own with a
 * mail server and a SQLite store (the same work on PostgreSQL is tests/unit/server/enquiry-work.test.ts's, which
 * runs every case on both stores).
 */
import { randomUUID } from "node:crypto";
import { expect, type Browser, type Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { layoutProblems, smallStaffTargets } from "./layout-rules";
import { addStaffAccount, serverWithMail, showInboxFilters, signInAsStaff, test, type ServerWithMail } from "./support";
import { decodeQuotedPrintable, mailHeader, type TestSmtp } from "../support/smtp";

const salesFrom = "sales@jenesys.example";

// A bound for a hang, not a wait: accounts are made by operator commands, each a Node process, and the journey
// has some forty steps. With two more suites beside it on two cores it took over 120 s (about 20 s alone).
test.describe.configure({ timeout: 240_000 });

interface Setup {
  width: number;
  javaScript: boolean;
  baseURL: string;
  databaseUrl: string;
  smtp: TestSmtp;
}

async function sendEnquiry(browser: Browser, setup: Pick<Setup, "baseURL">, name: string, message: string) {
  const visitor = await browser.newContext({ baseURL: setup.baseURL });
  const email = `${randomUUID().slice(0, 8)}@example.com`;
  try {
    const sent = await visitor.request.post("/api/contact", {
      data: { name, email, phone: "9876543210", message, service: "Cloud Solutions" },
    });
    expect(sent.status()).toBe(201);
    return { id: ((await sent.json()) as { id: string }).id, email };
  } finally {
    await visitor.close();
  }
}

/** The page's message about what was just done (the page has other live regions: the footer's, the route's). */
const said = (page: Page, text: string) => expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();

async function twoColleagues(browser: Browser, setup: Setup) {
  const run = randomUUID().slice(0, 6);
  const { id: older } = await sendEnquiry(
    browser,
    setup,
    `Older Lead ${run}`,
    `An older request about payroll (${run}).`,
  );
  const { id: lead, email: anita } = await sendEnquiry(
    browser,
    setup,
    `Anita Rao ${run}`,
    `We need a new field-service app (${run}).`,
  );
  const context = await browser.newContext({
    baseURL: setup.baseURL,
    javaScriptEnabled: setup.javaScript,
    viewport: { width: setup.width, height: setup.width < 500 ? 844 : 900 },
  });
  const page = await context.newPage();
  const asha = addStaffAccount("sales", setup.databaseUrl);
  await signInAsStaff(page, asha);

  // She finds it with a search, opens it, and takes it.
  await page.getByLabel("Search").fill(run);
  await page.getByRole("button", { name: "Apply" }).click();
  // The search's own list: on a new store the unfiltered list has the same two items, so wait for the address.
  await expect(page).toHaveURL(new RegExp(`/admin\\?q=${run}&`)); // the form's empty fields follow
  const list = page.getByRole("list", { name: "Enquiries" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").first()).toContainText("Unassigned");
  await list.getByRole("link", { name: new RegExp(`Anita Rao ${run}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/messages/${lead}\\?q=${run}$`));
  const work = page.getByRole("region", { name: "Work on this enquiry" });
  await expect(work).toContainText("Owner: nobody yet");
  await work.getByRole("button", { name: "Assign to me" }).click();
  await said(page, "Assigned to you.");
  await expect(work).toContainText(`Owner: you (${asha})`);
  await expect(work.getByRole("button", { name: "Assign to me" })).toHaveCount(0);

  // A private note, kept with her name.
  await page.getByLabel(/Add a private note/).fill(`Called Anita: wants a demo on Tuesday (${run}).`);
  await page.getByRole("button", { name: "Add note" }).click();
  await said(page, "Note added.");
  const history = page.getByRole("region", { name: "Notes and history" });
  await expect(history).toContainText(`Called Anita: wants a demo on Tuesday (${run}).`);
  await expect(page.getByLabel(/Add a private note/)).toHaveValue(""); // ready for the next one
  await expect(page.getByLabel("Give it to")).toHaveValue(/[0-9a-f-]{36}/); // shows her, not "Nobody"

  // A reply from a template, filled in with the enquiry's words, sent from the sales address.
  // (No CONTACT_NOTIFY_TO: the only mails this server sends are replies.)
  const reply = page.getByRole("region", { name: "Reply" });
  await expect(reply).toContainText(`To ${anita}, from ${salesFrom}; their answer comes back to you (${asha})`);
  await reply.getByRole("link", { name: "Thank you: let us talk" }).click();
  await expect(reply.getByRole("link", { name: "Thank you: let us talk" })).toHaveAttribute("aria-current", "true");
  const body = reply.getByLabel("Your reply");
  await expect(body).toHaveValue(
    new RegExp(`^Dear Anita Rao ${run},\n\nThank you for writing to Jenesys Technologies about Cloud Solutions[.]`),
  );
  await expect(body).toHaveValue(new RegExp(`\n${asha.replace(/[.]/g, "\\.")}\n`));
  await body.fill(`Dear Anita,\n\nThank you: Tuesday at 11:00 IST suits us for the demo (${run}).\n\nAsha`);
  await reply.getByRole("button", { name: "Send reply" }).click();
  await said(page, "Reply on its way");
  const mail = await setup.smtp.next();
  expect(mail.from).toBe(salesFrom);
  expect(mail.to).toEqual([anita]);
  expect(mailHeader(mail.raw, "Reply-To")).toBe(asha);
  expect(mailHeader(mail.raw, "Subject")).toBe("Your enquiry to Jenesys Technologies");
  const text = decodeQuotedPrintable(mail.raw);
  expect(text).toContain(`Tuesday at 11:00 IST suits us for the demo (${run}).`);
  expect(text).toContain(`> We need a new field-service app (${run}).`); // her message, quoted
  await expect(history).toContainText(`${asha} replied`);
  await expect(history).toContainText(`Tuesday at 11:00 IST suits us for the demo (${run}).`);
  expect(await layoutProblems(page)).toEqual([]);
  expect(await smallStaffTargets(page)).toEqual([]);
  if (setup.javaScript) expect(await axeViolations(page)).toEqual([]);
  // Once the mail server has taken it, the history says so.
  await expect(async () => {
    await page.reload();
    await expect(history).toContainText("Taken by the mail server", { timeout: 1000 });
  }).toPass();

  // Handled: the page says so and offers the next new enquiry, keeping her search.
  await work.getByRole("button", { name: "Mark as handled" }).click();
  await said(page, "Marked as handled.");
  await expect(history).toContainText(`${asha} marked it handled`);
  await page.getByRole("link", { name: "Next new enquiry →" }).click();
  await expect(page).toHaveURL(/\/admin\/messages\/[0-9a-f-]{36}\?q=/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(`Anita Rao ${run}`);
  await page.getByRole("link", { name: "← Back to the inbox" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin\\?q=${run}$`));
  await expect(page.getByLabel("Search")).toHaveValue(run);

  // Mine: hers only.
  await showInboxFilters(page);
  await page.getByLabel("Owner").selectOption("Mine");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]owner=mine(&|$)/);
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText(`Anita Rao ${run}`);
  await expect(list).toContainText(`Owner: ${asha}`);
  expect(await layoutProblems(page)).toEqual([]);

  // Her colleague sees the owner and the history.
  const ravi = addStaffAccount("admin", setup.databaseUrl);
  const colleague = await browser.newContext({ baseURL: setup.baseURL, javaScriptEnabled: setup.javaScript });
  const other = await colleague.newPage();
  await signInAsStaff(other, ravi);
  await other.goto(`/admin/messages/${lead}`);
  await expect(other.getByRole("region", { name: "Work on this enquiry" })).toContainText(`Owner: ${asha}`);
  const seen = other.getByRole("region", { name: "Notes and history" });
  await expect(seen).toContainText(`${asha} gave it to ${asha}`);
  await expect(seen).toContainText(`${asha} wrote a note`);
  await expect(seen).toContainText(`${asha} marked it handled`);
  await expect(seen).toContainText(`${asha} replied`);
  // He gives the older one to her, by name.
  await other.goto(`/admin/messages/${older}`);
  await other.getByLabel("Give it to").selectOption(asha);
  await other.getByRole("button", { name: "Change owner" }).click();
  await said(other, "Owner changed.");
  await expect(other.getByRole("region", { name: "Notes and history" })).toContainText(`${ravi} gave it to ${asha}`);
  await colleague.close();
  await context.close();
}

test.describe("two colleagues on SQLite", () => {
  let server: ServerWithMail;
  test.beforeAll(async () => {
    // Replies go out through the test's mail server.
    server = await serverWithMail("e2e_work", {
      STAFF_REQUIRE_2FA: "none",
      SALES_FROM: salesFrom,
      RATE_LIMIT_CONTACT_PER_MINUTE: "1000",
    });
  });
  test.afterAll(async () => {
    await server.close();
  });

  for (const width of [390, 1440])
    for (const javaScript of [true, false])
      test(`two colleagues work an enquiry at ${width} px ${javaScript ? "with" : "without"} JavaScript`, async ({
        browser,
      }) => {
        await twoColleagues(browser, { width, javaScript, ...server });
      });
});

test("an enquiry's page with its owner, note and history fits a 390 px phone and passes WCAG 2.2 AA", async ({
  page,
  request,
}) => {
  const sent = await request.post("/api/contact", {
    data: { name: "Nikhil Bose", email: `${randomUUID().slice(0, 8)}@example.com`, phone: "9876543210", message: "Hi" },
  });
  const { id } = (await sent.json()) as { id: string };
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page, addStaffAccount("sales"));
  await page.goto(`/admin/messages/${id}`);
  await page.getByRole("button", { name: "Assign to me" }).click();
  await said(page, "Assigned to you.");
  await page.getByLabel(/Add a private note/).fill("Asked for the Chennai team.");
  await page.getByRole("button", { name: "Add note" }).click();
  await said(page, "Note added.");
  expect(await layoutProblems(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});

test("on a 390 x 844 phone the search box and the first enquiry are on the first screen", async ({ page, request }) => {
  await request.post("/api/contact", {
    data: {
      name: "First Screen",
      email: `${randomUUID().slice(0, 8)}@example.com`,
      phone: "9876543210",
      message: "Hi",
    },
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page, addStaffAccount("sales"));
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await expect(page.getByLabel("Search")).toBeInViewport();
  // The first enquiry's name and company, wholly within the window (the site's header and footer are not there).
  const first = page.getByRole("list", { name: "Enquiries" }).getByRole("link").first();
  const box = await first.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y + 48).toBeLessThanOrEqual(844);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("banner")).toHaveCount(0);
});

for (const javaScript of [true, false])
  test(`the staff bar is one line on a 390 px phone with the count of New enquiries, and its menu opens ${javaScript ? "with" : "without"} JavaScript`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: javaScript });
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await sendEnquiry(browser, { baseURL: baseURL! }, "Bar Count", "Hello about the staff bar."); // one New at least
    await signInAsStaff(page, addStaffAccount("sales"));
    const menu = page.locator("details.staff-menu");
    const count = page.getByRole("link", { name: /^\d+ new enquir(y|ies)$/ });
    await expect(count).toBeVisible();
    // One line: the brand, where you are, the count and "Menu" share a row no taller than a tap target and its padding.
    const bar = await menu.locator("xpath=..").boundingBox();
    expect(bar!.height).toBeLessThanOrEqual(56);
    await expect(page.getByRole("navigation", { name: "Staff" })).toBeHidden();
    await menu.locator("summary").click();
    const nav = page.getByRole("navigation", { name: "Staff" });
    await expect(nav.getByRole("link", { name: /^Inbox/ })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Subscribers" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    if (javaScript) {
      await page.keyboard.press("Escape");
      await expect(nav).toBeHidden();
      await expect(menu.locator("summary")).toBeFocused();
      await menu.locator("summary").click();
    }
    await nav.getByRole("link", { name: "Subscribers" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Newsletter subscribers" })).toBeVisible();
    await expect(nav).toBeHidden(); // folded again on the new page
    // Where you are: named in the bar, and the menu marks that section alone (not the inbox, whose path is /admin).
    await expect(page.locator('nav[aria-label="Staff"] [aria-current="page"]')).toHaveText("Subscribers");
    await expect(menu.locator("xpath=..")).toContainText("Subscribers");

    await context.close();
  });
