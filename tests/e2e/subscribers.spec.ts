/**
 * The newsletter list in the staff area, in Chromium against the real server: Sales finds an address by part of
 * it and removes it after confirming, with and without JavaScript; the audit trail records the removal without
 * the address; the page fits a 390 px phone and passes WCAG 2.2 AA.
 */
import { randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import { e2eDatabaseUrl } from "../../playwright.config";
import { listAudit } from "../../server/staff/audit";
import { openStore } from "../../server/store/index";
import { axeViolations } from "./axe";
import { layoutProblems } from "./layout-rules";
import { addStaffAccount, signInAsStaff, test } from "./support";

// A bound for a hang, not a wait: the staff account is made by an operator command, a Node process.
test.describe.configure({ timeout: 90_000 });

for (const javaScript of [true, false])
  test(`Sales finds an address and removes it after confirming, ${javaScript ? "with" : "without"} JavaScript`, async ({
    browser,
    baseURL,
  }) => {
    const run = randomUUID().slice(0, 8);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: javaScript });
    for (const name of ["leaving", "staying"])
      expect(
        (await context.request.post("/api/subscribe", { data: { email: `${name}.${run}@example.com` } })).ok(),
      ).toBe(true);
    const page = await context.newPage();
    const sales = addStaffAccount("sales");
    await signInAsStaff(page, sales);
    await page.goto("/admin/subscribers");
    await page.getByLabel("Search").fill(`LEAVING.${run}`);
    await page.getByRole("button", { name: "Search" }).click();
    const list = page.getByRole("list", { name: "Subscribers" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText(`leaving.${run}@example.com`);

    await list.getByText("Remove…").click();
    await expect(list).toContainText("It cannot be undone.");
    await list.getByRole("button", { name: "Yes, remove this address" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Removed the address" })).toBeVisible();
    await page.getByLabel("Search").fill(run);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${run}`));
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText(`staying.${run}@example.com`);

    const store = openStore(e2eDatabaseUrl);
    try {
      // Other tests write to the trail at the same time: this account's own entries only.
      const own = (await listAudit(store, 200)).filter((entry) => entry.staffEmail === sales);
      expect(own.filter((entry) => entry.action === "subscriber removed")).toEqual([
        expect.objectContaining({ target: null }),
      ]);
    } finally {
      await store.close();
    }
    await context.close();
  });

test("the subscribers page, a removal being confirmed, fits a 390 px phone and passes WCAG 2.2 AA", async ({
  page,
  request,
}) => {
  await request.post("/api/subscribe", { data: { email: `phone.${randomUUID().slice(0, 8)}@example.com` } });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsStaff(page, addStaffAccount("sales"));
  await page.goto("/admin/subscribers");
  await page.getByRole("list", { name: "Subscribers" }).getByText("Remove…").first().click();
  expect(await layoutProblems(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});
