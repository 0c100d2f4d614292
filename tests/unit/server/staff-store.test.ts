/**
 * The staff area's queries on every store (SQLite always, PostgreSQL when TEST_DATABASE_URL is set), and
 * the sign-in limits in memory, in Redis (when TEST_REDIS_URL is set) and with Redis gone.
 */
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import type { ClientRateLimitInfo, Store as RateLimitStore } from "express-rate-limit";
import { sql } from "kysely";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContactMessage } from "../../../app/lib/contact-schema";
import { parseInboxFilter } from "../../../app/lib/inbox-filter.server";
import { sourceFilters, sourceKind } from "../../../app/lib/lead-source";
import { createRateLimits } from "../../../server/rate-limit";
import {
  AccountError,
  addAccount,
  findAccount,
  listAccounts,
  removeAccount,
  setPassword,
  setRole,
} from "../../../server/staff/accounts";
import { listAudit } from "../../../server/staff/audit";
import {
  deleteMessage,
  filteredMessages,
  findMessage,
  inboxPage,
  searchCountCap,
  setStatus,
} from "../../../server/staff/inbox";
import { listSubscribers } from "../../../server/newsletter/subscribers";
import { absoluteTimeoutMs, createSession, idleTimeoutMs, readSession } from "../../../server/staff/sessions";
import { createStaffService } from "../../../server/staff/service";
import { createSignInLimits, signInWindowMs } from "../../../server/staff/sign-in-limits";
import { verifyPassword } from "../../../server/staff/passwords";
import { openSqliteStore } from "../../../server/store/sqlite";
import { isoTimestamp } from "../../../server/store/tables";
import type { LeadSource, Store } from "../../../server/store/types";
import { createMemoryLogger } from "../../support/memory-logger";
import { scratchPostgresStore } from "../../support/scratch-store";
import { tempDir } from "../../support/server";

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

const message = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  name: "Asha Rao",
  email: "asha@example.com",
  company: "Rao Logistics",
  phone: "9876543210",
  countryCode: "+91",
  service: "Cloud Solutions",
  message: "Please call me.",
  ...overrides,
});

const filter = (query: string) => parseInboxFilter(new URLSearchParams(query));

/** Who changes a status in these tests (the history records it). */
const staffer = { email: "sales@jenesys.example" };

