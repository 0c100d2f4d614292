import { cameFrom } from "../../lib/lead-source";
import { formText } from "../../lib/form-data";
import type { ReactNode } from "react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/message";
import { FormToken } from "../../components/staff/FormToken";
import { StatusBadge } from "../../components/staff/StatusBadge";
import { buttonClass, cardClass } from "../../components/ui/styles";
import { kolkataTime } from "../../lib/kolkata-time";
import { signedIn, staffForm } from "../../server-bridge/staff.server";
import { staffMeta } from "../../lib/staff-paths";
import {
  isContactStatus,
  notSpamLabel,
  spamThreshold,
  statusActionLabels,
  type ContactStatus,
} from "../../lib/enquiry-status";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? `Enquiry from ${loaderData.message.name}` : "Enquiry");

/** Which of the two deletions the page is asking about, if any (a link, so it works without JavaScript). */
type Confirm = "delete" | "erase" | undefined;
const confirmOf = (value: string | null): Confirm => (value === "delete" || value === "erase" ? value : undefined);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = signedIn(context, request);
  const message = await staff.service.message(params.id);
  if (!message) throw data(null, { status: 404 });
  const search = new URL(request.url).searchParams;
  return {
    message: { ...message, received: kolkataTime(message.createdAt), cameFrom: cameFrom(message) },
    confirm: confirmOf(search.get("confirm")),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { staff, form } = await staffForm(context, request);
  const intent = formText(form, "intent");
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
    return redirect(`/admin/messages/${params.id}`);
  }
  if (!isContactStatus(intent)) throw data("Unknown action.", { status: 400 });
  if (!(await staff.service.setStatus(staff.session, params.id, intent))) throw data(null, { status: 404 });
  return redirect(`/admin/messages/${params.id}`);
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

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

export default function Message({ loaderData }: Route.ComponentProps) {
  const { message, confirm } = loaderData;
  const held = message.status === "spam" && message.spamReasons.length > 0;
  const phone = `${message.countryCode} ${message.phone}`;
  return (
    <article className="mx-auto max-w-3xl">
      <Link to="/admin" className="text-sm font-semibold text-brand-700 hover:underline">
        ← Back to the inbox
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="heading-section min-w-0 break-words">{message.name}</h1>
        <StatusBadge enquiry={message.status} />
      </div>
      <p className="mt-1 text-muted">Received {message.received}</p>

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
              ? `This erases every message from ${message.email} and any newsletter sign-up of that address, whatever the case of its letters, as a privacy request requires. It cannot be undone.`
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

      <dl className={cardClass({ className: "mt-6 divide-y divide-line" })}>
        <Field label="Name">{message.name}</Field>
        <Field label="E-mail">
          <a href={`mailto:${message.email}`} className="text-brand-700 underline">
            {message.email}
          </a>
        </Field>
        <Field label="Company">{message.company ?? "Not given"}</Field>
        <Field label="Phone">
          <a href={`tel:${message.countryCode}${message.phone}`} className="text-brand-700 underline">
            {phone}
          </a>
        </Field>
        <Field label="Service">{message.service ?? "Not chosen"}</Field>
        <Field label="Received">{message.received}</Field>
        <Field label="Came from">{message.cameFrom ?? "Not known (sent without the visit's note)"}</Field>
        <Field label="Message">
          <p className="whitespace-pre-wrap">{message.message}</p>
        </Field>
      </dl>

      {/* Not held: what the check noticed is there for the curious, after the message itself. */}
      {!held && message.spamReasons.length > 0 && <SpamCheck status={message.status} reasons={message.spamReasons} />}

      {!confirm && message.status === "spam" && !held && (
        <div className="mt-6">
          <NotSpam />
        </div>
      )}
      {!confirm && message.status !== "spam" && (
        <div className="mt-6 flex flex-wrap gap-3">
          <Form method="post" className="contents">
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
        </div>
      )}
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
