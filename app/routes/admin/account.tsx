import { data, Form, Link } from "react-router";
import type { Route } from "./+types/account";
import { FormToken } from "../../components/staff/FormToken";
import { buttonClass, cardClass, inputClass } from "../../components/ui/styles";
import { formText } from "../../lib/form-data";
import { signedIn, staffForm } from "../../server-bridge/staff.server";
import { staffMeta } from "../../lib/staff-paths";
import { homeFor, roleNames } from "../../../server/staff/permissions";
import { kolkataTime } from "../../lib/kolkata-time";
import { maximumPasswordLength, minimumPasswordLength } from "../../lib/password-rules";
import { groupedKey } from "../../../server/staff/second-factor";

export const meta: Route.MetaFunction = () => staffMeta("Your account");

/**
 * Everyone's own page: their role, their password, the browsers signed in as them, and their second factor
 * (enrolled here, with a QR code drawn by the server).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = signedIn(context, request);
  const { session } = staff;
  const enrolment = session.secondFactor ? undefined : await staff.service.enrolment(session);
  const sessions = await staff.service.sessions(session);
  return {
    sessions: sessions.map((row) => ({
      handle: row.handle,
      device: row.device,
      current: row.current,
      since: kolkataTime(row.createdAt),
      lastSeen: kolkataTime(row.lastSeenAt),
    })),
    email: session.email,
    role: roleNames[session.role],
    secondFactor: session.secondFactor,
    // Sent here by the staff area's guard: this role must set up the second factor before anything else.
    required: !session.secondFactor && new URL(request.url).searchParams.get("secondFactor") === "required",
    home: homeFor(session.role),
    enrolment: enrolment && { key: groupedKey(enrolment.key), qr: enrolment.qr },
  };
}

/** What a post of this page answers: one of its three forms' outcome. */
interface Outcome {
  form: "enrol" | "password" | "sessions";
  error?: string;
  /** Which password field the error is about. */
  field?: "current" | "next" | "confirm";
  notice?: string;
  codes?: string[];
}

export async function action({ context, request }: Route.ActionArgs) {
  const { staff, form } = await staffForm(context, request);
  const { service, session, client } = staff;
  switch (formText(form, "intent")) {
    case "enrol": {
      const codes = await service.confirmEnrolment(session, formText(form, "code"), client);
      if (!codes)
        return data<Outcome>(
          { form: "enrol", error: "That code does not match the key above. Type the code your app shows now." },
          { status: 400 },
        );
      return { form: "enrol", codes } satisfies Outcome;
    }
    case "password": {
      const next = formText(form, "next");
      if (next !== formText(form, "confirm"))
        return data<Outcome>(
          { form: "password", field: "confirm", error: "The two new passwords are not the same." },
          { status: 400 },
        );
      const outcome = await service.changePassword(session, { current: formText(form, "current"), next }, client);
      if (!outcome.ok)
        return data<Outcome>({ form: "password", field: outcome.field, error: outcome.message }, { status: 400 });
      return {
        form: "password",
        notice: "Your password is changed. Every other browser signed in as you has been signed out.",
      } satisfies Outcome;
    }
    case "end-session": {
      const ended = await service.endSessions(session, formText(form, "session"), client);
      return {
        form: "sessions",
        notice:
          ended === 0
            ? "That session had ended already."
            : `Ended ${ended} other session${ended === 1 ? "" : "s"}: ${ended === 1 ? "that browser is" : "those browsers are"} signed out.`,
      } satisfies Outcome;
    }
    default:
      throw data("Unknown action.", { status: 400 });
  }
}

