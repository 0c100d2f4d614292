/**
 * The server side of every form: read the posted fields, respect the limit the server counted, hand
 * them to the contact service (which validates them with the one schema) and say what happened as a
 * FormOutcome. The route actions in app/routes call these; /api/contact and /api/subscribe call the same
 * service with the same schema.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "../../server/context";
import { tooManyMessages } from "../lib/contact-rules";
import { checkFieldsMessage } from "../lib/form-messages";
import { answerPages, wantsPage, type FormOutcome } from "../lib/form-outcome";

/** The posted fields as text (the site's forms have no file inputs). */
async function postedValues(request: Request): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const [name, value] of await request.formData()) if (typeof value === "string") values[name] = value;
  return values;
}

/** Over the limit: Retry-After is already set by the server, the action answers 429 and stores nothing. */
const tooMany = (values: Record<string, string>) =>
  data<FormOutcome>({ ok: false, status: 429, error: tooManyMessages, values }, { status: 429 });

export async function contactFormAction(request: Request, context: Readonly<RouterContextProvider>) {
  const values = await postedValues(request);
  if (context.get(requestContext).retryAfterSeconds) return tooMany(values);
  const result = await context.get(servicesContext).contacts.submit(values);
  if (result.ok) return { ok: true } satisfies FormOutcome;
  if (result.status === 400)
    return { ok: false, status: 400, error: checkFieldsMessage, errors: result.errors, values } satisfies FormOutcome;
  return { ok: false, status: result.status, error: result.error, values } satisfies FormOutcome;
}

/**
 * The newsletter box stands in the footer of every page, so a browser without JavaScript is sent back to
 * the box on the home page, which reads the outcome from the address.
 */
export async function newsletterFormAction(request: Request, context: Readonly<RouterContextProvider>) {
  const values = await postedValues(request);
  const page = wantsPage(request.headers.get("accept"));
  if (context.get(requestContext).retryAfterSeconds)
    return page ? redirect(answerPages.subscribe.error, 303) : tooMany(values);
  const result = await context.get(servicesContext).newsletter.subscribe(values);
  if (page) {
    const answer = !result.ok ? "error" : result.outcome === "check-inbox" ? "checkInbox" : "ok";
    return redirect(answerPages.subscribe[answer], 303);
  }
  if (result.ok && result.outcome === "check-inbox") return { ok: true, checkInbox: true } satisfies FormOutcome;
  if (result.ok) return { ok: true, alreadySubscribed: result.outcome === "already-subscribed" } satisfies FormOutcome;
  if (result.status === 400)
    return {
      ok: false,
      status: 400,
      error: result.errors.email ?? checkFieldsMessage,
      errors: result.errors,
      values,
    } satisfies FormOutcome;
  return { ok: false, status: result.status, error: result.error, values } satisfies FormOutcome;
}
