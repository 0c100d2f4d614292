import { Form, Link } from "react-router";
import { buttonClass, cardClass } from "../ui/styles";
import { applicationStages, isApplicationStage, stageLabels, type ApplicationStage } from "../../lib/application-rules";
import { applicationPath, staffApplications } from "../../lib/staff-paths";
import type { ApplicationPageData, RejectionAnswer } from "../../server-bridge/applications.server";
import { FormToken } from "./FormToken";
import { DetailRow } from "./DetailRow";
import { NoteForm } from "./NoteForm";
import { MailDraftFields } from "./MailDraftFields";
import { StatusBadge } from "./StatusBadge";

/** The stages a button moves it to: every other one but Rejected, which asks first (with its mail). */
const stageMoves = (current: ApplicationStage) =>
  applicationStages.filter((stage) => stage !== current && stage !== "rejected");

const eventWords = {
  received: () => "applied",
  updated: () => "sent the application again",
  stage: (detail: string | null) =>
    `moved it to ${detail && isApplicationStage(detail) ? stageLabels[detail] : "another stage"}`,
  note: () => "wrote a note",
  "rejection mail": (detail: string | null) => `sent the rejection mail${detail ? `: \u201c${detail}\u201d` : ""}`,
} as const;

type HistoryEvent = { at: string; by: string | null; kind: keyof typeof eventWords; detail: string | null };

/** What happened to the application, oldest first, with the private notes in place, and a box to add one. */
function History({ events, maxNoteLength }: { events: HistoryEvent[]; maxNoteLength: number }) {
  return (
    <section aria-labelledby="history" className={cardClass({ className: "mt-6" })}>
      <h2 id="history" className="text-lg font-bold text-ink">
        Notes and history
      </h2>
      <ol className="mt-3 grid gap-3">
        {events.map((event, index) => (
          <li key={index} className="min-w-0">
            <p className="text-sm break-words text-muted">
              {event.at}: <span className="font-semibold text-ink">{event.by ?? "The candidate"}</span>{" "}
              {eventWords[event.kind](event.detail)}
            </p>
            {event.kind === "note" && (
              <p className="mt-1 rounded-xl bg-slate-50 px-3 py-2 break-words whitespace-pre-wrap text-ink">
                {event.detail}
              </p>
            )}
          </li>
        ))}
      </ol>
      <NoteForm noteCount={events.filter((event) => event.kind === "note").length} maxNoteLength={maxNoteLength} />
    </section>
  );
}

/**
 * The rejection, asked before it is done: the mail to the candidate in words HR may change (filled in from the
 * template), or, without a mail server or by choice, a rejection without a mail.
 */
