import { cameFrom } from "../../lib/lead-source";
import { formText } from "../../lib/form-data";
import type { ReactNode } from "react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/message";
import { FormToken } from "../../components/staff/FormToken";
import { DetailRow } from "../../components/staff/DetailRow";
import { NoteForm } from "../../components/staff/NoteForm";
import { ReplyComposer, type ReplyDraft } from "../../components/staff/ReplyComposer";
import { fieldErrors } from "../../lib/field-errors";
import { replySchema } from "../../lib/reply-schema";
import { fillTemplate } from "../../lib/reply-templates";
import { StatusBadge } from "../../components/staff/StatusBadge";
import { buttonClass, cardClass, inputClass } from "../../components/ui/styles";
import { kolkataTime } from "../../lib/kolkata-time";
import { site } from "../../site/facts";
import { signedIn, staffForm } from "../../server-bridge/staff.server";
import { staffMeta } from "../../lib/staff-paths";
import { inboxQuery } from "../../lib/inbox-filter";
import { parseInboxFilter } from "../../lib/inbox-filter.server";
import {
  isContactStatus,
  maxNoteLength,
  notSpamLabel,
  spamThreshold,
  statusActionLabels,
  statusLabels,
  type ContactStatus,
} from "../../lib/enquiry-status";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? `Enquiry from ${loaderData.message.name}` : "Enquiry");

/** Which of the two deletions the page is asking about, if any (a link, so it works without JavaScript). */
type Confirm = "delete" | "erase" | undefined;
const confirmOf = (value: string | null): Confirm => (value === "delete" || value === "erase" ? value : undefined);

/** What the last action did, said at the top of the page after its redirect. */
const doneMessages = {
  handled: "Marked as handled.",
  spam: "Marked as spam.",
  new: "Moved back to New.",
  "not-spam": "Moved to the inbox as not spam.",
  assigned: "Owner changed.",
  "assigned-me": "Assigned to you.",
  unassigned: "Nobody owns it now.",
  note: "Note added.",
  replied: "Reply on its way: the history below says when the mail server has taken it.",
} as const;
type Done = keyof typeof doneMessages;
/** After these, "Next new enquiry" is offered: the sales team works through the New ones. */
const statusChanges = new Set<Done>(["handled", "spam", "new", "not-spam", "replied"]);
const doneOf = (value: string | null): Done | undefined =>
  value !== null && Object.hasOwn(doneMessages, value) ? (value as Done) : undefined;

/** The inbox filter the enquiry was opened from, as its query string: Back and the redirects keep it. */
const listQueryOf = (params: URLSearchParams) => inboxQuery(parseInboxFilter(params));

type HistoryEvent = { at: string; by: string; kind: keyof typeof eventWords; detail: string | null };
type HistoryReply = { at: string; by: string; subject: string; body: string; sentAt: string | null };