function storeSuite(open: () => Promise<{ store: Store; cleanup(): Promise<void> }>) {
  let store: Store;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    ({ store, cleanup } = await open());
    await store.migrate();
  });
  afterEach(async () => {
    await store.close();
    await cleanup();
  });

  it("lists enquiries newest first, 50 a page, with search, status and service filters", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 53; i++)
      ids.push((await store.saveContact(message({ name: `Person ${i}`, email: `p${i}@example.com` }))).id);
    const odd = await store.saveContact(
      message({
        name: "Zed 100% Sure_Thing",
        email: "Zed@Example.com",
        company: undefined,
        service: undefined,
        message: "Line one\nFLEET tracking",
      }),
    );
    const first = await inboxPage(store, filter(""));
    expect(first).toMatchObject({ total: 54, page: 1, pages: 2 });
    expect(first.messages).toHaveLength(50);
    expect(first.messages[0].id).toBe(odd.id);
    expect(first.messages[1].id).toBe(ids[52]);
    const second = await inboxPage(store, filter("page=2"));
    expect(second.messages.map((row) => row.id)).toEqual([ids[3], ids[2], ids[1], ids[0]]);
    expect((await inboxPage(store, filter("page=9"))).page).toBe(2); // past the end: the last page

    for (const [query, expected] of [
      ["q=fleet", [odd.id]],
      ["q=ZED%40example", [odd.id]],
      ["q=100%25", [odd.id]],
      ["q=e_t", [odd.id]],
      ["q=%25", [odd.id]],
      ["q=_", [odd.id]],
      ["service=none", [odd.id]],
      ["q=person%2052", [ids[52]]],
      ["q=nobody", []],
    ] as const) {
      expect(
        (await inboxPage(store, filter(query))).messages.map((row) => row.id),
        query,
      ).toEqual(expected);
    }

    expect(await setStatus(store, ids[0], "spam", staffer)).toBe(true);
    expect(await setStatus(store, ids[1], "handled", staffer)).toBe(true);
    expect(await setStatus(store, "0b7e5a4c-1111-4a7e-9d7e-000000000001", "handled", staffer)).toBe(false);
    expect(await setStatus(store, "not-an-id", "handled", staffer)).toBe(false);
    expect((await inboxPage(store, filter(""))).total).toBe(53); // spam is left out by default
    expect((await inboxPage(store, filter("status=spam"))).messages.map((row) => row.id)).toEqual([ids[0]]);
    expect((await inboxPage(store, filter("status=handled"))).messages.map((row) => row.id)).toEqual([ids[1]]);
    expect((await inboxPage(store, filter("status=new"))).total).toBe(52);
    expect((await inboxPage(store, filter("status=all"))).total).toBe(54);
    expect((await filteredMessages(store, filter("status=all&service=Cloud+Solutions"))).map((row) => row.id)).toEqual(
      ids,
    ); // oldest first
    expect(await findMessage(store, ids[1].toUpperCase())).toMatchObject({
      id: ids[1],
      status: "handled",
      countryCode: "+91",
    });
    expect(await findMessage(store, "not-an-id")).toBeUndefined();
  });

  it("filters by where the visit came from exactly as the inbox names it (lead-source.ts's sourceKind)", async () => {
    const none: LeadSource = {
      landingPage: null,
      referrerHost: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    };
    const sources: Array<[string, Partial<LeadSource> | undefined]> = [
      ["campaign", { landingPage: "/CloudSolutions", utmSource: "linkedin", utmCampaign: "spring-expo" }],
      ["medium only", { landingPage: "/", referrerHost: "www.google.com", utmMedium: "print" }],
      ["google india", { landingPage: "/", referrerHost: "www.google.co.in" }],
      ["google", { landingPage: "/", referrerHost: "google.com" }],
      ["bing", { landingPage: "/", referrerHost: "www.bing.com" }],
      ["not bing", { landingPage: "/", referrerHost: "notbing.com" }],
      ["googleplex blog", { landingPage: "/", referrerHost: "blog.googleplex.example" }],
      ["nasscom", { landingPage: "/overview", referrerHost: "www.nasscom.in" }],
      ["direct", { landingPage: "/contact" }],
      ["no note", undefined],
    ];
    for (const [name, source] of sources) await store.saveContact(message({ name }), source && { ...none, ...source });
    const stored = await filteredMessages(store, filter("status=all"));
    for (const kind of sourceFilters.map((option) => option.value).filter(Boolean)) {
      const expected = stored.filter((row) => sourceKind(row) === kind).map((row) => row.name);
      const listed = (await filteredMessages(store, filter(`status=all&source=${kind}`))).map((row) => row.name);
      expect(listed, kind).toEqual(expected);
    }
    const names = async (source: string) =>
      (await inboxPage(store, filter(`source=${source}`))).messages.map((row) => row.name).sort();
    expect(await names("campaign")).toEqual(["campaign", "medium only"]);
    expect(await names("search")).toEqual(["bing", "google", "google india"]);
    expect(await names("site")).toEqual(["googleplex blog", "nasscom", "not bing"]);
    expect(await names("direct")).toEqual(["direct"]);
    expect(await names("unknown")).toEqual(["no note"]);
  });

  it("finds a name, a company or a message in any case, capitals beyond A-Z included, in the list and the export", async () => {
    const emilie = await store.saveContact(
      message({
        name: "Émilie Øvergaard",
        email: "emilie@example.com",
        company: "ÅRHUS ŞIRKET",
        message: "Ça presse.",
      }),
    );
    await store.saveContact(message());
    for (const search of ["Émilie", "émilie", "ÉMILIE ØVERGAARD", "århus şirket", "ça PRESSE"]) {
      const query = `q=${encodeURIComponent(search)}`;
      expect(
        (await inboxPage(store, filter(query))).messages.map((row) => row.id),
        search,
      ).toEqual([emilie.id]);
      expect(
        (await filteredMessages(store, filter(query))).map((row) => row.id),
        search,
      ).toEqual([emilie.id]);
    }
  });

  it("finds through the search index exactly what comparing every row finds, short searches too, and forgets an erased enquiry", async () => {
    const people = [
      message({
        name: "Émilie Øvergaard",
        email: "emilie@example.com",
        company: "ÅRHUS ŞIRKET",
        message: "Ça presse.",
      }),
      message({ name: "முருகன் சுப்ரமணியம்", email: "murugan@example.in", company: undefined, message: "மென்பொருள் தேவை" }),
      message({ name: "李伟", email: "li.wei@example.cn", message: 'He said "ship it" at 100% speed_now' }),
      message({
        name: "Ravi Kumar",
        email: "ravi@globex.example",
        company: "Globex",
        message: "ERP integration, soon.",
      }),
      message({ name: "Anna Petrova", email: "anna@example.ru", company: "Дельта", message: "Интеграция ERP" }),
      message({ name: "Ab", email: "ab@example.com", company: "Rao Logistics", message: "Call." }),
    ];
    const ids = await Promise.all(people.map(async (person) => (await store.saveContact(person)).id));
    // prettier-ignore
    const searches = ["a", "É", "ab", "ço", "rao", "ÅRHUS", "முருகன்", "李", "李伟", '"ship', "100%", "d_n", "_", "%",
      "globex", "@GLOBEX.EX", "интеграция", "gration", "ation, s", "logistics", "no such words", "ç", "soon."];
    const expected = (search: string) =>
      people.flatMap((person, index) =>
        [person.name, person.email, person.company ?? "", person.message].some((field) =>
          field.toLowerCase().includes(search.toLowerCase()),
        )
          ? [ids[index]]
          : [],
      );
    for (const search of searches) {
      const query = `status=all&q=${encodeURIComponent(search)}`;
      expect(
        (await filteredMessages(store, filter(query))).map((row) => row.id),
        search,
      ).toEqual(expected(search));
      expect(
        (await inboxPage(store, filter(query))).messages.map((row) => row.id),
        search,
      ).toEqual(expected(search).reverse());
    }
    // A search never runs from the end of one field into the next, long or short.
    for (const across of ["ravi kumar\u001fravi@", "\u001f"])
      expect((await inboxPage(store, filter(`status=all&q=${encodeURIComponent(across)}`))).total).toBe(0);

    await store.deleteContactsByEmail("MURUGAN@example.in");
    expect((await inboxPage(store, filter("status=all&q=முருகன்"))).total).toBe(0);
    if (store.kind === "sqlite") {
      // The index itself forgets the erased text, not only the join: nothing of it stays in the file's index.
      const left = await store.query((db) =>
        sql<{
          count: number;
        }>`SELECT count(*) AS count FROM contacts_search WHERE contacts_search MATCH '"மென்பொருள்"'`.execute(db),
      );
      expect(left.rows[0]?.count).toBe(0);
    }
  });

  it("reads a page of a search with many matches along the newest-first order, and an export in batches across ties", async () => {
    // More than a batch of the export (1,000 rows), saved together: many share one created_at.
    const saved = await Promise.all(
      Array.from({ length: 1100 }, (_, i) =>
        store.saveContact(
          message({ name: `Bulk ${i}`, email: `bulk${i}@example.com`, message: i % 2 ? "integration" : "other" }),
        ),
      ),
    );
    const odd = new Set(saved.filter((_, i) => i % 2 === 1).map((row) => row.id));
    // The store's one order (created_at, then insertion), as the command line's export reads it in one query.
    const ids = (await store.listContacts()).map((row) => row.id);
    expect((await filteredMessages(store, filter("status=all"))).map((row) => row.id)).toEqual(ids);
    expect((await filteredMessages(store, filter("q=bulk"))).map((row) => row.id)).toEqual(ids);
    const newestFirst = [...ids].reverse();
    const some = await inboxPage(store, filter("q=INTEGRATION"));
    expect(some.total).toBe(550);
    expect(some.messages.map((row) => row.id)).toEqual(newestFirst.filter((id) => odd.has(id)).slice(0, 50));
    const all = await inboxPage(store, filter("q=bulk&page=3"));
    expect(all.messages.map((row) => row.id)).toEqual(newestFirst.slice(100, 150));
  });

  it(`counts a search's matches up to ${searchCountCap}, lists the newest that many, and counts filters in full`, async () => {
    const saved = await Promise.all(
      Array.from({ length: searchCountCap + 5 }, (_, i) =>
        store.saveContact(message({ name: `Bulk ${i}`, email: `bulk${i}@example.com` })),
      ),
    );
    const newestFirst = (await store.listContacts()).map((row) => row.id).reverse();
    const lastPage = searchCountCap / 50;
    // More than the cap: the count stops there, and so do the pages; the export still holds every match.
    expect(await inboxPage(store, filter("q=bulk"))).toMatchObject({ total: searchCountCap, capped: true });
    const past = await inboxPage(store, filter(`q=bulk&page=${lastPage + 3}`));
    expect(past).toMatchObject({ page: lastPage, pages: lastPage });
    expect(past.messages.map((row) => row.id)).toEqual(newestFirst.slice(searchCountCap - 50, searchCountCap));
    expect(await filteredMessages(store, filter("q=bulk"))).toHaveLength(searchCountCap + 5);
    // A filter without a search is counted in full.
    expect(await inboxPage(store, filter("service=Cloud+Solutions"))).toMatchObject({
      total: searchCountCap + 5,
      capped: false,
      pages: Math.ceil((searchCountCap + 5) / 50),
    });
    // Exactly the cap is a count, not "more than".
    for (const { id } of saved.slice(0, 5)) expect(await deleteMessage(store, id)).toBe(true);
    expect(await inboxPage(store, filter("q=bulk"))).toMatchObject({ total: searchCountCap, capped: false });
  });

  it("lists newsletter subscribers, newest first by page, and all of them for export", async () => {
    await store.subscribe("one@example.com");
    await new Promise((resolve) => setTimeout(resolve, 5));
    await store.subscribe("two@example.com");
    expect((await listSubscribers(store, 1)).subscribers.map((row) => row.email)).toEqual([
      "two@example.com",
      "one@example.com",
    ]);
    expect((await listSubscribers(store)).subscribers.map((row) => row.email)).toEqual([
      "one@example.com",
      "two@example.com",
    ]);
  });

  it("keeps accounts with a hash only, one per address in any case, and ends sessions on removal or a new password", async () => {
    const account = await addAccount(store, "Sales@Jenesys.example", "a long enough password", "admin");
    expect(account.email).toBe("sales@jenesys.example");
    await expect(addAccount(store, "SALES@jenesys.example", "another long password", "admin")).rejects.toThrow(
      new AccountError("There is already a staff account for sales@jenesys.example."),
    );
    await expect(addAccount(store, "short@jenesys.example", "too short", "admin")).rejects.toThrow(/at least 12/);
    const stored = await findAccount(store, "sales@jenesys.example");
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(
      JSON.stringify(await store.query((db) => db.selectFrom("staff_accounts").selectAll().execute())),
    ).not.toContain("a long enough password");
    expect((await listAccounts(store)).map((row) => row.email)).toEqual(["sales@jenesys.example"]);

    const { id } = await createSession(store, account.id);
    expect(await readSession(store, id)).toMatchObject({ email: "sales@jenesys.example" });
    const rows = await store.query((db) => db.selectFrom("staff_sessions").select("id_hash").execute());
    expect(rows.map((row) => row.id_hash)).not.toContain(id); // the table holds the hash, not the id
    expect(await setPassword(store, "sales@jenesys.example", "a brand new password")).toBe(true);
    expect(await readSession(store, id)).toBeUndefined();
    expect(
      await verifyPassword((await findAccount(store, "sales@jenesys.example"))!.passwordHash, "a brand new password"),
    ).toBe(true);

    const second = await createSession(store, account.id);
    expect(await removeAccount(store, "SALES@jenesys.example")).toBe(true);
    expect(await readSession(store, second.id)).toBeUndefined();
    expect(await removeAccount(store, "sales@jenesys.example")).toBe(false);
    expect(await store.query((db) => db.selectFrom("staff_sessions").selectAll().execute())).toEqual([]);
  });

  it("makes the first account Admin, asks a role of every later one, and never demotes the last Admin", async () => {
    const first = await addAccount(store, "first@jenesys.example", "a long enough password");
    expect(first.role).toBe("admin");
    await expect(addAccount(store, "second@jenesys.example", "a long enough password")).rejects.toThrow(
      /Only the first account may be added without a role/,
    );
    expect(await findAccount(store, "second@jenesys.example")).toBeUndefined();
    await addAccount(store, "second@jenesys.example", "a long enough password", "editor");
    expect((await listAccounts(store)).map(({ email, role }) => [email, role])).toEqual([
      ["first@jenesys.example", "admin"],
      ["second@jenesys.example", "editor"],
    ]);

    const { id } = await createSession(store, (await findAccount(store, "second@jenesys.example"))!.id);
    expect(await readSession(store, id)).toMatchObject({ role: "editor" });
    expect(await setRole(store, "SECOND@jenesys.example", "sales")).toBe(true);
    expect(await readSession(store, id)).toMatchObject({ role: "sales" }); // the next request sees the new role
    expect(await setRole(store, "nobody@jenesys.example", "sales")).toBe(false);

    await expect(setRole(store, "first@jenesys.example", "editor")).rejects.toThrow(/last Admin/);
    expect((await findAccount(store, "first@jenesys.example"))!.role).toBe("admin");
    expect(await setRole(store, "second@jenesys.example", "admin")).toBe(true);
    expect(await setRole(store, "first@jenesys.example", "hr")).toBe(true); // another Admin remains

    const trail = await listAudit(store, 10);
    expect(trail.map(({ action, target }) => [action, target])).toEqual([
      ["account added", "first@jenesys.example as Admin"],
      ["account added", "second@jenesys.example as Editor"],
      ["role changed", "second@jenesys.example: Editor → Sales"],
      ["role changed", "second@jenesys.example: Sales → Admin"],
      ["role changed", "first@jenesys.example: Admin → HR"],
    ]);
  });

  it("expires sessions 8 hours after their last request and 7 days after sign-in", async () => {
    const account = await addAccount(store, "a@jenesys.example", "a long enough password", "admin");
    const { id } = await createSession(store, account.id);
    const hour = 3_600_000;
    expect(await readSession(store, id, Date.now() + 7.9 * hour)).toBeDefined(); // and renews last_seen_at
    expect(await readSession(store, id, Date.now() + 15 * hour)).toBeDefined();
    expect(await readSession(store, id, Date.now() + 23.1 * hour + 8.1 * hour)).toBeUndefined();
    const later = await createSession(store, account.id);
    let now = Date.now();
    for (let day = 0; day < 7; day++) expect(await readSession(store, later.id, (now += 7 * hour) - 1)).toBeDefined();
    expect(await readSession(store, later.id, Date.now() + 7 * 24 * hour + 1000)).toBeUndefined();
    expect(await readSession(store, "x".repeat(43))).toBeUndefined();
    expect(await readSession(store, undefined)).toBeUndefined();
  });

  /** A session's row as stored: when it began and when it was last used, in milliseconds. */
  const sessionTimes = async (idHash: string) => {
    const row = await store.query((db) =>
      db
        .selectFrom("staff_sessions")
        .select(["created_at", "last_seen_at"])
        .where("id_hash", "=", idHash)
        .executeTakeFirst(),
    );
    return (
      row && { created: Date.parse(isoTimestamp(row.created_at)), lastSeen: Date.parse(isoTimestamp(row.last_seen_at)) }
    );
  };

  it("keeps a session to the millisecond of its 8 idle hours and its 7 days, and deletes it once either has passed", async () => {
    const account = await addAccount(store, "a@jenesys.example", "a long enough password", "admin");
    const idle = await createSession(store, account.id);
    const started = (await sessionTimes(idle.session.idHash))!.created;
    expect(await readSession(store, idle.id, started + idleTimeoutMs)).toMatchObject({ email: "a@jenesys.example" });
    const renewed = started + idleTimeoutMs;
    expect((await sessionTimes(idle.session.idHash))!.lastSeen).toBe(renewed);
    expect(await readSession(store, idle.id, renewed + idleTimeoutMs + 1)).toBeUndefined();
    expect(await sessionTimes(idle.session.idHash)).toBeUndefined(); // gone from the table, not only refused

    const long = await createSession(store, account.id);
    const began = (await sessionTimes(long.session.idHash))!.created;
    for (let at = began + idleTimeoutMs - 1; at < began + absoluteTimeoutMs; at += idleTimeoutMs - 1)
      expect(await readSession(store, long.id, at)).toBeDefined();
    expect(await readSession(store, long.id, began + absoluteTimeoutMs)).toBeDefined();
    expect(await readSession(store, long.id, began + absoluteTimeoutMs + 1)).toBeUndefined();
    expect(await sessionTimes(long.session.idHash)).toBeUndefined();
  });

  it("renews a session's idle time when it is used more than a minute after the last renewal", async () => {
    const account = await addAccount(store, "a@jenesys.example", "a long enough password", "admin");
    const { id, session } = await createSession(store, account.id);
    const { created, lastSeen } = (await sessionTimes(session.idHash))!;
    expect(lastSeen).toBe(created);
    expect(await readSession(store, id, created + 60_000)).toBeDefined();
    expect((await sessionTimes(session.idHash))!.lastSeen).toBe(created);
    expect(await readSession(store, id, created + 60_001)).toBeDefined();
    expect((await sessionTimes(session.idHash))!.lastSeen).toBe(created + 60_001);
  });

  it("clears everyone's ended sessions when a new one starts, and keeps the live ones", async () => {
    const one = await addAccount(store, "one@jenesys.example", "a long enough password", "admin");
    const two = await addAccount(store, "two@jenesys.example", "a long enough password", "admin");
    const idle = await createSession(store, one.id);
    const old = await createSession(store, two.id);
    const live = await createSession(store, two.id);
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    await store.query((db) =>
      db.transaction().execute(async (trx) => {
        // Idle for 8 hours and a minute; signed in 7 days and a minute ago but used just now; used 7 hours ago.
        const set = (idHash: string, values: { created_at?: string; last_seen_at: string }) =>
          trx.updateTable("staff_sessions").set(values).where("id_hash", "=", idHash).execute();
        await set(idle.session.idHash, {
          created_at: ago(idleTimeoutMs + 60_000),
          last_seen_at: ago(idleTimeoutMs + 60_000),
        });
        await set(old.session.idHash, { created_at: ago(absoluteTimeoutMs + 60_000), last_seen_at: ago(0) });
        await set(live.session.idHash, { created_at: ago(idleTimeoutMs), last_seen_at: ago(7 * 3_600_000) });
      }),
    );
    const fresh = await createSession(store, one.id);
    const kept = await store.query((db) => db.selectFrom("staff_sessions").select("id_hash").execute());
    expect(kept.map((row) => row.id_hash).sort()).toEqual([live.session.idHash, fresh.session.idHash].sort());
    expect(fresh).toMatchObject({
      email: "one@jenesys.example",
      session: { staffId: one.id, email: "one@jenesys.example" },
    });
    expect(await readSession(store, fresh.id)).toEqual(fresh.session);
  });

  it("refuses a staff address that is not one plausible address, and names what was typed", async () => {
    for (const typed of [
      "sales",
      "sales@",
      "@jenesys.example",
      "sa les@jenesys.example",
      "a@b@c",
      "a@b\nc",
      `${"a".repeat(244)}@jenesys.ex`,
    ])
      await expect(addAccount(store, typed, "a long enough password", "admin")).rejects.toThrow(
        new AccountError(`"${typed}" is not an e-mail address.`),
      );
    const longest = `${"a".repeat(243)}@jenesys.ex`; // 254 characters, the most an address may have
    expect((await addAccount(store, `  ${longest.toUpperCase()} `, "a long enough password")).email).toBe(longest);
    expect(await listAccounts(store)).toHaveLength(1);
  });

  it("records each account change made from the command line, and nothing for a change that did not happen", async () => {
    const added = await addAccount(store, "Sales@Jenesys.example", "a long enough password", "admin");
    await addAccount(store, "admin@jenesys.example", "a long enough password", "admin");
    const listed = await listAccounts(store);
    // Never signed in, no second factor, not disabled: as the staff page lists a new account.
    const fresh = { secondFactor: false, lastSignInAt: null, disabledAt: null };
    expect(listed).toEqual([
      {
        id: expect.any(String),
        email: "admin@jenesys.example",
        createdAt: expect.any(String),
        role: "admin",
        ...fresh,
      },
      { id: added.id, email: "sales@jenesys.example", createdAt: added.createdAt, role: "admin", ...fresh },
    ]);
    expect(await findAccount(store, " SALES@jenesys.example ")).toMatchObject({
      id: added.id,
      createdAt: added.createdAt,
    });
    await expect(setPassword(store, "sales@jenesys.example", "too short")).rejects.toThrow(
      new AccountError("The password must be at least 12 characters long."),
    );
    expect(await setPassword(store, "nobody@jenesys.example", "a brand new password")).toBe(false);
    expect(await setPassword(store, "SALES@jenesys.example", "a brand new password")).toBe(true);
    expect(await removeAccount(store, "nobody@jenesys.example")).toBe(false);
    expect(await removeAccount(store, "Admin@Jenesys.example")).toBe(true);
    const other = await addAccount(store, "other@jenesys.example", "a long enough password", "admin");
    const kept = await createSession(store, other.id);
    expect(await removeAccount(store, "sales@jenesys.example")).toBe(true);
    expect(await readSession(store, kept.id)).toBeDefined(); // another account's session stays
    expect(
      (await listAudit(store, 10)).map((entry) => [entry.staffEmail, entry.action, entry.target, entry.client]),
    ).toEqual([
      [null, "account added", "sales@jenesys.example as Admin", "command line"],
      [null, "account added", "admin@jenesys.example as Admin", "command line"],
      [null, "password changed", "sales@jenesys.example", "command line"],
      [null, "account removed", "admin@jenesys.example", "command line"],
      [null, "account added", "other@jenesys.example as Admin", "command line"],
      [null, "account removed", "sales@jenesys.example", "command line"],
    ]);
  });
}

