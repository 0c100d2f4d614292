/**
 * The staff area's Excel downloads over HTTP, against the real server and the production build on a temporary
 * SQLite store: each file is read back with exceljs, and each refusal is a request that would get the file if
 * the guard were removed.
 */
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addAccount } from "../../server/staff/accounts";
import { listAudit } from "../../server/staff/audit";
import { hasBuild, noBuildMessage, reactRouterFor, clientDir } from "../support/build";
import { startTestServer, validContact, type TestServer } from "../support/server";
import { get, signIn, staffPassword } from "../support/staff";

const salesEmail = "exports-sales@jenesys.example";
const editorEmail = "exports-editor@jenesys.example";
const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** What a browser says when the file is opened from a staff page. */
const fromStaffPage = { "sec-fetch-site": "same-origin" };

describe.skipIf(!hasBuild)(`the staff area's Excel downloads ${hasBuild ? "" : noBuildMessage}`, () => {
  let server: TestServer;
  let base: string;
  const cookies: Record<"sales" | "editor", string> = { sales: "", editor: "" };

  beforeAll(async () => {
    server = await startTestServer({
      reactRouterFor,
      clientDir,
      env: {
        RATE_LIMIT_CONTACT_PER_MINUTE: "1000",
        STAFF_REQUIRE_2FA: "none",
        STAFF_SIGN_IN_FAILURES_PER_CLIENT: "100",
      },
    });
    base = server.url;
    await addAccount(server.store, salesEmail, staffPassword, "admin"); // the first account is Admin
    await addAccount(server.store, "exports-sales2@jenesys.example", staffPassword, "sales");
    await addAccount(server.store, editorEmail, staffPassword, "editor");
    cookies.sales = (await signIn(base, "exports-sales2@jenesys.example")).cookie!;
    cookies.editor = (await signIn(base, editorEmail)).cookie!;
    for (const contact of [
      { ...validContact, name: "=HYPERLINK(1)", phone: "0207946095", countryCode: "+44" },
      { ...validContact, name: "Émilie Øvergaard", email: "emilie@example.com" },
    ]) {
      const response = await fetch(`${base}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(contact),
      });
      expect(response.status).toBe(201);
    }
    await server.store.subscribe("reader@example.com");
  });
  afterAll(async () => server?.close());

  /** The download's first sheet, read as a spreadsheet program reads it. */
  async function workbook(path: string, cookie: string): Promise<{ response: Response; sheet: ExcelJS.Worksheet }> {
    const response = await fetch(`${base}${path}`, { headers: { cookie, ...fromStaffPage } });
    expect(response.status, path).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    return { response, sheet: book.worksheets[0] };
  }

  const headersOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1);

  it("gives the filtered enquiries as a workbook with the CSV's columns, phones as typed, and records it", async () => {
    const { response, sheet } = await workbook("/admin/export.xlsx?q=hyperlink", cookies.sales);
    expect(response.headers.get("content-type")).toBe(xlsxType);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const csv = await get(`${base}/admin/export.csv`, cookies.sales, fromStaffPage);
    expect(headersOf(sheet)).toEqual(
      csv.body
        .replace(/^\uFEFF/, "")
        .split("\r\n")[0]
        .split(","),
    );
    expect(sheet.rowCount).toBe(2); // the header and the one enquiry the search finds
    const row = sheet.getRow(2);
    const cell = (header: string) => row.getCell(headersOf(sheet).indexOf(header) + 1);
    expect(cell("name").value).toBe("'=HYPERLINK(1)");
    expect(cell("name").formula).toBeUndefined();
    expect(cell("phone").value).toBe("0207946095");
    expect(cell("country_code").value).toBe("+44");
    expect(cell("received_ist").value).toBeInstanceOf(Date);
    // The trail's last two entries, oldest first: this download, then the CSV's.
    expect((await listAudit(server.store, 2)).map((entry) => [entry.action, entry.target])).toEqual([
      ["export", "1 message as Excel: new and handled, any service, with a search"],
      ["export", "2 messages as CSV: new and handled, any service"],
    ]);
  });

  it("gives the newsletter's subscribers as a workbook", async () => {
    const { response, sheet } = await workbook("/admin/subscribers.xlsx", cookies.sales);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect(headersOf(sheet)).toEqual(["email", "status", "consented_at (IST)", "opt_in", "signed_up_at (IST)"]);
    expect(sheet.getRow(2).getCell(1).value).toBe("reader@example.com");
    expect((await listAudit(server.store, 1))[0]).toMatchObject({
      action: "export subscribers",
      target: "1 subscriber as Excel",
    });
  });

  it.each(["/admin/export.xlsx", "/admin/subscribers.xlsx"])(
    "%s is not given to a signed-out visitor",
    async (path) => {
      const result = await get(`${base}${path}`, undefined, fromStaffPage);
      expect(result.status).toBe(303);
      expect(result.location).toBe(`/admin/login?next=${encodeURIComponent(path)}`);
      expect(result.headers.get("content-type")).not.toBe(xlsxType);
    },
  );

  it.each(["/admin/export.xlsx", "/admin/subscribers.xlsx", "/ADMIN/EXPORT.XLSX/"])(
    "%s is refused to a role that may not use the inbox and the newsletter, and to another site's link",
    async (path) => {
      const editor = await get(`${base}${path}`, cookies.editor, fromStaffPage);
      expect(editor.status).toBe(403);
      expect(editor.body).toContain("This page is for Sales and Admin");
      const crossSite = await get(`${base}${path}`, cookies.sales, { "sec-fetch-site": "cross-site" });
      expect(crossSite.status).toBe(403);
      expect(crossSite.body).toBe("Exports can only be opened from the staff pages of this site.");
    },
  );

  it("answers HEAD with the file's type and name, and nothing is exported or recorded", async () => {
    const before = (await listAudit(server.store, 1))[0];
    const head = await fetch(`${base}/admin/export.xlsx`, {
      method: "HEAD",
      headers: { cookie: cookies.sales, ...fromStaffPage },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe(xlsxType);
    expect((await listAudit(server.store, 1))[0]).toEqual(before);
  });
});
