/**
 * What HR's list of applications and an application's page show (app/routes/admin/applications.tsx), built
 * from the careers service (server/careers/service.ts). Here rather than in the route, so the two views
 * (app/components/staff/ApplicationList.tsx and ApplicationPage.tsx) take their types from a floor below them.
 */
import { data } from "react-router";
import type { CareersService } from "../../server/careers/service";
import { applicationsQuery, parseApplicationFilter } from "../lib/application-filter";
import { rejectionTemplate, stageLabels } from "../lib/application-rules";
import { maxNoteLength } from "../lib/enquiry-status";
import { kolkataTime } from "../lib/kolkata-time";
import { kolkataDay } from "../lib/listing-dates";
import { openingPath } from "../lib/listings";

/** What the last action did, said at the top of the page after its redirect. */
const doneMessages = {
  stage: (stage: string) => `Moved to ${stage}.`,
  note: () => "Note added.",
  "rejected-mail": () => "Rejected. The mail to the candidate is on its way.",
  rejected: () => "Rejected, without a mail.",
} as const;
export type Done = keyof typeof doneMessages;
const doneOf = (value: string | null): Done | undefined =>
  value !== null && Object.hasOwn(doneMessages, value) ? (value as Done) : undefined;

/** The list's filter the application was opened from, as its query string: Back and the redirects keep it. */
export const listQueryOf = (params: URLSearchParams) => applicationsQuery(parseApplicationFilter(params));

/** "245 KB" or "1.2 MB", as a CV's size is said next to its name; a no-break space keeps figure and unit together. */
function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))}\u00a0KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)}\u00a0MB`;
}

/** The template's {name} and {opening} filled in; a function replacement, so a "$" in a name stays a "$". */
function fillRejection(text: string, words: { name: string; opening: string }): string {
  return text.replace(/\{(name|opening)\}/g, (_whole, word: "name" | "opening") => words[word]);
}

/** The list: a page of the filtered applications, and the openings that have any, for the filter. */
export async function listData(careers: CareersService, search: URLSearchParams) {
  const filter = parseApplicationFilter(search);
  const [{ applications, total, page, pages }, openings] = await Promise.all([
    careers.applications(filter),
    careers.countsByOpening(),
  ]);
  return {
    view: "list" as const,
    filter,
    // Only the openings with applications: an opening nobody has applied to would always list nothing.
    openings: openings.map((opening) => ({ value: opening.openingId, label: opening.title })),
    total,
    page,
    pages,
    applications: applications.map((application) => ({
      id: application.id,
      opening: application.openingTitle,
      name: application.fullName,
      email: application.email,
      location: application.location,
      stage: application.stage,
      received: kolkataTime(application.receivedAt),
      erased: application.eraseAt && kolkataDay(application.eraseAt),
    })),
  };
}

/** One application, with what its page says of the last action, and the rejection mail drafted from the template. */
export async function applicationData(careers: CareersService, id: string, search: URLSearchParams) {
  const application = await careers.application(id);
  if (!application) throw data(null, { status: 404 });
  const done = doneOf(search.get("done"));
  const words = { name: application.fullName, opening: application.opening.title };
  const { rejectedDays, hiredDays } = careers.retention;
  return {
    view: "application" as const,
    application: {
      ...application,
      received: kolkataTime(application.receivedAt),
      sentAgain: application.updatedAt !== application.receivedAt ? kolkataTime(application.updatedAt) : undefined,
      consented: kolkataTime(application.consentAt),
      erased: application.eraseAt && kolkataDay(application.eraseAt),
      cvSize: fileSize(application.cv.size),
      // A link is shown as a link only when it is a web address (the form allows no other).
      webLink: application.link && /^https?:\/\//i.test(application.link) ? application.link : undefined,
    },
    openingAddress: openingPath(application.opening.slug),
    history: application.history.map((event) => ({ ...event, at: kolkataTime(event.at) })),
    done: done && doneMessages[done](stageLabels[application.stage]),
    listQuery: listQueryOf(search),
    keptFor: `Kept while it is in progress; erased ${rejectedDays} days after a rejection, ${hiredDays} days after hiring.`,
    rejecting: search.get("reject") === "1",
    rejection: {
      from: careers.rejectionFrom,
      draft: {
        subject: fillRejection(rejectionTemplate.subject, words),
        body: fillRejection(rejectionTemplate.body, words),
      },
    },
    maxNoteLength,
  };
}

export type ApplicationListData = Awaited<ReturnType<typeof listData>>;
export type ApplicationPageData = Awaited<ReturnType<typeof applicationData>>;
/** A rejection mail sent back for a slip, with what was typed. */
export type RejectionAnswer = { rejectionErrors: Record<string, string>; typed: { subject: string; body: string } };
