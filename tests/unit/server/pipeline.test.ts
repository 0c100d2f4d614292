/**
 * HR's work on applications (server/careers/pipeline.ts) on SQLite always and on PostgreSQL when TEST_DATABASE_URL
 * is set: the list's filters, search and pages, stage moves and the erasure date they set (on a fixed clock),
 * notes, a rejection's one mail, the CV's bytes, the export, the counts by opening, and an audit trail that holds
 * ids, never a candidate's name or address.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { parseApplicationFilter } from "../../../app/lib/application-filter";
import { defaultRetention } from "../../../app/lib/application-rules";
import type { ApplicationForm } from "../../../app/lib/application-schema";
import { saveApplication } from "../../../server/careers/applications";
import {
  addApplicationNote,
  applicationColumns,
  applicationCountsByOpening,
  applicationDetail,
  cvDownload,
  exportApplications,
  listApplications,
  moveStage,
  rejectWithMail,
} from "../../../server/careers/pipeline";
import { csvPieces } from "../../../server/contacts-export";
import { listAudit } from "../../../server/staff/audit";
import type { Store } from "../../../server/store/types";
import { parseCsv } from "../../support/csv";
import { describeOnEachStore } from "../../support/scratch-store";

const day = 86_400_000;
/** 10:00 in India on 23 November 2026: every change below happens "now". */
const now = new Date("2026-11-23T04:30:00Z");
const hr = { email: "hr@jenesys.example" };

const form = (fullName: string, overrides: Partial<ApplicationForm> = {}): ApplicationForm => ({
  fullName,
  email: `${fullName.toLowerCase().replace(/ /g, ".")}@example.com`,
  phone: "+91 98765 43210",
  location: "Chennai",
  noticePeriod: "30 days",
  link: undefined,
  coverLetter: undefined,
  consent: "yes",
  otherRoles: false,
  ...overrides,
});

const cvBytes = Buffer.concat([
  Buffer.from("%PDF-1.7\n"),
  Buffer.from([0, 255, 128, 10, 13, 0x25]),
  Buffer.alloc(3000, 7),
]);

