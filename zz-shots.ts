import { chromium } from "playwright-core";
const base = "http://127.0.0.1:3308";
const [spamId, keptId] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const width of [360, 1024, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${base}/admin/login`);
  await page.getByLabel("Email").fill("sales@jenesys.example");
  await page.getByLabel("Password").fill("correct horse battery staple");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("button", { name: "Sign out" }).waitFor();
  await page.goto(`${base}/admin?status=spam`);
  await page.screenshot({ path: `/tmp/shot-spamtab-${width}.png`, fullPage: true });
  await page.goto(`${base}/admin/messages/${spamId}`);
  await page.screenshot({ path: `/tmp/shot-spam-${width}.png`, fullPage: true });
  await page.goto(`${base}/admin/messages/${keptId}`);
  await page.screenshot({ path: `/tmp/shot-kept-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();
