/**
 * The staff inbox in Chromium against the production server: the whole journey from a visitor's enquiry
 * to its erasure, with and without JavaScript, at phone width, with hostile text in a message. On the
 * SQLite store of the browser tests' server, and on PostgreSQL (a server of its own) when
 * TEST_DATABASE_URL is set.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { type Page, expect } from "@playwright/test";
import { e2eDatabaseUrl } from "../../playwright.config";
import { scratchStore, spawnServer, stopServer } from "../../scripts/server-process";
import { openStore } from "../../server/store/index";
import ExcelJS from "exceljs";
import { parseCsv, restoreFormula } from "../support/csv";
import { axeViolations } from "./axe";
import { layoutProblems } from "./layout-rules";
import { closeStaffMenu, collectConsole, openStaffMenu, operatorCommand, showInboxFilters, test } from "./support";

const password = "correct horse battery staple";

/** An operator command on the store at `databaseUrl` (see operatorCommand). */
const cli = (name: "staff" | "contacts", args: string[], databaseUrl: string, input?: string) =>
  operatorCommand(name, args, { databaseUrl, input });

/** A staff account made as an operator would: the password piped into `npm run staff -- add`. */
function createStaff(databaseUrl: string): string {
  const email = `staff-${randomUUID().slice(0, 8)}@jenesys.example`;
  cli("staff", ["add", "--email", email, "--role", "admin"], databaseUrl, `${password}\n`);
  return email;
}