function RejectForm({
  to,
  from,
  draft,
  errors,
  cancel,
}: {
  to: string;
  from: string | undefined;
  draft: { subject: string; body: string };
  errors: Record<string, string> | undefined;
  cancel: string;
}) {
  return (
    <section
      id="reject"
      aria-labelledby="reject-title"
      className={cardClass({ className: "mt-6 scroll-mt-24 ring-2 ring-rose-200" })}
    >
      <h2 id="reject-title" className="text-lg font-bold text-ink">
        Reject this application
      </h2>
      <Form method="post" className="mt-4 grid gap-4" preventScrollReset>
        <FormToken />
        {from ? (
          <>
            <p className="text-sm break-words text-muted">
              The mail goes to {to}, from {from}. Change its words as you see fit before sending.
            </p>
            <MailDraftFields
              idPrefix="reject"
              bodyLabel="Mail to the candidate"
              rows={12}
              draft={draft}
              errors={errors}
            />
          </>
        ) : (
          <p className="text-ink">
            No mail server is set up (SMTP_URL), so the site cannot mail the candidate. Reject it here, and tell them
            yourself.
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          {from && (
            <button type="submit" name="intent" value="reject-with-mail" className={buttonClass({ variant: "danger" })}>
              Reject and send the mail
            </button>
          )}
          {/* Without a mail server this is the only way; with one, for a candidate told another way (a call). */}
          <button
            type="submit"
            name="intent"
            value="reject-without-mail"
            formNoValidate
            className={buttonClass({ variant: from ? "secondary" : "danger" })}
          >
            Reject without a mail
          </button>
          <Link to={cancel} replace preventScrollReset className={buttonClass({ variant: "secondary" })}>
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}

const linkClass = "inline-flex min-h-11 items-center text-brand-700 underline";

/**
 * One application as HR works it: the stage and its buttons, the CV, the rejection when asked for, every field the
 * candidate sent, and the notes and history (app/routes/admin/applications.tsx reads them).
 */
export function ApplicationPage({
  loaderData,
  actionData,
}: {
  loaderData: ApplicationPageData;
  actionData: RejectionAnswer | undefined;
}) {
  const { application, history, done, listQuery, keptFor, rejecting, rejection } = loaderData;
  const withList = (path: string, extra?: string) =>
    `${path}${listQuery || extra ? `?${[listQuery, extra].filter(Boolean).join("&")}` : ""}`;
  const here = withList(applicationPath(application.id));
  return (
    <article className="mx-auto max-w-3xl">
      <Link
        to={withList(staffApplications)}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
      >
        ← Back to applications
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="heading-section min-w-0 break-words">{application.fullName}</h1>
        <StatusBadge stage={application.stage} />
      </div>
      <p className="mt-1 break-words text-muted">
        Applied for {application.opening.title} on {application.received}
        {application.sentAgain && `; sent again ${application.sentAgain}`}.
      </p>
      <p className="mt-1 text-sm text-muted" data-testid="erasure">
        {application.erased ? `Erased on ${application.erased}, with its CV and notes.` : keptFor}
      </p>

      {done && (
        <p role="status" className="mt-6 rounded-xl bg-accent-50 px-4 py-3 text-accent-700">
          {done}
        </p>
      )}

      {/* The work on it comes before the details, so a long cover letter never pushes the buttons out of reach. */}
      <section aria-label="Work on this application" className={cardClass({ className: "mt-6 grid gap-4" })}>
        <p className="text-ink">
          <span className="font-semibold">Stage: </span>
          {stageLabels[application.stage]}
          <span className="text-muted">. Move it to:</span>
        </p>
        <Form method="post" className="flex flex-wrap gap-3">
          <FormToken />
          <input type="hidden" name="intent" value="stage" />
          {stageMoves(application.stage).map((stage) => (
            <button
              key={stage}
              type="submit"
              name="stage"
              value={stage}
              className={buttonClass({ variant: "secondary" })}
            >
              {stageLabels[stage]}
            </button>
          ))}
          {application.stage !== "rejected" && !rejecting && (
            <Link
              to={withList(applicationPath(application.id), "reject=1#reject")}
              replace
              className={buttonClass({ variant: "secondary" })}
            >
              Reject…
            </Link>
          )}
        </Form>
        <p>
          <a
            href={`${applicationPath(application.id)}/cv`}
            download
            className={buttonClass({ className: "max-w-full" })}
          >
            {/* A long file name breaks anywhere rather than push the page wider than a phone. */}
            <span className="min-w-0 break-all">
              Download CV ({application.cv.fileName}, {application.cvSize})
            </span>
          </a>
        </p>
      </section>

      {(rejecting || actionData) && application.stage !== "rejected" && (
        <RejectForm
          to={application.email}
          from={rejection.from}
          draft={actionData?.typed ?? rejection.draft}
          errors={actionData?.rejectionErrors}
          cancel={here}
        />
      )}

      <dl className={cardClass({ className: "mt-6 divide-y divide-line" })}>
        <DetailRow label="Opening">
          <a href={loaderData.openingAddress} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {application.opening.title}
          </a>
        </DetailRow>
        <DetailRow label="Name">{application.fullName}</DetailRow>
        <DetailRow label="E-mail">
          <a href={`mailto:${application.email}`} className={`${linkClass} break-all`}>
            {application.email}
          </a>
        </DetailRow>
        <DetailRow label="Phone">
          <a href={`tel:${application.phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
            {application.phone}
          </a>
        </DetailRow>
        <DetailRow label="Location">{application.location}</DetailRow>
        <DetailRow label="Notice period">{application.noticePeriod}</DetailRow>
        <DetailRow label="Link">
          {application.webLink ? (
            // Another site's page: opened apart, told nothing of this page (no opener, no referrer).
            <a
              href={application.webLink}
              target="_blank"
              rel="noopener noreferrer"
              className={`${linkClass} break-all`}
            >
              {application.webLink}
            </a>
          ) : (
            (application.link ?? "None given")
          )}
        </DetailRow>
        <DetailRow label="CV">
          <span className="break-all">{application.cv.fileName}</span> ({application.cvSize})
        </DetailRow>
        <DetailRow label="Other roles">
          {application.otherRoles ? "Yes: keep it for other roles too" : "No: this opening only"}
        </DetailRow>
        <DetailRow label="Consent">
          <p>{application.consentText}</p>
          <p className="mt-1 text-sm text-muted">Given {application.consented}</p>
        </DetailRow>
        <DetailRow label="Cover letter">
          {application.coverLetter ? <p className="whitespace-pre-wrap">{application.coverLetter}</p> : "None"}
        </DetailRow>
      </dl>

      <History events={history} maxNoteLength={loaderData.maxNoteLength} />
    </article>
  );
}
