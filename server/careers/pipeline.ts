/**
 * HR's work on applications in the staff area: the list (filtered, searched, a page at a time), one application
 * with its CV and history, its stage as it moves towards a decision, private notes, a rejection mail in a
 * colleague's words, the CV's download and the list's export. Every change, its history line and its audit line
 * commit together; the audit trail holds the application's id only, so an erased application leaves its lines
 * but nothing of the person.
 */
import { randomUUID } from "node:crypto";
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import {
  applicationsPageSize,
  describeApplicationFilter,
  type ApplicationFilter,
} from "../../app/lib/application-filter";
import type { ApplicationRetention, ApplicationStage } from "../../app/lib/application-rules";
import type { ExportColumn } from "../contacts-export";
import { writeAudit } from "../staff/audit";
import type { StaffSession } from "../staff/sessions";
import { containsPattern } from "../store/dialect";
import { searchFieldSeparator } from "../store/search-text";
import { isoTimestamp, type ApplicationEventKind, type Tables } from "../store/tables";
import type { Store } from "../store/types";
import { eraseAt } from "./applications";

/** Who did something to an application: the colleague's address is all its history keeps of them. */
type Colleague = Pick<StaffSession, "email">;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One row of HR's list. */
export interface ListedApplication {
  id: string;
  openingId: string;
  openingTitle: string;
  fullName: string;
  email: string;
  location: string;
  stage: ApplicationStage;
  receivedAt: string;
  /** When the retention sweep erases it; null while it is in progress. */
  eraseAt: string | null;
}

export interface ApplicationsPage {
  applications: ListedApplication[];
  total: number;
  page: number;
  pages: number;
}

export interface ApplicationEvent {
  at: string;
  /** The colleague's address; null for the candidate's own sending and updates. */
  by: string | null;
  kind: ApplicationEventKind;
  detail: string | null;
}

/** Everything HR reads of one application: its fields, its CV (without the bytes) and its history. */
export interface ApplicationDetail {
  id: string;
  opening: { id: string; title: string; slug: string };
  fullName: string;
  email: string;
  phone: string;
  location: string;
  noticePeriod: string;
  link: string | null;
  coverLetter: string | null;
  consentText: string;
  consentAt: string;
  otherRoles: boolean;
  stage: ApplicationStage;
  stageChangedAt: string;
  eraseAt: string | null;
  receivedAt: string;
  /** When the candidate last sent it again; equal to receivedAt when they never did. */
  updatedAt: string;
  cv: { fileName: string; size: number; mediaType: string };
  history: ApplicationEvent[];
}

export type StageMove = "moved" | "unchanged" | "no-such-application";

/** The rows the search, the opening and the stage of the filter leave. */
function matching(eb: ExpressionBuilder<Tables, "applications">, filter: ApplicationFilter): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.opening) conditions.push(eb("applications.opening_id", "=", filter.opening));
  if (filter.stage) conditions.push(eb("applications.stage", "=", filter.stage));
  if (filter.search) {
    // No field holds the separator: a search with it could only match across two fields.
    conditions.push(
      filter.search.includes(searchFieldSeparator)
        ? sql<SqlBool>`1 = 0`
        : sql<SqlBool>`applications.search_text LIKE ${containsPattern(filter.search)} ESCAPE '\\'`,
    );
  }
  return conditions.length > 0 ? eb.and(conditions) : sql<SqlBool>`1 = 1`;
}

const listedColumns = [
  "applications.id",
  "applications.opening_id",
  "openings.title",
  "applications.full_name",
  "applications.email",
  "applications.location",
  "applications.stage",
  "applications.created_at",
  "applications.erase_at",
] as const;

/** The filtered applications with their opening's title, newest first. */
function listedQuery(db: Kysely<Tables>, filter: ApplicationFilter) {
  return db
    .selectFrom("applications")
    .innerJoin("openings", "openings.id", "applications.opening_id")
    .where((eb) => matching(eb, filter))
    .orderBy("applications.created_at", "desc")
    .orderBy("applications.id", "desc");
}

