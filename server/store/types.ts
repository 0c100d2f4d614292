/**
 * The one storage interface. The server, the operator CLI and the tests use only this, so SQLite and
 * PostgreSQL are interchangeable by DATABASE_URL alone.
 */
import type { Kysely } from "kysely";
import type { ContactMessage } from "../../app/lib/contact-schema";
import type { Tables } from "./tables";

export interface StoredContact {
  id: string;
  name: string;
  email: string;
  company: string | null;
  phone: string;
  countryCode: string;
  service: string | null;
  message: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  /** Where the visit that sent it began; each null when unknown. */
  landingPage: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

/** Where the visit that sent an enquiry began (server/insights/visits.ts reads it from the form post). */
export type LeadSource = Pick<
  StoredContact,
  "landingPage" | "referrerHost" | "utmSource" | "utmMedium" | "utmCampaign"
>;

/** The spam check's verdict on an enquiry (server/spam/screening.ts), stored with it. */
export interface SpamVerdict {
  /** Stored with the status "spam" instead of "new". */
  held: boolean;
  /** Kept as JSON for staff to read. */
  reasons: readonly object[];
  fingerprint: string;
}

export interface Store {
  readonly kind: "sqlite" | "postgres";
  /** Creates or migrates the tables; idempotent, run at start. */
  migrate(): Promise<void>;
  /** The schema version the database records (see latestSchemaVersion in ./migrations). */
  schemaVersion(): Promise<number>;
  /** Resolves only after the row is committed. */
  saveContact(
    message: ContactMessage,
    source?: LeadSource,
    spam?: SpamVerdict,
  ): Promise<{ id: string; createdAt: string }>;
  /**
   * Single opt-in: subscribes the address at once, one row per address compared case-insensitively;
   * idempotent. (Double opt-in goes through server/newsletter/.)
   */
  subscribe(email: string): Promise<{ created: boolean }>;
  /** Oldest first. */
  listContacts(): Promise<StoredContact[]>;
  /**
   * The privacy erasure of one address, case-insensitive: its enquiries, its newsletter row (with its links and
   * mails) and its job applications (with their CVs). Returns the number of contact rows deleted.
   */
  deleteContactsByEmail(email: string): Promise<number>;
  /**
   * One operation of the caller's own over the typed tables, with the store's connection, migration and
   * failure handling (failures reject as StoreUnavailableError).
   */
  query<T>(operation: (db: Kysely<Tables>) => Promise<T>): Promise<T>;
  /** True when the store can serve requests (used by /healthz). Never throws. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The database cannot be reached or written (PostgreSQL down, SQLite file unwritable, store closed).
 * The API turns it into 503; the stores recover by themselves once the database is back.
 */
export class StoreUnavailableError extends Error {
  override name = "StoreUnavailableError";
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** E-mail addresses are compared in lower case (the newsletter table keeps them lowercased). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