describe("signing in", () => {
  it("takes as long for an address without an account as for a wrong password: both verify an argon2id hash", async () => {
    const dir = tempDir();
    const store = openSqliteStore(join(dir.path, "store.db"));
    const rateLimits = createRateLimits(
      { redisUrl: undefined, rateLimit: { contactPerMinute: 1, subscribePerMinute: 1 } },
      createMemoryLogger(),
    );
    try {
      const logger = createMemoryLogger();
      const service = createStaffService({
        store,
        logger,
        limits: createSignInLimits({ perAccount: 100, perClient: 100, store: rateLimits.store, logger }),
      });
      await addAccount(store, "known@jenesys.example", "the right password", "admin");
      const time = async (email: string) => {
        const started = performance.now();
        expect(await service.signIn({ email, password: "a wrong password", client: "192.0.2.1" })).toEqual({
          ok: false,
          status: 401,
        });
        return performance.now() - started;
      };
      await time("warm-up@jenesys.example"); // the decoy hash is made on first use
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 5; i++) {
        known.push(await time("known@jenesys.example"));
        unknown.push(await time(`nobody-${i}@jenesys.example`));
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[2];
      // A lookup alone takes well under a millisecond; a verification, tens of milliseconds.
      expect(median(known)).toBeGreaterThan(5);
      expect(median(unknown)).toBeGreaterThan(median(known) * 0.4);
      expect(median(unknown)).toBeLessThan(median(known) * 2.5);
    } finally {
      await rateLimits.close();
      await store.close();
      dir.remove();
    }
  });
});

