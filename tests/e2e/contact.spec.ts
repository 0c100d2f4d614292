import { randomUUID } from "node:crypto";
import { expect } from "@playwright/test";
import { SUCCESS_BANNER_MS } from "../../app/lib/constants";
import { collectConsole, exportContacts, test } from "./support";

const uniqueEmail = () => `visitor-${randomUUID().slice(0, 8)}@example.com`;

async function fillForm(page: import("@playwright/test").Page, email: string) {
  const form = page.locator("#contact form");
  await form.getByLabel("Full Name").fill("Meera Iyer");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Company").fill("Iyer Freight Pvt Ltd");
  await form.getByLabel("Country code").selectOption("+44");
  await form.getByLabel("Phone Number").pressSequentially("020-7946 0958");
  await form.getByLabel("Service").selectOption("Cloud Solutions");
  await form.getByLabel("Message").fill("We run 40 trucks between Chennai and Bangalore and want live tracking.");
  return form;
}

test("a visitor's message is stored with every field and the form resets after Message Sent!", async ({ page }) => {
  const email = uniqueEmail();
  await page.goto("/contact");
  const form = await fillForm(page, email);
  const button = form.getByTestId("contact-submit");
  // Record in the page when the button's label changes, to time the success state precisely.
  await button.evaluate((el) => {
    const changes: { text: string; at: number; disabled: boolean }[] = [];
    (window as unknown as { labelChanges: typeof changes }).labelChanges = changes;
    new MutationObserver(() =>
      changes.push({ text: el.textContent ?? "", at: performance.now(), disabled: (el as HTMLButtonElement).disabled }),
    ).observe(el, { childList: true, subtree: true, characterData: true, attributes: true });
  });
  await button.click();
  await expect(button).toHaveText("Message Sent!");
  await expect(button).toBeDisabled();
  await expect(form.getByRole("status")).toContainText("Your message has been sent");
  for (const label of ["Full Name", "Email Address", "Company", "Phone Number", "Message"])
    await expect(form.getByLabel(label)).toHaveValue("");
  await expect(form.getByLabel("Country code")).toHaveValue("+91");
  await expect(form.getByLabel("Service")).toHaveValue("");

  await expect(button).toHaveText("Send Message", { timeout: SUCCESS_BANNER_MS + 2000 });
  await expect(button).toBeEnabled();
  const changes = await page.evaluate(
    () => (window as unknown as { labelChanges: { text: string; at: number; disabled: boolean }[] }).labelChanges,
  );
  const sent = changes.find((change) => change.text === "Message Sent!")!;
  const back = changes.find((change) => change.text === "Send Message" && change.at > sent.at)!;
  expect(sent.disabled).toBe(true);
  // Observed from mutation records, so a busy machine blurs the edges; the exact 3000 ms is a unit test.
  expect(back.at - sent.at).toBeGreaterThanOrEqual(SUCCESS_BANNER_MS - 250);
  expect(back.at - sent.at).toBeLessThan(SUCCESS_BANNER_MS + 1000);

  const stored = exportContacts().filter((row) => row.email === email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    name: "Meera Iyer",
    email,
    company: "Iyer Freight Pvt Ltd",
    phone: "0207946095",
    countryCode: "+44",
    service: "Cloud Solutions",
    message: "We run 40 trucks between Chennai and Bangalore and want live tracking.",
  });
  expect(Date.now() - Date.parse(String(stored[0].createdAt))).toBeLessThan(60_000);
  expect(String(stored[0].createdAt)).toMatch(/Z$/);
});

test("when sending fails the visitor is told, the console says so, and what they typed stays", async ({ page }) => {
  const errors = collectConsole(page, "error");
  // The form posts to the contact action through React Router's fetcher (/contact.data): answered here by
  // a server in trouble, without React Router's answer format.
  await page.route("**/contact.data*", (route) =>
    route.request().method() !== "POST"
      ? route.continue()
      : route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({ error: "The message store is unavailable." }),
        }),
  );
  await page.goto("/contact");
  const form = await fillForm(page, "kept@example.com");
  await form.getByTestId("contact-submit").click();
  const alert = form.getByRole("alert");
  await expect(alert).toContainText("We cannot accept messages right now");
  await expect(form.getByLabel("Full Name")).toHaveValue("Meera Iyer");
  await expect(form.getByLabel("Message")).toHaveValue(/40 trucks/);
  await expect(form.getByTestId("contact-submit")).toHaveText("Send Message");
  expect(errors.some((text) => text.includes("Error submitting contact form"))).toBe(true);
});

