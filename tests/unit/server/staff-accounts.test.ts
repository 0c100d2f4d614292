/**
 * Staff accounts run in the browser, on every store (SQLite always, PostgreSQL when TEST_DATABASE_URL is set):
 * invitations mailed through the mail queue with a one-time 72-hour link, roles and disabling with the last
 * Admin kept, a person's own password change and sessions, and the audit trail's page.
 */
import { join } from "node:path";
import type { SendMailOptions } from "nodemailer";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createMailQueue } from "../../../server/mail-queue";
import { createRateLimits } from "../../../server/rate-limit";
import { AccountError, addAccount, findAccount, setDisabled, setRole } from "../../../server/staff/accounts";
import { auditPage, auditPageSize, recordAudit } from "../../../server/staff/audit";
import { deviceOf } from "../../../server/staff/device";
import {
  acceptInvitation,
  invitationFor,
  invitationMails,
  invitationValidMs,
  inviteColleague,
  openInvitations,
  withdrawInvitation,
} from "../../../server/staff/invitations";
import { isCommonPassword, passwordProblem } from "../../../server/staff/passwords";
import { createStaffService, type StaffService } from "../../../server/staff/service";
import { createSession, readSession } from "../../../server/staff/sessions";
import { createSignInLimits } from "../../../server/staff/sign-in-limits";
import { openSqliteStore } from "../../../server/store/sqlite";
import type { Store } from "../../../server/store/types";
import { createMemoryLogger } from "../../support/memory-logger";
import { scratchPostgresStore } from "../../support/scratch-store";
import { tempDir } from "../../support/server";

const pgUrl = process.env.TEST_DATABASE_URL;
const password = "a long enough password";
const admin = "asha@jenesys.example";
const by = { staffEmail: admin, client: "127.0.0.1" };
/** The text part of a mail the queue handed over. */
const textOf = (mail: SendMailOptions | undefined) => (typeof mail?.text === "string" ? mail.text : "");

