import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { type Page, expect, test as base } from "@playwright/test";
import { e2eDatabaseUrl } from "../../playwright.config";
import { hasExpired } from "../../app/lib/listing-dates";
import { seedOpenings } from "../../server/store/seed/openings-and-news";
import { scratchStore } from "../../scripts/server-process";
import { startMain } from "../support/main-process";
import { freePort } from "../support/server";
import { startSmtp, type TestSmtp } from "../support/smtp";

/** A production server of a test's own, on a scratch SQLite store, whose mails arrive in `smtp`. */
export interface ServerWithMail {
  baseURL: string;
  databaseUrl: string;
  smtp: TestSmtp;
  close(): Promise<void>;
}

/**
 * Starts a mail server in this process and the compiled server on a scratch store, sending through it; the
 * links in its mails lead back to it (PUBLIC_URL). `name` names the store; `env` adds to the server's settings.
 */
export async function serverWithMail(name: string, env: Record<string, string> = {}): Promise<ServerWithMail> {
  const smtp = await startSmtp();
  const store = scratchStore("sqlite", `${name}_${randomUUID().slice(0, 8)}`);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = await startMain(
    {
      PORT: String(port),
      DATABASE_URL: store.databaseUrl,
      SMTP_URL: smtp.url,
      PUBLIC_URL: baseURL,
      NODE_ENV: "production",
      ...env,
    },
    { entry: "compiled" },
  );
  return {
    baseURL,
    databaseUrl: store.databaseUrl,
    smtp,
    async close() {
      await server.stop();
      await Promise.all([store.remove(), smtp.close()]);
    },
  };
}

/** Current vertical scroll offset of the page. */
export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Resolves after two animation frames of the page: a scroll's listeners, and the frame they asked for, have run. */
export const afterFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The distance from the top of the viewport to the top of an element. */
export const topOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getBoundingClientRect().top);

/** Expects a section to have been scrolled to (its top just under the sticky header), waiting for a smooth scroll to bring it. */
export async function expectScrolledTo(page: Page, selector: string) {
  await expect
    .poll(async () => {
      const top = await topOf(page, selector);
      return top > -10 && top < 120 ? "just under the header" : `${Math.round(top)} px from the top`;
    })
    .toBe("just under the header");
}

/**
 * An operator command as `npm run NAME` runs it over the build the browser tests' server runs: the compiled
 * build/server/NAME.js (scripts/start.mjs), started directly, without npm's start-up or start.mjs's look for
 * newer sources. Its standard output, as text.
 */
export function operatorCommand(
  name: "contacts" | "staff",
  args: string[],
  { databaseUrl = e2eDatabaseUrl, input }: { databaseUrl?: string; input?: string } = {},
): string {
  return execFileSync(process.execPath, [`build/server/${name}.js`, ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: "utf8",
    input,
    stdio: ["pipe", "pipe", "pipe"],
  });
}

/** Every stored contact message, read back through the operator CLI, as the company would. */
export function exportContacts(): Array<Record<string, string | null>> {
  return JSON.parse(operatorCommand("contacts", ["export", "--format", "json"]));
}

/** The password of the staff accounts the browser tests make. */
export const staffPassword = "correct horse battery staple";

/** A staff account of `role` on the browser tests' server, made as an operator would: the password piped into `npm run staff -- add`. Returns its address. */
export function addStaffAccount(role: "admin" | "sales" | "hr" | "editor", databaseUrl = e2eDatabaseUrl): string {
  const email = `${role}-${randomUUID().slice(0, 8)}@jenesys.example`;
  operatorCommand("staff", ["add", "--email", email, "--role", role], { databaseUrl, input: `${staffPassword}\n` });
  return email;
}

/** Signs in on the sign-in page the browser is on, or goes there first. */
export async function signInAsStaff(page: Page, email: string): Promise<void> {
  if (!page.url().includes("/admin/login")) await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(staffPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  // In the staff bar: shown from 1024 px, folded under "Menu" on a narrower screen.
  await expect(page.getByRole("button", { name: "Sign out", includeHidden: true })).toBeAttached();
}

/** Opens the staff bar's menu where a narrow screen folds it; from 1024 px its links are always shown. */
export async function openStaffMenu(page: Page): Promise<void> {
  const menu = page.locator("details.staff-menu");
  if (await menu.locator("summary").isVisible()) {
    await menu.locator("summary").click();
    await expect(menu).toHaveAttribute("open", "");
  }
}

/** Folds the staff bar's menu again (it lies over the page's top while open). */
export async function closeStaffMenu(page: Page): Promise<void> {
  const menu = page.locator("details.staff-menu");
  if ((await menu.getAttribute("open")) === null) return;
  await menu.locator("summary").click();
  await expect(menu).not.toHaveAttribute("open", "");
}

/** Collects console messages of one type while a page is open. */
export function collectConsole(page: Page, type: "warning" | "error") {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.type() === type) messages.push(message.text());
  });
  return messages;
}

/**
 * Makes the page start its framework, as a visitor's first interaction does, and waits until React has
 * hydrated it (the root sets `data-hydrated` on <html> once the header and the page have both hydrated). A public page is its HTML until then
 * (app/lib/first-paint.server.ts), so a test of what React does (a client-side visit, the menus' keys, the
 * form's states) starts with this; the interaction is a wheel that scrolls nothing, which no part of the page
 * answers. A document without React Router (a PDF, the sitemap) or a browser without JavaScript has nothing
 * to wait for.
 */
export async function waitForHydration(page: Page): Promise<void> {
  const hasApp = await page.evaluate(() => "__reactRouterContext" in window).catch(() => false);
  if (!hasApp) return;
  const hydrated = page.locator("html[data-hydrated]");
  if ((await hydrated.count()) === 0) await page.mouse.wheel(0, 0);
  await hydrated.waitFor({ state: "attached" });
}

/** Playwright's `test` whose `page.goto` returns once the page is hydrated (see waitForHydration). */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});

/**
 * Scrolls to a part of the page whose code comes when the visitor nears it (app/components/Island.tsx) and
 * waits until that code has arrived and the part is live. A test that holds an element across that moment
 * would hold one the part has since rendered anew. A page that opens at the part (/contact) is not
 * scrolled, so the framework is started as a visitor's first interaction would (waitForHydration).
 */
export async function reachIsland(page: Page, selector: string): Promise<void> {
  const island = page.locator(selector);
  await island.scrollIntoViewIfNeeded();
  await waitForHydration(page);
  await expect(island).toHaveAttribute("data-island-live", "");
}

/** Unfolds the inbox's filters where a narrow screen folds them under "Filter" (wider, they are always shown). */
export async function showInboxFilters(page: Page): Promise<void> {
  const filters = page.getByRole("search").locator("details");
  const summary = filters.locator("summary");
  if ((await summary.isVisible()) && !(await filters.evaluate((details) => (details as HTMLDetailsElement).open)))
    await summary.click();
}

/**
 * The weight a browser gets for a built file (`/assets/x.js`): its .gz twin, as the server sends it to a
 * gzip-only client (Zopfli for scripts and styles), or the file gzipped where it has none.
 */
export function servedGzipBytes(pathname: string): number {
  const file = path.join("build/client", pathname);
  return existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The first seeded opening still open today: its page is published on every test server's store. */
export const openSeededOpening = seedOpenings.find((entry) => !hasExpired(entry.applyBy, new Date()));