type ListedRow = {
  id: string;
  opening_id: string;
  title: string;
  full_name: string;
  email: string;
  location: string;
  stage: ApplicationStage;
  created_at: Date | string;
  erase_at: Date | string | null;
};

const listedFromRow = (row: ListedRow): ListedApplication => ({
  id: row.id,
  openingId: row.opening_id,
  openingTitle: row.title,
  fullName: row.full_name,
  email: row.email,
  location: row.location,
  stage: row.stage,
  receivedAt: isoTimestamp(row.created_at),
  eraseAt: row.erase_at === null ? null : isoTimestamp(row.erase_at),
});

/** One page (50) of the filtered applications, newest first, and how many there are in all. */
export async function listApplications(store: Store, filter: ApplicationFilter): Promise<ApplicationsPage> {
  return store.query(async (db) => {
    const counted = await db
      .selectFrom("applications")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where((eb) => matching(eb, filter))
      .executeTakeFirstOrThrow();
    const total = Number(counted.count);
    const pages = Math.max(1, Math.ceil(total / applicationsPageSize));
    const page = Math.min(filter.page, pages);
    const rows = await listedQuery(db, filter)
      .select(listedColumns)
      .limit(applicationsPageSize)
      .offset((page - 1) * applicationsPageSize)
      .execute();
    return { applications: rows.map(listedFromRow), total, page, pages };
  });
}

/** The application with its CV's name, size and type and its history, oldest first; undefined when there is none. */
export async function applicationDetail(store: Store, id: string): Promise<ApplicationDetail | undefined> {
  if (!uuidPattern.test(id)) return undefined; // PostgreSQL would refuse a malformed uuid with an error
  const applicationId = id.toLowerCase();
  return store.query(async (db) => {
    const row = await db
      .selectFrom("applications")
      .innerJoin("openings", "openings.id", "applications.opening_id")
      .innerJoin("application_files", "application_files.application_id", "applications.id")
      .selectAll("applications")
      .select([
        "openings.title",
        "openings.slug",
        "application_files.file_name",
        "application_files.size",
        "application_files.media_type",
      ])
      .where("applications.id", "=", applicationId)
      .executeTakeFirst();
    if (!row) return undefined;
    const events = await db
      .selectFrom("application_events")
      .select(["at", "staff_email", "kind", "detail"])
      .where("application_id", "=", applicationId)
      .orderBy("at")
      .orderBy("id")
      .execute();
    return {
      id: row.id,
      opening: { id: row.opening_id, title: row.title, slug: row.slug },
      fullName: row.full_name,
      email: row.email,
      phone: row.phone,
      location: row.location,
      noticePeriod: row.notice_period,
      link: row.link,
      coverLetter: row.cover_letter,
      consentText: row.consent_text,
      consentAt: isoTimestamp(row.consent_at),
      otherRoles: row.other_roles === 1,
      stage: row.stage,
      stageChangedAt: isoTimestamp(row.stage_changed_at),
      eraseAt: row.erase_at === null ? null : isoTimestamp(row.erase_at),
      receivedAt: isoTimestamp(row.created_at),
      updatedAt: isoTimestamp(row.updated_at),
      cv: { fileName: row.file_name, size: row.size, mediaType: row.media_type },
      history: events.map((event) => ({
        at: isoTimestamp(event.at),
        by: event.staff_email,
        kind: event.kind,
        detail: event.detail,
      })),
    };
  });
}

/** What a change of stage needs to know of the application it works on. */
interface Current {
  id: string;
  stage: ApplicationStage;
  otherRoles: boolean;
  consentAt: Date;
}

/**
 * Does `work` on the application `id` in one transaction that first reads it (so what is added to it and its
 * erasure, by the sweep or the candidate's withdrawal, cannot cross). Undefined when there is no such application.
 */
async function onApplication<T>(
  store: Store,
  id: string,
  work: (trx: Kysely<Tables>, current: Current) => Promise<T>,
): Promise<T | undefined> {
  if (!uuidPattern.test(id)) return undefined;
  return store.query((db) =>
    db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom("applications")
        .select(["id", "stage", "other_roles", "consent_at"])
        .where("id", "=", id.toLowerCase())
        .executeTakeFirst();
      if (!row) return undefined;
      return work(trx, {
        id: row.id,
        stage: row.stage,
        otherRoles: row.other_roles === 1,
        consentAt: new Date(row.consent_at),
      });
    }),
  );
}

