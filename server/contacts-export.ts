/**
 * Export formats for the operator CLI and the staff inbox. CSV follows RFC 4180 (CRLF rows, quotes doubled) and neutralises
 * spreadsheet formulas in the columns a visitor writes freely (name, email, company, message): a visitor
 * could type `=HYPERLINK(...)` into the form, and the sales team opens the export in Excel. Such a cell
 * starting with = + - @ TAB or CR gets a leading single quote, as OWASP advises. The other columns come
 * from fixed lists or rules (id, time, ten-digit phone, country code such as +91, service) and are
 * exported exactly as stored, so `+91` stays `+91`.
 */
import type { StoredContact } from "./store/types";

export const csvColumns = [
  ["id", "id"],
  ["createdAt", "created_at"],
  ["name", "name"],
  ["email", "email"],
  ["company", "company"],
  ["phone", "phone"],
  ["countryCode", "country_code"],
  ["service", "service"],
  ["message", "message"],
  ["landingPage", "landing_page"],
  ["referrerHost", "referrer_host"],
  ["utmSource", "utm_source"],
  ["utmMedium", "utm_medium"],
  ["utmCampaign", "utm_campaign"],
] as const satisfies ReadonlyArray<readonly [keyof StoredContact, string]>;

/** The columns whose text the visitor chose: the only ones a formula can come from. */
export const freeTextColumns: ReadonlySet<keyof StoredContact> = new Set([
  "name",
  "email",
  "company",
  "message",
  // A link's campaign and the referring host come from whoever made the link.
  "referrerHost",
  "utmSource",
  "utmMedium",
  "utmCampaign",
]);

const formulaStart = /^[=+\-@\t\r]/;

export function neutraliseFormula(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

/**
 * One CSV cell. Quoted when it holds a quote, a line break, or either list separator: spreadsheets in
 * locales whose separator is ";" would otherwise split ";=cmd" into a new cell that starts a formula.
 */
export function csvCell(value: string | null, freeText = true): string {
  const text = freeText ? neutraliseFormula(value ?? "") : (value ?? "");
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function contactsToCsv(contacts: readonly StoredContact[]): string {
  const rows = [csvColumns.map(([, header]) => header).join(",")];
  for (const contact of contacts)
    rows.push(csvColumns.map(([key]) => csvCell(contact[key], freeTextColumns.has(key))).join(","));
  return rows.join("\r\n") + "\r\n";
}

export function contactsToJson(contacts: readonly StoredContact[]): string {
  return JSON.stringify(contacts, null, 2) + "\n";
}

/** An instant as the staff pages' India time, with its offset: "2026-11-27T15:27:03+05:30". */
export function indiaTimestamp(iso: string): string {
  // India keeps no summer time: always UTC+05:30.
  return `${new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 19)}+05:30`;
}

/** The staff inbox's export: the command line's columns, then the time in India and where the enquiry stands. */
export function inboxToCsv(
  messages: readonly (StoredContact & { status: string; owner: { email: string } | null })[],
): string {
  const rows = [[...csvColumns.map(([, header]) => header), "received_ist", "status", "owner"].join(",")];
  for (const message of messages)
    rows.push(
      [
        ...csvColumns.map(([key]) => csvCell(message[key], freeTextColumns.has(key))),
        indiaTimestamp(message.createdAt),
        message.status,
        csvCell(message.owner?.email ?? null),
      ].join(","),
    );
  return rows.join("\r\n") + "\r\n";
}
