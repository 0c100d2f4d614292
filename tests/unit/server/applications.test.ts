/**
 * Job applications (server/careers/applications.ts, mails.ts) on SQLite always and on PostgreSQL when
 * TEST_DATABASE_URL is set: the form's checks with the CV's own bytes, one application per address and opening
 * (a second updates the first), the confirmation with its withdrawal link and HR's notice that names no more
 * than a name and an opening, the withdrawal, retention with a controlled clock, and the privacy erasure.
 */
import type { SendMailOptions } from "nodemailer";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultRetention, missingMessages } from "../../../app/lib/application-rules";
import {
  checkApplication,
  cvMessages,
  eraseAt,
  eraseExpiredApplications,
  saveApplication,
  withdrawalOf,
  withdrawApplication,
} from "../../../server/careers/applications";
import { applicationMails } from "../../../server/careers/mails";
import type { UploadedFile } from "../../../server/careers/multipart";
import { createMailQueue } from "../../../server/mail-queue";
import type { Store } from "../../../server/store/types";
import { createMemoryLogger } from "../../support/memory-logger";
import { describeOnEachStore } from "../../support/scratch-store";
import { docxBytes, pdfBytes, zipOf } from "../../support/cv-files";

const fields = {
  fullName: "Priya Raman",
  email: "Priya.Raman@example.in",
  phone: "+91 98450 12345",
  location: "Chennai",
  noticePeriod: "30 days",
  link: "https://www.linkedin.com/in/priya-raman",
  coverLetter: "I have built POS integrations for six years.",
  consent: "yes",
};

const cv = (bytes: Buffer, fileName = "Priya Raman CV.pdf"): UploadedFile => ({
  field: "cv",
  fileName,
  claimedType: "application/pdf",
  bytes,
  tooLarge: false,
});

describe("an application checked as the server checks every post", () => {
  it("takes the form's fields and a PDF or a Word document read from its bytes", () => {
    const checked = checkApplication(fields, cv(pdfBytes()));
    expect(checked).toMatchObject({
      ok: true,
      cv: { kind: "pdf" },
      form: { otherRoles: false, noticePeriod: "30 days" },
    });
    expect(checkApplication(fields, cv(docxBytes(), "cv.docx"))).toMatchObject({ ok: true, cv: { kind: "docx" } });
  });

  it("refuses a CV by what its bytes are, whatever its name: an executable, another zip, nothing, too much", () => {
    const errorOf = (file: UploadedFile | undefined) => {
      const checked = checkApplication(fields, file);
      return checked.ok ? undefined : checked.errors.cv;
    };
    expect(errorOf(cv(Buffer.from("MZ\x90\x00 this program cannot be run in DOS mode")))).toBe(cvMessages.unreadable);
    expect(errorOf(cv(zipOf({ "notes.txt": "not a Word document" }), "cv.docx"))).toBe(cvMessages.unreadable);
    expect(errorOf(cv(Buffer.alloc(0)))).toBe(cvMessages.empty);
    expect(errorOf({ ...cv(pdfBytes()), tooLarge: true })).toBe(cvMessages.tooLarge);
    expect(errorOf(undefined)).toBe(missingMessages.cv);
  });

  it("says every problem at once, the consent's included", () => {
    const checked = checkApplication({ ...fields, fullName: "", consent: "" }, undefined);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual(["consent", "cv", "fullName"]);
    expect(checked.errors.consent).toBe(missingMessages.consent);
  });

  it("takes only a web link a recruiter can open, and a known notice period", () => {
    const problems = (changes: Record<string, string>) => {
      const checked = checkApplication({ ...fields, ...changes }, cv(pdfBytes()));
      return checked.ok ? [] : Object.keys(checked.errors);
    };
    expect(problems({ link: "javascript:alert(1)" })).toEqual(["link"]);
    expect(problems({ link: "" })).toEqual([]);
    expect(problems({ noticePeriod: "tomorrow" })).toEqual(["noticePeriod"]);
    expect(problems({ phone: "call me" })).toEqual(["phone"]);
    expect(problems({ coverLetter: "x".repeat(5001) })).toEqual(["coverLetter"]);
  });
});

