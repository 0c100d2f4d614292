/**
 * The staff area's answers that are not pages: the CSV exports and signing out. They need the session
 * and nothing of React Router, so they are answered here, after the guard (server/staff/router.ts), and
 * add nothing to the route manifest every public page downloads.
 */
import express, { type Request, type Response } from "express";
import { parseInboxFilter } from "../../app/lib/inbox-filter.server";
import { kolkataDate } from "../../app/lib/listing-dates";
import { staffLogin } from "../../app/lib/staff-paths";
import { insightRangeOf } from "../../app/lib/insight-ranges";
import type { StaffService, StaffSession } from "./service";
import { formTokenMatches } from "./sessions";

const readForm = express.urlencoded({ extended: false, limit: "16kb", parameterLimit: 16 });

/**
 * A CSV file to save. It starts with the UTF-8 byte-order mark: without it Excel reads the file in the PC's
 * own code page and shows "Ã‰milie" for "Émilie".
 */
function csvDownload(res: Response, csv: string, name: string): void {
  const day = kolkataDate(new Date()); // the day the staff pages' IST times say it is
  res.setHeader("Content-Disposition", `attachment; filename="${name}-${day}.csv"`);
  res.type("text/csv; charset=utf-8").send(`\uFEFF${csv}`);
}

/** The endpoint's own name for a path: lower case, no trailing slash (React Router matches that loosely too). */
const endpointOf = (req: Request) => req.path.toLowerCase().replace(/\/+$/, "");

/** Answers the request when it is one of these endpoints (and returns true); false lets the pages have it. */
export async function answerEndpoint(
  req: Request,
  res: Response,
  staff: { service: StaffService; session: StaffSession; client: string; signedOutCookie: string },
): Promise<boolean> {
  const { service, session } = staff;
  const reading = req.method === "GET" || req.method === "HEAD";
  switch (endpointOf(req)) {
    case "/admin/export.csv": {
      if (!reading) return false;
      const query = new URL(req.originalUrl, "http://site.invalid").searchParams;
      csvDownload(res, (await service.exportCsv(session, parseInboxFilter(query))).csv, "enquiries");
      return true;
    }
    case "/admin/subscribers.csv": {
      if (!reading) return false;
      csvDownload(res, (await service.exportSubscribersCsv(session)).csv, "subscribers");
      return true;
    }
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
