/**
 * Staff accounts run in the browser, in Chromium against its own production server with SMTP_URL pointing at
 * a real SMTP server in this process: an Admin invites a Sales colleague, the invitation's mail arrives, the
 * colleague chooses a password, sets up a second factor from the key shown as text, signs out and back in
 * with a code, works in their own area only, and is signed out at once when the Admin disables the account.
 * On SQLite; accounts, invitations, second factors and sessions on PostgreSQL are the unit tests' of each (for
 * example tests/unit/server/staff-accounts.test.ts), which run every case on both stores.
 */
import { createHmac, randomBytes } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";

/** The sign-in page's one answer for a wrong code, a spent one and a used recovery code. */
const wrongCode = "That code is not right, or it has been used already. Type the code your app shows now.";
import { linksIn, mailPart } from "../support/smtp";
import { axeViolations } from "./axe";
import { layoutProblems } from "./layout-rules";
import { addStaffAccount, serverWithMail, signInAsStaff, waitForHydration, type ServerWithMail } from "./support";

/** RFC 6238 with the site's settings (SHA-1, 6 digits, 30 s): the code an authenticator app shows `steps` steps from now. */
function totp(base32Key: string, steps = 0): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of base32Key.replace(/[\s=]/g, "").toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + steps));
  const hmac = createHmac("sha1", key).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

