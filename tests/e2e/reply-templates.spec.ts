/**
 * Sales keep the reply templates in the browser, with and without JavaScript: a change is saved and is what the
 * next reply starts from, a slip keeps what was typed with the message beside its field, a new template is added,
 * and one is deleted only after its confirmation.
 */
import { randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import { axeViolations } from "./axe";
import { layoutProblems } from "./layout-rules";
import { addStaffAccount, signInAsStaff, test } from "./support";

// A whole working session (sign-in, three saves, a reload, the layout rules and axe, a confirmed delete): a bound
// for a hang on a busy machine, as the other staff journeys have, not a measure of speed. Under two suites at once
// and a compiler beside them, the default 30 s ran out at axe in one run.
test.describe.configure({ timeout: 90_000 });

for (const javaScript of [true, false])
  test.describe(`reply templates ${javaScript ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript });

    test("a colleague adds a template, changes it after a slip, and deletes it after confirming", async ({ page }) => {
      const run = randomUUID().slice(0, 6);
      const name = `Call back ${run}`;
      await signInAsStaff(page, addStaffAccount("sales"));
      await page.goto("/admin/reply-templates");
      await expect(page.getByRole("heading", { level: 1, name: "Reply templates" })).toBeVisible();

      const added = page.getByRole("region", { name: "New template" });
      await added.getByLabel("Name (staff see it)").fill(name);
      await added.getByLabel("Subject").fill("Your call with Jenesys");
      await added.getByLabel("Text").fill("Dear {name},\n\nWe will call you back today.\n\n{colleague}");
      await added.getByRole("button", { name: "Add template" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Template saved." })).toBeVisible();

      // A slip: the subject is emptied of all but spaces. The text typed stays, with the message beside the field.
      const mine = page.getByRole("region", { name });
      await mine.getByLabel("Text").fill("Dear {name},\n\nWe will call you back within the hour.\n\n{colleague}");
      await mine.getByLabel("Subject").fill("   ");
      await mine.getByRole("button", { name: "Save changes" }).click();
      await expect(mine.getByText("Please enter the subject.")).toBeVisible();
      await expect(mine.getByLabel("Subject")).toHaveAttribute("aria-invalid", "true");
      await expect(mine.getByLabel("Text")).toHaveValue(/within the hour/);
      await mine.getByLabel("Subject").fill("Your call with Jenesys, today");
      await mine.getByRole("button", { name: "Save changes" }).click();
      // "Template saved." is still shown from the first save: wait for this save's page, without the slip's message.
      await expect(mine.getByText("Please enter the subject.")).toHaveCount(0);
      await expect(page.getByRole("status").filter({ hasText: "Template saved." })).toBeVisible();
      await page.reload();
      await expect(page.getByRole("region", { name }).getByLabel("Subject")).toHaveValue(
        "Your call with Jenesys, today",
      );
      await expect(page.getByRole("region", { name }).getByLabel("Text")).toHaveValue(/within the hour/);
      expect(await layoutProblems(page)).toEqual([]);
      if (javaScript) expect(await axeViolations(page)).toEqual([]);

      // Delete asks first; Cancel keeps it.
      await page.getByRole("region", { name }).getByRole("link", { name: "Delete…" }).click();
      await expect(page.getByRole("alert")).toContainText(`Delete “${name}”?`);
      await page.getByRole("link", { name: "Cancel" }).click();
      await expect(page.getByRole("region", { name })).toBeVisible();
      await page.getByRole("region", { name }).getByRole("link", { name: "Delete…" }).click();
      await page.getByRole("button", { name: "Yes, delete it" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Template deleted." })).toBeVisible();
      await expect(page.getByRole("region", { name })).toHaveCount(0);
    });
  });
