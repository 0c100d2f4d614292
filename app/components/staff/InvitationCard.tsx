import { Form, Link, useNavigation } from "react-router";
import { buttonClass, cardClass, inputClass } from "../ui/styles";
import { maximumPasswordLength, minimumPasswordLength } from "../../lib/password-rules";
import { invitationParam, staffHome } from "../../lib/staff-paths";

/** What the invitation's page shows: the open invitation, a link that no longer works, or a signed-in browser. */
export type InvitationView =
  | { state: "open"; email: string; role: string; token: string }
  | { state: "gone" }
  | { state: "signed in"; email: string };

/**
 * The page an invitation's mailed link opens (the sign-in page with `?invitation=`): who it is for and the
 * form that sets the password, or why the link no longer works.
 */
export function InvitationCard({ view, error }: { view: InvitationView; error: string | undefined }) {
  const busy = useNavigation().state === "submitting";
  const loaderData = view;
  return (
    <section className="container-page py-16 sm:py-24" data-staff-area>
      <div className={cardClass({ frame: "fromSm", padding: "form", className: "mx-auto max-w-md" })}>
        <p className="eyebrow">Jenesys Technologies · Staff area</p>
        {loaderData.state === "gone" ? (
          <>
            <h1 className="mt-2 text-2xl font-bold text-ink">This link no longer works</h1>
            <p className="mt-4 text-muted">
              An invitation link works once, for 72 hours, and a newer invitation replaces an older one. Ask the Admin
              who invited you to send a new invitation.
            </p>
          </>
        ) : loaderData.state === "signed in" ? (
          <>
            <h1 className="mt-2 text-2xl font-bold text-ink">You are signed in</h1>
            <p className="mt-4 text-muted">
              This browser is signed in as <span className="break-all font-semibold text-ink">{loaderData.email}</span>.
              Sign out first, then open the invitation link again to accept it.
            </p>
            <Link to={staffHome} className={buttonClass({ className: "mt-6" })}>
              Back to the staff area
            </Link>
          </>
        ) : (
          <>
            <h1 className="mt-2 text-2xl font-bold text-ink">Choose your password</h1>
            <p className="mt-4 text-muted">
              Your account <span className="break-all font-semibold text-ink">{loaderData.email}</span> will be{" "}
              {loaderData.role}. Use at least {minimumPasswordLength} characters; a few words you will remember make a
              good one. Very common passwords are refused.
            </p>
            {error && (
              <p
                role="alert"
                id="invitation-error"
                className="mt-4 rounded-xl bg-rose-50 px-4 py-3 text-sm font-medium text-rose-700"
              >
                {error}
              </p>
            )}
            <Form method="post" className="mt-6 space-y-5" aria-describedby={error ? "invitation-error" : undefined}>
              <input type="hidden" name={invitationParam} value={loaderData.token} />
              {/* For password managers: the address the new password belongs to. */}
              <input type="hidden" name="username" autoComplete="username" value={loaderData.email} />
              <div>
                <label htmlFor="password" className="text-sm font-semibold text-slate-800">
                  New password
                </label>
                <input
                  id="password"
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  required
                  minLength={minimumPasswordLength}
                  maxLength={maximumPasswordLength}
                  className={inputClass()}
                />
              </div>
              <div>
                <label htmlFor="confirm" className="text-sm font-semibold text-slate-800">
                  The same password again
                </label>
                <input
                  id="confirm"
                  name="confirm"
                  type="password"
                  autoComplete="new-password"
                  required
                  minLength={minimumPasswordLength}
                  maxLength={maximumPasswordLength}
                  className={inputClass()}
                />
              </div>
              <button type="submit" disabled={busy} className={buttonClass({ width: "full" })}>
                {busy ? "Creating your account…" : "Create my account"}
              </button>
            </Form>
          </>
        )}
      </div>
    </section>
  );
}