describe("staff queries on SQLite", () => {
  storeSuite(async () => {
    const dir = tempDir();
    return { store: openSqliteStore(join(dir.path, "store.db")), cleanup: async () => dir.remove() };
  });
});

describe.skipIf(!pgUrl)(`staff queries on PostgreSQL${pgUrl ? "" : " (skipped: set TEST_DATABASE_URL to run)"}`, () => {
  storeSuite(async () => scratchPostgresStore(pgUrl!, "staff"));
});

describe("sign-in limits", () => {
  const limitsOver = (redis: string | undefined, prefix = `t${randomBytes(4).toString("hex")}`) => {
    const logger = createMemoryLogger();
    const rateLimits = createRateLimits(
      { redisUrl: redis, redisKeyPrefix: prefix, rateLimit: { contactPerMinute: 1, subscribePerMinute: 1 } },
      logger,
    );
    return {
      logger,
      rateLimits,
      limits: createSignInLimits({ perAccount: 3, perClient: 5, store: rateLimits.store, logger }),
    };
  };
  const opened: Array<{ close(): Promise<void> }> = [];
  afterAll(async () => {
    for (const limits of opened) await limits.close();
  });

  it("count failures per address (in any case) and per client; success clears the address only", async () => {
    const { limits, rateLimits } = limitsOver(undefined);
    opened.push(rateLimits);
    for (let i = 0; i < 3; i++) {
      expect(await limits.retryAfter("A@x.example", "192.0.2.1")).toBeUndefined();
      await limits.failed("a@x.example", "192.0.2.1");
    }
    const wait = await limits.retryAfter("a@X.example", "192.0.2.9");
    expect(wait).toBeGreaterThan(890);
    expect(wait).toBeLessThanOrEqual(900);
    await limits.succeeded("a@x.example");
    expect(await limits.retryAfter("a@x.example", "192.0.2.9")).toBeUndefined();
    await limits.failed("b@x.example", "192.0.2.1");
    await limits.failed("c@x.example", "192.0.2.1");
    expect(await limits.retryAfter("d@x.example", "192.0.2.1")).toBeGreaterThan(0); // the client's fifth failure
    expect(await limits.retryAfter("d@x.example", "192.0.2.2")).toBeUndefined();
  });

  it("keep counting in the process while Redis cannot be reached (the limit is not lifted)", async () => {
    const { limits, rateLimits, logger } = limitsOver("redis://127.0.0.1:1");
    opened.push(rateLimits);
    for (let i = 0; i < 3; i++) await limits.failed("a@x.example", "192.0.2.1");
    expect(await limits.retryAfter("a@x.example", "192.0.2.1")).toBeGreaterThan(0);
    expect(logger.lines.some((line) => line.msg.startsWith("sign-in limits: shared store unavailable"))).toBe(true);
  });

  it("hold for 15 minutes from the first failure, for the address and for the client, and then lift", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const start = new Date("2026-11-23T04:30:00Z").getTime();
      vi.setSystemTime(start);
      const { limits, rateLimits } = limitsOver(undefined);
      opened.push(rateLimits);
      for (let i = 0; i < 3; i++) await limits.failed("a@x.example", "192.0.2.1");
      for (let i = 0; i < 2; i++) await limits.failed(`other${i}@x.example`, "192.0.2.1");
      expect(await limits.retryAfter("a@x.example", "192.0.2.9")).toBe(900);
      expect(await limits.retryAfter("new@x.example", "192.0.2.1")).toBe(900);
      vi.setSystemTime(start + 10 * 60_000);
      expect(await limits.retryAfter("a@x.example", "192.0.2.9")).toBe(300);
      vi.setSystemTime(start + signInWindowMs - 400);
      expect(await limits.retryAfter("a@x.example", "192.0.2.9")).toBe(1); // never "wait 0 seconds"
      expect(await limits.retryAfter("new@x.example", "192.0.2.1")).toBe(1);
      vi.setSystemTime(start + signInWindowMs);
      expect(await limits.retryAfter("a@x.example", "192.0.2.9")).toBeUndefined();
      expect(await limits.retryAfter("new@x.example", "192.0.2.1")).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it("answer with the longer wait when both the address and the client are over their limits", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const start = new Date("2026-11-23T04:30:00Z").getTime();
      vi.setSystemTime(start);
      const { limits, rateLimits } = limitsOver(undefined);
      opened.push(rateLimits);
      for (let i = 0; i < 3; i++) await limits.failed("a@x.example", "192.0.2.1"); // the address's window starts now
      vi.setSystemTime(start + 5 * 60_000);
      for (let i = 0; i < 5; i++) await limits.failed(`b${i}@x.example`, "192.0.2.2"); // the client's, 5 minutes later
      expect(await limits.retryAfter("a@x.example", "192.0.2.1")).toBe(600);
      expect(await limits.retryAfter("a@x.example", "192.0.2.2")).toBe(900);
      expect(await limits.retryAfter("c@x.example", "192.0.2.2")).toBe(900);
    } finally {
      vi.useRealTimers();
    }
  });

  it("use the window they are given, and read a counter with no count, or one whose window has ended, as no limit", async () => {
    const logger = createMemoryLogger();
    // A counter store whose every key (the address's and the client's) reads as `reading`.
    let reading: ClientRateLimitInfo | undefined;
    const counter = (): RateLimitStore => ({
      get: async () => reading,
      increment: async () => ({ totalHits: 1, resetTime: undefined }),
      decrement: async () => undefined,
      resetKey: async () => undefined,
    });
    const limits = createSignInLimits({ perAccount: 3, perClient: 3, store: counter, logger, windowMs: 60_000 });
    const account = "a@x.example";
    const readAll = (info: ClientRateLimitInfo | undefined) => {
      reading = info;
    };
    readAll({ totalHits: Number.NaN, resetTime: new Date(Date.now() - 1000) }); // how rate-limit-redis reads a missing key
    expect(await limits.retryAfter(account, "192.0.2.1")).toBeUndefined();
    readAll({ totalHits: 7, resetTime: new Date(Date.now() - 1) });
    expect(await limits.retryAfter(account, "192.0.2.1")).toBeUndefined();
    readAll({ totalHits: 2, resetTime: new Date(Date.now() + 30_000) });
    expect(await limits.retryAfter(account, "192.0.2.1")).toBeUndefined();
    readAll({ totalHits: 3, resetTime: new Date(Date.now() + 30_000) });
    expect(await limits.retryAfter(account, "192.0.2.1")).toBe(30);
    readAll({ totalHits: 3, resetTime: undefined }); // a store that does not say when: the whole window
    expect(await limits.retryAfter(account, "192.0.2.1")).toBe(60);
  });

  it("count in the process while the shared store fails: a success still clears the address, and each counter logs the outage once in 30 seconds", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const start = new Date("2026-11-23T04:30:00Z").getTime();
      vi.setSystemTime(start);
      const logger = createMemoryLogger();
      const down = () => Promise.reject(new Error("connection refused"));
      const broken = (): RateLimitStore => ({ get: down, increment: down, decrement: down, resetKey: down });
      const limits = createSignInLimits({ perAccount: 3, perClient: 5, store: broken, logger });
      const warnings = () => logger.lines.filter((line) => line.level === "warn").length;
      for (let i = 0; i < 3; i++) await limits.failed("a@x.example", "192.0.2.1");
      expect(await limits.retryAfter("a@x.example", "192.0.2.9")).toBe(900);
      expect(warnings()).toBe(2); // one for each counter: the address's and the client's
      await limits.succeeded("a@x.example");
      expect(await limits.retryAfter("a@x.example", "192.0.2.9")).toBeUndefined();
      vi.setSystemTime(start + 30_000);
      await limits.failed("a@x.example", "192.0.2.1");
      expect(warnings()).toBe(2); // one for each counter: the address's and the client's
      vi.setSystemTime(start + 30_001);
      await limits.failed("a@x.example", "192.0.2.1");
      expect(warnings()).toBe(4);
      expect(logger.lines.find((line) => line.level === "warn")).toMatchObject({
        msg: "sign-in limits: shared store unavailable, counting in this process",
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it.skipIf(!redisUrl)(
    `are shared between instances through Redis${redisUrl ? "" : " (skipped: set TEST_REDIS_URL)"}`,
    async () => {
      const prefix = `t${randomBytes(4).toString("hex")}`;
      const one = limitsOver(redisUrl, prefix);
      const two = limitsOver(redisUrl, prefix);
      opened.push(one.rateLimits, two.rateLimits);
      // Until both are connected they count alone: wait until failures through one are seen by the other.
      await expect
        .poll(
          async () => {
            await one.limits.failed("probe@x.example", "192.0.2.50");
            return await two.limits.retryAfter("probe@x.example", "192.0.2.51");
          },
          { timeout: 10_000 },
        )
        .toBeGreaterThan(0);
      expect(await one.limits.retryAfter("shared@x.example", "192.0.2.3")).toBeUndefined();
      for (let i = 0; i < 3; i++) await (i % 2 ? one : two).limits.failed("shared@x.example", "192.0.2.1");
      expect(await one.limits.retryAfter("shared@x.example", "192.0.2.3")).toBeGreaterThan(0);
      expect(await two.limits.retryAfter("shared@x.example", "192.0.2.3")).toBeGreaterThan(0);
    },
  );
});