describe("staff account rules", () => {
  it("refuses the most common passwords, long ones too, whatever their case", () => {
    expect(isCommonPassword("qwertyuiop123")).toBe(true);
    expect(isCommonPassword("Password1234")).toBe(true);
    expect(passwordProblem("1q2w3e4r5t6y")).toMatch(/most common/);
    expect(passwordProblem("Kaveri rises at Talakaveri")).toBeUndefined();
    expect(passwordProblem("short")).toMatch(/at least 12/);
  });

  it("names a session's browser and system in words, and nothing else of the header", () => {
    expect(
      deviceOf(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
      ),
    ).toBe("Chrome on Android");
    expect(
      deviceOf(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iPhone");
    expect(
      deviceOf(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0",
      ),
    ).toBe("Edge on Windows");
    expect(deviceOf("Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:132.0) Gecko/20100101 Firefox/132.0")).toBe(
      "Firefox on macOS",
    );
    expect(
      deviceOf(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36",
      ),
    ).toBe("Chrome on Linux");
    expect(deviceOf(undefined)).toBe("Unknown browser");
  });
});

function suite(open: () => Promise<{ store: Store; cleanup(): Promise<void> }>) {
  let store: Store;
  let cleanup: () => Promise<void>;
  let mails: SendMailOptions[];
  let service: StaffService;

  const signIn = (email: string, pass = password) =>
    service.signIn({ email, password: pass, client: "127.0.0.1", device: "Chrome on Linux" });

  /** Delivers the waiting invitations to `mails` and returns the token of the last one's link. */
  async function mailedToken(): Promise<string> {
    const queue = createMailQueue(
      invitationMails({ store, from: "staff@jenesys.example", publicUrl: "https://www.jenesys.example" }),
      {
        send: async (mail) => mails.push(mail),
        logger: createMemoryLogger(),
      },
    );
    await queue.deliverDue();
    const link = /https:\/\/www\.jenesys\.example\/admin\/login\?invitation=(\S+)/.exec(textOf(mails.at(-1)));
    if (!link) throw new Error("no invitation link was mailed");
    return decodeURIComponent(link[1]);
  }

  beforeEach(async () => {
    ({ store, cleanup } = await open());
    await store.migrate();
    await addAccount(store, admin, password);
    mails = [];
    service = createStaffService({
      store,
      logger: createMemoryLogger(),
      limits: createSignInLimits({
        perAccount: 100,
        perClient: 100,
        store: createRateLimits(
          { redisUrl: undefined, rateLimit: { contactPerMinute: 1, subscribePerMinute: 1 } },
          createMemoryLogger(),
        ).store,
        logger: createMemoryLogger(),
      }),
    });
  });
  afterEach(async () => {
    await store.close();
    await cleanup();
  });

  describe("invitations", () => {
    it("mail a one-time link that makes the account with the role chosen, and record who invited whom", async () => {
      await inviteColleague(store, { email: "Meera@Jenesys.example", role: "sales" }, by);
      expect(await openInvitations(store)).toMatchObject([
        { email: "meera@jenesys.example", role: "sales", mailed: false },
      ]);
      const token = await mailedToken();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: "meera@jenesys.example", from: "staff@jenesys.example" });
      expect(textOf(mails[0])).toContain("asha@jenesys.example has invited you");
      expect(textOf(mails[0])).toContain("as Sales");
      expect(await openInvitations(store)).toMatchObject([{ mailed: true }]);
      // Only the token's hash is kept.
      const stored = await store.query((db) => db.selectFrom("staff_invitations").select("token_hash").execute());
      expect(JSON.stringify(stored)).not.toContain(token);

      expect(await invitationFor(store, token)).toMatchObject({ email: "meera@jenesys.example", role: "sales" });
      const accepted = await acceptInvitation(store, token, "Meera's own long passphrase", "127.0.0.2");
      expect(accepted).toMatchObject({ ok: true, email: "meera@jenesys.example", role: "sales" });
      expect(await findAccount(store, "meera@jenesys.example")).toMatchObject({ role: "sales", disabled: false });
      expect((await signIn("meera@jenesys.example", "Meera's own long passphrase")).ok).toBe(true);

      // Used once: the link opens nothing any more, and a second post makes nothing.
      expect(await invitationFor(store, token)).toBeUndefined();
      expect(await acceptInvitation(store, token, "another long passphrase", "127.0.0.2")).toEqual({
        ok: false,
        reason: "gone",
      });
      const audit = await auditPage(store, { person: "", action: "", page: 1 });
      expect(audit.entries.map((entry) => [entry.staffEmail, entry.action, entry.target])).toEqual(
        expect.arrayContaining([
          [admin, "invitation sent", "meera@jenesys.example as Sales"],
          ["meera@jenesys.example", "invitation accepted", "as Sales"],
        ]),
      );
    });

    it("work for 72 hours from the invitation, not a moment longer", async () => {
      const invited = new Date();
      await inviteColleague(store, { email: "ravi@jenesys.example", role: "hr" }, by, invited);
      const token = await mailedToken();
      const lastMoment = new Date(invited.getTime() + invitationValidMs - 1);
      expect(await invitationFor(store, token, lastMoment)).toBeDefined();
      const expired = new Date(invited.getTime() + invitationValidMs);
      expect(await invitationFor(store, token, expired)).toBeUndefined();
      expect(await acceptInvitation(store, token, password, "127.0.0.2", expired)).toEqual({
        ok: false,
        reason: "gone",
      });
      expect(await findAccount(store, "ravi@jenesys.example")).toBeUndefined();
    });

    it("refuse a common or short password and keep the link usable", async () => {
      await inviteColleague(store, { email: "ravi@jenesys.example", role: "hr" }, by);
      const token = await mailedToken();
      expect(await acceptInvitation(store, token, "qwertyuiop123", "127.0.0.2")).toMatchObject({
        ok: false,
        reason: "password",
      });
      expect(await acceptInvitation(store, token, "short", "127.0.0.2")).toMatchObject({ reason: "password" });
      expect(await invitationFor(store, token)).toBeDefined();
    });

    it("are replaced by a newer one for the same address, can be withdrawn, and are refused for an existing account", async () => {
      await inviteColleague(store, { email: "ravi@jenesys.example", role: "hr" }, by);
      const first = await mailedToken();
      await inviteColleague(store, { email: "ravi@jenesys.example", role: "editor" }, by);
      const second = await mailedToken();
      expect(await invitationFor(store, first)).toBeUndefined();
      expect(await invitationFor(store, second)).toMatchObject({ role: "editor" });

      const [open] = await openInvitations(store);
      expect(await withdrawInvitation(store, open.id, by)).toBe(true);
      expect(await invitationFor(store, second)).toBeUndefined();
      expect(await withdrawInvitation(store, open.id, by)).toBe(false);

      await expect(inviteColleague(store, { email: admin, role: "sales" }, by)).rejects.toThrow(AccountError);
      await expect(inviteColleague(store, { email: "not an address", role: "sales" }, by)).rejects.toThrow(
        AccountError,
      );
    });

    it("make nothing when the address got an account meanwhile (from the command line), and say the link is gone", async () => {
      await inviteColleague(store, { email: "ravi@jenesys.example", role: "hr" }, by);
      const token = await mailedToken();
      await addAccount(store, "ravi@jenesys.example", password, "editor");
      expect(await acceptInvitation(store, token, "another long passphrase", "127.0.0.2")).toEqual({
        ok: false,
        reason: "gone",
      });
      expect(await findAccount(store, "ravi@jenesys.example")).toMatchObject({ role: "editor" });
    });

    it("tries a refused mail again with a new link, and the refused link never works", async () => {
      await inviteColleague(store, { email: "ravi@jenesys.example", role: "hr" }, by);
      const refused: SendMailOptions[] = [];
      const failing = createMailQueue(
        invitationMails({ store, from: "staff@jenesys.example", publicUrl: "https://www.jenesys.example" }),
        {
          send: async (mail) => {
            refused.push(mail);
            throw Object.assign(new Error("450 try later"), { responseCode: 450 });
          },
          logger: createMemoryLogger(),
          retry: { firstDelayMs: 0, maxDelayMs: 0 },
        },
      );
      await failing.deliverDue();
      await failing.stop();
      const refusedToken = decodeURIComponent(/invitation=(\S+)/.exec(textOf(refused[0]))![1]);
      expect(await invitationFor(store, refusedToken)).toBeUndefined();
      const token = await mailedToken();
      expect(token).not.toBe(refusedToken);
      expect(await invitationFor(store, token)).toBeDefined();
    });
  });

  describe("roles and disabling", () => {
    it("a disabled account is signed out at once, cannot sign in (the answer of a wrong password), and can be enabled again", async () => {
      await addAccount(store, "meera@jenesys.example", password, "sales");
      const signedIn = await signIn("meera@jenesys.example");
      if (signedIn.ok !== true) throw new Error("sign-in failed");
      expect(await readSession(store, signedIn.sessionId)).toBeDefined();

      expect(await setDisabled(store, "meera@jenesys.example", true, by)).toBe(true);
      expect(await readSession(store, signedIn.sessionId)).toBeUndefined();
      expect(await signIn("meera@jenesys.example")).toEqual({ ok: false, status: 401 });
      expect(await signIn("meera@jenesys.example", "the wrong password")).toEqual({ ok: false, status: 401 });

      expect(await setDisabled(store, "meera@jenesys.example", false, by)).toBe(true);
      expect((await signIn("meera@jenesys.example")).ok).toBe(true);
      const actions = (await auditPage(store, { person: admin, action: "", page: 1 })).entries.map((e) => e.action);
      expect(actions).toEqual(expect.arrayContaining(["account disabled", "account enabled"]));
    });

    it("a session of an account disabled meanwhile is refused even if its row were left behind", async () => {
      await addAccount(store, "meera@jenesys.example", password, "sales");
      const account = (await findAccount(store, "meera@jenesys.example"))!;
      const { id } = await createSession(store, account.id);
      await store.query((db) =>
        db
          .updateTable("staff_accounts")
          .set({ disabled_at: new Date().toISOString() })
          .where("id", "=", account.id)
          .execute(),
      );
      expect(await readSession(store, id)).toBeUndefined();
    });

    it("the last Admin who can sign in can be neither demoted nor disabled; with a second Admin both work", async () => {
      await expect(setRole(store, admin, "sales", by)).rejects.toThrow(/last Admin/);
      await expect(setDisabled(store, admin, true, by)).rejects.toThrow(/last Admin/);
      // A disabled Admin does not count: it cannot run anything.
      await addAccount(store, "second@jenesys.example", password, "admin");
      await setDisabled(store, "second@jenesys.example", true, by);
      await expect(setRole(store, admin, "sales", by)).rejects.toThrow(/last Admin/);
      await setDisabled(store, "second@jenesys.example", false, by);
      expect(await setRole(store, admin, "sales", by)).toBe(true);
      await expect(setDisabled(store, "second@jenesys.example", true, by)).rejects.toThrow(/last Admin/);
    });

    it("an Admin cannot disable their own account from the browser", async () => {
      await addAccount(store, "second@jenesys.example", password, "admin");
      const signedIn = await signIn(admin);
      if (signedIn.ok !== true) throw new Error("sign-in failed");
      const session = (await readSession(store, signedIn.sessionId))!;
      expect(await service.setDisabled(session, admin, true, "127.0.0.1")).toMatchObject({ ok: false });
      expect((await findAccount(store, admin))!.disabled).toBe(false);
    });
  });

  describe("a person's own account", () => {
    it("changes the password only with the current one, and signs out every other session of it", async () => {
      const here = await signIn(admin);
      const there = await signIn(admin);
      if (here.ok !== true || there.ok !== true) throw new Error("sign-in failed");
      const session = (await readSession(store, here.sessionId))!;

      expect(
        await service.changePassword(session, { current: "not my password", next: "a brand new passphrase" }, "x"),
      ).toMatchObject({ ok: false, field: "current" });
      expect(await service.changePassword(session, { current: password, next: "qwertyuiop123" }, "x")).toMatchObject({
        ok: false,
        field: "next",
      });
      expect(await readSession(store, there.sessionId)).toBeDefined();

      expect(await service.changePassword(session, { current: password, next: "a brand new passphrase" }, "x")).toEqual(
        {
          ok: true,
        },
      );
      expect(await readSession(store, here.sessionId)).toBeDefined();
      expect(await readSession(store, there.sessionId)).toBeUndefined();
      expect((await signIn(admin)).ok).toBe(false);
      expect((await signIn(admin, "a brand new passphrase")).ok).toBe(true);
    });

    it("lists its own sessions with their browser, and ends one or all others, never another account's", async () => {
      await addAccount(store, "meera@jenesys.example", password, "sales");
      const here = await signIn(admin);
      const phone = await service.signIn({ email: admin, password, client: "10.0.0.2", device: "Safari on iPhone" });
      const laptop = await signIn(admin);
      const colleague = await signIn("meera@jenesys.example");
      if (here.ok !== true || phone.ok !== true || laptop.ok !== true || colleague.ok !== true)
        throw new Error("sign-in failed");
      const session = (await readSession(store, here.sessionId))!;
      const sessions = await service.sessions(session);
      expect(sessions).toHaveLength(3);
      expect(sessions.filter((row) => row.current)).toHaveLength(1);
      expect(sessions.map((row) => row.device).sort()).toEqual([
        "Chrome on Linux",
        "Chrome on Linux",
        "Safari on iPhone",
      ]);
      // A handle is not the cookie's id, nor its whole hash.
      for (const row of sessions) expect(row.handle).toMatch(/^[0-9a-f]{16}$/);

      const phoneRow = sessions.find((row) => row.device === "Safari on iPhone")!;
      expect(await service.endSessions(session, phoneRow.handle, "x")).toBe(1);
      expect(await readSession(store, phone.sessionId)).toBeUndefined();
      expect(await readSession(store, laptop.sessionId)).toBeDefined();

      // The current session's own handle ends nothing; neither does another account's.
      const current = sessions.find((row) => row.current)!;
      expect(await service.endSessions(session, current.handle, "x")).toBe(0);
      const colleagueSession = (await readSession(store, colleague.sessionId))!;
      const colleagueHandle = (await service.sessions(colleagueSession))[0].handle;
      expect(await service.endSessions(session, colleagueHandle, "x")).toBe(0);
      expect(await readSession(store, colleague.sessionId)).toBeDefined();

      expect(await service.endSessions(session, "others", "x")).toBe(1);
      expect(await readSession(store, laptop.sessionId)).toBeUndefined();
      expect(await readSession(store, here.sessionId)).toBeDefined();
    });

    it("records the last sign-in, shown on the staff page", async () => {
      const before = await service.accounts();
      expect(before.accounts[0].lastSignInAt).toBeNull();
      await signIn(admin);
      const after = await service.accounts();
      expect(after.accounts[0].lastSignInAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      // Without a mail server no invitation can be sent, and the page says so.
      expect(after.canInvite).toBe(false);
    });
  });

  describe("the audit trail's page", () => {
    it("filters by person and action, newest first, 50 a page", async () => {
      for (let i = 0; i < auditPageSize + 5; i++)
        await recordAudit(store, { staffEmail: admin, action: "export", target: `export ${i}`, client: null });
      await recordAudit(store, { staffEmail: "meera@jenesys.example", action: "sign-in", target: null, client: null });

      const first = await auditPage(store, { person: admin, action: "export", page: 1 });
      expect(first.total).toBe(auditPageSize + 5);
      expect(first.pages).toBe(2);
      expect(first.entries).toHaveLength(auditPageSize);
      expect(first.entries[0].target).toBe(`export ${auditPageSize + 4}`);
      const second = await auditPage(store, { person: admin, action: "export", page: 2 });
      expect(second.entries.map((entry) => entry.target)).toEqual([
        "export 4",
        "export 3",
        "export 2",
        "export 1",
        "export 0",
      ]);
      // A page past the end shows the last one.
      expect((await auditPage(store, { person: admin, action: "export", page: 99 })).page).toBe(2);

      const hers = await auditPage(store, { person: "Meera@jenesys.example", action: "", page: 1 });
      expect(hers.entries.map((entry) => entry.action)).toEqual(["sign-in"]);
      expect(hers.people).toEqual(expect.arrayContaining([admin, "meera@jenesys.example"]));
      expect(hers.actions).toEqual(expect.arrayContaining(["account added", "export", "sign-in"]));
    });
  });
}

describe("staff accounts on SQLite", () => {
  suite(async () => {
    const dir = tempDir("jenesys-staff-accounts-");
    return { store: openSqliteStore(join(dir.path, "store.db")), cleanup: async () => dir.remove() };
  });
});

describe.skipIf(!pgUrl)(
  `staff accounts on PostgreSQL${pgUrl ? "" : " (skipped: set TEST_DATABASE_URL to run)"}`,
  () => {
    suite(async () => scratchPostgresStore(pgUrl!, "staff_accounts"));

    it("two Admins demoting each other at the same moment leave one Admin", async () => {
      const { store, cleanup } = scratchPostgresStore(pgUrl!, "staff_demote");
      try {
        await store.migrate();
        await addAccount(store, "one@jenesys.example", password, "admin");
        await addAccount(store, "two@jenesys.example", password, "admin");
        const outcomes = await Promise.allSettled([
          setRole(store, "one@jenesys.example", "sales", { staffEmail: "two@jenesys.example", client: "x" }),
          setRole(store, "two@jenesys.example", "sales", { staffEmail: "one@jenesys.example", client: "x" }),
        ]);
        expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
        expect(outcomes.filter((outcome) => outcome.status === "rejected")).toHaveLength(1);
        const admins = await store.query((db) =>
          db.selectFrom("staff_accounts").select("email").where("role", "=", "admin").execute(),
        );
        expect(admins).toHaveLength(1);
      } finally {
        await store.close();
        await cleanup();
      }
    });
  },
);