const labelClass = "text-sm font-semibold text-slate-800";
const noticeClass = "mt-3 rounded-xl bg-accent-50 px-4 py-3 text-sm text-accent-700";
const errorClass = "mt-4 rounded-xl bg-rose-50 px-4 py-3 text-sm font-medium text-rose-700";

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { email, role, secondFactor, required, home, enrolment, sessions } = loaderData;
  const outcome: Outcome | undefined = actionData;
  const codes = outcome?.form === "enrol" ? outcome.codes : undefined;
  const enrolError = outcome?.form === "enrol" ? outcome.error : undefined;
  const passwordOutcome = outcome?.form === "password" ? outcome : undefined;
  const passwordError = (field: Outcome["field"]) =>
    passwordOutcome?.field === field ? passwordOutcome?.error : undefined;
  const others = sessions.filter((row) => !row.current);
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
            {enrolError && (
              <p role="alert" id="enrol-error" className={errorClass}>
                {enrolError}
              </p>
            )}
            <Form method="post" className="mt-6 space-y-4" aria-describedby={enrolError ? "enrol-error" : undefined}>
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

      <section aria-labelledby="password-heading" className={cardClass({ frame: "fromSm", padding: "form" })}>
        <h2 id="password-heading" className="text-xl font-bold text-ink">
          Password
        </h2>
        <p className="mt-2 text-muted">
          At least {minimumPasswordLength} characters; very common passwords are refused. Changing it signs out every
          other browser signed in as you.
        </p>
        {passwordOutcome?.notice && (
          <p role="status" className={noticeClass}>
            {passwordOutcome.notice}
          </p>
        )}
        <Form method="post" className="mt-5 space-y-4">
          <FormToken />
          <input type="hidden" name="intent" value="password" />
          <input type="hidden" name="username" autoComplete="username" value={email} />
          {(
            [
              ["current", "Current password", "current-password"],
              ["next", "New password", "new-password"],
              ["confirm", "The new password again", "new-password"],
            ] as const
          ).map(([name, label, autoComplete]) => {
            const error = passwordError(name);
            return (
              <div key={name}>
                <label htmlFor={`password-${name}`} className={labelClass}>
                  {label}
                </label>
                <input
                  id={`password-${name}`}
                  name={name}
                  type="password"
                  autoComplete={autoComplete}
                  required
                  maxLength={name === "current" ? 1024 : maximumPasswordLength}
                  minLength={name === "current" ? undefined : minimumPasswordLength}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `password-${name}-error` : undefined}
                  className={inputClass()}
                />
                {error && (
                  <p id={`password-${name}-error`} role="alert" className="mt-1.5 text-sm font-medium text-rose-700">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          <button type="submit" className={buttonClass()}>
            Change password
          </button>
        </Form>
      </section>

      <section aria-labelledby="sessions-heading" className={cardClass({ frame: "fromSm", padding: "form" })}>
        <h2 id="sessions-heading" className="text-xl font-bold text-ink">
          Where you are signed in
        </h2>
        {outcome?.form === "sessions" && (
          <p role="status" className={noticeClass}>
            {outcome.notice}
          </p>
        )}
        <ul aria-label="Your sessions" className="mt-4 divide-y divide-line border-y border-line">
          {sessions.map((row) => (
            <li key={row.handle} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-ink">
                  {row.device}
                  {row.current && <span className="font-normal text-muted"> (this browser)</span>}
                </p>
                <p className="text-sm text-muted">
                  Signed in <span className="whitespace-nowrap">{row.since}</span>; last seen{" "}
                  <span className="whitespace-nowrap">{row.lastSeen}</span>
                </p>
              </div>
              {!row.current && (
                <Form method="post">
                  <FormToken />
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="session" value={row.handle} />
                  <button type="submit" className={buttonClass({ variant: "secondary" })}>
                    End session
                    <span className="sr-only">
                      {" "}
                      of {row.device}, last seen {row.lastSeen}
                    </span>
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        {others.length > 1 && (
          <Form method="post" className="mt-4">
            <FormToken />
            <input type="hidden" name="intent" value="end-session" />
            <input type="hidden" name="session" value="others" />
            <button type="submit" className={buttonClass({ variant: "secondary" })}>
              End every other session
            </button>
          </Form>
        )}
      </section>
    </div>
  );
}
