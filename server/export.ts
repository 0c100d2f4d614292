/**
 * Export formats for the operator CLI. CSV follows RFC 4180 (CRLF rows, quotes doubled) and neutralises
 * spreadsheet formulas: a visitor could type `=HYPERLINK(...)` into the form, and the sales team opens
 * the export in Excel. A cell starting with = + - @ TAB or CR gets a leading single quote, as OWASP advises.
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
] as const satisfies ReadonlyArray<readonly [keyof StoredContact, string]>;

const formulaStart = /^[=+\-@\t\r]/;

export function neutraliseFormula(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

export function csvCell(value: string | null): string {
  const text = neutraliseFormula(value ?? "");
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function contactsToCsv(contacts: readonly StoredContact[]): string {
  const rows = [csvColumns.map(([, header]) => header).join(",")];
  for (const contact of contacts) rows.push(csvColumns.map(([key]) => csvCell(contact[key])).join(","));
  return rows.join("\r\n") + "\r\n";
}

export function contactsToJson(contacts: readonly StoredContact[]): string {
  return JSON.stringify(contacts, null, 2) + "\n";
}