async function recordEvent(
  trx: Kysely<Tables>,
  applicationId: string,
  by: Colleague,
  kind: ApplicationEventKind,
  detail: string | null,
  at: Date,
): Promise<void> {
  await trx
    .insertInto("application_events")
    .values({ application_id: applicationId, at: at.toISOString(), staff_email: by.email, kind, detail })
    .execute();
}

/**
 * Sets the stage, and with it when the application erases itself: a decision (hired, rejected) starts its
 * retention period, a move back to a stage in progress stops it. `updated_at` is left alone: it says when the
 * candidate last sent the application, which the confirmation mail tells apart from the first sending.
 */
async function changeStage(
  trx: Kysely<Tables>,
  by: Colleague,
  current: Current,
  stage: ApplicationStage,
  retention: ApplicationRetention,
  now: Date,
): Promise<StageMove> {
  if (current.stage === stage) return "unchanged";
  const erase = eraseAt(stage, now, current, retention);
  await trx
    .updateTable("applications")
    .set({ stage, stage_changed_at: now.toISOString(), erase_at: erase?.toISOString() ?? null })
    .where("id", "=", current.id)
    .execute();
  await recordEvent(trx, current.id, by, "stage", stage, now);
  await writeAudit(trx, { staffEmail: by.email, action: "application stage", target: current.id, client: null });
  return "moved";
}

/** Moves the application to `stage`; moving it where it is already changes and records nothing. */
export async function moveStage(
  store: Store,
  by: Colleague,
  id: string,
  stage: ApplicationStage,
  retention: ApplicationRetention,
  now = new Date(),
): Promise<StageMove> {
  const moved = await onApplication(store, id, (trx, current) => changeStage(trx, by, current, stage, retention, now));
  return moved ?? "no-such-application";
}

/** Keeps a private note in the application's history; false when there is no such application. */
export async function addApplicationNote(
  store: Store,
  by: Colleague,
  id: string,
  text: string,
  now = new Date(),
): Promise<boolean> {
  const added = await onApplication(store, id, async (trx, current) => {
    await recordEvent(trx, current.id, by, "note", text, now);
    await writeAudit(trx, { staffEmail: by.email, action: "application note", target: current.id, client: null });
    return true;
  });
  return added ?? false;
}

/**
 * Rejects the application (if it is not rejected already) and queues the rejection mail in the colleague's
 * words, all in one transaction: the candidate is never told of a decision the store does not hold, nor the
 * other way round. False when there is no such application.
 */
export async function rejectWithMail(
  store: Store,
  by: Colleague,
  id: string,
  mail: { subject: string; body: string },
  retention: ApplicationRetention,
  now = new Date(),
): Promise<boolean> {
  const rejected = await onApplication(store, id, async (trx, current) => {
    await changeStage(trx, by, current, "rejected", retention, now);
    await trx
      .insertInto("application_mails")
      .values({
        id: randomUUID(),
        application_id: current.id,
        kind: "rejection",
        subject: mail.subject,
        body: mail.body,
        staff_email: by.email,
        created_at: now.toISOString(),
        next_attempt_at: now.toISOString(),
      })
      .execute();
    await recordEvent(trx, current.id, by, "rejection mail", mail.subject, now);
    await writeAudit(trx, {
      staffEmail: by.email,
      action: "application rejection mail",
      target: current.id,
      client: null,
    });
    return true;
  });
  return rejected ?? false;
}

export interface CvFile {
  fileName: string;
  mediaType: string;
  bytes: Buffer;
}

/** The application's CV, as the candidate sent it; its download is in the audit trail. */
export async function cvDownload(store: Store, by: Colleague, id: string): Promise<CvFile | undefined> {
  return onApplication(store, id, async (trx, current) => {
    const file = await trx
      .selectFrom("application_files")
      .select(["file_name", "media_type", "bytes"])
      .where("application_id", "=", current.id)
      .executeTakeFirstOrThrow();
    await writeAudit(trx, { staffEmail: by.email, action: "cv downloaded", target: current.id, client: null });
    return { fileName: file.file_name, mediaType: file.media_type, bytes: Buffer.from(file.bytes) };
  });
}

