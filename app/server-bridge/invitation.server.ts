/**
 * The invitation's page, which is the sign-in page opened with `?invitation=` (no session needed, nothing
 * added to the route manifest every public page loads): what its link opens, and the post that makes the
 * account. Server-only.
 */
import { data, redirect } from "react-router";
import type { InvitationView } from "../components/staff/InvitationCard";
import { formText } from "../lib/form-data";
import { invitationParam } from "../lib/staff-paths";
import type { StaffRequest } from "../../server/staff/router";
import { homeFor, roleNames } from "../../server/staff/permissions";

/** The page for a link's token; a link that no longer works answers 410. */
export async function invitationView(staff: StaffRequest, token: string) {
  if (staff.session) return { view: { state: "signed in", email: staff.session.email } satisfies InvitationView };
  const invitation = await staff.service.invitation(token);
  if (!invitation) return data({ view: { state: "gone" } satisfies InvitationView }, { status: 410 });
  return {
    view: { state: "open", email: invitation.email, role: roleNames[invitation.role], token } satisfies InvitationView,
  };
}

/** Makes the account with the chosen password and signs it in, or says why not. */
export async function acceptInvitation(staff: StaffRequest, form: FormData) {
  const password = formText(form, "password");
  if (password !== formText(form, "confirm"))
    return data({ invitationError: "The two passwords are not the same. Please type them again." }, { status: 400 });
  const outcome = await staff.service.acceptInvitation({
    token: formText(form, invitationParam),
    password,
    client: staff.client,
    device: staff.device,
  });
  if (outcome.ok)
    throw redirect(homeFor(outcome.role), { headers: { "Set-Cookie": staff.sessionCookie(outcome.sessionId) } });
  if (outcome.reason === "gone")
    return data(
      { invitationError: "This invitation has expired, been withdrawn or been used. Ask an Admin for a new one." },
      { status: 410 },
    );
  return data({ invitationError: outcome.message }, { status: 400 });
}
