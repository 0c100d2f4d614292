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

const dayMs = 86_400_000;
/** India keeps no summer time: always UTC+05:30. */
const indiaOffsetMs = 330 * 60_000;
const twoDigits = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/**
 * Writes instants as the staff pages' India time, with its offset: "2026-11-27T15:27:03+05:30". It keeps the last
 * India day's date, which an export's rows (in time order) mostly share, so a row costs no Date of its own.
 */
export function indiaTimeWriter(): (iso: string) => string {
  let day = NaN;
  let date = "";
  return (iso) => {
    const india = Date.parse(iso) + indiaOffsetMs;
    const thisDay = Math.floor(india / dayMs);
    if (thisDay !== day) {
      day = thisDay;
      date = new Date(thisDay * dayMs).toISOString().slice(0, 10); // throws on an invalid instant, as it should
    }
    const seconds = Math.floor(india / 1000) - thisDay * 86_400;
    return `${date}T${twoDigits(Math.floor(seconds / 3600))}:${twoDigits(Math.floor(seconds / 60) % 60)}:${twoDigits(seconds % 60)}+05:30`;
  };
}

/** One instant in India time, as indiaTimeWriter writes it. */
export const indiaTimestamp = (iso: string): string => indiaTimeWriter()(iso);

/**
 * One column of a staff export, for the CSV and the Excel workbook alike (server/spreadsheet.ts), so the two
 * files have the same columns in the same order. What the value is decides how each file writes it:
 * - "free text": what a visitor (or a link's maker) typed: neutralised against formulas in both files;
 * - "text": from fixed lists or rules (id, status, service, a UTC timestamp kept as text);
 * - "phone": a phone number or a country code: a text cell in the workbook, so +44 and a leading 0 stay;
 * - "india time": an instant, written in India time (CSV: with its offset; workbook: a date-time cell);
 * - "utc time": an instant the CSV gives in UTC as stored (a mailing tool's import reads it); the workbook
 *   shows it in India time like every staff page, and says so in the column's name.
 */
export interface ExportColumn<Row> {
  header: string;
  kind: "free text" | "text" | "phone" | "india time" | "utc time";
  /** The stored text; for a time, the ISO 8601 instant. */
  value: (row: Row) => string | null;
  /** The workbook's column width, in characters. */
  width: number;
}

/** The workbook's name of a column: a UTC time there is in India time. */
export const sheetHeader = (column: ExportColumn<never>) =>
  column.kind === "utc time" ? `${column.header} (IST)` : column.header;

export function csvHeaderLine(columns: readonly ExportColumn<never>[]): string {
  return `${columns.map((column) => column.header).join(",")}\r\n`;
}

/** How a column's cell is written: chosen once for the column, not again for each of its 100,000 cells. */
function csvCellWriter<Row>({ kind, value }: ExportColumn<Row>): (row: Row) => string {
  if (kind === "india time") {
    const indiaTime = indiaTimeWriter();
    return (row) => {
      const instant = value(row);
      return instant === null ? "" : indiaTime(instant);
    };
  }
  const freeText = kind === "free text";
  return (row) => csvCell(value(row), freeText);
}

/**
 * The rows as CSV lines (each ended by CRLF), in one string, appended cell by cell: no array of cells is made
 * and dropped for each of an export's 100,000 rows.
 */
export function csvLines<Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[]): string {
  const writers = columns.map(csvCellWriter);
  let text = "";
  for (const row of rows) {
    text += writers[0](row);
    for (let column = 1; column < writers.length; column++) text += "," + writers[column](row);
    text += "\r\n";
  }
  return text;
}

/**
 * A CSV download in pieces: the UTF-8 byte-order mark and the header first (without the mark Excel reads the
 * file in the PC's own code page and shows "Ã‰milie" for "Émilie"), then one piece per batch of rows. Each
 * piece is encoded here, once: a string written to an HTTP response is measured in UTF-8 bytes (for its chunk's
 * length), then encoded again by the socket.
 */
export async function* csvPieces<Row>(
  columns: readonly ExportColumn<Row>[],
  batches: AsyncIterable<readonly Row[]> | Iterable<readonly Row[]>,
): AsyncGenerator<Buffer> {
  yield Buffer.from(`\uFEFF${csvHeaderLine(columns)}`);
  for await (const batch of batches) if (batch.length > 0) yield Buffer.from(csvLines(columns, batch));
}

/** What the staff inbox exports of an enquiry (server/staff/inbox.ts's InboxMessage has it all). */
export type ExportedEnquiry = StoredContact & { status: string; owner: { email: string } | null };

/** How wide each of the command line's columns is in the workbook. */
const enquiryWidths: Record<(typeof csvColumns)[number][0], number> = {
  id: 38,
  createdAt: 26,
  name: 24,
  email: 30,
  company: 24,
  phone: 14,
  countryCode: 8,
  service: 24,
  message: 60,
  landingPage: 24,
  referrerHost: 22,
  utmSource: 14,
  utmMedium: 14,
  utmCampaign: 18,
};

/** The staff inbox's export: the command line's columns, then the time in India and where the enquiry stands. */
export const enquiryColumns: readonly ExportColumn<ExportedEnquiry>[] = [
  ...csvColumns.map(([key, header]): ExportColumn<ExportedEnquiry> => ({
    header,
    kind: freeTextColumns.has(key) ? "free text" : key === "phone" || key === "countryCode" ? "phone" : "text",
    value: (message) => message[key],
    width: enquiryWidths[key],
  })),
  { header: "received_ist", kind: "india time", value: (message) => message.createdAt, width: 18 },
  { header: "status", kind: "text", value: (message) => message.status, width: 10 },
  { header: "owner", kind: "free text", value: (message) => message.owner?.email ?? null, width: 30 },
];
