import { data, Form, Link } from "react-router";
import type { Route } from "./+types/account";
import { FormToken } from "../../components/staff/FormToken";
import { buttonClass, cardClass, inputClass } from "../../components/ui/styles";
import { formText } from "../../lib/form-data";
import { signedIn, staffForm } from "../../server-bridge/staff.server";
import { staffMeta } from "../../lib/staff-paths";
import { homeFor, roleNames } from "../../../server/staff/permissions";
import { groupedKey } from "../../../server/staff/second-factor";

export const meta: Route.MetaFunction = () => staffMeta("Your account");

/** Everyone's own page: their role and their second factor (enrolled here, with a QR code drawn by the server). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = signedIn(context, request);
  const { session } = staff;
  const enrolment = session.secondFactor ? undefined : await staff.service.enrolment(session);
  return {
    email: session.email,
    role: roleNames[session.role],
    secondFactor: session.secondFactor,
    // Sent here by the staff area's guard: this role must set up the second factor before anything else.
    required: !session.secondFactor && new URL(request.url).searchParams.get("secondFactor") === "required",
    home: homeFor(session.role),
    enrolment: enrolment && { key: groupedKey(enrolment.key), qr: enrolment.qr },
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { staff, form } = await staffForm(context, request);
  if (formText(form, "intent") !== "enrol") throw data("Unknown action.", { status: 400 });
  const codes = await staff.service.confirmEnrolment(staff.session, formText(form, "code"), staff.client);
  if (!codes)
    return data(
      { error: "That code does not match the key above. Type the code your app shows now.", codes: undefined },
      { status: 400 },
    );
  return { error: undefined, codes };
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { email, role, secondFactor, required, home, enrolment } = loaderData;
  const codes = actionData?.codes;
  return (
    <div className="mx-auto max-w-2xl space-y-8">
      <div>
        <h1 className="heading-section">Your account</h1>
        <p className="mt-1 break-all text-muted">
          {email}, {role}
        </p>
      </div>
      <section aria-labelledby="second-factor" className={cardClass({ frame: "fromSm", padding: "form" })}>
        <h2 id="second-factor" className="text-xl font-bold text-ink">
          Second factor
        </h2>
        {codes ? (
          <>
            <p role="status" className="mt-3 rounded-xl bg-accent-50 px-4 py-3 text-sm text-accent-700">
              Your second factor is on. From now on, signing in asks for a code from your app.
            </p>
            <p className="mt-4 text-ink">
              These recovery codes are shown only this once. Keep them somewhere safe, away from your phone: each one
              signs you in once if the phone is lost.
            </p>
            <ol aria-label="Recovery codes" data-testid="recovery-codes" className="mt-4 grid grid-cols-2 gap-2">
              {codes.map((code) => (
                <li key={code} className="rounded-lg bg-surface px-3 py-2 font-mono text-ink">
                  {code}
                </li>
              ))}
            </ol>
            <Link to={home} className={buttonClass({ className: "mt-6" })}>
              Go on to the staff area
            </Link>
          </>
        ) : secondFactor || !enrolment ? (
          <p className="mt-3 text-ink" data-testid="second-factor-on">
            On. Signing in asks for a code from your authenticator app. Lost the phone? Use a recovery code, or ask an
            Admin to reset your second factor.
          </p>
        ) : (
          <>
            {required && (
              <p role="alert" className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-800">
                Your role needs a second factor. Set it up here first: the rest of the staff area opens once it is on.
              </p>
            )}
            <p className="mt-3 text-ink">
              Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password and
              others), or type the key below into it. Then type the six-digit code it shows.
            </p>
            <svg
              role="img"
              aria-label="QR code of the key below"
              viewBox={`-4 -4 ${enrolment.qr.size + 8} ${enrolment.qr.size + 8}`}
              className="mt-4 h-48 w-48 bg-white"
              shapeRendering="crispEdges"
            >
              <path d={enrolment.qr.path} fill="#000" />
            </svg>
            <p className="mt-4 text-sm font-semibold text-slate-800">Key</p>
            <p className="mt-1 break-all font-mono text-lg text-ink" data-testid="totp-key">
              {enrolment.key}
            </p>
            {actionData?.error && (
              <p
                role="alert"
                id="enrol-error"
                className="mt-4 rounded-xl bg-rose-50 px-4 py-3 text-sm font-medium text-rose-700"
              >
                {actionData.error}
              </p>
            )}
            <Form
              method="post"
              className="mt-6 space-y-4"
              aria-describedby={actionData?.error ? "enrol-error" : undefined}
            >
              <FormToken />
              <input type="hidden" name="intent" value="enrol" />
              <div>
                <label htmlFor="code" className="text-sm font-semibold text-slate-800">
                  Code from the app
                </label>
                <input
                  id="code"
                  name="code"
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  required
                  maxLength={64}
                  className={inputClass()}
                />
              </div>
              <button type="submit" className={buttonClass()}>
                Turn on the second factor
              </button>
            </Form>
          </>
        )}
      </section>
    </div>
  );
}
