/**
 * A candidate's application, from the opening's page to the store and back out of it: checked with the form's
 * one schema and the CV's own bytes, stored with its file in one transaction (a second application to the same
 * opening from the same address updates the first), withdrawn by the candidate through the link in their
 * confirmation, and erased by itself once its retention period has passed.
 */
import { createHash, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { applicationLimits, missingMessages, type ApplicationRetention } from "../../app/lib/application-rules";
import { applicationSchema, type ApplicationForm } from "../../app/lib/application-schema";
import { fieldErrors } from "../../app/lib/field-errors";
import { isWellFormedToken, tokenHash } from "../newsletter/tokens";
import { writeAudit } from "../staff/audit";
import type { Tables } from "../store/tables";
import type { Store } from "../store/types";
import { cvKind, cvMediaTypes, type CvKind } from "./cv-file";
import type { UploadedFile } from "./multipart";

export const cvMessages = {
  missing: missingMessages.cv,
  empty: "The CV you chose is an empty file. Please choose the file again.",
  tooLarge: missingMessages.cvTooLarge,
  unreadable:
    "We could not read this file as a PDF or a Word (.docx) document. Please save your CV as a PDF and attach it again.",
} as const;

/** A CV that passed its checks: what its bytes are, whatever its name said. */
export interface CheckedCv {
  fileName: string;
  kind: CvKind;
  bytes: Buffer;
}

/** The CV's problem in the candidate's words, or the file as it will be kept. */
export function checkCv(file: UploadedFile | undefined): { cv: CheckedCv } | { problem: string } {
  if (!file) return { problem: cvMessages.missing };
  if (file.tooLarge || file.bytes.length > applicationLimits.cvBytes) return { problem: cvMessages.tooLarge };
  if (file.bytes.length === 0) return { problem: cvMessages.empty };
  const kind = cvKind(file.bytes);
  if (!kind) return { problem: cvMessages.unreadable };
  return { cv: { fileName: file.fileName, kind, bytes: file.bytes } };
}

/** The form's fields and CV checked together, so the candidate sees every problem at once. */
export function checkApplication(
  fields: Record<string, string>,
  file: UploadedFile | undefined,
): { ok: true; form: ApplicationForm; cv: CheckedCv } | { ok: false; errors: Record<string, string> } {
  const parsed = applicationSchema.safeParse(fields);
  const checkedCv = checkCv(file);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  if ("problem" in checkedCv) errors.cv = checkedCv.problem;
  if (!parsed.success || "problem" in checkedCv) return { ok: false, errors };
  return { ok: true, form: parsed.data, cv: checkedCv.cv };
}

export function searchTextOfApplication(form: Pick<ApplicationForm, "fullName" | "email" | "location">): string {
  return [form.fullName, form.email, form.location].map((field) => field.toLowerCase()).join("\u001f");
}

export const sha256Hex = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");

/**
 * Stores the application and its CV, with its history line and its two mails (the candidate's confirmation,
 * HR's notice) queued, in one transaction: all of it or nothing. A second application from the same address to
 * the same opening replaces the first's details and CV and keeps its stage, notes and history.
 */
export async function saveApplication(
  store: Store,
  opening: { id: string },
  application: { form: ApplicationForm; cv: CheckedCv; consentText: string },
  now = new Date(),
): Promise<{ id: string; updated: boolean }> {
  const { form, cv, consentText } = application;
  const at = now.toISOString();
  const details = {
    full_name: form.fullName,
    email: form.email,
    phone: form.phone,
    location: form.location,
    notice_period: form.noticePeriod,
    link: form.link ?? null,
    cover_letter: form.coverLetter ?? null,
    consent_text: consentText,
    consent_at: at,
    other_roles: form.otherRoles ? 1 : 0,
    updated_at: at,
    search_text: searchTextOfApplication(form),
  };
  const file = {
    file_name: cv.fileName,
    media_type: cvMediaTypes[cv.kind],
    size: cv.bytes.length,
    sha256: sha256Hex(cv.bytes),
    bytes: cv.bytes,
  };
  return store.query((db) =>
    db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom("applications")
        .select("id")
        .where("opening_id", "=", opening.id)
        // Folded by the database on both sides, as the unique index folds it.
        .where((eb) => eb(eb.fn("lower", ["email"]), "=", eb.fn("lower", [eb.val(form.email)])))
        .executeTakeFirst();
      const id = existing?.id ?? randomUUID();
      if (existing) {
        await trx.updateTable("applications").set(details).where("id", "=", id).execute();
        await trx.updateTable("application_files").set(file).where("application_id", "=", id).execute();
      } else {
        await trx
          .insertInto("applications")
          .values({ id, opening_id: opening.id, ...details, stage_changed_at: at, created_at: at })
          .execute();
        await trx
          .insertInto("application_files")
          .values({ application_id: id, ...file })
          .execute();
      }
      await trx
        .insertInto("application_events")
        .values({ application_id: id, at, staff_email: null, kind: existing ? "updated" : "received", detail: null })
        .execute();
      await queueMails(trx, id, ["confirmation", "notice"], at);
      return { id, updated: existing !== undefined };
    }),
  );
}

