import { chromium } from "playwright-core";
import { spawn } from "node:child_process";
import { openSqliteStore } from "./server/store/sqlite";
import { addAccount, setDisabled } from "./server/staff/accounts";
import { inviteColleague } from "./server/staff/invitations";
import { newToken, tokenHash } from "./server/newsletter/tokens";

const db = "/tmp/shots.db";
const store = openSqliteStore(db);
await store.migrate();
const pw = "correct horse battery staple";
await addAccount(store, "priya.nair@jenesys.example", pw, "admin");
await addAccount(store, "ravi.shankar@jenesys.example", pw, "sales");
await addAccount(store, "lakshmi.iyer@jenesys.example", pw, "hr");
await addAccount(store, "arjun.menon.content-team@jenesys.example", pw, "editor");
await setDisabled(store, "lakshmi.iyer@jenesys.example", true, { staffEmail: "priya.nair@jenesys.example", client: "x" });
const inv = await inviteColleague(store, { email: "meera.krishnan@jenesys.example", role: "sales" }, { staffEmail: "priya.nair@jenesys.example", client: "x" });
const token = newToken();
await store.query((d) => d.updateTable("staff_invitations").set({ token_hash: tokenHash(token), sent_at: new Date().toISOString() }).where("id", "=", inv.id).execute());
await store.close();

const server = spawn(process.execPath, ["build/server/main.js"], {
  env: { ...process.env, NODE_ENV: "production", PORT: "3111", HOST: "127.0.0.1", DATABASE_URL: `sqlite:${db}`, STAFF_REQUIRE_2FA: "none", SMTP_URL: "smtp://127.0.0.1:2599", LOG_LEVEL: "warn" },
  stdio: "inherit",
});
for (;;) { try { if ((await fetch("http://127.0.0.1:3111/healthz")).ok) break; } catch {} await new Promise((r) => setTimeout(r, 200)); }
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const base = "http://127.0.0.1:3111";
for (const width of [360, 1024, 1440]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: base });
  const page = await context.newPage();
  await page.goto(`/admin/login?invitation=${token}`);
  await page.screenshot({ path: `/tmp/shots/invitation-${width}.png`, fullPage: true });
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill("priya.nair@jenesys.example");
  await page.getByLabel("Password").fill(pw);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/admin$/);
  for (const path of ["/admin/staff", "/admin/audit", "/admin/account"]) {
    await page.goto(path);
    if (path === "/admin/staff") await page.getByText("Disable…").first().click();
    await page.screenshot({ path: `/tmp/shots/${path.split("/").pop()}-${width}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
server.kill();
