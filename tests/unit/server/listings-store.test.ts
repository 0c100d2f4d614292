/**
 * Openings and news in the store, on SQLite always and on PostgreSQL when TEST_DATABASE_URL is set: the
 * seed the migration writes, the editor's saves with their version check and audit lines, and expiry on
 * a clock the test sets (no waiting).
 */
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { OpeningFields } from "../../../app/lib/listing-schema";
import { createListingsService, type ListingsService } from "../../../server/listings/service";
import { listAudit } from "../../../server/staff/audit";
import { latestSchemaVersion } from "../../../server/store/migrations";
import { seedNews, seedOpenings } from "../../../server/store/seed/openings-and-news";
import { openSqliteStore } from "../../../server/store/sqlite";
import type { Store } from "../../../server/store/types";
import { scratchPostgresStore } from "../../support/scratch-store";
import { tempDir } from "../../support/server";

const pgUrl = process.env.TEST_DATABASE_URL;

/** 10:00 in India on 23 November 2026. */
const shipDay = new Date("2026-11-23T04:30:00Z");

export const openingForm = (overrides: Partial<OpeningFields> = {}): OpeningFields => ({
  title: "Site Reliability Engineer",
  department: "Systems Engineering",
  location: "Chennai",
  employmentType: "contract",
  experience: "4 to 8 years",
  summary: "Keep our clients' platforms running.\n\n- On call one week in six\n- Blameless reviews",
  skills: "Linux\nKubernetes\n- Terraform",
  responsibilities: "Run the platform\nAutomate the toil",
  applyBy: "2026-12-31",
  ...overrides,
});

const alice = { email: "alice@jenesys.example" };
const bob = { email: "bob@jenesys.example" };