async function queueMails(
  trx: Kysely<Tables>,
  applicationId: string,
  kinds: Array<"confirmation" | "notice">,
  at: string,
): Promise<void> {
  await trx
    .insertInto("application_mails")
    .values(
      kinds.map((kind) => ({
        id: randomUUID(),
        application_id: applicationId,
        kind,
        subject: null,
        body: null,
        staff_email: null,
        created_at: at,
        next_attempt_at: at,
      })),
    )
    .execute();
}

/** What the withdrawal page shows before the candidate confirms: the opening's title; undefined for a spent link. */
export async function withdrawalOf(store: Store, token: string): Promise<{ title: string } | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  return store.query((db) =>
    db
      .selectFrom("application_mails")
      .innerJoin("applications", "applications.id", "application_mails.application_id")
      .innerJoin("openings", "openings.id", "applications.opening_id")
      .select("openings.title")
      .where("application_mails.token_hash", "=", tokenHash(token))
      .executeTakeFirst(),
  );
}

/**
 * Erases the application the link was made for, with its CV, notes and mails; the audit trail keeps its id
 * only. False when the link is spent (already withdrawn, or erased).
 */
export async function withdrawApplication(store: Store, token: string): Promise<boolean> {
  if (!isWellFormedToken(token)) return false;
  return store.query((db) =>
    db.transaction().execute(async (trx) => {
      const erased = await trx
        .deleteFrom("applications")
        .where("id", "=", (eb) =>
          eb.selectFrom("application_mails").select("application_id").where("token_hash", "=", tokenHash(token)),
        )
        .returning("id")
        .executeTakeFirst();
      if (!erased) return false;
      await writeAudit(trx, { staffEmail: null, action: "application withdrawn", target: erased.id, client: null });
      return true;
    }),
  );
}

/**
 * When a decided application erases itself: a rejection after `rejectedDays` (or, when the candidate asked to
 * be kept for other roles, `otherRolesMonths` after their consent, whichever is later), a hire after
 * `hiredDays`; never while it is in progress.
 */
export function eraseAt(
  stage: string,
  decidedAt: Date,
  application: { otherRoles: boolean; consentAt: Date },
  retention: ApplicationRetention,
): Date | null {
  const day = 86_400_000;
  if (stage === "hired") return new Date(decidedAt.getTime() + retention.hiredDays * day);
  if (stage !== "rejected") return null;
  const afterDecision = new Date(decidedAt.getTime() + retention.rejectedDays * day);
  if (!application.otherRoles) return afterDecision;
  const pool = new Date(application.consentAt);
  pool.setUTCMonth(pool.getUTCMonth() + retention.otherRolesMonths);
  return pool > afterDecision ? pool : afterDecision;
}

/** Erases every application whose time has come, each with an audit line of its id; how many went. */
export async function eraseExpiredApplications(store: Store, now = new Date()): Promise<number> {
  return store.query((db) =>
    db.transaction().execute(async (trx) => {
      const erased = await trx
        .deleteFrom("applications")
        .where("erase_at", "is not", null)
        .where("erase_at", "<=", now.toISOString())
        .returning("id")
        .execute();
      for (const { id } of erased)
        await writeAudit(trx, { staffEmail: null, action: "application erased", target: id, client: null });
      return erased.length;
    }),
  );
}
