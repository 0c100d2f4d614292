/**
 * Every page of the staff area at 390 px and at 1440 px: each button, field, menu and link standing on its own is
 * at least 44 x 44 px, and each link inside a sentence at least 24 px high (tests/e2e/layout-rules.ts).
 */
import { randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import { smallStaffTargets } from "./layout-rules";
import { seedApplication } from "./seed-application";
import { addStaffAccount, signInAsStaff, test } from "./support";

for (const width of [390, 1440])
  test(`the staff area's targets are at least 44 px at ${width} px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const sent = await request.post("/api/contact", {
      data: {
        name: "Target Size",
        email: `${randomUUID().slice(0, 8)}@example.com`,
        phone: "9876543210",
        message: "Checking the size of things.",
      },
    });
    const { id } = (await sent.json()) as { id: string };
    const application = await seedApplication({
      fullName: "Target Size",
      email: `${randomUUID().slice(0, 8)}@example.com`,
    });
    await page.setViewportSize({ width, height: 900 });
    await signInAsStaff(page, addStaffAccount("admin"));
    const problems: Record<string, string[]> = {};
    for (const path of [
      "/admin",
      `/admin/messages/${id}`,
      `/admin/messages/${id}?confirm=erase`,
      "/admin/reply-templates",
      "/admin/subscribers",
      "/admin/insights",
      "/admin/openings",
      "/admin/openings/new",
      "/admin/applications",
      `/admin/applications/${application.id}`,
      `/admin/applications/${application.id}?reject=1`,
      "/admin/news",
      "/admin/news/new",
      "/admin/staff",
      "/admin/audit",
      "/admin/account",
    ]) {
      await page.goto(path);
      await expect(page.locator("[data-staff-area]")).toBeVisible();
      const found = await smallStaffTargets(page);
      if (found.length > 0) problems[path] = found;
    }
    expect(problems).toEqual({});
  });
