/**
 * HR works a job application in Chromium against the real server: finds it from the openings list's counts, opens
 * it, downloads the CV (the same bytes, saved rather than shown), moves it through Shortlisted and Interview,
 * writes a note, and rejects it with a mail she edits (which reaches a real SMTP server from the careers address,
 * to the candidate, in her words). At 390 and 1440 px, with and without JavaScript, on SQLite (the same work on
 * PostgreSQL is tests/unit/server/applications.test.ts's, which runs every case on both stores). And the doors: nobody signed in, a Sales account and another site's post are
 * refused, each checked by a request that would get through without its guard.
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, request as playwrightRequest, type Browser, type Page } from "@playwright/test";
import { site } from "../../app/site/facts";
import { openStore } from "../../server/store/index";
import { axeViolations } from "./axe";
import { layoutProblems, smallStaffTargets } from "./layout-rules";
import { seedApplication, seededCv } from "./seed-application";
import { addStaffAccount, openStaffMenu, serverWithMail, signInAsStaff, test, type ServerWithMail } from "./support";
import { decodeQuotedPrintable, mailHeader, type ReceivedMail, type TestSmtp } from "../support/smtp";

// A bound for a hang, not a wait: accounts are made by operator commands, each a Node process.
test.describe.configure({ timeout: 120_000 });

/** The next mail with this subject: the seeded application's confirmation and notice go out too, first. */
async function mailWithSubject(smtp: TestSmtp, subject: string): Promise<ReceivedMail> {
  for (;;) {
    const mail = await smtp.next(20_000);
    if (mailHeader(mail.raw, "Subject") === subject) return mail;
  }
}

/** The application's stage as stored. */
async function storedStage(databaseUrl: string, id: string): Promise<string | undefined> {
  const store = openStore(databaseUrl);
  try {
    const row = await store.query((db) =>
      db.selectFrom("applications").select("stage").where("id", "=", id).executeTakeFirst(),
    );
    return row?.stage;
  } finally {
    await store.close();
  }
}

/** The page's message about what was just done (the page has other live regions). */
const said = (page: Page, text: string) => expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();

async function expectWellLaidOut(page: Page, javaScript: boolean) {
  expect(await layoutProblems(page)).toEqual([]);
  expect(await smallStaffTargets(page)).toEqual([]);
  if (javaScript) expect(await axeViolations(page)).toEqual([]);
}

