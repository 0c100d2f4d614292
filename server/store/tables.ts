/**
 * The store's tables as the query layer sees them, one definition for SQLite and PostgreSQL.
 * Timestamps are written as ISO 8601 strings; PostgreSQL reads them back as Date, SQLite as the string.
 */
import type { ColumnType, Generated, Selectable } from "kysely";
import type { ApplicationStage, NoticePeriod } from "../../app/lib/application-rules";
import type { ContactStatus } from "../../app/lib/enquiry-status";

type Timestamp = ColumnType<Date | string, string, string>;

export interface ContactsTable {
  id: string;
  name: string;
  email: string;
  company: string | null;
  phone: string;
  country_code: string;
  service: string | null;
  message: string;
  created_at: Timestamp;
  /** Where the enquiry stands in the staff inbox; every stored enquiry starts as "new". */
  status: ColumnType<ContactStatus, ContactStatus | undefined, ContactStatus>;
  /** Where the visit that sent it began (null when the form was sent without that note, e.g. without JavaScript). */
  landing_page: ColumnType<string | null, string | null | undefined, string | null>;
  referrer_host: ColumnType<string | null, string | null | undefined, string | null>;
  utm_source: ColumnType<string | null, string | null | undefined, string | null>;
  utm_medium: ColumnType<string | null, string | null | undefined, string | null>;
  utm_campaign: ColumnType<string | null, string | null | undefined, string | null>;
  /** The spam check's reasons as JSON (server/spam/screening.ts); null for enquiries stored before it existed. */
  spam_reasons: ColumnType<string | null, string | null | undefined, string | null>;
  /** SHA-256 of the message text as compared for repeats (lower case, spaces collapsed). */
  message_fingerprint: ColumnType<string | null, string | null | undefined, string | null>;
  /** The colleague answering it (a staff account); null while nobody has taken it. */
  owner_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the inbox search looks in (./search-text.ts): written with the row, from its own fields. */
  search_text: string;
}

/** What happened to an enquiry in the staff area, and who did it: its history (server/staff/enquiry-work.ts). */
export type EnquiryEventKind = "assigned" | "unassigned" | "note" | "status" | "not spam";

export interface EnquiryEventsTable {
  id: Generated<number>;
  contact_id: string;
  at: Timestamp;
  staff_email: string;
  kind: EnquiryEventKind;
  /** The note's text, the new status, or the new owner's address. */
  detail: string | null;
}

/** A template a reply starts from; its words in braces are filled in from the enquiry. */
export interface ReplyTemplatesTable {
  id: string;
  name: string;
  subject: string;
  body: string;
  updated_at: Timestamp;
  updated_by: string | null;
}

/** A reply written in the staff inbox: it waits here until the mail queue has sent it. */
export interface EnquiryRepliesTable {
  id: string;
  contact_id: string;
  created_at: Timestamp;
  /** Who wrote it: the mail's Reply-To. */
  staff_email: string;
  subject: string;
  body: string;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  sent_at: Timestamp | null;
}

/** How often staff said "Not spam" to an enquiry from this domain that this signal had caught. */
export interface SpamPardonsTable {
  /** The sender's e-mail domain, in lower case. */
  domain: string;
  signal: string;
  pardons: number;
}

/** pending: waiting for its confirmation link; confirmed: a subscriber. */
export type SubscriptionStatus = "pending" | "confirmed";
/** How consent was given: by the sign-up alone (no mail server, or before confirmation existed) or by the link. */
export type OptIn = "single" | "double";

export interface NewsletterSubscriptionsTable {
  /** Always lower case (a CHECK constraint holds it so). */
  email: string;
  /** When the address was signed up; for a pending address, when it was last entered. */
  created_at: Timestamp;
  status: ColumnType<SubscriptionStatus, SubscriptionStatus | undefined, SubscriptionStatus>;
  /** When the subscriber consented: the sign-up (single opt-in) or the confirmation; null while pending. */
  consented_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  opt_in: ColumnType<OptIn | null, OptIn | null | undefined, OptIn | null>;
}