/** What a phone-width staff page must be: laid out within the window, and accessible. */
async function expectSoundPage(page: Page) {
  expect(await layoutProblems(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
}

const exportedEmails = (databaseUrl: string) =>
  (JSON.parse(cli("contacts", ["export", "--format", "json"], databaseUrl)) as Array<{ email: string }>).map(
    (row) => row.email,
  );

async function sendEnquiry(page: Page, visitor: { name: string; email: string; message: string }) {
  await page.goto("/contact");
  const form = page.locator("#contact form");
  await form.getByLabel("Full Name").fill(visitor.name);
  await form.getByLabel("Email Address").fill(visitor.email);
  await form.getByLabel("Company").fill("Kaveri Logistics");
  await form.getByLabel("Country code").selectOption("+44");
  await form.getByLabel("Phone Number").fill("2079460958");
  await form.getByLabel("Service").selectOption("Cloud Solutions");
  await form.getByLabel("Message").fill(visitor.message);
  await form.getByRole("button", { name: /send message/i }).click();
  // The answer is shown once the server has stored the message, so the inbox has it from here on.
  await expect(form.getByRole("status")).toContainText("Your message has been sent");
}

async function signIn(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The whole journey of the staff inbox on the server at `page`'s base URL, writing to `databaseUrl`. */
async function staffJourney(page: Page, databaseUrl: string) {
  // A name as people write it, with capitals beyond ASCII: staff find it by typing it as they read it.
  const visitor = {
    name: `Émilie Øvergaard ${randomUUID().slice(0, 6)}`,
    email: `emilie-${randomUUID().slice(0, 8)}@example.com`,
    // Its own text each run: the same text sent again, and as fast as a test types, is held as spam.
    message: `We need our depot tracking moved to the cloud by March (ref. ${randomUUID().slice(0, 8)}).`,
  };
  await sendEnquiry(page, visitor);
  const staff = createStaff(databaseUrl);

  // Anonymous: the inbox sends the browser to the sign-in page, which returns to it afterwards.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
  await signIn(page, staff);
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await openStaffMenu(page); // folded under "Menu" below 1024 px
  await expect(page.getByText(`Signed in as ${staff}`)).toBeVisible();
  await closeStaffMenu(page);

  // Find it by name and service, open it.
  const list = page.getByRole("list", { name: "Enquiries" });
  await page.getByLabel("Search").fill(visitor.name);
  await showInboxFilters(page);
  await page.getByRole("search").getByLabel("Service").selectOption("Cloud Solutions");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(page.getByText("1 enquiry matches this filter.")).toBeVisible();
  await expect(list).toContainText(visitor.name);
  await expect(list).toContainText("Cloud Solutions");
  await expect(list).toContainText(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2} IST/);
  await expect(list).toContainText("New");
  await list.getByRole("link").click();

  await expect(page.getByRole("heading", { level: 1, name: visitor.name })).toBeVisible();
  await expect(page.getByRole("link", { name: visitor.email })).toHaveAttribute("href", `mailto:${visitor.email}`);
  await expect(page.getByRole("link", { name: "+44 2079460958" })).toHaveAttribute("href", "tel:+442079460958");
  await expect(page.getByText(visitor.message)).toBeVisible();
  await expect(page.getByText("Kaveri Logistics")).toBeVisible();

  // Mark it handled.
  await page.getByRole("button", { name: "Mark as handled" }).click();
  await expect(page.getByText("Handled", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Move back to new" })).toBeVisible();

  // Export the filter (handled, this search) and find it in the CSV.
  await page.getByRole("link", { name: "Back to the inbox" }).click();
  await page.getByLabel("Search").fill(visitor.email);
  await showInboxFilters(page);
  await page.getByLabel("Status").selectOption("handled");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("list", { name: "Enquiries" }).getByRole("listitem")).toHaveCount(1);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = readFileSync(await (await download).path(), "utf8");
  expect(file.startsWith("\uFEFF")).toBe(true); // the byte-order mark Excel needs to read UTF-8
  const csv = parseCsv(file.slice(1));
  expect(csv[0]).toEqual([
    "id",
    "created_at",
    "name",
    "email",
    "company",
    "phone",
    "country_code",
    "service",
    "message",
    "landing_page",
    "referrer_host",
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "received_ist",
    "status",
    "owner",
  ]);
  expect(csv.slice(1).map((row) => row.map(restoreFormula))).toEqual([
    [
      expect.any(String),
      expect.any(String),
      visitor.name,
      visitor.email,
      "Kaveri Logistics",
      "2079460958",
      "+44",
      "Cloud Solutions",
      visitor.message,
      // Where the visit began: the contact page, once the page's visit report has run (never with JavaScript off).
      expect.stringMatching(/^(\/contact)?$/),
      "",
      "",
      "",
      "",
      expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+05:30$/),
      "handled",
      "",
    ],
  ]);

  // The same filter as a workbook: the phone a text cell as typed, the received time a date-time cell.
  const workbookDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "Excel (.xlsx)" }).click();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await (await workbookDownload).path());
  const [sheet] = book.worksheets;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(headers).toEqual(csv[0]);
  expect(sheet.rowCount).toBe(2);
  const cell = (header: string) => sheet.getRow(2).getCell(headers.indexOf(header) + 1);
  expect(cell("email").value).toBe(visitor.email);
  expect(cell("phone").type).toBe(ExcelJS.ValueType.String);
  expect(cell("phone").value).toBe("2079460958");
  expect(cell("country_code").value).toBe("+44");
  expect(cell("received_ist").value).toBeInstanceOf(Date);
  expect(cell("status").value).toBe("handled");

  // Delete it (the privacy erasure), after confirming.
  await page.getByRole("list", { name: "Enquiries" }).getByRole("link").click();
  await page.getByRole("link", { name: "Erase everything from this address (privacy request)" }).click();
  await expect(page.getByRole("alertdialog")).toContainText(`every message from ${visitor.email}`);
  await page.getByRole("button", { name: "Yes, erase everything" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Erased 1 message" })).toBeVisible();
  expect(exportedEmails(databaseUrl)).not.toContain(visitor.email);

  // Search again: gone from the inbox too.
  await page.getByLabel("Search").fill(visitor.email);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("No enquiries match.")).toBeVisible();

  // Sign out; the back button shows nothing private.
  await openStaffMenu(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login\?signedOut=1$/);
  await expect(page.getByRole("status").filter({ hasText: "You have signed out." })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expect(page.locator("body")).not.toContainText(staff);
  await expect(page.locator("body")).not.toContainText("Inbox");

  const audit = cli("staff", ["audit", "--limit", "1000"], databaseUrl)
    .split("\n")
    .filter((line) => line.split("\t")[1] === staff);
  expect(audit.map((line) => line.split("\t")[2])).toEqual([
    "sign-in",
    "status",
    "export",
    "export",
    "erase",
    "sign-out",
  ]); // the CSV, then the workbook
  expect(audit.join("\n")).not.toContain(visitor.email);
}

test.describe("staff inbox on SQLite", () => {
  let staffEmail: string;
  test.beforeAll(() => {
    staffEmail = createStaff(e2eDatabaseUrl);
  });

  // The whole journey at a phone's width and a desktop's, with JavaScript and as plain form posts.
  for (const width of [390, 1440]) {
    for (const javaScriptEnabled of [true, false]) {
      test.describe(`at ${width} px ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
        test.use({ javaScriptEnabled, viewport: { width, height: width < 768 ? 844 : 900 } });

        test("a visitor's enquiry is found, handled, exported, erased; signing out leaves nothing behind", async ({
          page,
        }) => {
          test.setTimeout(180_000); // the operator commands start a Node process each: seconds on a busy machine
          await staffJourney(page, e2eDatabaseUrl);
        });
      });
    }
  }

  test("hostile text in an enquiry stays text: no script runs, no console error, on the inbox and the message", async ({
    page,
    request,
  }) => {
    const marker = randomUUID().slice(0, 8);
    const response = await request.post("/api/contact", {
      data: {
        name: `Mallory <img src=x onerror="alert('${marker}')"> ${marker}`,
        email: `mallory-${marker}@example.com`,
        phone: "9876543210",
        countryCode: "+91",
        message: `<script>alert('${marker}')</script><iframe src="javascript:alert(1)"></iframe>`,
      },
    });
    expect(response.status()).toBe(201);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const errors = collectConsole(page, "error");
    await page.goto("/admin/login");
    await signIn(page, staffEmail);
    await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
    await page.goto(`/admin?q=${marker}`);
    const row = page.getByRole("list", { name: "Enquiries" }).getByRole("link");
    await expect(row).toContainText(`Mallory <img src=x onerror="alert('${marker}')">`);
    await row.click();
    await expect(page.getByText(`<script>alert('${marker}')</script>`)).toBeVisible();
    expect(await page.locator("main img[src=x], main iframe").count()).toBe(0);
    // Had any of it become an element, its request (and the onerror it would set off) would have come by now.
    await page.waitForLoadState("networkidle");
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("a session ended while a page is open (a new password) sends the next click to the sign-in page, which returns there", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = createStaff(e2eDatabaseUrl);
    await page.goto("/admin/login");
    await signIn(page, email);
    await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
    cli("staff", ["password", "--email", email], e2eDatabaseUrl, "a brand new password\n");
    await page.getByRole("link", { name: "Subscribers" }).click();
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fsubscribers$/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("a brand new password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Newsletter subscribers" })).toBeVisible();
  });

  test("a search with more than 1,000 matches says so, lists the newest 1,000 and tells how to reach the rest", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const marker = `bulk${randomUUID().slice(0, 8)}`;
    const store = openStore(e2eDatabaseUrl);
    try {
      // Saved together, as the store writes a burst of enquiries: one transaction.
      await Promise.all(
        Array.from({ length: 1001 }, (_, i) =>
          store.saveContact({
            name: `Bulk ${i}`,
            email: `${marker}.${i}@example.com`,
            company: undefined,
            phone: "9876543210",
            countryCode: "+91",
            service: undefined,
            message: `About ${marker}.`,
          }),
        ),
      );
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/admin/login");
      await signIn(page, staffEmail);
      await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
      await page.goto(`/admin?q=${marker}`);
      await expect(
        page.getByText("More than 1,000 enquiries match this filter: the newest 1,000 are listed."),
      ).toBeVisible();
      const pages = page.getByRole("navigation", { name: "Pages" });
      await expect(pages).toContainText("Page 1 of 20");
      // The last page: no "Older", and why.
      await page.goto(`/admin?q=${marker}&page=21`);
      await expect(pages).toContainText("Page 20 of 20");
      await expect(pages.getByRole("link", { name: "Older" })).toHaveCount(0);
      await expect(page.getByText("Older matches are not listed here.")).toBeVisible();
      await expectSoundPage(page);
      // Under another status: the same words.
      await page.goto(`/admin?q=${marker}&status=spam`);
      await expect(page.getByText("More than 1,000 enquiries match under another status.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Show them" })).toBeVisible();
    } finally {
      await store.query((db) => db.deleteFrom("contacts").where("email", "like", `${marker}.%`).execute());
      await store.close();
    }
  });

  test("sign-in, inbox, message and confirmation fit a 390 px phone and pass WCAG 2.2 AA (axe)", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const marker = randomUUID().slice(0, 8);
    await request.post("/api/contact", {
      data: {
        name: `Narrow Screen ${marker}`,
        email: `a-rather-long-address-${marker}@an-enterprise-domain.example.com`,
        phone: "9876543210",
        countryCode: "+91",
        company: "A Company With A Long Registered Name Pvt Ltd",
        service: "AI and Machine Learning",
        message: "Short.",
      },
    });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin/login");
    await expectSoundPage(page);
    await page.getByLabel("Email").fill(staffEmail);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toContainText("do not match");
    await expectSoundPage(page);
    await signIn(page, staffEmail);
    await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
    await page.goto(`/admin?q=${marker}`);
    await expect(page.getByRole("list", { name: "Enquiries" }).getByRole("listitem")).toHaveCount(1);
    await expectSoundPage(page);
    await page.getByRole("list", { name: "Enquiries" }).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Narrow Screen");
    await expectSoundPage(page);
    await page.getByRole("link", { name: "Erase everything from this address (privacy request)" }).click();
    await expect(page.getByRole("alertdialog")).toBeInViewport();
    await expectSoundPage(page);
    await page.getByRole("link", { name: "Cancel" }).click();
    await page.getByRole("link", { name: "Delete this message" }).click();
    await expect(page.getByRole("alertdialog")).toBeInViewport();
    await expectSoundPage(page);
    await page.goto("/admin/subscribers");
    await expectSoundPage(page);
  });
});

test.describe("staff inbox on PostgreSQL", () => {
  test.skip(!process.env.TEST_DATABASE_URL, "set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run");

  test("the same journey on a server whose store is PostgreSQL", async ({ browser }) => {
    test.setTimeout(240_000);
    const store = scratchStore("postgres", `e2e_staff_${randomUUID().slice(0, 8)}`);
    const server = await spawnServer(store.databaseUrl, {
      RATE_LIMIT_CONTACT_PER_MINUTE: "1000",
      STAFF_REQUIRE_2FA: "none",
    });
    try {
      const context = await browser.newContext({ baseURL: server.url });
      const page = await context.newPage();
      await staffJourney(page, store.databaseUrl);
      await context.close();
    } finally {
      await stopServer(server.child);
      await store.remove();
    }
  });
});
