import type { ReactNode } from "react";
import { data, Form } from "react-router";
import type { Route } from "./+types/staff";
import { FormToken } from "../../components/staff/FormToken";
import { buttonClass, cardClass, inputClass } from "../../components/ui/styles";
import { formText } from "../../lib/form-data";
import { kolkataTime } from "../../lib/kolkata-time";
import { staffMeta } from "../../lib/staff-paths";
import { signedIn, staffForm } from "../../server-bridge/staff.server";
import { isStaffRole, roleNames, staffRoles } from "../../../server/staff/permissions";

export const meta: Route.MetaFunction = () => staffMeta("Staff accounts");

/** Admins only (server/staff/permissions.ts): every account, its role and state, and the open invitations. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = signedIn(context, request);
  const { accounts, invitations, canInvite } = await staff.service.accounts();
  return {
    self: staff.session.email,
    canInvite,
    accounts: accounts.map((account) => ({
      email: account.email,
      role: account.role,
      secondFactor: account.secondFactor,
      lastSignIn: account.lastSignInAt === null ? "never" : kolkataTime(account.lastSignInAt),
      disabled: account.disabledAt !== null,
    })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      role: roleNames[invitation.role],
      invitedBy: invitation.invitedBy,
      expires: kolkataTime(invitation.expiresAt),
      mailed: invitation.mailed,
    })),
  };
}

type Outcome = { notice: string; error?: undefined } | { error: string; notice?: undefined };
const done = (notice: string): Outcome => ({ notice });
const refused = (error: string) => data<Outcome>({ error }, { status: 400 });

export async function action({ context, request }: Route.ActionArgs) {
  const { staff, form } = await staffForm(context, request);
  const { service, session, client } = staff;
  const email = formText(form, "email");
  switch (formText(form, "intent")) {
    case "invite": {
      const role = formText(form, "role");
      if (!isStaffRole(role)) return refused("Choose a role for the colleague.");
      const outcome = await service.invite(session, { email, role }, client);
      if (!outcome.ok) return refused(outcome.message);
      return done(
        `Invitation sent to ${email.trim().toLowerCase()} as ${roleNames[role]}. The link works for 72\u00a0hours.`,
      );
    }
    case "withdraw":
      return (await service.withdrawInvitation(session, formText(form, "id"), client))
        ? done("Invitation withdrawn: its link no longer works.")
        : refused("That invitation has been accepted, withdrawn or has expired already.");
    case "role": {
      const role = formText(form, "role");
      if (!isStaffRole(role)) return refused("Choose a role.");
      const outcome = await service.setRole(session, email, role, client);
      return outcome.ok ? done(`${email} is now ${roleNames[role]}, from their next click.`) : refused(outcome.message);
    }
    case "disable":
    case "enable": {
      const disabled = formText(form, "intent") === "disable";
      const outcome = await service.setDisabled(session, email, disabled, client);
      if (!outcome.ok) return refused(outcome.message);
      return done(
        disabled
          ? `${email} is disabled: signed out everywhere, and can no longer sign in. Their audit history stays.`
          : `${email} can sign in again with their password.`,
      );
    }
    case "reset-second-factor":
      return (await service.resetSecondFactor(session, email, client))
        ? done(`The second factor of ${email} is removed. They set up a new one on their account page.`)
        : refused(`There is no staff account for ${email}.`);
    default:
      throw data("Unknown action.", { status: 400 });
  }
}

const labelClass = "text-sm font-semibold text-slate-800";

/** One action on an account or an invitation: a post with the form token, the action's name and what it acts on. */
function AccountForm({
  intent,
  fields,
  className,
  children,
}: {
  intent: string;
  fields: Record<string, string>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={className}>
      <FormToken />
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </Form>
  );
}