describe("when a decided application erases itself", () => {
  const decided = new Date("2026-11-27T10:00:00Z");
  const consentAt = new Date("2026-11-01T10:00:00Z");
  const day = 86_400_000;

  it("180 days after a rejection, 30 after hiring, never while in progress", () => {
    const application = { otherRoles: false, consentAt };
    expect(eraseAt("rejected", decided, application, defaultRetention)).toEqual(
      new Date(decided.getTime() + 180 * day),
    );
    expect(eraseAt("hired", decided, application, defaultRetention)).toEqual(new Date(decided.getTime() + 30 * day));
    for (const stage of ["new", "shortlisted", "interview", "offer"])
      expect(eraseAt(stage, decided, application, defaultRetention)).toBeNull();
  });

  it("12 months from the consent for a candidate kept for other roles, never before the 180 days", () => {
    expect(eraseAt("rejected", decided, { otherRoles: true, consentAt }, defaultRetention)).toEqual(
      new Date("2027-11-01T10:00:00Z"),
    );
    const longAgo = new Date("2025-06-01T10:00:00Z");
    expect(eraseAt("rejected", decided, { otherRoles: true, consentAt: longAgo }, defaultRetention)).toEqual(
      new Date(decided.getTime() + 180 * day),
    );
  });
});

function storeSuite(open: () => { store: Store; cleanup(): Promise<void> | void }) {
  let store: Store;
  let cleanup: () => Promise<void> | void;
  let mails: SendMailOptions[];
  const deliver = () =>
    createMailQueue(
      applicationMails({ store, from: "careers@jenesys.example", publicUrl: "https://www.jenesys.example" }),
      {
        send: async (mail) => mails.push(mail),
        logger: createMemoryLogger(),
        retry: { firstDelayMs: 0, maxDelayMs: 0 },
      },
    ).deliverDue();

  beforeEach(async () => {
    ({ store, cleanup } = open());
    await store.migrate();
    mails = [];
  });
  afterEach(async () => cleanup());

  const opening = async () =>
    store.query((db) =>
      db
        .selectFrom("openings")
        .select(["id", "title"])
        .where("slug", "=", "retail-solutions-consultant-pos-and-omnichannel")
        .executeTakeFirstOrThrow(),
    );

  const apply = async (changes: Record<string, string> = {}, bytes = pdfBytes(), at = new Date()) => {
    const checked = checkApplication({ ...fields, ...changes }, cv(bytes));
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    return saveApplication(store, await opening(), { form: checked.form, cv: checked.cv, consentText: "I agree." }, at);
  };

  const count = (table: "applications" | "application_files" | "application_mails" | "application_events") =>
    store.query(async (db) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );

  it("stores the application with its CV's exact bytes, its consent, and two mails to send", async () => {
    const bytes = pdfBytes("a CV with ü and 😀 in it");
    const { id, updated } = await apply({}, bytes);
    expect(updated).toBe(false);
    const row = await store.query((db) =>
      db
        .selectFrom("applications")
        .innerJoin("application_files", "application_files.application_id", "applications.id")
        .selectAll()
        .where("applications.id", "=", id)
        .executeTakeFirstOrThrow(),
    );
    expect(Buffer.from(row.bytes).equals(bytes)).toBe(true);
    expect(row).toMatchObject({
      full_name: "Priya Raman",
      stage: "new",
      consent_text: "I agree.",
      media_type: "application/pdf",
      size: bytes.length,
      erase_at: null,
    });
    expect(await count("application_mails")).toBe(2);
  });

  it("keeps one application per address and opening: a second, in any case, updates the first", async () => {
    const first = await apply();
    const second = await apply({ email: "PRIYA.RAMAN@EXAMPLE.IN", location: "Bengaluru" }, docxBytes());
    expect(second).toEqual({ id: first.id, updated: true });
    expect(await count("applications")).toBe(1);
    expect(await count("application_files")).toBe(1);
    const row = await store.query((db) =>
      db
        .selectFrom("applications")
        .innerJoin("application_files", "application_files.application_id", "applications.id")
        .select(["location", "media_type"])
        .executeTakeFirstOrThrow(),
    );
    expect(row).toEqual({ location: "Bengaluru", media_type: expect.stringContaining("wordprocessingml") });
    const kinds = await store.query((db) => db.selectFrom("application_events").select("kind").orderBy("id").execute());
    expect(kinds.map((event) => event.kind)).toEqual(["received", "updated"]);
  });

  it("mails the candidate what they sent with a withdrawal link, and HR a name, an opening and a staff link only", async () => {
    const { id } = await apply();
    await deliver();
    await deliver(); // nothing is sent twice
    expect(mails).toHaveLength(2);
    const confirmation = mails.find((mail) => mail.to === fields.email)!;
    const notice = mails.find((mail) => mail.to === "careers@jenesys.example")!;
    expect(confirmation.from).toBe("careers@jenesys.example");
    expect(confirmation.text).toContain("Notice period: 30 days");
    expect(confirmation.text).toContain("CV: Priya Raman CV.pdf");
    const link = /https:\/\/www\.jenesys\.example\/applications\/withdraw\?token=([A-Za-z0-9_-]{43})/.exec(
      confirmation.text as string,
    );
    expect(link).not.toBeNull();
    expect(notice.text).toContain(`https://www.jenesys.example/admin/applications/${id}`);
    expect(notice.text).toContain("Priya Raman");
    for (const detail of [fields.email, fields.phone, "Chennai", "POS integrations", "CV"])
      expect((notice.text as string) + JSON.stringify(notice.headers)).not.toContain(detail);
    expect(notice.attachments).toBeUndefined();

    // The link's token is in the mail only: the store keeps its hash.
    const token = link![1];
    const stored = await store.query((db) => db.selectFrom("application_mails").select("token_hash").execute());
    expect(stored.some((row) => row.token_hash === token)).toBe(false);
    expect(await withdrawalOf(store, token)).toEqual({ title: (await opening()).title });
    expect(await withdrawApplication(store, token)).toBe(true);
    expect(await withdrawApplication(store, token)).toBe(false);
    expect(await count("applications")).toBe(0);
    expect(await count("application_files")).toBe(0);
    expect(await count("application_mails")).toBe(0);
    const trail = await store.query((db) => db.selectFrom("staff_audit").select(["action", "target"]).execute());
    expect(trail).toEqual([{ action: "application withdrawn", target: id }]);
  });

  it("withdraws nothing with a malformed or unknown token", async () => {
    await apply();
    expect(await withdrawApplication(store, "not a token")).toBe(false);
    expect(await withdrawApplication(store, "A".repeat(43))).toBe(false);
    expect(await withdrawalOf(store, "A".repeat(43))).toBeUndefined();
    expect(await count("applications")).toBe(1);
  });

  it("erases a decided application once its day has come, and only then, with its id in the audit trail", async () => {
    const { id } = await apply();
    const kept = await apply({ email: "arun@example.in" });
    const eraseOn = new Date("2027-05-26T10:00:00Z");
    await store.query((db) =>
      db
        .updateTable("applications")
        .set({ stage: "rejected", erase_at: eraseOn.toISOString() })
        .where("id", "=", id)
        .execute(),
    );
    expect(await eraseExpiredApplications(store, new Date(eraseOn.getTime() - 1000))).toBe(0);
    expect(await eraseExpiredApplications(store, eraseOn)).toBe(1);
    const left = await store.query((db) => db.selectFrom("applications").select("id").execute());
    expect(left).toEqual([{ id: kept.id }]);
    expect(await count("application_files")).toBe(1);
    const trail = await store.query((db) =>
      db.selectFrom("staff_audit").select(["action", "target", "staff_email"]).execute(),
    );
    expect(trail).toEqual([{ action: "application erased", target: id, staff_email: null }]);
  });

  it("goes with the privacy erasure of its address, whatever the case", async () => {
    await apply();
    await apply({ email: "arun@example.in" });
    await store.deleteContactsByEmail("PRIYA.raman@example.IN");
    const left = await store.query((db) => db.selectFrom("applications").select("email").execute());
    expect(left).toEqual([{ email: "arun@example.in" }]);
    expect(await count("application_files")).toBe(1);
  });
}

describeOnEachStore("job applications in the store", "applications", storeSuite);
