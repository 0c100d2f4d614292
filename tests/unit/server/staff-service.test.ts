/**
 * What the staff area does for a signed-in member (server/staff/service.ts), over a real SQLite store and the
 * sign-in limits in memory: who may sign in and what each attempt leaves in the audit trail and the log,
 * and what a status change, a deletion, an erasure and an export change, keep and record.
 */
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseInboxFilter } from "../../../app/lib/inbox-filter.server";
import { createRateLimits, type RateLimits } from "../../../server/rate-limit";
import { addAccount } from "../../../server/staff/accounts";
import { listAudit } from "../../../server/staff/audit";
import { createStaffService, type StaffService, type StaffSession } from "../../../server/staff/service";
import { createSignInLimits } from "../../../server/staff/sign-in-limits";
import { openSqliteStore } from "../../../server/store/sqlite";
import type { Store } from "../../../server/store/types";
import { createMemoryLogger } from "../../support/memory-logger";
import { tempDir } from "../../support/server";

const member = "sales@jenesys.example";
const password = "correct horse battery staple";
const client = "192.0.2.7";

describe("the staff service", () => {
  let dir: ReturnType<typeof tempDir>;
  let store: Store;
  let rateLimits: RateLimits;
  let logger: ReturnType<typeof createMemoryLogger>;
  let service: StaffService;
  const trail = async () =>
    (await listAudit(store, 100)).map((entry) => [entry.staffEmail, entry.action, entry.target, entry.client]);
  const enquiry = (email: string, name = "Asha Rao") =>
    store
      .saveContact({
        name,
        email,
        company: undefined,
        phone: "9876543210",
        countryCode: "+91",
        service: undefined,
        message: "Please call me.",
      })
      .then((saved) => saved.id);
  async function session(): Promise<StaffSession> {
    const result = await service.signIn({ email: member, password, client });
    if (result.ok !== true) throw new Error("no sign-in");
    return (await service.readSession(result.sessionId))!;
  }

  beforeEach(async () => {
    dir = tempDir();
    store = openSqliteStore(join(dir.path, "store.db"));
    await store.migrate();
    logger = createMemoryLogger();
    rateLimits = createRateLimits(
      { redisUrl: undefined, rateLimit: { contactPerMinute: 1, subscribePerMinute: 1 } },
      logger,
    );
    service = createStaffService({
      store,
      logger,
      limits: createSignInLimits({ perAccount: 3, perClient: 100, store: rateLimits.store, logger }),
    });
    await addAccount(store, member, password);
  });
  afterEach(async () => {
    await rateLimits.close();
    await store.close();
    dir.remove();
  });

  it("signs in an account's address in any case and spacing, with its password only, and records who", async () => {
    const result = await service.signIn({ email: "  Sales@Jenesys.EXAMPLE ", password, client });
    expect(result).toMatchObject({ ok: true, email: member });
    const signedIn = await service.readSession(result.ok === true ? result.sessionId : undefined);
    expect(signedIn?.email).toBe(member);
    expect(await service.readSession(undefined)).toBeUndefined();
    expect(await service.signIn({ email: member, password: "", client })).toEqual({ ok: false, status: 401 });
    expect(await service.signIn({ email: member, password: `${password}x`, client })).toEqual({
      ok: false,
      status: 401,
    });
    expect(await service.signIn({ email: member, password: "x".repeat(5000), client: "192.0.2.8" })).toEqual({
      ok: false,
      status: 401,
    });
    expect((await trail()).slice(1)).toEqual([
      [member, "sign-in", null, client],
      [member, "sign-in failed", null, client],
      [member, "sign-in failed", null, client],
      [member, "sign-in failed", null, "192.0.2.8"],
    ]);
    expect(logger.lines.map((line) => line.msg).filter((msg) => msg.startsWith("staff"))).toEqual([
      "staff signed in",
      "staff sign-in failed",
      "staff sign-in failed",
      "staff sign-in failed",
    ]);
  });

  it("an unknown address is refused like a wrong password, keeps no typed text, and is limited alike: then 429 even with the right password", async () => {
    expect(await service.signIn({ email: "typo@jenesys.example", password: "my secret", client })).toEqual({
      ok: false,
      status: 401,
    });
    expect(await service.signIn({ email: "", password: "my secret", client })).toEqual({ ok: false, status: 401 });
    await service.signIn({ email: member, password: "wrong one", client });
    await service.signIn({ email: member, password: "wrong two", client });
    await service.signIn({ email: member, password: "wrong three", client });
    const refused = await service.signIn({ email: member, password, client });
    expect(refused).toMatchObject({ ok: false, status: 429 });
    expect(refused.ok === false && refused.status === 429 && refused.retryAfterSeconds).toBeGreaterThan(0);
    const unknownRefused = await service.signIn({ email: "typo@jenesys.example", password: "x", client });
    expect(unknownRefused).toEqual({ ok: false, status: 401 }); // its own count: one failure so far
    expect((await trail()).slice(1)).toEqual([
      [null, "sign-in failed", "no such account", client],
      [null, "sign-in failed", "no such account", client],
      [member, "sign-in failed", null, client],
      [member, "sign-in failed", null, client],
      [member, "sign-in failed", null, client],
      [member, "sign-in refused: too many failures", null, client],
      [null, "sign-in failed", "no such account", client],
    ]);
    expect(JSON.stringify(await trail())).not.toContain("typo@");
    expect(logger.lines.some((line) => line.msg === "staff sign-in refused: too many failures")).toBe(true);
  });

  it("signs out: the session opens nothing any more, and the trail says who", async () => {
    const signedIn = await session();
    await service.signOut(signedIn, client);
    expect(await service.readSession(signedIn.idHash)).toBeUndefined();
    expect((await trail()).at(-1)).toEqual([member, "sign-out", null, client]);
  });

  it("changes a status, deletes one enquiry, or erases an address, recording each by id only", async () => {
    const signedIn = await session();
    const first = await enquiry("carol@example.com");
    const second = await enquiry("Carol@Example.COM", "Stranger");
    const third = await enquiry("carol@example.com");
    await store.subscribe("carol@example.com");
    expect(await service.setStatus(signedIn, first, "handled")).toBe(true);
    expect(await service.setStatus(signedIn, "0b7e5a4c-1111-4a7e-9d7e-000000000001", "handled")).toBe(false);
    expect((await service.message(first))?.status).toBe("handled");
    expect(await service.deleteMessage(signedIn, second)).toBe(true);
    expect(await service.deleteMessage(signedIn, second)).toBe(false);
    expect(await service.message(second)).toBeUndefined();
    expect((await service.inbox(signedIn, parseInboxFilter(new URLSearchParams("status=all")))).total).toBe(2);
    expect((await service.subscribers(1)).total).toBe(1);
    expect(await service.erase(signedIn, "0b7e5a4c-1111-4a7e-9d7e-000000000001")).toBeUndefined();
    expect(await service.erase(signedIn, third)).toEqual({ erased: 2 });
    expect((await service.subscribers(1)).total).toBe(0);
    const only = await enquiry("dave@example.com");
    expect(await service.erase(signedIn, only)).toEqual({ erased: 1 });
    expect((await trail()).slice(2)).toEqual([
      [member, "status", `${first} → handled`, null],
      [member, "delete", `${second} (this message only)`, null],
      [member, "erase", `${third} (2 messages from its sender, and any newsletter sign-up)`, null],
      [member, "erase", `${only} (1 message from its sender, and any newsletter sign-up)`, null],
    ]);
  });

  it("exports the filtered enquiries and the subscribers, recording how many, in which file and which filter", async () => {
    const signedIn = await session();
    await enquiry("one@example.com");
    await enquiry("two@example.com");
    await store.subscribe("reader@example.com");
    const rowsOf = async (query: string, format: "csv" | "xlsx" = "csv") => {
      const exported = await service.exportEnquiries(signedIn, parseInboxFilter(new URLSearchParams(query)), format);
      const read: string[] = [];
      for await (const batch of exported.batches) read.push(...batch.map((row) => row.email));
      return { rows: exported.rows, read };
    };
    expect(await rowsOf("")).toEqual({ rows: 2, read: ["one@example.com", "two@example.com"] });
    expect(await rowsOf("status=spam")).toEqual({ rows: 0, read: [] });
    expect(await rowsOf("q=two", "xlsx")).toEqual({ rows: 1, read: ["two@example.com"] });
    const subscribers = await service.exportSubscribers(signedIn, "csv");
    expect(subscribers.map((row) => [row.email, row.status])).toEqual([["reader@example.com", "confirmed"]]);
    await service.exportSubscribers(signedIn, "xlsx");
    expect((await trail()).slice(2).map((row) => [row[1], row[2]])).toEqual([
      ["export", "2 messages as CSV: new and handled, any service"],
      ["export", "0 messages as CSV: spam, any service"],
      ["export", "1 message as Excel: new and handled, any service, with a search"],
      ["export subscribers", "1 subscriber as CSV"],
      ["export subscribers", "1 subscriber as Excel"],
    ]);
  });
});
