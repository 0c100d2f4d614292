/**
 * The newsletter list as staff and operators read it (server/newsletter/subscribers.ts), over a real SQLite
 * store: which addresses are listed, in what order and pages, what an export holds, and what an erasure removes.
 */
import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { inboxPageSize } from "../../../app/lib/inbox-filter";
import { requestConfirmation } from "../../../server/newsletter/consent";
import {
  deleteSubscriber,
  listSubscribers,
  subscribersToCsv,
  subscribersToJson,
  type Subscriber,
} from "../../../server/newsletter/subscribers";
import { openStore } from "../../../server/store/index";
import type { Store } from "../../../server/store/types";
import { scratchStore } from "../../../scripts/server-process";

describe("the newsletter list", () => {
  let store: Store;
  let remove: () => Promise<void>;
  beforeEach(async () => {
    const scratch = scratchStore("sqlite", `subscribers_${randomBytes(4).toString("hex")}`);
    store = openStore(scratch.databaseUrl);
    remove = scratch.remove;
    await store.migrate();
  });
  afterEach(async () => {
    await store.close();
    await remove();
  });

  /** Addresses signed up one second apart, from `start`. */
  async function signUps(emails: string[], start = Date.parse("2026-03-01T09:00:00.000Z")) {
    for (const [i, email] of emails.entries()) {
      const at = new Date(start + i * 1000).toISOString();
      await store.query((db) =>
        db
          .insertInto("newsletter_subscriptions")
          .values({ email, created_at: at, status: "confirmed", consented_at: at, opt_in: "single" })
          .execute(),
      );
    }
  }

  it("lists pages of 50, newest first, and every row oldest first when no page is asked for", async () => {
    const emails = Array.from(
      { length: inboxPageSize + 3 },
      (_, i) => `reader${String(i).padStart(3, "0")}@example.com`,
    );
    await signUps(emails);
    const first = await listSubscribers(store, 1);
    expect([first.total, first.page, first.pages, first.subscribers.length]).toEqual([53, 1, 2, inboxPageSize]);
    expect(first.subscribers[0].email).toBe("reader052@example.com");
    const second = await listSubscribers(store, 2);
    expect(second.subscribers.map((row) => row.email)).toEqual([
      "reader002@example.com",
      "reader001@example.com",
      "reader000@example.com",
    ]);
    expect((await listSubscribers(store, 9)).page).toBe(2); // past the end: the last page
    const all = await listSubscribers(store);
    expect([all.page, all.pages, all.subscribers.length]).toEqual([1, 2, 53]);
    expect(all.subscribers.map((row) => row.email)).toEqual(emails);
    expect(all.subscribers[0]).toEqual({
      email: "reader000@example.com",
      status: "confirmed",
      consentedAt: "2026-03-01T09:00:00.000Z",
      optIn: "single",
      signedUpAt: "2026-03-01T09:00:00.000Z",
    });
    expect(await listSubscribers(store, 1, { includePending: false })).toMatchObject({ total: 53 });
  });

  it("leaves pending addresses out when asked, and shows them without consent otherwise; an empty list has one page", async () => {
    expect(await listSubscribers(store, 1)).toEqual({ subscribers: [], total: 0, page: 1, pages: 1 });
    await signUps(["member@example.com"]);
    await requestConfirmation(store, "waiting@example.com", new Date("2026-03-02T09:00:00.000Z"));
    expect((await listSubscribers(store, 1, { includePending: false })).subscribers.map((row) => row.email)).toEqual([
      "member@example.com",
    ]);
    const all = await listSubscribers(store);
    expect(all.subscribers.map((row) => [row.email, row.status, row.consentedAt, row.optIn])).toEqual([
      ["member@example.com", "confirmed", "2026-03-01T09:00:00.000Z", "single"],
      ["waiting@example.com", "pending", null, null],
    ]);
    expect((await listSubscribers(store, 1, { includePending: false })).total).toBe(1);
  });

  it("finds part of an address in any case, taking % and _ literally, and counts only what it finds", async () => {
    await signUps(["asha.rao@example.com", "ravi_k@example.com", "ravik@example.com", "percent%@example.com"]);
    const found = async (search: string) =>
      (await listSubscribers(store, 1, { search })).subscribers.map((row) => row.email);
    expect(await found("ASHA")).toEqual(["asha.rao@example.com"]);
    expect(await found("ravi_")).toEqual(["ravi_k@example.com"]);
    expect(await found("%")).toEqual(["percent%@example.com"]);
    expect(await found("  ")).toHaveLength(4); // blank: everyone
    expect(await listSubscribers(store, 1, { search: "example" })).toMatchObject({ total: 4, pages: 1 });
    expect(await listSubscribers(store, 1, { search: "nobody" })).toMatchObject({ total: 0, subscribers: [] });
  });

  it("erases one address whatever its case, with its mails, and says whether there was one", async () => {
    await signUps(["keep@example.com"]);
    await requestConfirmation(store, "gone@example.com", new Date("2026-03-02T09:00:00.000Z"));
    expect(await deleteSubscriber(store, "  Gone@Example.COM ")).toBe(true);
    expect(await deleteSubscriber(store, "gone@example.com")).toBe(false);
    expect((await listSubscribers(store)).subscribers.map((row) => row.email)).toEqual(["keep@example.com"]);
    expect(await store.query((db) => db.selectFrom("newsletter_outbox").selectAll().execute())).toEqual([]);
  });

  it("exports CSV as mailing tools import it (header, CRLF rows, formulas neutralised) and JSON as listed", () => {
    const rows: Subscriber[] = [
      {
        email: "=cmd@example.com",
        status: "confirmed",
        consentedAt: "2026-03-01T09:00:00.000Z",
        optIn: "double",
        signedUpAt: "2026-03-01T08:00:00.000Z",
      },
      {
        email: "wait@example.com",
        status: "pending",
        consentedAt: null,
        optIn: null,
        signedUpAt: "2026-03-02T08:00:00.000Z",
      },
    ];
    expect(subscribersToCsv(rows)).toBe(
      "email,status,consented_at,opt_in,signed_up_at\r\n" +
        "'=cmd@example.com,confirmed,2026-03-01T09:00:00.000Z,double,2026-03-01T08:00:00.000Z\r\n" +
        "wait@example.com,pending,,,2026-03-02T08:00:00.000Z\r\n",
    );
    expect(subscribersToCsv([])).toBe("email,status,consented_at,opt_in,signed_up_at\r\n");
    expect(subscribersToJson(rows)).toBe(`${JSON.stringify(rows, null, 2)}\n`);
  });
});
