/** The Excel exports, read back with exceljs as a spreadsheet program would read them. */
import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { enquiryColumns, type ExportedEnquiry } from "../../../server/contacts-export";
import { subscriberColumns, type Subscriber } from "../../../server/newsletter/subscribers";
import { writeWorkbook } from "../../../server/spreadsheet";
import type { ExportColumn } from "../../../server/contacts-export";

/** The workbook's first sheet, written from `rows` and read back from its bytes. */
async function workbookOf<Row>(columns: readonly ExportColumn<Row>[], rows: Row[]): Promise<ExcelJS.Worksheet> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on("data", (chunk: Buffer) => chunks.push(chunk));
  await writeWorkbook(output, { name: "Export", columns }, [rows]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0];
}

const enquiry: ExportedEnquiry = {
  id: "0b7e5a4c-1111-4a7e-9d7e-000000000001",
  createdAt: "2026-11-26T18:40:05.000Z",
  name: '=HYPERLINK("https://evil.example","Click")',
  email: "@SUM(A1)@example.com",
  company: "Rao Logistics",
  phone: "0207946095",
  countryCode: "+44",
  service: "Cloud Solutions",
  message: "+91 call me\nsoon",
  landingPage: "/CloudSolutions",
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: "-2+3",
  status: "new",
  owner: { email: "asha@jenesys.example" },
};

/** The cell under the header named `header`, in row `row`. */
function cellOf(sheet: ExcelJS.Worksheet, header: string, row = 2): ExcelJS.Cell {
  const headers = sheet.getRow(1).values as unknown[];
  const column = headers.indexOf(header);
  if (column < 1) throw new Error(`no column ${header}`);
  return sheet.getRow(row).getCell(column);
}

describe("the Excel export of enquiries", () => {
  it("has the CSV's columns under a bold header row that stays in view", async () => {
    const sheet = await workbookOf(enquiryColumns, [enquiry]);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      ...["id", "created_at", "name", "email", "company", "phone", "country_code", "service", "message"],
      ...[
        "landing_page",
        "referrer_host",
        "utm_source",
        "utm_medium",
        "utm_campaign",
        "received_ist",
        "status",
        "owner",
      ],
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.getColumn(9).width).toBe(60); // the message
    expect(sheet.rowCount).toBe(2);
  });

  it("keeps phone numbers and country codes as typed, in text cells", async () => {
    const sheet = await workbookOf(enquiryColumns, [enquiry]);
    for (const [header, typed] of [
      ["phone", "0207946095"],
      ["country_code", "+44"],
    ]) {
      const cell = cellOf(sheet, header);
      expect(cell.type, header).toBe(ExcelJS.ValueType.String);
      expect(cell.value, header).toBe(typed);
      expect(cell.numFmt, header).toBe("@");
    }
  });

  it("gives the time received as a date-time cell showing India's wall time", async () => {
    const received = cellOf(await workbookOf(enquiryColumns, [enquiry]), "received_ist");
    expect(received.type).toBe(ExcelJS.ValueType.Date);
    // 18:40:05 UTC is 00:10:05 the next day in India; a serial has no zone, so its fields are the wall time.
    expect((received.value as Date).toISOString()).toBe("2026-11-27T00:10:05.000Z");
    expect(received.numFmt).toBe("yyyy-mm-dd hh:mm");
  });

  it("writes text that looks like a formula as text, with the CSV's leading quote, never as a formula", async () => {
    const sheet = await workbookOf(enquiryColumns, [enquiry]);
    for (const [header, text] of [
      ["name", enquiry.name],
      ["email", enquiry.email],
      ["message", enquiry.message],
      ["utm_campaign", enquiry.utmCampaign!],
    ]) {
      const cell = cellOf(sheet, header);
      expect(cell.type, header).toBe(ExcelJS.ValueType.String);
      expect(cell.formula, header).toBeUndefined();
      expect(cell.value, header).toBe(`'${text}`);
    }
    expect(cellOf(sheet, "company").value).toBe("Rao Logistics");
  });
});

describe("the Excel export of subscribers", () => {
  it("names its times as India time and gives them as date-time cells; a pending address has none", async () => {
    const subscribers: Subscriber[] = [
      {
        email: "=cmd@example.com",
        status: "confirmed",
        consentedAt: "2026-03-01T09:00:00.000Z",
        optIn: "double",
        signedUpAt: "2026-03-01T08:00:00.000Z",
      },
      {
        email: "wait@example.com",
        status: "pending",
        consentedAt: null,
        optIn: null,
        signedUpAt: "2026-03-02T08:00:00.000Z",
      },
    ];
    const sheet = await workbookOf(subscriberColumns, subscribers);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      "email",
      "status",
      "consented_at (IST)",
      "opt_in",
      "signed_up_at (IST)",
    ]);
    expect(cellOf(sheet, "email").value).toBe("'=cmd@example.com");
    expect((cellOf(sheet, "consented_at (IST)").value as Date).toISOString()).toBe("2026-03-01T14:30:00.000Z");
    expect(cellOf(sheet, "consented_at (IST)", 3).value).toBeNull();
    expect((cellOf(sheet, "signed_up_at (IST)", 3).value as Date).toISOString()).toBe("2026-03-02T13:30:00.000Z");
  });
});