test("field errors appear beside their fields, in the server's words, checked in the browser before any post", async ({
  page,
}) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    // The page's visit report is a POST of its own (server/insights/visits.ts); the form's are what count here.
    if (request.method() === "POST" && !request.url().endsWith("/api/visit")) posts.push(request.url());
  });
  await page.goto("/contact");
  const form = await fillForm(page, "meera@example"); // passes the input's own type check, not the schema
  await form.getByTestId("contact-submit").click();
  await expect(form.getByRole("alert")).toContainText("check the highlighted fields");
  expect(posts).toEqual([]);
  await expect(form.getByLabel("Email Address")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#contact-email-error")).toContainText("valid e-mail");
  await expect(form.getByLabel("Full Name")).toHaveValue("Meera Iyer");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form still sends, and the answer page says so", async ({ page }) => {
    const email = uniqueEmail();
    await page.goto("/contact");
    const form = page.locator("#contact form");
    await form.getByLabel("Full Name").fill("Ravi Kumar");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Phone Number").fill("9876543210");
    await form.getByLabel("Message").fill("Please call me about ERPConstruct.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("#contact form").getByRole("status")).toContainText("Your message has been sent");
    const stored = exportContacts().filter((row) => row.email === email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: "Ravi Kumar",
      phone: "9876543210",
      countryCode: "+91",
      company: null,
      service: null,
    });
  });

  test("errors are shown on the answer page and the typed text is kept", async ({ page }) => {
    await page.goto("/contact");
    const form = page.locator("#contact form");
    await form.getByLabel("Full Name").fill("Ravi Kumar");
    await form.getByLabel("Email Address").fill("ravi@localhost");
    await form.getByLabel("Phone Number").fill("9876543210");
    await form.getByLabel("Message").fill("Hello");
    await form.getByRole("button", { name: "Send Message" }).click();
    const answered = page.locator("#contact form");
    await expect(answered.getByRole("alert")).toContainText("check the highlighted fields");
    await expect(page.locator("#contact-email-error")).toBeVisible();
    await expect(answered.getByLabel("Full Name")).toHaveValue("Ravi Kumar");
    await expect(answered.getByLabel("Message")).toHaveValue("Hello");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the newsletter box works without JavaScript", async ({ page }) => {
    await page.goto("/overview");
    const footer = page.getByRole("contentinfo");
    await footer.getByPlaceholder("Enter your email").fill(uniqueEmail());
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\?subscribed=1#newsletter$/);
    await expect(page.getByRole("contentinfo").locator("#newsletter-status")).toHaveText(
      "Thank you! You are subscribed to our newsletter.",
    );
  });
});

test.describe("newsletter", () => {
  test("subscribes an address once and says so", async ({ page }) => {
    const email = uniqueEmail();
    await page.goto("/overview");
    const footer = page.getByRole("contentinfo");
    await footer.getByPlaceholder("Enter your email").fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.locator("#newsletter-status")).toHaveText("Thank you! You are subscribed to our newsletter.");
    await expect(footer.getByPlaceholder("Enter your email")).toHaveValue("");
    await footer.getByPlaceholder("Enter your email").fill(email.toUpperCase());
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.locator("#newsletter-status")).toHaveText("You are already subscribed. Thank you!");
  });

  test("says when the address is invalid", async ({ page }) => {
    await page.goto("/overview");
    const footer = page.getByRole("contentinfo");
    await footer.getByPlaceholder("Enter your email").fill("someone@nowhere");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByRole("alert")).toContainText("valid e-mail");
  });
});