/** What the export writes of an application: the list's columns and the details HR calls and sorts by. */
export interface ExportedApplication extends ListedApplication {
  phone: string;
  noticePeriod: string;
  link: string | null;
  otherRoles: boolean;
  stageChangedAt: string;
}

/** The export's columns: what the candidate typed is free text, neutralised against formulas like the enquiries'. */
export const applicationColumns: readonly ExportColumn<ExportedApplication>[] = [
  { header: "id", kind: "text", value: (row) => row.id, width: 38 },
  { header: "received_ist", kind: "india time", value: (row) => row.receivedAt, width: 18 },
  { header: "opening", kind: "free text", value: (row) => row.openingTitle, width: 30 },
  { header: "name", kind: "free text", value: (row) => row.fullName, width: 24 },
  { header: "email", kind: "free text", value: (row) => row.email, width: 30 },
  { header: "phone", kind: "phone", value: (row) => row.phone, width: 16 },
  { header: "location", kind: "free text", value: (row) => row.location, width: 20 },
  { header: "notice_period", kind: "text", value: (row) => row.noticePeriod, width: 12 },
  { header: "link", kind: "free text", value: (row) => row.link, width: 36 },
  { header: "other_roles", kind: "text", value: (row) => (row.otherRoles ? "yes" : "no"), width: 10 },
  { header: "stage", kind: "text", value: (row) => row.stage, width: 12 },
  { header: "stage_changed_ist", kind: "india time", value: (row) => row.stageChangedAt, width: 18 },
  { header: "erase_at_ist", kind: "india time", value: (row) => row.eraseAt, width: 18 },
];

/**
 * Every application the filter matches (all pages, newest first, as the list shows them), with the export in
 * the audit trail by its filter in words: the search itself may name a person, so it is not kept.
 */
export async function exportApplications(
  store: Store,
  by: Colleague,
  filter: ApplicationFilter,
): Promise<ExportedApplication[]> {
  return store.query((db) =>
    db.transaction().execute(async (trx) => {
      const rows = await listedQuery(trx, filter)
        .select(listedColumns)
        .select([
          "applications.phone",
          "applications.notice_period",
          "applications.link",
          "applications.other_roles",
          "applications.stage_changed_at",
        ])
        .execute();
      await writeAudit(trx, {
        staffEmail: by.email,
        action: "export applications",
        target: `${rows.length} application${rows.length === 1 ? "" : "s"}: ${describeApplicationFilter(filter)}`,
        client: null,
      });
      return rows.map((row) => ({
        ...listedFromRow(row),
        phone: row.phone,
        noticePeriod: row.notice_period,
        link: row.link,
        otherRoles: row.other_roles === 1,
        stageChangedAt: isoTimestamp(row.stage_changed_at),
      }));
    }),
  );
}

/** An opening that has applications, with how many stand at each stage. */
export interface OpeningApplications {
  openingId: string;
  title: string;
  counts: Partial<Record<ApplicationStage, number>>;
}

/** The applications of each opening by stage (openings without any are left out), by title. */
export async function applicationCountsByOpening(store: Store): Promise<OpeningApplications[]> {
  const rows = await store.query((db) =>
    db
      .selectFrom("applications")
      .innerJoin("openings", "openings.id", "applications.opening_id")
      .select(["applications.opening_id", "openings.title", "applications.stage"])
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .groupBy(["applications.opening_id", "openings.title", "applications.stage"])
      .orderBy("openings.title")
      .execute(),
  );
  const byOpening = new Map<string, OpeningApplications>();
  for (const row of rows) {
    const opening = byOpening.get(row.opening_id) ?? { openingId: row.opening_id, title: row.title, counts: {} };
    opening.counts[row.stage] = Number(row.count);
    byOpening.set(row.opening_id, opening);
  }
  return [...byOpening.values()];
}