function storeSuite(open: () => Promise<{ store: Store; cleanup(): Promise<void> }>) {
  let store: Store;
  let cleanup: () => Promise<void>;
  let now: Date;
  let listings: ListingsService;
  beforeEach(async () => {
    ({ store, cleanup } = await open());
    await store.migrate();
    now = shipDay;
    listings = createListingsService({ store, clock: () => now });
  });
  afterEach(async () => {
    await store.close();
    await cleanup();
  });

  it("lists openings in the order staff choose: a new one goes last, and Move up and Move down swap neighbours", async () => {
    const titles = async () => (await listings.openingList()).map((opening) => opening.title);
    const live = async () => (await listings.liveOpenings()).map((opening) => opening.title);
    const seeded = seedOpenings.map((opening) => opening.title);
    const created = await listings.saveOpening(alice, {
      intent: "publish",
      fields: openingForm({ title: "Data Engineer" }),
    });
    if (!created.ok) throw new Error("not saved");
    expect(await titles()).toEqual([...seeded, "Data Engineer"]);

    expect(await listings.moveOpening(bob, created.id, "down")).toBe(false); // already last
    expect(await listings.moveOpening(bob, created.id, "up")).toBe(true);
    const moved = [...seeded.slice(0, -1), "Data Engineer", seeded.at(-1)!];
    expect(await titles()).toEqual(moved);
    expect(await live()).toEqual(moved); // the careers page follows
    const first = (await listings.openingList())[0];
    expect(await listings.moveOpening(bob, first.id, "up")).toBe(false); // already first
    expect(await listings.moveOpening(bob, first.id, "down")).toBe(true);
    expect((await titles()).slice(0, 2)).toEqual([seeded[1], seeded[0]]);
    expect(await listings.moveOpening(bob, "not-an-id", "up")).toBe(false);

    // A move is a change of the careers page: its time says so, and the audit trail records who moved what.
    const touched = await store.query((db) =>
      db.selectFrom("openings").select(["title", "updated_at"]).where("updated_by", "=", bob.email).execute(),
    );
    expect(touched.map((row) => row.title).sort()).toEqual(
      ["Data Engineer", seeded.at(-1)!, seeded[0], seeded[1]].sort(),
    );
    expect(touched.every((row) => new Date(row.updated_at).getTime() === now.getTime())).toBe(true);
    const trail = await store.query((db) =>
      db.selectFrom("staff_audit").select(["staff_email", "action"]).where("action", "=", "opening moved").execute(),
    );
    expect(trail).toEqual([
      { staff_email: bob.email, action: "opening moved" },
      { staff_email: bob.email, action: "opening moved" },
    ]);
  });

  it("is seeded once with what the pages showed: five openings in their order and three news items, newest first", async () => {
    expect(await store.schemaVersion()).toBe(latestSchemaVersion);
    const openings = await listings.liveOpenings();
    expect(openings.map((opening) => opening.title)).toEqual(seedOpenings.map((opening) => opening.title));
    expect(openings[0]).toMatchObject({
      slug: "senior-embedded-software-engineer",
      department: "Systems Engineering",
      location: "Bangalore",
      employmentType: "full-time",
      experience: "5 to 8 years",
      datePosted: "2026-11-12",
      applyBy: "2027-01-11",
      skills: seedOpenings[0].skills,
    });
    const news = await listings.liveNews();
    expect(news.map((item) => `${item.quarter}: ${item.title}`)).toEqual([
      "Q3 2026: EnergIT adds Scope 3 emissions reporting",
      "Q1 2026: Jenesys presents at a national e-governance conference",
      "Q3 2025: Graduate engineering programme welcomes its largest intake",
    ]);
    expect(news.map((item) => item.location)).toEqual(seedNews.map((item) => item.location));
    await store.migrate(); // idempotent: no second seed
    expect(await listings.liveOpenings()).toHaveLength(5);
  });

  it("creates a draft, publishes it (live with today's posting date), and audits each step with who", async () => {
    const created = await listings.saveOpening(alice, { intent: "save", fields: openingForm() });
    expect(created.ok).toBe(true);
    const id = (created as { id: string }).id;
    expect((await listings.liveOpenings()).map((opening) => opening.title)).not.toContain("Site Reliability Engineer");
    const draft = (await listings.openingForEdit(id))!;
    expect(draft).toMatchObject({
      version: 1,
      status: "draft",
      slug: "site-reliability-engineer",
      updatedBy: alice.email,
      datePosted: null,
    });
    expect(draft.fields.skills).toBe("Linux\nKubernetes\nTerraform");

    expect(await listings.saveOpening(alice, { id, version: 1, intent: "publish", fields: draft.fields })).toEqual({
      ok: true,
      id,
    });
    const live = (await listings.liveOpenings()).find((opening) => opening.slug === "site-reliability-engineer")!;
    expect(live).toMatchObject({
      slug: "site-reliability-engineer",
      datePosted: "2026-11-23",
      employmentType: "contract",
      skills: ["Linux", "Kubernetes", "Terraform"],
    });
    expect(await listings.openingPage("site-reliability-engineer")).toEqual({ live });

    const trail = await listAudit(store, 10);
    expect(trail.map((entry) => [entry.staffEmail, entry.action, entry.target])).toEqual([
      [alice.email, "opening created", `${id} "site-reliability-engineer"`],
      [alice.email, "opening published", `${id} "site-reliability-engineer"`],
    ]);
  });

  it("writes a change and its audit line in one transaction: when the audit line cannot be written, nothing changes", async () => {
    const created = await listings.saveOpening(alice, { intent: "save", fields: openingForm() });
    const id = (created as { id: string }).id;
    const before = (await listings.openingForEdit(id))!;
    // An audit trail that refuses every line (renamed away) must take the change down with it.
    await store.query((db) => db.schema.alterTable("staff_audit").renameTo("staff_audit_away").execute());
    await expect(
      listings.saveOpening(alice, {
        id,
        version: before.version,
        intent: "publish",
        fields: openingForm({ title: "Renamed" }),
      }),
    ).rejects.toThrow();
    await expect(listings.deleteOpening(alice, id, before.version)).rejects.toThrow();
    await store.query((db) => db.schema.alterTable("staff_audit_away").renameTo("staff_audit").execute());
    expect(await listings.openingForEdit(id)).toMatchObject({ version: before.version, status: "draft" });
    expect((await listings.openingForEdit(id))!.fields.title).toBe("Site Reliability Engineer");
  });

  it("refuses a save over a version someone else changed, naming who and when, and keeps their text", async () => {
    const { id } = (await listings.saveOpening(alice, { intent: "publish", fields: openingForm() })) as { id: string };
    const opened = (await listings.openingForEdit(id))!;
    now = new Date("2026-11-23T06:00:00Z");
    expect(
      await listings.saveOpening(bob, {
        id,
        version: opened.version,
        intent: "publish",
        fields: { ...opened.fields, title: "SRE (Bob)" },
      }),
    ).toEqual({ ok: true, id });
    const stale = await listings.saveOpening(alice, {
      id,
      version: opened.version,
      intent: "publish",
      fields: { ...opened.fields, title: "SRE (Alice)" },
    });
    expect(stale).toEqual({ ok: false, conflict: { by: bob.email, at: "2026-11-23T06:00:00.000Z" } });
    expect((await listings.openingForEdit(id))!.fields.title).toBe("SRE (Bob)");
  });

  it("unpublishes, closes and deletes: each leaves the list, closed answers gone, and each is audited", async () => {
    const { id } = (await listings.saveOpening(alice, { intent: "publish", fields: openingForm() })) as { id: string };
    let current = (await listings.openingForEdit(id))!;
    await listings.saveOpening(alice, { id, version: current.version, intent: "unpublish", fields: current.fields });
    expect(await listings.openingPage("site-reliability-engineer")).toBeUndefined();
    current = (await listings.openingForEdit(id))!;
    await listings.saveOpening(alice, { id, version: current.version, intent: "publish", fields: current.fields });
    current = (await listings.openingForEdit(id))!;
    await listings.saveOpening(bob, { id, version: current.version, intent: "close", fields: current.fields });
    expect((await listings.openingForEdit(id))!.status).toBe("closed");
    expect(await listings.openingPage("site-reliability-engineer")).toEqual({
      gone: { title: "Site Reliability Engineer" },
    });
    expect((await listings.liveOpenings()).map((opening) => opening.slug)).not.toContain("site-reliability-engineer");
    const closed = (await listings.openingForEdit(id))!;
    expect(await listings.deleteOpening(bob, id, closed.version - 1)).toMatchObject({
      ok: false,
      conflict: { by: bob.email },
    });
    expect(await listings.deleteOpening(bob, id, undefined)).toMatchObject({ ok: false, conflict: { by: bob.email } });
    expect(await listings.deleteOpening(bob, id, closed.version)).toEqual({ ok: true });
    expect(await listings.openingForEdit(id)).toBeUndefined();
    expect(await listings.deleteOpening(bob, id, closed.version)).toEqual({ ok: false, missing: true });
    expect((await listAudit(store, 10)).map((entry) => `${entry.staffEmail} ${entry.action}`)).toEqual([
      `${alice.email} opening created`,
      `${alice.email} opening published`,
      `${alice.email} opening unpublished`,
      `${alice.email} opening published`,
      `${bob.email} opening closed`,
      `${bob.email} opening deleted`,
    ]);
  });

  it("an opening expires at the end of its apply-by day in India: gone from the list, its page and the sitemap's pages", async () => {
    const { id } = (await listings.saveOpening(alice, {
      intent: "publish",
      fields: openingForm({ applyBy: "2026-12-31" }),
    })) as { id: string };
    now = new Date("2026-12-31T18:29:59Z"); // 23:59:59 IST on the day
    expect((await listings.liveOpenings()).map((opening) => opening.slug)).toContain("site-reliability-engineer");
    expect((await listings.changes()).openingPages.map((page) => page.slug)).toContain("site-reliability-engineer");
    now = new Date("2026-12-31T18:30:00Z"); // midnight IST
    expect((await listings.liveOpenings()).map((opening) => opening.slug)).not.toContain("site-reliability-engineer");
    expect(await listings.openingPage("site-reliability-engineer")).toEqual({
      gone: { title: "Site Reliability Engineer" },
    });
    const changes = await listings.changes();
    expect(changes.openingPages.map((page) => page.slug)).not.toContain("site-reliability-engineer");
    expect(changes.openings).toBe("2026-12-31T18:30:00.000Z"); // the list changed when it expired
    expect((await listings.openingForEdit(id))!.status).toBe("expired");
    expect((await listings.openingList()).find((row) => row.id === id)?.status).toBe("expired");
  });

  it("the seeded openings expire on their own apply-by days", async () => {
    now = new Date("2026-12-13T18:30:00Z"); // the end of 13 December in India: the test automation role's last day
    expect((await listings.liveOpenings()).map((opening) => opening.slug)).not.toContain("test-automation-engineer");
    expect(await listings.liveOpenings()).toHaveLength(4);
  });

  it("refuses to publish an opening whose apply-by day has passed, and reports field errors without saving", async () => {
    expect(
      await listings.saveOpening(alice, { intent: "publish", fields: openingForm({ applyBy: "2026-11-22" }) }),
    ).toEqual({ ok: false, errors: { applyBy: expect.stringMatching(/passed/) } });
    const invalid = await listings.saveOpening(alice, {
      intent: "save",
      fields: openingForm({ title: " ", location: "Mars", skills: "" }),
    });
    expect(invalid).toEqual({
      ok: false,
      errors: { title: expect.any(String), location: expect.any(String), skills: expect.any(String) },
    });
    expect(await listings.openingList()).toHaveLength(5);
  });

  it("gives each new opening a slug of its own and keeps it when the title changes", async () => {
    const first = (await listings.saveOpening(alice, {
      intent: "save",
      fields: openingForm({ title: "Test Automation Engineer" }),
    })) as { id: string };
    const second = (await listings.saveOpening(alice, {
      intent: "save",
      fields: openingForm({ title: "Test Automation Engineer" }),
    })) as { id: string };
    expect((await listings.openingForEdit(first.id))!.slug).toBe("test-automation-engineer-2");
    expect((await listings.openingForEdit(second.id))!.slug).toBe("test-automation-engineer-3");
    const opened = (await listings.openingForEdit(first.id))!;
    await listings.saveOpening(alice, {
      id: first.id,
      version: 1,
      intent: "save",
      fields: { ...opened.fields, title: "QA Lead" },
    });
    expect((await listings.openingForEdit(first.id))!.slug).toBe("test-automation-engineer-2");
  });

  it("news: create, publish, edit with a version check, unpublish, delete; quarter from the date, newest first", async () => {
    const fields = {
      title: "Jenesys opens a Pune office",
      date: "2026-11-20",
      location: "",
      description: "Our third office.",
    };
    const { id } = (await listings.saveNews(alice, { intent: "publish", fields })) as { id: string };
    expect((await listings.liveNews())[0]).toEqual({
      quarter: "Q4 2026",
      title: "Jenesys opens a Pune office",
      description: "Our third office.",
    });
    const opened = (await listings.newsForEdit(id))!;
    expect(
      await listings.saveNews(bob, {
        id,
        version: opened.version,
        intent: "publish",
        fields: { ...fields, location: "Pune" },
      }),
    ).toEqual({ ok: true, id });
    expect(await listings.saveNews(alice, { id, version: opened.version, intent: "unpublish", fields })).toMatchObject({
      ok: false,
      conflict: { by: bob.email },
    });
    expect(
      await listings.saveNews(alice, {
        id,
        version: opened.version + 1,
        intent: "unpublish",
        fields: { ...fields, location: "Pune" },
      }),
    ).toEqual({ ok: true, id });
    expect((await listings.liveNews()).map((item) => item.title)).not.toContain(fields.title);
    expect(await listings.saveNews(alice, { id, version: opened.version + 2, intent: "close", fields })).toMatchObject({
      ok: false,
    });
    expect(await listings.deleteNews(alice, id, (await listings.newsForEdit(id))!.version)).toEqual({ ok: true });
    expect((await listAudit(store, 10)).map((entry) => `${entry.staffEmail} ${entry.action}`)).toEqual([
      `${alice.email} news item created`,
      `${alice.email} news item published`,
      `${bob.email} news item edited`,
      `${alice.email} news item unpublished`,
      `${alice.email} news item deleted`,
    ]);
  });

  it("an opening's posting date is the day it last went live: kept through edits, renewed when published again", async () => {
    const { id } = (await listings.saveOpening(alice, { intent: "publish", fields: openingForm() })) as { id: string };
    expect((await listings.openingForEdit(id))!.datePosted).toBe("2026-11-23");
    now = new Date("2026-11-25T04:30:00Z");
    let opened = (await listings.openingForEdit(id))!;
    await listings.saveOpening(alice, {
      id,
      version: opened.version,
      intent: "publish",
      fields: { ...opened.fields, experience: "5 to 9 years" },
    });
    expect((await listings.openingForEdit(id))!.datePosted).toBe("2026-11-23");
    opened = (await listings.openingForEdit(id))!;
    await listings.saveOpening(alice, { id, version: opened.version, intent: "unpublish", fields: opened.fields });
    // While it is a draft, the preview shows the day it would go live, under the slug it keeps.
    expect(await listings.previewOpening(opened.fields, id)).toMatchObject({
      ok: true,
      opening: { slug: "site-reliability-engineer", datePosted: "2026-11-25" },
    });
    now = new Date("2026-11-27T04:30:00Z");
    opened = (await listings.openingForEdit(id))!;
    await listings.saveOpening(alice, { id, version: opened.version, intent: "publish", fields: opened.fields });
    expect((await listings.openingForEdit(id))!.datePosted).toBe("2026-11-27");
    expect(await listings.previewOpening(opened.fields, id)).toMatchObject({
      ok: true,
      opening: { slug: "site-reliability-engineer", datePosted: "2026-11-27" },
    });
    expect(await listings.previewOpening(openingForm({ title: "Data Engineer" }))).toEqual({
      ok: true,
      opening: expect.objectContaining({ slug: "data-engineer", datePosted: "2026-11-27", title: "Data Engineer" }),
    });
    expect(await listings.previewOpening(openingForm({ title: "" }))).toEqual({
      ok: false,
      errors: { title: expect.any(String) },
    });
  });

  it("audits only what a save changed: no edit line for unchanged text, a reopened draft, a closing", async () => {
    const { id } = (await listings.saveOpening(alice, { intent: "save", fields: openingForm() })) as { id: string };
    const step = async (intent: "save" | "publish" | "close", fields?: OpeningFields) => {
      const opened = (await listings.openingForEdit(id))!;
      expect(
        await listings.saveOpening(bob, { id, version: opened.version, intent, fields: fields ?? opened.fields }),
      ).toEqual({ ok: true, id });
    };
    await step("save"); // nothing changed: nothing to record
    await step("save", openingForm({ summary: "Keep the platforms running." }));
    await step("publish");
    await step("close");
    await step("save"); // a closed opening back to a draft
    const { id: direct } = (await listings.saveOpening(alice, {
      intent: "publish",
      fields: openingForm({ title: "Data Engineer" }),
    })) as { id: string };
    expect((await listAudit(store, 10)).map((entry) => [entry.staffEmail, entry.action, entry.target])).toEqual([
      [alice.email, "opening created", `${id} "site-reliability-engineer"`],
      [bob.email, "opening edited", `${id} "site-reliability-engineer"`],
      [bob.email, "opening published", `${id} "site-reliability-engineer"`],
      [bob.email, "opening closed", `${id} "site-reliability-engineer"`],
      [bob.email, "opening reopened as draft", `${id} "site-reliability-engineer"`],
      [alice.email, "opening created", `${direct} "data-engineer"`],
      [alice.email, "opening published", `${direct} "data-engineer"`],
    ]);
    expect(await listings.openingForEdit(id)).toMatchObject({
      version: 6,
      status: "draft",
      updatedBy: bob.email,
      updatedAt: shipDay.toISOString(),
    });
  });

  it("the editor's lists: openings in the order added with department, place, apply-by day and status; news newest first", async () => {
    const { id } = (await listings.saveOpening(alice, {
      intent: "publish",
      fields: openingForm({ applyBy: "2026-11-30" }),
    })) as { id: string };
    now = new Date(shipDay.getTime() + 3_600_000);
    const { id: later } = (await listings.saveOpening(bob, {
      intent: "save",
      fields: openingForm({ title: "Data Engineer" }),
    })) as { id: string };
    now = shipDay;
    const rows = await listings.openingList();
    expect(rows).toHaveLength(7);
    expect(rows.findIndex((row) => row.id === id)).toBeLessThan(rows.findIndex((row) => row.id === later));
    expect(rows.find((row) => row.id === later)).toMatchObject({ status: "draft", updatedBy: bob.email });
    expect(rows.find((row) => row.id === id)).toEqual({
      id,
      title: "Site Reliability Engineer",
      detail: "Systems Engineering · Chennai",
      status: "published",
      date: "2026-11-30",
      slug: "site-reliability-engineer",
      updatedAt: shipDay.toISOString(),
      updatedBy: alice.email,
    });
    const { id: newsId } = (await listings.saveNews(bob, {
      intent: "save",
      fields: {
        title: "Jenesys opens a Pune office",
        date: "2026-11-20",
        location: "",
        description: "Our third office.",
      },
    })) as { id: string };
    const news = await listings.newsList();
    expect(news.map((row) => row.date)).toEqual([...news.map((row) => row.date)].sort().reverse());
    expect(news[0]).toEqual({
      id: newsId,
      title: "Jenesys opens a Pune office",
      detail: "Q4 2026",
      status: "draft",
      date: "2026-11-20",
      updatedAt: shipDay.toISOString(),
      updatedBy: bob.email,
    });
    expect(news[1].detail).toMatch(/^Q3 2026 · \S/);
    expect(await listings.newsForEdit(newsId)).toEqual({
      id: newsId,
      version: 1,
      status: "draft",
      fields: {
        title: "Jenesys opens a Pune office",
        date: "2026-11-20",
        location: "",
        description: "Our third office.",
      },
      updatedAt: shipDay.toISOString(),
      updatedBy: bob.email,
    });
    expect(await listings.newsForEdit("0b7e5a4c-1111-4a7e-9d7e-000000000001")).toBeUndefined();
    expect(await listings.openingForEdit("0b7e5a4c-1111-4a7e-9d7e-000000000001")).toBeUndefined();
  });

  it("news: only published items are live, newest first (the later-added first on one day); a news item cannot be closed", async () => {
    const news = (title: string, date: string) => ({ title, date, location: "", description: "Text." });
    const older = (await listings.saveNews(alice, {
      intent: "publish",
      fields: news("First of the day", "2026-11-20"),
    })) as { id: string };
    now = new Date("2026-11-23T05:30:00Z");
    await listings.saveNews(alice, { intent: "publish", fields: news("Second of the day", "2026-11-20") });
    await listings.saveNews(alice, { intent: "save", fields: news("A draft", "2026-11-21") });
    expect((await listings.liveNews()).map((item) => item.title).slice(0, 3)).toEqual([
      "Second of the day",
      "First of the day",
      "EnergIT adds Scope 3 emissions reporting",
    ]);
    expect(
      await listings.saveNews(alice, {
        id: older.id,
        version: 1,
        intent: "close",
        fields: news("First of the day", "2026-11-20"),
      }),
    ).toEqual({ ok: false, errors: { form: "Only openings can be closed." } });
    // The preview lists the item among the published ones, before the others of its day, and not twice.
    const preview = await listings.previewNews(news("First of the day, edited", "2026-11-20"), older.id);
    expect(preview).toMatchObject({ ok: true, item: { quarter: "Q4 2026", title: "First of the day, edited" } });
    expect((preview as { list: Array<{ title: string }> }).list.map((item) => item.title)).toEqual([
      "First of the day, edited",
      "Second of the day",
      "EnergIT adds Scope 3 emissions reporting",
      "Jenesys presents at a national e-governance conference",
      "Graduate engineering programme welcomes its largest intake",
    ]);
    const fresh = await listings.previewNews(news("Brand new", "2026-10-01"));
    expect((fresh as { list: Array<{ title: string }> }).list.map((item) => item.title).slice(2)).toEqual([
      "Brand new",
      "EnergIT adds Scope 3 emissions reporting",
      "Jenesys presents at a national e-governance conference",
      "Graduate engineering programme welcomes its largest intake",
    ]);
    expect(await listings.previewNews(news("", "2026-10-01"))).toEqual({
      ok: false,
      errors: { title: expect.any(String) },
    });
  });

  it("the sitemap's times: the latest change of each list, and none for a list that never had an item", async () => {
    for (const row of await listings.newsList()) {
      const item = (await listings.newsForEdit(row.id))!;
      await listings.deleteNews(alice, row.id, item.version);
    }
    for (const row of await listings.openingList()) {
      const opening = (await listings.openingForEdit(row.id))!;
      await listings.deleteOpening(alice, row.id, opening.version);
    }
    expect(await listings.changes()).toEqual({ openings: undefined, news: undefined, openingPages: [] });
    now = new Date("2026-11-24T00:00:00Z");
    const { id } = (await listings.saveOpening(alice, { intent: "publish", fields: openingForm() })) as { id: string };
    const changes = await listings.changes();
    expect(changes.news).toBeUndefined();
    expect(changes.openings).toBe("2026-11-24T00:00:00.000Z");
    expect(changes.openingPages).toContainEqual({
      slug: "site-reliability-engineer",
      lastModified: "2026-11-24T00:00:00.000Z",
    });
    expect(changes.openingPages).toHaveLength(1);
    now = new Date("2026-11-25T00:00:00Z");
    await listings.saveNews(bob, {
      intent: "save",
      fields: { title: "Draft", date: "2026-11-20", location: "", description: "Text." },
    });
    expect((await listings.changes()).news).toBe("2026-11-25T00:00:00.000Z");
    const opened = (await listings.openingForEdit(id))!;
    await listings.saveOpening(alice, { id, version: opened.version, intent: "unpublish", fields: opened.fields });
    expect((await listings.changes()).openingPages.map((page) => page.slug)).not.toContain("site-reliability-engineer");
    expect((await listings.changes()).openings).toBe("2026-11-25T00:00:00.000Z");
  });

  it("a deletion names the item in the audit trail, and a news item's by its title", async () => {
    const { id } = (await listings.saveNews(alice, {
      intent: "save",
      fields: { title: "Jenesys opens a Pune office", date: "2026-11-20", location: "Pune", description: "Text." },
    })) as { id: string };
    expect(await listings.deleteNews(bob, id, 2)).toEqual({
      ok: false,
      conflict: { by: alice.email, at: shipDay.toISOString() },
    });
    expect(await listings.deleteNews(bob, "not-an-id", 1)).toEqual({ ok: false, missing: true });
    expect(await listings.deleteNews(bob, id, 1)).toEqual({ ok: true });
    expect(await listings.newsForEdit(id)).toBeUndefined();
    expect((await listAudit(store, 1))[0]).toMatchObject({
      staffEmail: bob.email,
      action: "news item deleted",
      target: `${id} "Jenesys opens a Pune office"`,
      client: null,
    });
  });

  it("treats malformed ids and slugs as unknown", async () => {
    expect(await listings.openingForEdit("not-a-uuid")).toBeUndefined();
    expect(await listings.newsForEdit("1; DROP TABLE news_items")).toBeUndefined();
    expect(await listings.openingPage("../admin")).toBeUndefined();
    expect(
      await listings.saveOpening(alice, { id: "nope", version: 1, intent: "save", fields: openingForm() }),
    ).toEqual({ ok: false, missing: true });
  });
}

describe("openings and news on SQLite", () => {
  storeSuite(async () => {
    const dir = tempDir();
    return { store: openSqliteStore(join(dir.path, "store.db")), cleanup: async () => dir.remove() };
  });
});

describe.skipIf(!pgUrl)(
  `openings and news on PostgreSQL${pgUrl ? "" : " (skipped: set TEST_DATABASE_URL to run)"}`,
  () => {
    storeSuite(async () => scratchPostgresStore(pgUrl!, "listings"));
  },
);