function storeSuite(open: () => { store: Store; cleanup(): Promise<void> }) {
  let store: Store;
  let cleanup: () => Promise<void>;
  let openings: { id: string; title: string }[];

  beforeEach(async () => {
    ({ store, cleanup } = open());
    await store.migrate();
    // The migration seeds the careers page's openings: the applications go to the first two.
    openings = await store.query((db) =>
      db.selectFrom("openings").select(["id", "title"]).orderBy("position").limit(2).execute(),
    );
    expect(openings).toHaveLength(2);
  });
  afterEach(async () => cleanup());

  /** An application as the form stores it, received `minutesAgo` before now. */
  const apply = async (
    name: string,
    options: { opening?: number; minutesAgo?: number } & Partial<ApplicationForm> = {},
  ) => {
    const { opening = 0, minutesAgo = 0, ...overrides } = options;
    const received = new Date(now.getTime() - minutesAgo * 60_000);
    const saved = await saveApplication(
      store,
      openings[opening],
      {
        form: form(name, overrides),
        cv: { fileName: `${name} CV.pdf`, kind: "pdf", bytes: cvBytes },
        consentText: "I agree.",
      },
      received,
    );
    return saved.id;
  };
  const names = async (query: string) =>
    (await listApplications(store, parseApplicationFilter(new URLSearchParams(query)))).applications.map(
      (application) => application.fullName,
    );
  const row = (id: string) =>
    store.query((db) =>
      db
        .selectFrom("applications")
        .select(["stage", "stage_changed_at", "erase_at", "updated_at"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow(),
    );
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

  it("lists applications newest first with their opening, and filters by opening, stage and a search", async () => {
    await apply("Meera Iyer", { minutesAgo: 30, location: "Pune" });
    const ravi = await apply("Ravi Kumar", { opening: 1, minutesAgo: 20 });
    await apply("Anita Rao", { minutesAgo: 10, email: "anita.r@Mail.example" });
    await moveStage(store, hr, ravi, "interview", defaultRetention, now);

    const all = await listApplications(store, parseApplicationFilter(new URLSearchParams()));
    expect(all.total).toBe(3);
    expect(all.applications.map((application) => [application.fullName, application.openingTitle])).toEqual([
      ["Anita Rao", openings[0].title],
      ["Ravi Kumar", openings[1].title],
      ["Meera Iyer", openings[0].title],
    ]);
    expect(all.applications[0]).toMatchObject({
      stage: "new",
      receivedAt: new Date(now.getTime() - 10 * 60_000).toISOString(),
      eraseAt: null,
      location: "Chennai",
    });

    expect(await names(`opening=${openings[1].id}`)).toEqual(["Ravi Kumar"]);
    expect(await names(`opening=${openings[0].id.toUpperCase()}`)).toEqual(["Anita Rao", "Meera Iyer"]);
    expect(await names("stage=interview")).toEqual(["Ravi Kumar"]);
    expect(await names(`stage=new&opening=${openings[1].id}`)).toEqual([]);
    expect(await names("q=MEERA")).toEqual(["Meera Iyer"]); // the name, in any case
    expect(await names("q=mail.example")).toEqual(["Anita Rao"]); // the e-mail
    expect(await names("q=pune")).toEqual(["Meera Iyer"]); // the location
    expect(await names("q=chennai&stage=new")).toEqual(["Anita Rao"]);
    expect(await names("q=%25")).toEqual([]); // a % is looked for literally, not as "anything"
    expect(await names("q=iyer%1Fmeera")).toEqual([]); // never across two fields
    expect(await names("q=rao")).toEqual(["Anita Rao"]); // not the cover letter, phone or opening
  });

  it("gives 50 a page, and the count of all of them", async () => {
    for (let i = 0; i < 51; i++) await apply(`Candidate ${String(i).padStart(2, "0")}`, { minutesAgo: 100 - i });
    const first = await listApplications(store, parseApplicationFilter(new URLSearchParams()));
    expect(first).toMatchObject({ total: 51, page: 1, pages: 2 });
    expect(first.applications).toHaveLength(50);
    expect(first.applications[0].fullName).toBe("Candidate 50");
    const second = await listApplications(store, parseApplicationFilter(new URLSearchParams("page=2")));
    expect(second).toMatchObject({ total: 51, page: 2, pages: 2 });
    expect(second.applications.map((application) => application.fullName)).toEqual(["Candidate 00"]);
    // A page past the last shows the last.
    expect((await listApplications(store, parseApplicationFilter(new URLSearchParams("page=9")))).page).toBe(2);
  });

  it("moves the stage, sets the erasure date on a decision and clears it on a move back, and keeps the candidate's updated_at", async () => {
    const id = await apply("Meera Iyer", { minutesAgo: 60 });
    const before = await row(id);

    expect(await moveStage(store, hr, id, "shortlisted", defaultRetention, now)).toBe("moved");
    let after = await row(id);
    expect(after.stage).toBe("shortlisted");
    expect(iso(after.stage_changed_at)).toBe(now.toISOString());
    expect(after.erase_at).toBeNull();

    const later = new Date(now.getTime() + 2 * day);
    expect(await moveStage(store, hr, id, "rejected", defaultRetention, later)).toBe("moved");
    after = await row(id);
    expect(iso(after.erase_at)).toBe(new Date(later.getTime() + defaultRetention.rejectedDays * day).toISOString());
    expect(iso(after.stage_changed_at)).toBe(later.toISOString());

    expect(await moveStage(store, hr, id, "interview", defaultRetention, later)).toBe("moved");
    expect((await row(id)).erase_at).toBeNull(); // back in progress: kept until a decision

    expect(await moveStage(store, hr, id, "hired", defaultRetention, later)).toBe("moved");
    expect(iso((await row(id)).erase_at)).toBe(
      new Date(later.getTime() + defaultRetention.hiredDays * day).toISOString(),
    );
    expect(iso((await row(id)).updated_at)).toBe(iso(before.updated_at));

    // Where it is already: nothing changes, nothing is recorded.
    expect(await moveStage(store, hr, id, "hired", defaultRetention, new Date(later.getTime() + day))).toBe(
      "unchanged",
    );
    expect(iso((await row(id)).stage_changed_at)).toBe(later.toISOString());
    expect(await moveStage(store, hr, "0b7e5a4c-1111-4a7e-9d7e-000000000001", "hired", defaultRetention, now)).toBe(
      "no-such-application",
    );
    expect(await moveStage(store, hr, "not-an-id", "hired", defaultRetention, now)).toBe("no-such-application");

    const detail = await applicationDetail(store, id);
    expect(detail?.history.map(({ by, kind, detail }) => [by, kind, detail])).toEqual([
      [null, "received", null],
      [hr.email, "stage", "shortlisted"],
      [hr.email, "stage", "rejected"],
      [hr.email, "stage", "interview"],
      [hr.email, "stage", "hired"],
    ]);
    const stageLines = (await listAudit(store, 50)).filter((entry) => entry.action === "application stage");
    expect(stageLines.map((entry) => [entry.staffEmail, entry.target])).toEqual(Array(4).fill([hr.email, id]));
  });

  it("keeps a rejected candidate who asked to be considered for other roles until their consent's months run out", async () => {
    const id = await apply("Kavya Menon", { otherRoles: true });
    expect(await moveStage(store, hr, id, "rejected", defaultRetention, now)).toBe("moved");
    const pool = new Date(now);
    pool.setUTCMonth(pool.getUTCMonth() + defaultRetention.otherRolesMonths);
    expect(iso((await row(id)).erase_at)).toBe(pool.toISOString());
  });

  it("shows every field, the CV without its bytes, and a note in the history", async () => {
    const id = await apply("Anita Rao", {
      link: "https://www.linkedin.com/in/anita-rao",
      coverLetter: "I have run payroll systems.\nFor ten years.",
      otherRoles: true,
    });
    expect(await addApplicationNote(store, hr, id, "Strong on Kubernetes.\nCall on Monday.", now)).toBe(true);
    expect(await addApplicationNote(store, hr, "0b7e5a4c-1111-4a7e-9d7e-000000000001", "lost", now)).toBe(false);

    const detail = await applicationDetail(store, id);
    expect(detail).toMatchObject({
      id,
      opening: { id: openings[0].id, title: openings[0].title },
      fullName: "Anita Rao",
      email: "anita.rao@example.com",
      phone: "+91 98765 43210",
      location: "Chennai",
      noticePeriod: "30 days",
      link: "https://www.linkedin.com/in/anita-rao",
      coverLetter: "I have run payroll systems.\nFor ten years.",
      consentText: "I agree.",
      otherRoles: true,
      stage: "new",
      eraseAt: null,
      receivedAt: now.toISOString(),
      cv: { fileName: "Anita Rao CV.pdf", size: cvBytes.length, mediaType: "application/pdf" },
    });
    expect(detail?.opening.slug).toMatch(/^[a-z0-9-]+$/);
    expect(detail).not.toHaveProperty("cv.bytes");
    expect(detail?.history.at(-1)).toEqual({
      at: now.toISOString(),
      by: hr.email,
      kind: "note",
      detail: "Strong on Kubernetes.\nCall on Monday.",
    });
    expect(await applicationDetail(store, "not-an-id")).toBeUndefined();
  });

  it("rejects with exactly one rejection mail in the colleague's words, queued with the decision", async () => {
    const id = await apply("Ravi Kumar");
    const words = { subject: "Your application for the role", body: "Dear Ravi,\n\nThank you. Not this time." };
    expect(await rejectWithMail(store, hr, id, words, defaultRetention, now)).toBe(true);
    const mails = await store.query((db) =>
      db
        .selectFrom("application_mails")
        .select(["kind", "subject", "body", "staff_email", "sent_at"])
        .where("application_id", "=", id)
        .where("kind", "=", "rejection")
        .execute(),
    );
    expect(mails).toEqual([{ kind: "rejection", ...words, staff_email: hr.email, sent_at: null }]);
    const after = await row(id);
    expect(after.stage).toBe("rejected");
    expect(iso(after.erase_at)).toBe(new Date(now.getTime() + defaultRetention.rejectedDays * day).toISOString());
    expect((await applicationDetail(store, id))?.history.slice(1).map(({ kind, detail }) => [kind, detail])).toEqual([
      ["stage", "rejected"],
      ["rejection mail", words.subject],
    ]);
    const actions = (await listAudit(store, 50)).map((entry) => [entry.action, entry.target]);
    expect(actions).toEqual([
      ["application stage", id],
      ["application rejection mail", id],
    ]);
    expect(await rejectWithMail(store, hr, "0b7e5a4c-1111-4a7e-9d7e-000000000001", words, defaultRetention, now)).toBe(
      false,
    );
  });

  it("hands the CV back byte for byte, and records who downloaded it", async () => {
    const id = await apply("Meera Iyer");
    const cv = await cvDownload(store, hr, id);
    expect(cv?.fileName).toBe("Meera Iyer CV.pdf");
    expect(cv?.mediaType).toBe("application/pdf");
    expect(Buffer.compare(cv!.bytes, cvBytes)).toBe(0);
    expect((await listAudit(store, 5)).map((entry) => [entry.staffEmail, entry.action, entry.target])).toEqual([
      [hr.email, "cv downloaded", id],
    ]);
    expect(await cvDownload(store, hr, "0b7e5a4c-1111-4a7e-9d7e-000000000001")).toBeUndefined();
  });

  it("exports the filtered applications formula-safe with India times, and records the export without the search", async () => {
    await apply("=HYPERLINK(evil)", { email: "evil@example.com", location: "+Chennai" });
    await apply("Ravi Kumar", { opening: 1 });
    const rows = await exportApplications(store, hr, parseApplicationFilter(new URLSearchParams("q=evil")));
    const pieces: Buffer[] = [];
    for await (const piece of csvPieces(applicationColumns, [rows])) pieces.push(Buffer.from(piece));
    const csv = Buffer.concat(pieces).toString("utf8");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [header, line, ...rest] = parseCsv(csv.slice(1));
    expect(rest).toEqual([]);
    const cell = (name: string) => line[header.indexOf(name)];
    expect(cell("name")).toBe("'=HYPERLINK(evil)");
    expect(cell("location")).toBe("'+Chennai");
    expect(cell("phone")).toBe("+91 98765 43210"); // a phone keeps its +
    expect(cell("received_ist")).toBe("2026-11-23T10:00:00+05:30");
    expect(cell("stage")).toBe("new");
    expect(cell("opening")).toBe(openings[0].title);
    const [entry] = await listAudit(store, 1);
    expect(entry).toMatchObject({ action: "export applications", staffEmail: hr.email });
    expect(entry.target).toBe("1 application: every opening, any stage, with a search");
  });

  it("counts each opening's applications by stage", async () => {
    const first = await apply("Meera Iyer");
    await apply("Ravi Kumar");
    await apply("Anita Rao");
    await apply("Kavya Menon", { opening: 1 });
    await moveStage(store, hr, first, "interview", defaultRetention, now);
    const counts = await applicationCountsByOpening(store);
    expect(Object.fromEntries(counts.map((opening) => [opening.openingId, opening.counts]))).toEqual({
      [openings[0].id]: { new: 2, interview: 1 },
      [openings[1].id]: { new: 1 },
    });
    expect(counts.find((opening) => opening.openingId === openings[1].id)?.title).toBe(openings[1].title);
  });

  it("writes ids to the audit trail, never a candidate's name or address", async () => {
    const id = await apply("Meera Iyer");
    await moveStage(store, hr, id, "shortlisted", defaultRetention, now);
    await addApplicationNote(store, hr, id, "Meera Iyer sounds right.", now);
    await cvDownload(store, hr, id);
    await rejectWithMail(store, hr, id, { subject: "Meera Iyer", body: "Dear Meera Iyer" }, defaultRetention, now);
    await exportApplications(store, hr, parseApplicationFilter(new URLSearchParams("q=meera.iyer@example.com")));
    const entries = await listAudit(store, 50);
    expect(entries).toHaveLength(6);
    for (const entry of entries) {
      expect(entry.target).not.toMatch(/meera|iyer/i);
      expect(entry.action === "export applications" || entry.target === id).toBe(true);
    }
  });
}

describeOnEachStore("HR's pipeline of applications", "pipeline", storeSuite);
