import { data, redirect } from "react-router";
import type { Route } from "./+types/applications";
import { ApplicationList } from "../../components/staff/ApplicationList";
import { ApplicationPage } from "../../components/staff/ApplicationPage";
import { isApplicationStage } from "../../lib/application-rules";
import { maxNoteLength } from "../../lib/enquiry-status";
import { fieldErrors } from "../../lib/field-errors";
import { formText } from "../../lib/form-data";
import { rejectionMailSchema } from "../../lib/reply-schema";
import { applicationPath, staffMeta } from "../../lib/staff-paths";
import { applicationData, listData, listQueryOf, type Done } from "../../server-bridge/applications.server";
import { careersOf, signedIn, staffForm } from "../../server-bridge/staff.server";

/*
 * HR's list of applications (/admin/applications) and each application's page (/admin/applications/<id>) are one
 * route: one line of the route manifest every public page loads, whose JavaScript is at its budget
 * (docs/performance.md). The two views are app/components/staff/ApplicationList.tsx and ApplicationPage.tsx, and
 * what they show is built in app/server-bridge/applications.server.ts.
 */

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(
    loaderData?.view === "application" ? `Application from ${loaderData.application.fullName}` : "Applications",
  );

export async function loader({ context, request, params }: Route.LoaderArgs) {
  signedIn(context, request);
  const careers = careersOf(context);
  const search = new URL(request.url).searchParams;
  return params.id === undefined ? listData(careers, search) : applicationData(careers, params.id, search);
}

/** An application's stage, note or rejection; the list itself takes no posts. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const { staff, form } = await staffForm(context, request);
  if (params.id === undefined) throw data("Unknown action.", { status: 400 });
  const id = params.id;
  const careers = careersOf(context);
  const intent = formText(form, "intent");
  const back = listQueryOf(new URL(request.url).searchParams);
  const here = (done: Done) => redirect(`${applicationPath(id)}?${back ? `${back}&` : ""}done=${done}`);
  if (intent === "note") {
    const text = formText(form, "note").trim();
    if (text === "" || text.length > maxNoteLength)
      throw data(`A note has 1 to ${maxNoteLength} characters.`, { status: 400 });
    if (!(await careers.addNote(staff.session, id, text))) throw data(null, { status: 404 });
    return here("note");
  }
  if (intent === "reject-with-mail") {
    const typed = { subject: formText(form, "subject"), body: formText(form, "body") };
    const parsed = rejectionMailSchema.safeParse(typed);
    // What was typed comes back with the messages: an edited mail is never lost to a slip.
    if (!parsed.success) return data({ rejectionErrors: fieldErrors(parsed.error), typed }, { status: 400 });
    const sent = await careers.reject(staff.session, id, parsed.data);
    if (sent === "no-such-application") throw data(null, { status: 404 });
    if (sent === "no-mail")
      throw data("No mail server is set up (SMTP_URL), so no mail can be sent. Reject without a mail.", {
        status: 503,
      });
    return here("rejected-mail");
  }
  if (intent === "reject-without-mail") {
    if ((await careers.moveStage(staff.session, id, "rejected")) === "no-such-application")
      throw data(null, { status: 404 });
    return here("rejected");
  }
  const stage = formText(form, "stage");
  if (intent !== "stage" || !isApplicationStage(stage)) throw data("Unknown action.", { status: 400 });
  if ((await careers.moveStage(staff.session, id, stage)) === "no-such-application") throw data(null, { status: 404 });
  return here("stage");
}

export default function Applications({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.view === "list" ? (
    <ApplicationList loaderData={loaderData} />
  ) : (
    <ApplicationPage loaderData={loaderData} actionData={actionData} />
  );
}
