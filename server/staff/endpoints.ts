/**
 * The staff area's answers that are not pages: the CSV and Excel exports, an application's CV, and signing out. They need the session
 * and nothing of React Router, so they are answered here, after the guard (server/staff/router.ts), and
 * add nothing to the route manifest every public page downloads.
 */
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import express, { type Request, type Response } from "express";
import { applicationColumns } from "../careers/pipeline";
import type { CareersService } from "../careers/service";
import { cvContentDisposition } from "../careers/cv-file";
import { csvPieces, enquiryColumns, type ExportColumn } from "../contacts-export";
import { subscriberColumns } from "../newsletter/subscribers";
import { writeWorkbook, xlsxType } from "../spreadsheet";
import { parseApplicationFilter } from "../../app/lib/application-filter";
import { parseInboxFilter } from "../../app/lib/inbox-filter.server";
import { kolkataDate } from "../../app/lib/listing-dates";
import { staffApplications, staffLogin } from "../../app/lib/staff-paths";
import { insightRangeOf } from "../../app/lib/insight-ranges";
import type { ExportFormat, StaffService, StaffSession } from "./service";
import { formTokenMatches } from "./sessions";

const readForm = express.urlencoded({ extended: false, limit: "16kb", parameterLimit: 16 });

/** Sets the download's type and file name: its name and the day the staff pages' IST times say it is. */
function download(res: Response, name: string, format: ExportFormat | "csv"): void {
  res.setHeader("Content-Disposition", `attachment; filename="${name}-${kolkataDate(new Date())}.${format}"`);
  res.type(format === "csv" ? "text/csv; charset=utf-8" : xlsxType);
}

/** A CSV file to save, whole: it starts with the UTF-8 byte-order mark, for Excel. */
function csvDownload(res: Response, csv: string, name: string): void {
  download(res, name, "csv");
  res.send(`\uFEFF${csv}`);
}

/**
 * Writes an export as its batches come from the store: each piece waits until the connection has taken the one
 * before (pipeline's backpressure; the workbook writer waits likewise), so a slow download never gathers the
 * rows in memory, and a cancelled one stops reading. A failure after the first byte cannot change the status:
 * the connection is then cut (Express does it), so a partial file is never taken for a whole one.
 */
export async function sendRows<Row>(
  res: Writable,
  format: ExportFormat,
  sheet: { name: string; columns: readonly ExportColumn<Row>[] },
  batches: AsyncIterable<readonly Row[]> | Iterable<readonly Row[]>,
): Promise<void> {
  if (format === "csv") await pipeline(Readable.from(csvPieces(sheet.columns, batches), { highWaterMark: 1 }), res);
  else await writeWorkbook(res, sheet, batches);
}

/** The exports' paths and the file each one is. */
const rowExports: Record<string, { file: "enquiries" | "subscribers" | "applications"; format: ExportFormat }> = {
  "/admin/export.csv": { file: "enquiries", format: "csv" },
  "/admin/export.xlsx": { file: "enquiries", format: "xlsx" },
  "/admin/subscribers.csv": { file: "subscribers", format: "csv" },
  "/admin/subscribers.xlsx": { file: "subscribers", format: "xlsx" },
  [`${staffApplications}.csv`]: { file: "applications", format: "csv" },
};

/** The endpoint's own name for a path: lower case, no trailing slash (React Router matches that loosely too). */
const endpointOf = (req: Request) => req.path.toLowerCase().replace(/\/+$/, "");

/** An application's CV (/admin/applications/<id>/cv), with the application's id. */
const cvPath = /^\/admin\/applications\/([^/]+)\/cv$/;

/** True for a request for a CV: a download, which the guard keeps from other sites' links as it does exports. */
export const isCvDownload = (req: Request) => cvPath.test(endpointOf(req));

/**
 * Sends a CV to save, never to show: with the type it was stored as, `attachment` and a safe file name, no
 * sniffing (a file that claims to be a PDF is never run as HTML in the site's origin), and no copy kept by the
 * browser or a proxy. The download is in the audit trail; a HEAD reads and records nothing.
 */
async function sendCv(req: Request, res: Response, careers: CareersService, session: StaffSession, id: string) {
  const file = req.method === "HEAD" ? (await careers.application(id))?.cv : await careers.cv(session, id);
  if (!file) {
    res.status(404).type("text/plain").send("There is no such application: it may have been erased or withdrawn.");
    return;
  }
  res.setHeader("Content-Type", file.mediaType);
  res.setHeader(
    "Content-Disposition",
    cvContentDisposition(file.fileName, file.mediaType === "application/pdf" ? "pdf" : "docx"),
  );
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Cache-Control", "no-store");
  if ("bytes" in file) res.send(file.bytes);
  else res.setHeader("Content-Length", String(file.size)).end();
}

/** Answers the request when it is one of these endpoints (and returns true); false lets the pages have it. */
export async function answerEndpoint(
  req: Request,
  res: Response,
  staff: {
    service: StaffService;
    careers: CareersService;
    session: StaffSession;
    client: string;
    signedOutCookie: string;
  },
): Promise<boolean> {
  const { service, careers, session } = staff;
  const reading = req.method === "GET" || req.method === "HEAD";
  const cv = cvPath.exec(endpointOf(req));
  if (cv?.[1]) {
    if (!reading) return false;
    await sendCv(req, res, careers, session, cv[1]);
    return true;
  }
  const rowExport = rowExports[endpointOf(req)];
  if (rowExport) {
    if (!reading) return false;
    const { file, format } = rowExport;
    download(res, file, format);
    // A HEAD asks what the file would be: nothing is read, so nothing is recorded as exported.
    if (req.method === "HEAD") {
      res.end();
      return true;
    }
    const query = new URL(req.originalUrl, "http://site.invalid").searchParams;
    if (file === "enquiries") {
      const { batches } = await service.exportEnquiries(session, parseInboxFilter(query), format);
      await sendRows(res, format, { name: "Enquiries", columns: enquiryColumns }, batches);
    } else if (file === "applications") {
      const applications = await careers.exportApplications(session, parseApplicationFilter(query));
      await sendRows(res, format, { name: "Applications", columns: applicationColumns }, [applications]);
    } else {
      const subscribers = await service.exportSubscribers(session, format);
      await sendRows(res, format, { name: "Subscribers", columns: subscriberColumns }, [subscribers]);
    }
    return true;
  }
  switch (endpointOf(req)) {
    case "/admin/insights.csv": {
      if (!reading) return false;
      const range = insightRangeOf(new URL(req.originalUrl, "http://site.invalid").searchParams);
      csvDownload(res, (await service.exportInsightsCsv(session, range)).csv, `visits-${range}-days`);
      return true;
    }
    case "/admin/logout": {
      if (reading) {
        res.redirect(303, "/admin"); // signing out is a post with the form token; a visit changes nothing
        return true;
      }
      await new Promise<void>((resolve, reject) =>
        readForm(req, res, (error?: unknown) =>
          error
            ? reject(error instanceof Error ? error : new Error("The form could not be read.", { cause: error }))
            : resolve(),
        ),
      );
      if (!formTokenMatches(session, (req.body as Record<string, unknown> | undefined)?.token)) {
        res
          .status(403)
          .type("text/plain")
          .send("This form has expired or was not sent from a staff page. Reload the page and try again.");
        return true;
      }
      await service.signOut(session, staff.client);
      res.setHeader("Set-Cookie", staff.signedOutCookie);
      res.redirect(303, `${staffLogin}?signedOut=1`);
      return true;
    }
    default:
      return false;
  }
}