/** The events and the replies in one list, oldest first, with India times. */
function timeline(events: HistoryEvent[], replies: HistoryReply[]) {
  return [
    ...events.map((event) => ({ ...event, reply: undefined })),
    ...replies.map(({ at, by, ...reply }) => ({ at, by, kind: "reply" as const, detail: null, reply })),
  ]
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((entry) => ({
      ...entry,
      at: kolkataTime(entry.at),
      reply: entry.reply && { ...entry.reply, sentAt: entry.reply.sentAt && kolkataTime(entry.reply.sentAt) },
    }));
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = signedIn(context, request);
  const message = await staff.service.message(params.id);
  if (!message) throw data(null, { status: 404 });
  const search = new URL(request.url).searchParams;
  const done = doneOf(search.get("done"));
  const [history, replies, { templates, from }, owners, nextNew] = await Promise.all([
    staff.service.history(message.id),
    staff.service.replies(message.id),
    staff.service.replyTemplates(),
    staff.service.possibleOwners(),
    done && statusChanges.has(done) ? staff.service.nextNew(message.id) : undefined,
  ]);
  // A template picked (a link, ?template=) fills the reply with the enquiry's own words.
  const picked = templates.find((template) => template.id === search.get("template"));
  const filled = (text: string) =>
    fillTemplate(text, {
      name: message.name,
      company: message.company,
      service: message.service,
      colleague: staff.session.email,
    });
  const draft: ReplyDraft = picked
    ? { templateId: picked.id, subject: filled(picked.subject), body: filled(picked.body) }
    : { subject: `Your enquiry to ${site.name}`, body: "" };
  return {
    message: { ...message, received: kolkataTime(message.createdAt), cameFrom: cameFrom(message) },
    confirm: confirmOf(search.get("confirm")),
    done: done && doneMessages[done],
    nextNew,
    listQuery: listQueryOf(search),
    viewerId: staff.session.staffId,
    owners,
    maxNoteLength,
    history: timeline(history, replies),
    reply: from
      ? { from, replyTo: staff.session.email, draft, templates: templates.map(({ id, name }) => ({ id, name })) }
      : undefined,
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { staff, form } = await staffForm(context, request);
  const intent = formText(form, "intent");
  const back = listQueryOf(new URL(request.url).searchParams);
  const here = (done: Done) => redirect(`/admin/messages/${params.id}?${back ? `${back}&` : ""}done=${done}`);
  if (intent === "delete") {
    if (!(await staff.service.deleteMessage(staff.session, params.id))) throw data(null, { status: 404 });
    return redirect("/admin?deleted=1");
  }
  if (intent === "erase") {
    const result = await staff.service.erase(staff.session, params.id);
    if (!result) throw data(null, { status: 404 });
    return redirect(`/admin?erased=${result.erased}`);
  }
  if (intent === "not-spam") {
    if (!(await staff.service.notSpam(staff.session, params.id))) throw data(null, { status: 404 });
    return here("not-spam");
  }
  if (intent === "assign-me" || intent === "assign") {
    const ownerId = intent === "assign-me" ? staff.session.staffId : formText(form, "owner") || null;
    const result = await staff.service.assign(staff.session, params.id, ownerId);
    if (result === "no-such-enquiry") throw data(null, { status: 404 });
    if (result === "not-a-colleague") throw data("That colleague cannot own enquiries.", { status: 400 });
    return here(ownerId === null ? "unassigned" : ownerId === staff.session.staffId ? "assigned-me" : "assigned");
  }
  if (intent === "note") {
    const text = formText(form, "note").trim();
    if (text === "" || text.length > maxNoteLength)
      throw data(`A note has 1 to ${maxNoteLength} characters.`, { status: 400 });
    if (!(await staff.service.addNote(staff.session, params.id, text))) throw data(null, { status: 404 });
    return here("note");
  }
  if (intent === "reply") {
    const typed = { subject: formText(form, "subject"), body: formText(form, "body") };
    const parsed = replySchema.safeParse(typed);
    // What was typed comes back with the messages: a long reply is never lost to a slip.
    if (!parsed.success) return data({ replyErrors: fieldErrors(parsed.error), typed }, { status: 400 });
    const sent = await staff.service.reply(staff.session, params.id, parsed.data);
    if (sent === "no-such-enquiry") throw data(null, { status: 404 });
    if (sent === "no-mail")
      throw data("No mail server is set up (SMTP_URL), so no reply can be sent.", { status: 503 });
    return here("replied");
  }
  if (!isContactStatus(intent)) throw data("Unknown action.", { status: 400 });
  if (!(await staff.service.setStatus(staff.session, params.id, intent))) throw data(null, { status: 404 });
  return here(intent);
}

/** The buttons that change the status of an enquiry that is not in Spam. */
const statusActions = (current: ContactStatus) =>
  (["handled", "spam", "new"] as const)
    .filter((status) => status !== current)
    .map((status) => ({ status, label: statusActionLabels[status], primary: status === "handled" }));

/** The way out of Spam, which also teaches the check. */
function NotSpam() {
  return (
    <Form method="post">
      <FormToken />
      <button type="submit" name="intent" value="not-spam" className={buttonClass()}>
        {notSpamLabel}
      </button>
    </Form>
  );
}

const points = (weight: number) =>
  `${Number.isInteger(weight) ? weight : weight.toFixed(2)} ${weight === 1 ? "point" : "points"}`;

/** Why the spam check held the enquiry, or what it noticed without holding it; `action` sits under the reasons. */
function SpamCheck({
  status,
  reasons,
  action,
}: {
  status: ContactStatus;
  reasons: { note: string; weight: number }[];
  action?: ReactNode;
}) {
  const score = reasons.reduce((sum, reason) => sum + reason.weight, 0);
  const held = status === "spam" && score >= spamThreshold;
  return (
    <section
      aria-labelledby="spam-check"
      className={cardClass({ className: `mt-6 ${held ? "ring-2 ring-amber-200" : ""}` })}
    >
      <h2 id="spam-check" className="text-lg font-bold text-ink">
        {held ? "Held as spam" : "Spam check"}
      </h2>
      <p className="mt-1 text-sm text-muted">
        Score {points(score)}; {spamThreshold} or more holds an enquiry in Spam.
        {held && ` "${notSpamLabel}" moves it to the inbox, and these reasons weigh less for its sender's domain.`}
      </p>
      <ul className="mt-3 grid gap-2">
        {reasons.map((reason) => (
          <li key={reason.note} className="flex flex-wrap justify-between gap-x-4 text-ink">
            <span className="min-w-0 break-words">{reason.note}</span>
            <span className="text-sm text-muted">{points(reason.weight)}</span>
          </li>
        ))}
      </ul>
      {action && <div className="mt-4">{action}</div>}
    </section>
  );
}

/** Who answers the enquiry: "Assign to me" in one click, or any colleague who may use the inbox. */
function Owner({
  owner,
  viewerId,
  owners,
}: {
  owner: { id: string; email: string } | null;
  viewerId: string;
  owners: { id: string; email: string }[];
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <p className="min-w-0 basis-full break-words text-ink">
        <span className="font-semibold">Owner: </span>
        {owner ? (owner.id === viewerId ? `you (${owner.email})` : owner.email) : "nobody yet"}
      </p>
      {owner?.id !== viewerId && (
        <Form method="post">
          <FormToken />
          <button type="submit" name="intent" value="assign-me" className={buttonClass()}>
            Assign to me
          </button>
        </Form>
      )}
      {/* Keyed by the owner: after a change the list shows the new owner, not what was last picked in it. */}
      <Form key={owner?.id ?? "nobody"} method="post" className="flex flex-wrap items-end gap-3">
        <FormToken />
        <div>
          <label htmlFor="owner" className="text-sm font-semibold text-slate-800">
            Give it to
          </label>
          <select id="owner" name="owner" defaultValue={owner?.id ?? ""} className={inputClass()}>
            <option value="">Nobody</option>
            {owners.map((colleague) => (
              <option key={colleague.id} value={colleague.id}>
                {colleague.email}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" name="intent" value="assign" className={buttonClass({ variant: "secondary" })}>
          Change owner
        </button>
      </Form>
    </div>
  );
}

const eventWords = {
  assigned: (detail: string | null) => `gave it to ${detail ?? "a colleague"}`,
  unassigned: () => "left it with nobody",
  note: () => "wrote a note",
  status: (detail: string | null) =>
    `marked it ${detail && isContactStatus(detail) ? statusLabels[detail].toLowerCase() : "with another status"}`,
  "not spam": () => "said it is not spam",
  reply: () => "replied",
} as const;

/** What happened to the enquiry, oldest first, with the private notes in place, and a box to add one. */
function History({
  received,
  events,
  maxNoteLength,
}: {
  received: string;
  events: ReturnType<typeof timeline>;
  maxNoteLength: number;
}) {
  return (
    <section aria-labelledby="history" className={cardClass({ className: "mt-6" })}>
      <h2 id="history" className="text-lg font-bold text-ink">
        Notes and history
      </h2>
      <ol className="mt-3 grid gap-3">
        <li className="text-sm text-muted">Received {received}</li>
        {events.map((event, index) => (
          <li key={index} className="min-w-0">
            <p className="text-sm text-muted">
              {event.at}: <span className="font-semibold text-ink">{event.by}</span>{" "}
              {eventWords[event.kind](event.detail)}
            </p>
            {event.kind === "note" && (
              <p className="mt-1 whitespace-pre-wrap break-words rounded-xl bg-slate-50 px-3 py-2 text-ink">
                {event.detail}
              </p>
            )}
            {event.reply && (
              <div className="mt-1 rounded-xl bg-brand-50 px-3 py-2 text-ink">
                <p className="break-words font-semibold">{event.reply.subject}</p>
                <p className="mt-1 whitespace-pre-wrap break-words">{event.reply.body}</p>
                <p className="mt-2 text-sm text-muted">
                  {event.reply.sentAt
                    ? `Taken by the mail server ${event.reply.sentAt}.`
                    : "Waiting for the mail server: it is tried again until it is taken."}
                </p>
              </div>
            )}
          </li>
        ))}
      </ol>
      <NoteForm noteCount={events.filter((event) => event.kind === "note").length} maxNoteLength={maxNoteLength} />
    </section>
  );
}

export default function Message({ loaderData, actionData }: Route.ComponentProps) {
  const { message, confirm, done, nextNew, listQuery, reply } = loaderData;
  const held = message.status === "spam" && message.spamReasons.length > 0;
  const phone = `${message.countryCode} ${message.phone}`;
  const withList = (path: string) => `${path}${listQuery ? `?${listQuery}` : ""}`;
  return (
    <article className="mx-auto max-w-3xl">
      <Link
        to={withList("/admin")}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
      >
        ← Back to the inbox
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="heading-section min-w-0 break-words">{message.name}</h1>
        <StatusBadge enquiry={message.status} />
      </div>
      <p className="mt-1 text-muted">Received {message.received}</p>

      {done && (
        <p
          role="status"
          className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-accent-50 px-4 py-3 text-accent-700"
        >
          <span>{done}</span>
          {nextNew && (
            <Link to={withList(`/admin/messages/${nextNew}`)} className={buttonClass({ variant: "secondary" })}>
              Next new enquiry →
            </Link>
          )}
        </p>
      )}

      {/* Asked right under the heading, where a phone shows it without scrolling. */}
      {confirm && (
        <div
          role="alertdialog"
          aria-labelledby="confirm-title"
          aria-describedby="confirm-text"
          className={cardClass({ className: "mt-6 ring-2 ring-rose-200" })}
        >
          <h2 id="confirm-title" className="text-lg font-bold text-ink">
            {confirm === "erase" ? "Erase everything from this address?" : "Delete this message for good?"}
          </h2>
          <p id="confirm-text" className="mt-2 break-words text-muted">
            {confirm === "erase"
              ? `This erases every message from ${message.email}, any newsletter sign-up and any job application (with its CV) of that address, whatever the case of its letters, as a privacy request requires. It cannot be undone.`
              : `This deletes this one message. Other messages from ${message.email} and its newsletter sign-up are kept. It cannot be undone.`}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Form method="post">
              <FormToken />
              <button type="submit" name="intent" value={confirm} className={buttonClass({ variant: "danger" })}>
                {confirm === "erase" ? "Yes, erase everything" : "Yes, delete this message"}
              </button>
            </Form>
            <Link to={`/admin/messages/${message.id}`} replace className={buttonClass({ variant: "secondary" })}>
              Cancel
            </Link>
          </div>
        </div>
      )}

      {/* Held: the reasons and the way out come first, on a phone's first screen rather than below the message. */}
      {held && <SpamCheck status={message.status} reasons={message.spamReasons} action={!confirm && <NotSpam />} />}

      {/* The work on it comes before the message, so a long message never pushes the buttons out of reach. */}
      {!confirm && (
        <section aria-label="Work on this enquiry" className={cardClass({ className: "mt-6 grid gap-4" })}>
          <Owner owner={message.owner} viewerId={loaderData.viewerId} owners={loaderData.owners} />
          {message.status === "spam" && !held && <NotSpam />}
          {message.status !== "spam" && (
            <Form method="post" className="flex flex-wrap gap-3">
              <FormToken />
              {statusActions(message.status).map((action) => (
                <button
                  key={action.status}
                  type="submit"
                  name="intent"
                  value={action.status}
                  className={buttonClass({ variant: action.primary ? "primary" : "secondary" })}
                >
                  {action.label}
                </button>
              ))}
            </Form>
          )}
        </section>
      )}

      <dl className={cardClass({ className: "mt-6 divide-y divide-line" })}>
        <DetailRow label="Name">{message.name}</DetailRow>
        <DetailRow label="E-mail">
          <a href={`mailto:${message.email}`} className="inline-flex min-h-11 items-center text-brand-700 underline">
            {message.email}
          </a>
        </DetailRow>
        <DetailRow label="Company">{message.company ?? "Not given"}</DetailRow>
        <DetailRow label="Phone">
          <a
            href={`tel:${message.countryCode}${message.phone}`}
            className="inline-flex min-h-11 items-center text-brand-700 underline"
          >
            {phone}
          </a>
        </DetailRow>
        <DetailRow label="Service">{message.service ?? "Not chosen"}</DetailRow>
        <DetailRow label="Received">{message.received}</DetailRow>
        <DetailRow label="Came from">{message.cameFrom ?? "Not known (sent without the visit's note)"}</DetailRow>
        <DetailRow label="Message">
          <p className="whitespace-pre-wrap">{message.message}</p>
        </DetailRow>
      </dl>

      {/* Not held: what the check noticed is there for the curious, after the message itself. */}
      {!held && message.spamReasons.length > 0 && <SpamCheck status={message.status} reasons={message.spamReasons} />}

      {reply && !confirm && message.status !== "spam" && (
        <ReplyComposer
          to={message.email}
          replyTo={reply.replyTo}
          from={reply.from}
          templates={reply.templates}
          templateLink={(id) => `?${listQuery ? `${listQuery}&` : ""}template=${id}#reply`}
          draft={actionData ? { ...actionData.typed, templateId: reply.draft.templateId } : reply.draft}
          errors={actionData?.replyErrors}
        />
      )}

      <History received={message.received} events={loaderData.history} maxNoteLength={loaderData.maxNoteLength} />
      {!confirm && (
        <div className="mt-6 flex flex-wrap gap-3 border-t border-line pt-6">
          <Link to="?confirm=delete" className={buttonClass({ variant: "secondary" })}>
            Delete this message
          </Link>
          <Link to="?confirm=erase" className={buttonClass({ variant: "secondary" })}>
            Erase everything from this address (privacy request)
          </Link>
        </div>
      )}
    </article>
  );
}