export default function StaffAccounts({ loaderData, actionData }: Route.ComponentProps) {
  const { self, canInvite, accounts, invitations } = loaderData;
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <div>
        <h1 className="heading-section">Staff accounts</h1>
        <p className="mt-1 text-muted">
          {accounts.length} {accounts.length === 1 ? "account" : "accounts"}. Times are India Standard Time (IST).
        </p>
      </div>
      {actionData?.notice && (
        <p role="status" className="rounded-xl bg-accent-50 px-4 py-3 text-sm text-accent-700">
          {actionData.notice}
        </p>
      )}
      {actionData?.error && (
        <p role="alert" className="rounded-xl bg-rose-50 px-4 py-3 text-sm font-medium text-rose-700">
          {actionData.error}
        </p>
      )}

      <section aria-labelledby="invite" className={cardClass({ frame: "fromSm", padding: "form" })}>
        <h2 id="invite" className="text-xl font-bold text-ink">
          Invite a colleague
        </h2>
        <p className="mt-2 text-muted">
          They get an e-mail with a link, valid for 72&nbsp;hours and usable once, on which they choose their password.
        </p>
        {canInvite ? (
          <Form method="post" className="mt-5 grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
            <FormToken />
            <input type="hidden" name="intent" value="invite" />
            <div>
              <label htmlFor="invite-email" className={labelClass}>
                E-mail
              </label>
              <input
                id="invite-email"
                name="email"
                type="email"
                required
                maxLength={254}
                autoComplete="off"
                className={inputClass()}
              />
            </div>
            <div>
              <label htmlFor="invite-role" className={labelClass}>
                Role
              </label>
              <select id="invite-role" name="role" required defaultValue="" className={inputClass()}>
                <option value="" disabled>
                  Choose…
                </option>
                {staffRoles.map((role) => (
                  <option key={role} value={role}>
                    {roleNames[role]}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={buttonClass()}>
              Send invitation
            </button>
          </Form>
        ) : (
          <p className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-800">
            No mail server is set up (SMTP_URL), so invitations cannot be sent. An operator can add an account on the
            server with <code>npm run staff -- add</code>.
          </p>
        )}
        {invitations.length > 0 && (
          <>
            <h3 className="mt-8 font-bold text-ink">Waiting for an answer</h3>
            <ul aria-label="Open invitations" className="mt-3 divide-y divide-line border-y border-line">
              {invitations.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="break-all font-semibold text-ink">{invitation.email}</p>
                    <p className="text-sm text-muted">
                      {invitation.role}, invited by {invitation.invitedBy};{" "}
                      {invitation.mailed ? "mailed" : "mail waiting"}, link valid until {invitation.expires}
                    </p>
                  </div>
                  <AccountForm intent="withdraw" fields={{ id: invitation.id }}>
                    <button type="submit" className={buttonClass({ variant: "secondary" })}>
                      Withdraw
                    </button>
                  </AccountForm>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby="accounts">
        <h2 id="accounts" className="text-xl font-bold text-ink">
          Accounts
        </h2>
        <ul aria-label="Staff accounts" className="mt-4 space-y-4">
          {accounts.map((account) => {
            const you = account.email === self;
            const slug = account.email.replace(/[^a-z0-9]+/g, "-");
            return (
              <li key={account.email} className={cardClass({ padding: "compact" })} data-testid="staff-account">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <p className="min-w-0 break-all font-semibold text-ink">
                    {account.email}
                    {you && <span className="font-normal text-muted"> (you)</span>}
                  </p>
                  <p className="text-sm text-muted">
                    {account.disabled ? (
                      <span className="font-semibold text-rose-700">Disabled</span>
                    ) : (
                      roleNames[account.role]
                    )}
                    {" · "}second factor {account.secondFactor ? "on" : "off"}
                    {" · "}last signed in <span className="whitespace-nowrap">{account.lastSignIn}</span>
                  </p>
                </div>
                <div className="mt-3 flex flex-wrap items-end gap-3">
                  <AccountForm
                    intent="role"
                    fields={{ email: account.email }}
                    className="flex flex-wrap items-end gap-2"
                  >
                    <div>
                      <label htmlFor={`role-${slug}`} className="sr-only">
                        Role of {account.email}
                      </label>
                      <select
                        id={`role-${slug}`}
                        name="role"
                        defaultValue={account.role}
                        className={inputClass({ width: "code", placement: "inRow" })}
                      >
                        {staffRoles.map((role) => (
                          <option key={role} value={role}>
                            {roleNames[role]}
                          </option>
                        ))}
                      </select>
                    </div>
                    <button type="submit" className={buttonClass({ variant: "secondary" })}>
                      Change role
                    </button>
                  </AccountForm>
                  {account.secondFactor && (
                    <AccountForm intent="reset-second-factor" fields={{ email: account.email }}>
                      <button type="submit" className={buttonClass({ variant: "secondary" })}>
                        Reset second factor
                      </button>
                    </AccountForm>
                  )}
                  {account.disabled && (
                    <AccountForm intent="enable" fields={{ email: account.email }}>
                      <button type="submit" className={buttonClass({ variant: "secondary" })}>
                        Enable
                      </button>
                    </AccountForm>
                  )}
                </div>
                {!account.disabled && !you && (
                  // A step that signs a colleague out everywhere is confirmed first, without needing script. Below
                  // the row, so that the confirmation has the card's whole width.
                  <details className="mt-3">
                    <summary className={buttonClass({ variant: "secondary", className: "cursor-pointer list-none" })}>
                      Disable…
                    </summary>
                    <AccountForm
                      intent="disable"
                      fields={{ email: account.email }}
                      className="mt-3 rounded-xl bg-rose-50 p-4"
                    >
                      <p className="text-sm text-rose-800">
                        {account.email} will be signed out everywhere and unable to sign in. Their audit history stays,
                        and you can enable the account again.
                      </p>
                      <button type="submit" className={buttonClass({ variant: "danger", className: "mt-3" })}>
                        Disable this account
                      </button>
                    </AccountForm>
                  </details>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
