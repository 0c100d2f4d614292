/**
 * The store's tables as the query layer sees them, one definition for SQLite and PostgreSQL.
 * Timestamps are written as ISO 8601 strings; PostgreSQL reads them back as Date, SQLite as the string.
 */
import type { ColumnType } from "kysely";

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
}

export interface NewsletterSubscriptionsTable {
  /** Always lower case (a CHECK constraint holds it so). */
  email: string;
  created_at: Timestamp;
}

export interface SchemaVersionTable {
  version: number;
  applied_at: Timestamp;
}

export interface Tables {
  contacts: ContactsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  schema_version: SchemaVersionTable;
}

/** A timestamp column's value as the ISO 8601 UTC string the rest of the code uses. */
export function isoTimestamp(value: Date | string): string {
  return new Date(value).toISOString();
}
