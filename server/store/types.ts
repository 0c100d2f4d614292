/**
 * The one storage interface. The server, the operator CLI and the tests use only this, so SQLite and
 * PostgreSQL are interchangeable by DATABASE_URL alone.
 */
import type { ContactMessage } from "../../app/lib/contact-schema";

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
}

export interface StoredSubscription {
  email: string;
  createdAt: string;
}

export interface ContactStore {
  readonly kind: "sqlite" | "postgres";
  /** Creates or migrates the tables; idempotent, run at start. */
  migrate(): Promise<void>;
  /** Resolves only after the row is committed. */
  saveContact(message: ContactMessage): Promise<{ id: string; createdAt: string }>;
  /** One row per address, compared case-insensitively; idempotent. */
  subscribe(email: string): Promise<{ created: boolean }>;
  /** Oldest first. */
  listContacts(): Promise<StoredContact[]>;
  listSubscriptions(): Promise<StoredSubscription[]>;
  /** Case-insensitive; also removes the address's newsletter row. Returns the number of contact rows deleted. */
  deleteContactsByEmail(email: string): Promise<number>;
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
