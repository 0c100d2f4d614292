// The staff area's utilities, which the public pages' stylesheet leaves out.
import "../../staff.css";
import { formText } from "../../lib/form-data";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { buttonClass, cardClass, inputClass } from "../../components/ui/styles";
import { staffRequest } from "../../server-bridge/staff.server";
import { acceptInvitation, invitationView } from "../../server-bridge/invitation.server";
import { InvitationCard } from "../../components/staff/InvitationCard";
import { invitationParam, safeNextPath, staffHome, staffMeta } from "../../lib/staff-paths";
import { homeFor, type StaffRole } from "../../../server/staff/permissions";

/** The page asked for, or for the area's front door, the role's own first page (an Editor has no inbox). */
const landingPage = (next: string, role: StaffRole) => (next === staffHome ? homeFor(role) : next);

export const meta: Route.MetaFunction = ({ location }) =>
  staffMeta(new URLSearchParams(location.search).has(invitationParam) ? "Your staff account" : "Sign in");

/** The action's Retry-After reaches the response (React Router sends a route's headers only through this). */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = staffRequest(context);
  const params = new URL(request.url).searchParams;
  // An invitation's link: the page where the invited colleague chooses a password.
  const invitation = params.get(invitationParam);
  if (invitation !== null) return invitationView(staff, invitation);
  const next = safeNextPath(params.get("next"));
  if (staff.session) throw redirect(landingPage(next, staff.session.role));
  // The code step is shown only for a half-way sign-in the server holds, whatever the cookie says.
  const askCode = await staff.service.pendingSignIn(staff.pendingId);
  return { next, signedOut: params.has("signedOut"), askCode };
}

/** One answer for a wrong code, a used one and a used recovery code. */
const wrongCode = "That code is not right, or it has been used already. Type the code your app shows now.";

/** One answer for a wrong password and for an address without an account: the page never tells which. */
const wrongCredentials = "That e-mail address and password do not match a staff account.";

