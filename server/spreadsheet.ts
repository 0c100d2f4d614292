/**
 * The staff exports as Excel workbooks (.xlsx), written with exceljs's streaming writer: each batch of rows
 * goes out, zipped, while the next is read, so a workbook of any size takes the memory of one batch.
 *
 * Cells, column by column (the kinds of contacts-export.ts's ExportColumn):
 * - Text is written as a string value, never as a formula: exceljs gives a formula its own <f> element, and a
 *   string is only ever a value, so "=HYPERLINK(…)" opens as those characters. A free-text cell starting with
 *   = + - @ TAB or CR still gets the CSV's leading quote: the two files then hold the same text, and the cell
 *   stays text if someone edits it in Excel (Enter would turn "=…" into a formula) or saves the sheet as CSV.
 * - Phone numbers and country codes are text cells with the text format "@", so "+44 …" and a leading 0 stay
 *   as typed instead of becoming numbers.
 * - Times are date-time cells in India time. exceljs turns a JavaScript Date into Excel's serial number from
 *   its UTC fields, and a serial has no zone: the instant is moved by India's +5:30 first, so the cell shows
 *   the time the staff pages show.
 * - Strings go into each cell (useSharedStrings: false): the shared-strings table would be written last and
 *   held in memory until then, growing with the rows.
 */
import { once } from "node:events";
import type { Writable } from "node:stream";
import type ExcelJS from "exceljs";
import { neutraliseFormula, sheetHeader, type ExportColumn } from "./contacts-export";

export const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** India keeps no summer time: always UTC+05:30. */
const indiaOffsetMs = 330 * 60_000;

const timeFormat = "yyyy-mm-dd hh:mm";
const textFormat = "@";

function cellValue<Row>(column: ExportColumn<Row>, row: Row): string | Date | null {
  const value = column.value(row);
  if (value === null) return null;
  switch (column.kind) {
    case "free text":
      return neutraliseFormula(value);
    case "india time":
    case "utc time":
      return new Date(Date.parse(value) + indiaOffsetMs);
    default:
      return value;
  }
}

/** Resolves once `output` wants more, or at once when it has gone (a download cancelled): then writing stops. */
async function roomIn(output: Writable): Promise<void> {
  if (!output.writableNeedDrain || output.destroyed) return;
  const stop = new AbortController();
  await Promise.race([
    once(output, "drain", { signal: stop.signal }),
    once(output, "close", { signal: stop.signal }),
  ]).finally(() => stop.abort());
}

/**
 * Writes a one-sheet workbook to `output` (and ends it): a bold header row that stays in view while scrolling,
 * then every row of every batch. Throws when `output` goes away before the end.
 */
export async function writeWorkbook<Row>(
  output: Writable,
  sheet: { name: string; columns: readonly ExportColumn<Row>[] },
  batches: AsyncIterable<readonly Row[]> | Iterable<readonly Row[]>,
): Promise<void> {
  // Loaded at the first export, not at start: exceljs and its zip and stream libraries were about a fifth of the
  // server's start-up time, and most servers never write a workbook.
  const { default: Excel } = await import("exceljs");
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: "frozen", ySplit: 1 }] });
  // One style object per column, given to each of its cells: exceljs recognises an object it has seen and reuses
  // its style, where a copy per cell would be looked up afresh (most of the writing time, measured).
  const styles: Array<Partial<ExcelJS.Style>> = sheet.columns.map((column) =>
    column.kind === "phone"
      ? { numFmt: textFormat }
      : column.kind === "india time" || column.kind === "utc time"
        ? { numFmt: timeFormat }
        : {},
  );
  worksheet.columns = sheet.columns.map((column, index) => ({
    header: sheetHeader(column),
    key: String(index),
    width: column.width,
    style: styles[index],
  }));
  const header = worksheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  for await (const batch of batches) {
    for (const row of batch) {
      const added = worksheet.addRow(sheet.columns.map((column) => cellValue(column, row)));
      styles.forEach((style, index) => (added.getCell(index + 1).style = style));
      added.commit();
    }
    await roomIn(output);
    if (output.destroyed) throw new Error("The download was cancelled before the workbook was complete.");
  }
  worksheet.commit();
  await workbook.commit();
}