test.describe("staff accounts on SQLite", () => {
  test.describe.configure({ mode: "serial" });
  let site: ServerWithMail;
  let admin: string;

  test.beforeAll(async () => {
    // The Admin signs in with a password alone here; the rule that Admins need a second factor has its own tests.
    site = await serverWithMail("staff_accounts_e2e", { STAFF_REQUIRE_2FA: "none" });
    admin = addStaffAccount("admin", site.databaseUrl);
  });

  test.afterAll(async () => {
    await site?.close();
  });

  /** Signs out, and in again with the password: the page then asks for the code. */
  async function signOutAndIn(page: Page, email: string) {
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/login\?signedOut=1$/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("Meera's own long passphrase");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your code");
  }

  /** A browser of its own (a colleague's computer), on the server's origin. */
  async function browserOf(browser: Browser): Promise<Page> {
    const context = await browser.newContext({ baseURL: site.baseURL });
    return context.newPage();
  }

  test("an Admin invites a Sales colleague, who sets a password and a second factor, signs in with a code, and is shut out once disabled", async ({
    browser,
  }) => {
    // Two browsers, a mail through a real mail server, a sign-up, an enrolment and two sign-ins: each step
    // waits for its state, and the journey as a whole needs more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    const colleague = `meera-${randomBytes(3).toString("hex")}@jenesys.example`;
    const adminPage = await browserOf(browser);
    await signInAsStaff(adminPage, admin);
    await adminPage.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Staff" }).click();
    await expect(adminPage.getByRole("heading", { level: 1 })).toHaveText("Staff accounts");
    await waitForHydration(adminPage);
    const invite = adminPage.getByRole("region", { name: "Invite a colleague" });
    await invite.getByLabel("E-mail").fill(colleague);
    await invite.getByLabel("Role").selectOption({ label: "Sales" });
    await invite.getByRole("button", { name: "Send invitation" }).click();
    await expect(adminPage.getByRole("main").getByRole("status")).toContainText(
      `Invitation sent to ${colleague} as Sales`,
    );
    await expect(adminPage.getByRole("list", { name: "Open invitations" })).toContainText(colleague);

    const mail = await site.smtp.next();
    expect(mail.to).toEqual([colleague]);
    const link = linksIn(mailPart(mail.raw, "text/plain")!).find((url) => url.includes("/admin/login?invitation="));
    expect(link?.startsWith(`${site.baseURL}/admin/login?invitation=`)).toBe(true);

    // The colleague's own browser: the link, a password, and the inbox of their role.
    const page = await browserOf(browser);
    await page.goto(link!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your password");
    await expect(page.getByText(colleague)).toBeVisible();
    await page.getByLabel("New password").fill("Meera's own long passphrase");
    await page.getByLabel("The same password again").fill("Meera's own long passphrase");
    await page.getByRole("button", { name: "Create my account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
    const menu = page.getByRole("navigation", { name: "Staff" });
    await expect(menu.getByRole("link")).toHaveText(["Inbox", "Subscribers", "Insights", "Account"]);

    // The second factor, from the key shown as text.
    await menu.getByRole("link", { name: "Account" }).click();
    const key = (await page.getByTestId("totp-key").textContent())!;
    const enrolmentCode = totp(key);
    await page.getByLabel("Code from the app").fill(enrolmentCode);
    await page.getByRole("button", { name: "Turn on the second factor" }).click();
    const recoveryCodes = page.getByTestId("recovery-codes").getByRole("listitem");
    await expect(recoveryCodes).toHaveCount(10);
    const [firstRecovery, secondRecovery] = await recoveryCodes.allTextContents();

    // Out, and back in with the password and a code: a wrong code and the enrolment's (spent) code are
    // refused; a code of the next time step lets the colleague in.
    await signOutAndIn(page, colleague);
    for (const code of ["000000", enrolmentCode]) {
      await page.getByLabel("Code").fill(code);
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(wrongCode);
    }
    await page.getByLabel("Code").fill(totp(key, 1));
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();

    // A recovery code signs in once; the second time it is refused like a wrong code.
    await signOutAndIn(page, colleague);
    await page.getByLabel("Code").fill(firstRecovery);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
    await signOutAndIn(page, colleague);
    await page.getByLabel("Code").fill(firstRecovery);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(wrongCode);
    await page.getByLabel("Code").fill(secondRecovery);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();

    // Sales' own area only: the other pages answer with whose they are.
    for (const path of ["/admin/openings", "/admin/news", "/admin/staff", "/admin/audit"]) {
      const response = await page.goto(path);
      expect(response!.status(), path).toBe(403);
      await expect(page.getByRole("heading", { level: 1 }), path).toContainText("This page is for");
    }
    await page.goto("/admin");
    await waitForHydration(page);

    // The Admin sees the colleague's second factor and disables the account, after confirming.
    await adminPage.reload();
    const account = adminPage.getByTestId("staff-account").filter({ hasText: colleague });
    await expect(account).toContainText("Sales");
    await expect(account).toContainText("second factor on");
    await account.getByText("Disable…").click();
    await account.getByRole("button", { name: "Disable this account" }).click();
    await expect(adminPage.getByRole("main").getByRole("status")).toContainText(`${colleague} is disabled`);
    await expect(adminPage.getByTestId("staff-account").filter({ hasText: colleague })).toContainText("Disabled");

    // The colleague's very next click finds the session gone.
    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Subscribers" }).click();
    await expect(page).toHaveURL(/\/admin\/login\?next=/);
    await page.getByLabel("Email").fill(colleague);
    await page.getByLabel("Password").fill("Meera's own long passphrase");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "That e-mail address and password do not match a staff account.",
    );

    // The audit trail tells the story, filtered by person.
    await adminPage.goto(`/admin/audit?person=${encodeURIComponent(colleague)}`);
    const entries = adminPage.getByRole("list", { name: "Audit entries" });
    await expect(entries).toContainText("second factor enrolled");
    await expect(entries).toContainText("invitation accepted");
    await expect(entries).toContainText("sign-in failed");
    await page.context().close();
    await adminPage.context().close();
  });

  test("an Editor gets 403 on the inbox, its export and the subscribers, and the menu shows none of them", async ({
    browser,
  }) => {
    const page = await browserOf(browser);
    await signInAsStaff(page, addStaffAccount("editor", site.databaseUrl));
    await expect(page.getByRole("navigation", { name: "Staff" }).getByRole("link")).toHaveText([
      "Openings",
      "News",
      "Account",
    ]);
    for (const path of ["/admin", "/admin/export.csv", "/admin/subscribers", "/admin/subscribers.csv"]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(403);
      expect(await response.text(), path).not.toContain("@example.com");
    }
    await page.goto("/admin/subscribers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page is for Sales and Admin");
    await page.context().close();
  });

  test("the staff page, the audit trail, the account page and an invitation fit a 360 px phone and pass WCAG 2.2 AA", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    addStaffAccount("editor", site.databaseUrl); // an account the Admin may disable: its confirmation is shown open
    const context = await browser.newContext({ baseURL: site.baseURL, viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await signInAsStaff(page, admin);
    await page.goto("/admin/staff");
    const invite = page.getByRole("region", { name: "Invite a colleague" });
    await invite.getByLabel("E-mail").fill(`phone-${randomBytes(3).toString("hex")}@jenesys.example`);
    await invite.getByLabel("Role").selectOption({ label: "Editor" });
    await invite.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText("Invitation sent");
    const link = linksIn(mailPart((await site.smtp.next()).raw, "text/plain")!).find((url) =>
      url.includes("/admin/login?invitation="),
    )!;
    await waitForHydration(page);
    await page.getByText("Disable…").first().click();
    await expect(page.locator("details[open]")).toHaveCount(1);
    for (const path of ["/admin/staff", "/admin/audit", "/admin/account"]) {
      if (path !== "/admin/staff") await page.goto(path);
      await waitForHydration(page);
      expect(await layoutProblems(page), path).toEqual([]);
      expect(await axeViolations(page), path).toEqual([]);
    }
    const stranger = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const invited = await stranger.newPage();
    await invited.goto(link);
    await expect(invited.getByRole("heading", { level: 1 })).toHaveText("Choose your password");
    expect(await layoutProblems(invited)).toEqual([]);
    expect(await axeViolations(invited)).toEqual([]);
    await stranger.close();
    await context.close();
  });
});