export async function action({ context, request }: Route.ActionArgs) {
  const staff = staffRequest(context);
  const form = await request.formData();
  if (form.has(invitationParam)) {
    if (staff.session) throw redirect(staffHome);
    return acceptInvitation(staff, form);
  }
  const email = formText(form, "email");
  const next = safeNextPath(formText(form, "next"));
  if (form.has("code")) {
    const result = await staff.service.completeSignIn({
      pendingId: staff.pendingId,
      code: formText(form, "code"),
      client: staff.client,
      device: staff.device,
    });
    if (result.ok === true) {
      if (staff.session) await staff.service.signOut(staff.session, staff.client);
      throw redirect(landingPage(next, result.role), {
        headers: [
          ["Set-Cookie", staff.sessionCookie(result.sessionId)],
          ["Set-Cookie", staff.clearedPendingCookie],
        ],
      });
    }
    if (result.status === 410)
      return data(
        {
          error: "The sign-in took too long. Please type your e-mail address and password again.",
          email: "",
          askCode: false,
        },
        { status: 401, headers: { "Set-Cookie": staff.clearedPendingCookie } },
      );
    if (result.status === 429) {
      const minutes = Math.ceil(result.retryAfterSeconds / 60);
      return data(
        {
          error: `Too many failed sign-ins. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
          email: "",
          askCode: true,
        },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
      );
    }
    return data({ error: wrongCode, email: "", askCode: true }, { status: 401 });
  }
  const result = await staff.service.signIn({
    email,
    password: formText(form, "password"),
    client: staff.client,
    device: staff.device,
  });
  if (result.ok === "code") {
    // The password was right: the code is asked for on this page, for this half-way sign-in only.
    throw redirect(`/admin/login?next=${encodeURIComponent(next)}`, {
      headers: { "Set-Cookie": staff.pendingCookie(result.pendingId) },
    });
  }
  if (result.ok) {
    // A new session id at every sign-in; a session this browser already had is ended, not reused.
    if (staff.session) await staff.service.signOut(staff.session, staff.client);
    throw redirect(landingPage(next, result.role), {
      headers: { "Set-Cookie": staff.sessionCookie(result.sessionId) },
    });
  }
  if (result.status === 429) {
    const minutes = Math.ceil(result.retryAfterSeconds / 60);
    return data(
      {
        error: `Too many failed sign-ins. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
        email,
        askCode: false,
      },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  return data({ error: wrongCredentials, email, askCode: false }, { status: 401 });
}

export default function StaffLogin({ loaderData: page, actionData: posted }: Route.ComponentProps) {
  const navigation = useNavigation();
  if ("view" in page)
    return (
      <InvitationCard
        view={page.view}
        error={posted && "invitationError" in posted ? posted.invitationError : undefined}
      />
    );
  const loaderData = page;
  const actionData = posted && "invitationError" in posted ? undefined : posted;
  const busy = navigation.state === "submitting";
  const askCode = actionData ? actionData.askCode : loaderData.askCode;
  return (
    <section className="container-page py-16 sm:py-24" data-staff-area>
      <div className={cardClass({ frame: "fromSm", padding: "form", className: "mx-auto max-w-md" })}>
        <p className="eyebrow">Jenesys Technologies · Staff area</p>
        <h1 className="mt-2 text-2xl font-bold text-ink">{askCode ? "Your code" : "Sign in"}</h1>
        {loaderData.signedOut && !actionData && (
          <p role="status" className="mt-4 rounded-xl bg-accent-50 px-4 py-3 text-sm text-accent-700">
            You have signed out.
          </p>
        )}
        {actionData?.error && (
          <p
            role="alert"
            id="sign-in-error"
            className="mt-4 rounded-xl bg-rose-50 px-4 py-3 text-sm font-medium text-rose-700"
          >
            {actionData.error}
          </p>
        )}
        {askCode ? (
          <Form
            method="post"
            className="mt-6 space-y-5"
            aria-describedby={actionData?.error ? "sign-in-error" : undefined}
          >
            <input type="hidden" name="next" value={loaderData.next} />
            <div>
              <label htmlFor="code" className="text-sm font-semibold text-slate-800">
                Code
              </label>
              <p id="code-help" className="mt-1 text-sm text-muted">
                The six digits your authenticator app shows for this site, or one of your recovery codes.
              </p>
              <input
                id="code"
                name="code"
                type="text"
                inputMode="text"
                autoComplete="one-time-code"
                autoCapitalize="none"
                spellCheck={false}
                required
                maxLength={64}
                aria-describedby="code-help"
                className={inputClass()}
              />
            </div>
            <button type="submit" disabled={busy} className={buttonClass({ width: "full" })}>
              {busy ? "Checking…" : "Continue"}
            </button>
          </Form>
        ) : (
          <Form
            method="post"
            className="mt-6 space-y-5"
            aria-describedby={actionData?.error ? "sign-in-error" : undefined}
          >
            <input type="hidden" name="next" value={loaderData.next} />
            <div>
              <label htmlFor="email" className="text-sm font-semibold text-slate-800">
                Email
              </label>
              <input
                id="email"
                name="email"
                type="email"
                autoComplete="username"
                required
                maxLength={254}
                defaultValue={actionData?.email ?? ""}
                className={inputClass()}
              />
            </div>
            <div>
              <label htmlFor="password" className="text-sm font-semibold text-slate-800">
                Password
              </label>
              <input
                id="password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                maxLength={1024}
                className={inputClass()}
              />
            </div>
            <button type="submit" disabled={busy} className={buttonClass({ width: "full" })}>
              {busy ? "Signing in…" : "Sign in"}
            </button>
          </Form>
        )}
        <p className="mt-6 text-sm text-muted">
          Accounts are created by the site's operators. Forgotten your password? Ask them to set a new one.
        </p>
      </div>
    </section>
  );
}