async function hrWorksAnApplication(browser: Browser, server: ServerWithMail, width: number, javaScript: boolean) {
  const run = randomUUID().slice(0, 6);
  // A long address and file name, as candidates send them: they must wrap on a phone, not widen the page.
  const candidate = {
    fullName: `Anita Rao ${run}`,
    email: `anita.rao.${run}.applications@a-rather-long-company-name.example.co.in`,
    fileName: `Anita_Rao_${run}_Curriculum_Vitae_2026_final_version_for_Jenesys.pdf`,
  };
  const { id, opening } = await seedApplication(candidate, server.databaseUrl);
  const context = await browser.newContext({
    baseURL: server.baseURL,
    javaScriptEnabled: javaScript,
    acceptDownloads: true,
    viewport: { width, height: width < 500 ? 844 : 900 },
  });
  const page = await context.newPage();
  await signInAsStaff(page, addStaffAccount("hr", server.databaseUrl));

  // HR lands on the openings, where each opening says how many applications stand at each stage.
  await expect(page.getByRole("heading", { level: 1, name: "Openings" })).toBeVisible();
  const counts = page.getByRole("link", { name: `Applications for ${opening.title}: `, exact: false });
  // Its own, and what other runs on this server left ("1 new · 1 rejected").
  await expect(counts).toHaveText(/^Applications: (.+ · )?\d+ new( ·|$)/);
  await counts.click();
  await expect(page).toHaveURL(new RegExp(`/admin/applications\\?opening=${opening.id}$`));
  // The whole label: until the list has rendered the openings page is still shown, and its list labelled
  // "Openings" would match a part of it and fail at once as not a field. (On a phone the field is folded away.)
  await expect(page.getByLabel("Opening", { exact: true })).toHaveValue(opening.id);

  // The list: found with a search, with its opening, stage and India time.
  await page.getByLabel("Search").fill(run);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${run}`));
  const list = page.getByRole("list", { name: "Applications" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  const row = list.getByRole("listitem").first();
  await expect(row).toContainText(candidate.fullName);
  await expect(row).toContainText(opening.title);
  await expect(row).toContainText("New");
  await expect(row).toContainText(/Received \d{1,2} \w{3} \d{4}, \d\d:\d\d IST/);
  await expect(row).not.toContainText("Erased on");
  await expectWellLaidOut(page, javaScript);
  // The export of the same filter: this one application, with the byte-order mark Excel needs.
  const exporting = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = await readFile(await (await exporting).path(), "utf8");
  expect(csv.startsWith("\uFEFFid,received_ist,opening,name,email,")).toBe(true);
  expect(csv.trimEnd().split("\r\n")).toHaveLength(2);
  expect(csv).toContain(`${id},`);
  expect(csv).toContain(candidate.email);
  await row.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/admin/applications/${id}\\?`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(candidate.fullName);

  // Every field, the link opened apart and shown as text, the cover letter as plain text.
  const link = page.getByRole("link", { name: "https://www.linkedin.com/in/a-candidate" });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(page.getByText("I have run payroll systems for ten years.")).toBeVisible();
  await expect(page.getByTestId("erasure")).toContainText("Kept while it is in progress");

  // The CV: saved, not shown; the same bytes; never sniffed or cached.
  const cvLink = page.getByRole("link", { name: `Download CV (${candidate.fileName}, 1\u00a0KB)` });
  const downloading = page.waitForEvent("download");
  await cvLink.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(Buffer.compare(await readFile(await download.path()), seededCv)).toBe(0);
  const answer = await context.request.get(`/admin/applications/${id}/cv`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  expect(answer.headers()["content-disposition"]).toMatch(/^attachment; filename="[^"]+\.pdf"/);
  expect(answer.headers()["x-content-type-options"]).toBe("nosniff");
  expect(answer.headers()["cache-control"]).toBe("no-store");
  expect(Buffer.compare(await answer.body(), seededCv)).toBe(0);
  await expectWellLaidOut(page, javaScript);

  // Through the stages, each a plain form post.
  const work = page.getByRole("region", { name: "Work on this application" });
  await work.getByRole("button", { name: "Shortlisted" }).click();
  await said(page, "Moved to Shortlisted.");
  await work.getByRole("button", { name: "Interview" }).click();
  await said(page, "Moved to Interview.");
  await expect(work).toContainText("Stage: Interview");
  await expect(work.getByRole("button", { name: "Interview" })).toHaveCount(0);
  const history = page.getByRole("region", { name: "Notes and history" });
  await expect(history).toContainText("moved it to Shortlisted");
  await expect(history).toContainText("moved it to Interview");

  // A private note.
  await page.getByLabel(/Add a private note/).fill(`Strong on payroll; second round with Ravi (${run}).`);
  await page.getByRole("button", { name: "Add note" }).click();
  await said(page, "Note added.");
  await expect(history).toContainText(`Strong on payroll; second round with Ravi (${run}).`);

  // Rejected with the template's mail, filled in and edited.
  await work.getByRole("link", { name: "Reject…" }).click();
  const reject = page.getByRole("region", { name: "Reject this application" });
  await expect(reject).toContainText(`The mail goes to ${candidate.email}, from ${site.email.careers}.`);
  const subject = reject.getByLabel("Subject");
  await expect(subject).toHaveValue(`Your application for ${opening.title}`);
  const body = reject.getByLabel("Mail to the candidate");
  await expect(body).toHaveValue(
    new RegExp(`^Dear ${candidate.fullName},\n\nThank you for your interest in the ${opening.title} role`),
  );
  await expectWellLaidOut(page, javaScript);
  await subject.fill(`About your application (${run})`);
  await body.fill(`Dear Anita,\n\nThank you for meeting us. We chose another candidate this time (${run}).\n\nHR`);
  await reject.getByRole("button", { name: "Reject and send the mail" }).click();
  await said(page, "Rejected. The mail to the candidate is on its way.");
  await expect(page.getByTestId("erasure")).toContainText(/Erased on \d{1,2} \w+ \d{4}/);
  await expect(history).toContainText(`sent the rejection mail: \u201cAbout your application (${run})\u201d`);

  const mail = await mailWithSubject(server.smtp, `About your application (${run})`);
  expect(mail.from).toBe(site.email.careers);
  expect(mail.to).toEqual([candidate.email]);
  expect(decodeQuotedPrintable(mail.raw)).toContain(`We chose another candidate this time (${run}).`);

  // Back in the list: rejected, with the day it will be erased.
  await page.getByRole("link", { name: "← Back to applications" }).click();
  await expect(row).toContainText("Rejected");
  await expect(row).toContainText(/Erased on \d{1,2} \w+ \d{4}/);
  await openStaffMenu(page);
  await expect(
    page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Applications" }),
  ).toHaveAttribute("aria-current", "page");
  await context.close();
}

test.describe("HR works an application on SQLite", () => {
  let server: ServerWithMail;
  test.beforeAll(async () => {
    // The careers mails go out through the test's mail server.
    server = await serverWithMail("e2e_hr", { STAFF_REQUIRE_2FA: "none" });
  });
  test.afterAll(async () => {
    await server.close();
  });

  for (const width of [390, 1440])
    for (const javaScript of [true, false])
      test(`HR works an application at ${width} px ${javaScript ? "with" : "without"} JavaScript`, async ({
        browser,
      }) => {
        await hrWorksAnApplication(browser, server, width, javaScript);
      });

  test("nobody signed in, a Sales account and another site's post are refused", async ({ browser }) => {
    const { id } = await seedApplication(
      { fullName: "Guarded Candidate", email: `guarded.${randomUUID().slice(0, 6)}@example.com` },
      server.databaseUrl,
    );
    const paths = [
      "/admin/applications",
      `/admin/applications/${id}`,
      `/admin/applications/${id}/cv`,
      "/admin/applications.csv",
    ];

    // Nobody signed in: pages go to the sign-in page, data requests get 401, and a post changes nothing.
    const anonymous = await playwrightRequest.newContext({ baseURL: server.baseURL, maxRedirects: 0 });
    for (const path of paths) {
      const answer = await anonymous.get(path);
      expect(answer.status(), path).toBe(303);
      expect(answer.headers().location, path).toMatch(/^\/admin\/login\?next=/);
    }
    expect((await anonymous.get("/admin/applications.data")).status()).toBe(401);
    const anonymousPost = await anonymous.post(`/admin/applications/${id}`, {
      form: { intent: "stage", stage: "hired", token: "x" },
      headers: { origin: server.baseURL },
    });
    expect(anonymousPost.status()).toBe(303);
    expect(anonymousPost.headers().location).toMatch(/^\/admin\/login/);
    expect(await storedStage(server.databaseUrl, id)).toBe("new");
    await anonymous.dispose();

    // Sales: the plain refusal page for every page, the CV and the export, and for a post.
    const sales = await browser.newContext({ baseURL: server.baseURL });
    const salesPage = await sales.newPage();
    await signInAsStaff(salesPage, addStaffAccount("sales", server.databaseUrl));
    for (const path of paths) {
      const answer = await sales.request.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(403);
      expect(await answer.text(), path).toContain("This page is for HR and Admin");
      expect(await answer.text(), path).not.toContain("Guarded Candidate");
    }
    const salesToken = await salesPage.locator('input[name="token"]').first().inputValue();
    const salesPost = await sales.request.post(`/admin/applications/${id}`, {
      form: { intent: "stage", stage: "hired", token: salesToken },
      headers: { origin: server.baseURL },
      maxRedirects: 0,
    });
    expect(salesPost.status()).toBe(403);
    expect(await storedStage(server.databaseUrl, id)).toBe("new");
    await salesPage.goto(`/admin/applications/${id}`);
    await expect(salesPage.getByRole("heading", { level: 1 })).toHaveText("This page is for HR and Admin");
    await sales.close();

    // HR, but the post comes from another site (its form, her cookie): refused; as is another site's link to a CV.
    const hr = await browser.newContext({ baseURL: server.baseURL });
    const hrPage = await hr.newPage();
    await signInAsStaff(hrPage, addStaffAccount("hr", server.databaseUrl));
    await hrPage.goto(`/admin/applications/${id}`);
    const token = await hrPage.locator('input[name="token"]').first().inputValue();
    const crossSite = await hr.request.post(`/admin/applications/${id}`, {
      form: { intent: "stage", stage: "hired", token },
      headers: { origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);
    expect(await crossSite.text()).toContain("only be sent from the staff pages of this site");
    expect(await storedStage(server.databaseUrl, id)).toBe("new");
    const linkedCv = await hr.request.get(`/admin/applications/${id}/cv`, {
      headers: { "sec-fetch-site": "cross-site" },
      maxRedirects: 0,
    });
    expect(linkedCv.status()).toBe(403);
    // The same post from her own page goes through: the refusals above are the guards', not a broken form.
    const own = await hr.request.post(`/admin/applications/${id}`, {
      form: { intent: "stage", stage: "shortlisted", token },
      headers: { origin: server.baseURL },
      maxRedirects: 0,
    });
    expect(own.status()).toBe(302);
    expect(await storedStage(server.databaseUrl, id)).toBe("shortlisted");
    await hr.close();
  });
});

test("without a mail server the rejection says so, and rejects without a mail", async ({ page }) => {
  // The suite's own server has no SMTP_URL.
  const run = randomUUID().slice(0, 6);
  const { id } = await seedApplication({ fullName: `Kiran Shah ${run}`, email: `kiran.${run}@example.com` });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page, addStaffAccount("hr"));
  await page.goto(`/admin/applications/${id}`);
  await page.getByRole("link", { name: "Reject…" }).click();
  const reject = page.getByRole("region", { name: "Reject this application" });
  await expect(reject).toContainText("No mail server is set up (SMTP_URL), so the site cannot mail the candidate.");
  await expect(reject.getByRole("button", { name: "Reject and send the mail" })).toHaveCount(0);
  await expectWellLaidOut(page, true);
  await reject.getByRole("button", { name: "Reject without a mail" }).click();
  await said(page, "Rejected, without a mail.");
  await expect(page.getByRole("region", { name: "Work on this application" })).toContainText("Stage: Rejected");
  await expect(page.getByTestId("erasure")).toContainText(/Erased on \d{1,2} \w+ \d{4}/);
});