/** A link sent in a mail: only the SHA-256 of its token is kept. Deleted with the address. */
export interface NewsletterTokensTable {
  hash: string;
  email: string;
  purpose: "confirm" | "unsubscribe";
  created_at: Timestamp;
  /** When a confirmation link was first followed; it confirms nothing a second time. */
  used_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

/** A mail to a subscriber not yet taken by the mail server (sent_at null), or sent within the last days. */
export interface NewsletterOutboxTable {
  id: string;
  email: string;
  kind: "confirm" | "welcome";
  created_at: Timestamp;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  sent_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

export interface SchemaVersionTable {
  version: number;
  applied_at: Timestamp;
}

/** A person who may sign in to the staff area; created from the command line only. */
export interface StaffAccountsTable {
  id: string;
  /** Always lower case (a CHECK constraint holds it so). */
  email: string;
  /** The argon2id (or scrypt) hash in its self-describing string form; never the password. */
  password_hash: string;
  created_at: Timestamp;
  /** What the account may use (server/staff/permissions.ts); accounts older than roles are Admin. */
  role: Generated<"admin" | "sales" | "hr" | "editor">;
  /** The TOTP key of a confirmed second factor; null without one. */
  totp_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** A key shown for enrolment and not yet confirmed with a code. */
  totp_pending_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last time step a code was accepted for: a code of that step or earlier is a replay. */
  totp_last_step: ColumnType<number | string | null, number | null | undefined, number | null>;
  totp_enrolled_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** Set when an Admin disabled the account: it signs in no more, and its audit history stays. */
  disabled_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  last_sign_in_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

/** A colleague invited by an Admin: the one-time link in the mail sets the account's password. */
export interface StaffInvitationsTable {
  id: string;
  email: string;
  role: "admin" | "sales" | "hr" | "editor";
  invited_by: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  /** The SHA-256 of the mailed link's token; null until the mail is made. */
  token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  accepted_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** Set when a newer invitation for the address replaced this one, or the account was made otherwise. */
  withdrawn_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  sent_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

/** A recovery code's SHA-256 (the codes are random; they exist only on the page that showed them once). */
export interface StaffRecoveryCodesTable {
  staff_id: string;
  code_hash: string;
  used_at: Timestamp | null;
}

/** A sign-in that has passed the password and waits for the code: a short-lived server-side record. */
export interface StaffPendingSignInsTable {
  id_hash: string;
  staff_id: string;
  created_at: Timestamp;
}

/** A signed-in browser. The cookie holds the id; the table holds only its SHA-256, so a copy of the database signs no one in. */
export interface StaffSessionsTable {
  id_hash: string;
  staff_id: string;
  /** Sent back in every staff form: a post without it is not from a page this session was shown. */
  form_token: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** The browser and system, as "Chrome on Android", for the person's list of their own sessions. */
  device: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Who did what in the staff area, and when. Holds no enquiry's personal data: targets are ids. */
export interface StaffAuditTable {
  id: Generated<number>;
  at: Timestamp;
  /** null for a failed sign-in with an address that has no account (the typed text is not kept). */
  staff_email: string | null;
  action: string;
  target: string | null;
  /** The client address, for sign-in events. */
  client: string | null;
}

/** Fields every edited listing (opening or news item) shares: its state and who changed it last. */
interface ListingColumns {
  id: string;
  /** draft, published or closed (closed: openings only). */
  state: "draft" | "published" | "closed";
  /** 1 when created, one more at every save: a save names the version it started from (optimistic locking). */
  version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The staff e-mail of the last change; null for the rows the migration seeded. */
  updated_by: string | null;
}

/** A job opening. Expired is not stored: it is a published opening whose apply_by day has ended (IST). */
export interface OpeningsTable extends ListingColumns {
  /** The opening's page is /CurrentOpenings/<slug>; fixed when it is created, so links keep working. */
  slug: string;
  title: string;
  department: string;
  location: string;
  employment_type: string;
  experience: string;
  summary: string;
  /** One item a line. */
  skills: string;
  responsibilities: string;
  /** YYYY-MM-DD: applications close at the end of this day, India Standard Time. */
  apply_by: string;
  /** YYYY-MM-DD (IST) the opening last went live; null until it is first published. */
  date_posted: string | null;
  /** Its place on the careers page, lowest first; staff move it up and down. */
  position: Generated<number>;
}

export interface NewsItemsTable extends ListingColumns {
  title: string;
  /** YYYY-MM-DD; the quarter shown before the title is derived from it. */
  date: string;
  location: string | null;
  description: string;
}

/** What a row of visit_totals counts: the whole site, a page, a referring site or a campaign. */
export type VisitKind = "site" | "page" | "referrer" | "campaign";

export interface VisitTotalsTable {
  /** YYYY-MM-DD in India time. */
  day: string;
  kind: VisitKind;
  /** "" for the site; the page's path; the referring host; "source|medium|campaign". */
  key: string;
  views: number;
  /** Distinct visitors that day, told apart only by the day's salted hash. */
  visitors: number;
}

export interface VisitSaltsTable {
  day: string;
  salt: string;
}

export interface VisitMarksTable {
  day: string;
  /** SHA-256 of the day's visitor hash with the kind and key it was counted for. */
  mark: string;
}

export interface Tables {
  contacts: ContactsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  newsletter_tokens: NewsletterTokensTable;
  newsletter_outbox: NewsletterOutboxTable;
  schema_version: SchemaVersionTable;
  staff_accounts: StaffAccountsTable;
  staff_sessions: StaffSessionsTable;
  staff_audit: StaffAuditTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_pending_sign_ins: StaffPendingSignInsTable;
  staff_invitations: StaffInvitationsTable;
  openings: OpeningsTable;
  news_items: NewsItemsTable;
  visit_totals: VisitTotalsTable;
  visit_salts: VisitSaltsTable;
  visit_marks: VisitMarksTable;
  spam_pardons: SpamPardonsTable;
  enquiry_events: EnquiryEventsTable;
  reply_templates: ReplyTemplatesTable;
  enquiry_replies: EnquiryRepliesTable;
  applications: ApplicationsTable;
  application_files: ApplicationFilesTable;
  application_events: ApplicationEventsTable;
  application_mails: ApplicationMailsTable;
}

/** The form toISOString writes: "2026-01-02T03:04:05.678Z". */
const canonicalIso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** A timestamp column's value as the ISO 8601 UTC string the rest of the code uses. */
export function isoTimestamp(value: Date | string): string {
  // SQLite's are stored in this very form: kept as they are, without a Date each (an export reads 100,000).
  return typeof value === "string" && canonicalIso.test(value) ? value : new Date(value).toISOString();
}

/** The contacts columns every reader selects: the message, when it came, and where its visit began. */
export const contactColumns = [
  "id",
  "name",
  "email",
  "company",
  "phone",
  "country_code",
  "service",
  "message",
  "created_at",
  "landing_page",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
] as const;

/** A contacts row, as selected with contactColumns, in the names the rest of the code uses. */
export function contactFromRow(row: Pick<Selectable<ContactsTable>, (typeof contactColumns)[number]>) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    countryCode: row.country_code,
    service: row.service,
    message: row.message,
    createdAt: isoTimestamp(row.created_at),
    landingPage: row.landing_page,
    referrerHost: row.referrer_host,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
  };
}

/** A job application made on an opening's page (server/careers/). */
export interface ApplicationsTable {
  id: string;
  opening_id: string;
  full_name: string;
  email: string;
  phone: string;
  location: string;
  notice_period: NoticePeriod;
  link: string | null;
  cover_letter: string | null;
  consent_text: string;
  consent_at: Timestamp;
  /** 1 when the candidate asked to be kept for other roles. */
  other_roles: number;
  stage: Generated<ApplicationStage>;
  stage_changed_at: Timestamp;
  /** When the retention sweep erases it: set at hiring or rejection, null while it is in progress. */
  erase_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  search_text: string;
}

/** An application's CV, bytes included. */
export interface ApplicationFilesTable {
  application_id: string;
  file_name: string;
  media_type: string;
  size: number;
  sha256: string;
  bytes: Uint8Array;
}

export type ApplicationEventKind = "received" | "updated" | "stage" | "note" | "rejection mail";

export interface ApplicationEventsTable {
  id: Generated<number>;
  application_id: string;
  at: Timestamp;
  staff_email: string | null;
  kind: ApplicationEventKind;
  /** The note's text or the new stage. */
  detail: string | null;
}

export type ApplicationMailKind = "confirmation" | "notice" | "rejection";

/** A mail about an application, waiting for the mail queue (server/mail-queue.ts) until it is sent. */
export interface ApplicationMailsTable {
  id: string;
  application_id: string;
  kind: ApplicationMailKind;
  subject: string | null;
  body: string | null;
  staff_email: string | null;
  /** A confirmation's withdrawal link: its token's hash. */
  token_hash: string | null;
  created_at: Timestamp;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  sent_at: Timestamp | null;
}
