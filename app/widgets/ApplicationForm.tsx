import { CheckCircle2, Loader2, Send } from "lucide-react";
import { type InputHTMLAttributes, useEffect, useRef, useState } from "react";
import { Field, describedBy } from "../components/ui/Field";
import { FormAlert } from "../components/ui/FormAlert";
import { SpamTrap } from "../components/ui/SpamTrap";
import { buttonClass, cardClass, inputClass } from "../components/ui/styles";
import { useApplicationUpload } from "../hooks/useApplicationUpload";
import {
  applicationFields as names,
  applicationLimits,
  applicationNextSteps,
  cvAccept,
  cvLimit,
  missingMessages,
  noticePeriods,
  type ApplicationField,
} from "../lib/application-rules";
import { checkFieldsMessage } from "../lib/form-messages";
import type { FormOutcome } from "../lib/form-outcome";
import { openingPath } from "../lib/listings";

/** The fields in the order a candidate meets them: the first with an error gets the focus. */
const fieldOrder: readonly ApplicationField[] = [
  "fullName",
  "email",
  "phone",
  "location",
  "noticePeriod",
  "link",
  "cv",
  "coverLetter",
  "consent",
];

const inputId = (field: ApplicationField) => `apply-${field}`;

/** The consent boxes' words, from the server's retention settings (app/server-bridge/careers.server.ts). */
export interface ApplicationTerms {
  consent: string;
  otherRoles: string;
}

/**
 * What the page's script checks before it uploads anything: a field left empty, no CV or one too large. The
 * rest (the e-mail's form, the file's real type, …) is the server's to say, in the same words.
 */
function emptyFields(form: HTMLFormElement): Record<string, string> {
  const data = new FormData(form);
  const errors: Record<string, string> = {};
  for (const field of ["fullName", "email", "phone", "location", "noticePeriod"] as const) {
    const value = data.get(names[field]);
    if (typeof value !== "string" || value.trim() === "") errors[field] = missingMessages[field];
  }
  const cv = data.get(names.cv);
  if (!(cv instanceof File) || cv.size === 0) errors.cv = missingMessages.cv;
  else if (cv.size > applicationLimits.cvBytes) errors.cv = missingMessages.cvTooLarge;
  if (data.get(names.consent) !== "yes") errors.consent = missingMessages.consent;
  return errors;
}

/**
 * The application form under an opening's description. Without JavaScript it is a plain multipart post to the
 * opening's page, which answers with this page (the confirmation, or the errors with the typed text put back).
 * With JavaScript it uploads in place with a progress bar, and a field error keeps the typed text and the file.
 */
export function ApplicationForm({
  opening,
  terms,
  actionResult,
}: {
  opening: { slug: string; title: string };
  terms: ApplicationTerms;
  actionResult?: FormOutcome;
}) {
  const action = openingPath(opening.slug);
  const { state, outcome, send } = useApplicationUpload(action);
  const [checked, setChecked] = useState<Record<string, string> | undefined>(undefined);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const formRef = useRef<HTMLFormElement>(null);

  const result = outcome ?? actionResult;
  const failed = result?.ok === false ? result : undefined;
  const errors: Record<string, string> = checked ?? failed?.errors ?? {};
  const alert = checked ? checkFieldsMessage : failed ? (failed.errors ? checkFieldsMessage : failed.error) : null;
  const typed = actionResult?.ok === false ? actionResult.values : undefined;
  const firstError = fieldOrder.find((field) => errors[field]);

  useEffect(() => {
    if (firstError) formRef.current?.querySelector<HTMLElement>(`#${inputId(firstError)}`)?.focus();
  }, [firstError, outcome]);

  if (result?.ok) return <Confirmation title={opening.title} updated={result.updated === true} />;

  const sending = state.phase === "sending";
  const control = (field: ApplicationField, hint = false) => ({
    id: inputId(field),
    name: names[field],
    ...describedBy(inputId(field), { error: errors[field], hint }),
  });

  return (
    <form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      action={`${action}#apply`}
      noValidate={hydrated}
      aria-labelledby="apply-title"
      aria-busy={sending}
      className={cardClass({ className: "max-w-4xl" })}
      onSubmit={(event) => {
        event.preventDefault();
        const problems = emptyFields(event.currentTarget);
        setChecked(Object.keys(problems).length > 0 ? problems : undefined);
        if (Object.keys(problems).length === 0) void send(new FormData(event.currentTarget));
      }}
    >
      <h2 id="apply-title" className="text-2xl font-bold text-ink">
        Apply for this role
      </h2>
      <p className="mt-2 text-[0.95rem] text-muted">
        It takes a few minutes. Fields marked * are needed; your CV can be a PDF or a Word (.docx) file of up to{" "}
        {cvLimit}.
      </p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <Field id={inputId("fullName")} label="Full name" error={errors.fullName}>
          <input
            {...control("fullName")}
            type="text"
            required
            autoComplete="name"
            maxLength={applicationLimits.fullName}
            defaultValue={typed?.fullName}
            className={inputClass()}
          />
        </Field>
        <Field id={inputId("email")} label="E-mail" error={errors.email}>
          <input
            {...control("email")}
            type="email"
            required
            autoComplete="email"
            maxLength={applicationLimits.email}
            defaultValue={typed?.email}
            className={inputClass()}
          />
        </Field>
        <Field id={inputId("phone")} label="Phone" error={errors.phone}>
          <input
            {...control("phone")}
            type="tel"
            required
            autoComplete="tel"
            maxLength={applicationLimits.phone}
            defaultValue={typed?.phone}
            placeholder="+91 98765 43210"
            className={inputClass()}
          />
        </Field>
        <Field id={inputId("location")} label="Current location" error={errors.location}>
          <input
            {...control("location")}
            type="text"
            required
            autoComplete="address-level2"
            maxLength={applicationLimits.location}
            defaultValue={typed?.location}
            placeholder="City"
            className={inputClass()}
          />
        </Field>
        <Field id={inputId("noticePeriod")} label="Notice period" error={errors.noticePeriod}>
          <select
            {...control("noticePeriod")}
            required
            defaultValue={typed?.noticePeriod ?? ""}
            className={inputClass()}
          >
            <option value="" disabled>
              Choose one
            </option>
            {noticePeriods.map((period) => (
              <option key={period} value={period}>
                {period}
              </option>
            ))}
          </select>
        </Field>
        <Field id={inputId("link")} label="LinkedIn or portfolio link" optional error={errors.link}>
          <input
            {...control("link")}
            type="url"
            inputMode="url"
            autoComplete="url"
            maxLength={applicationLimits.link}
            defaultValue={typed?.link}
            placeholder="https://"
            className={inputClass()}
          />
        </Field>
        <div className="sm:col-span-2">
          <Field id={inputId("cv")} label="CV" hint={`PDF or Word (.docx), at most ${cvLimit}.`} error={errors.cv}>
            <input
              {...control("cv", true)}
              type="file"
              required
              accept={cvAccept}
              className={inputClass({
                className:
                  "file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700",
              })}
            />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field
            id={inputId("coverLetter")}
            label="Cover letter"
            optional
            hint={`Up to ${applicationLimits.coverLetter.toLocaleString("en-IN")} characters.`}
            error={errors.coverLetter}
          >
            <textarea
              {...control("coverLetter", true)}
              rows={6}
              maxLength={applicationLimits.coverLetter}
              defaultValue={typed?.coverLetter}
              className={inputClass()}
            />
          </Field>
        </div>
        <div className="space-y-3 sm:col-span-2">
          <Checkbox
            {...control("consent")}
            label={terms.consent}
            required
            defaultChecked={typed?.consent === "yes"}
            error={errors.consent}
          />
          <Checkbox
            id={inputId("otherRoles")}
            name={names.otherRoles}
            label={terms.otherRoles}
            optional
            defaultChecked={typed?.otherRoles === "yes"}
          />
        </div>
        <SpamTrap id="apply-website" />
      </div>

      <FormAlert message={alert} />
      {state.phase === "sending" && (
        <div className="mt-5">
          <label htmlFor="apply-progress" className="text-sm font-medium text-slate-700">
            Sending your application… {Math.round(state.fraction * 100)} %
          </label>
          <progress
            id="apply-progress"
            max={1}
            value={state.fraction}
            className="mt-1.5 block h-2 w-full accent-brand-600"
          />
        </div>
      )}
      <button
        type="submit"
        className={buttonClass({ variant: "primary", width: "fullOnPhone", className: "mt-6" })}
        disabled={sending}
        data-testid="apply-submit"
      >
        {sending ? (
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <Send className="size-4" aria-hidden="true" />
        )}
        {sending ? "Sending…" : "Send application"}
      </button>
    </form>
  );
}

function Checkbox({
  label,
  error,
  optional,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string; optional?: boolean }) {
  return (
    <div>
      <label htmlFor={input.id} className="flex min-h-11 items-start gap-3 text-[0.95rem] text-slate-800">
        <input {...input} type="checkbox" value="yes" className="mt-1 size-5 shrink-0 accent-brand-600" />
        <span>
          {label}
          {optional ? (
            <span className="text-muted"> (optional)</span>
          ) : (
            <span aria-hidden="true" className="text-rose-600">
              {" "}
              *
            </span>
          )}
        </span>
      </label>
      {error && (
        <p id={`${input.id}-error`} className="mt-1.5 text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** What the candidate sees once the application is stored: what happens next, and when. */
function Confirmation({ title, updated }: { title: string; updated: boolean }) {
  return (
    <div
      role="status"
      tabIndex={-1}
      className="max-w-4xl rounded-2xl border border-accent-300 bg-accent-50 p-6 outline-none sm:p-8"
      data-testid="apply-confirmation"
    >
      <h2 className="flex items-center gap-2 text-2xl font-bold text-ink">
        <CheckCircle2 className="size-6 text-accent-700" aria-hidden="true" />
        {updated ? "Your application is updated" : "Thank you for applying"}
      </h2>
      <p className="mt-3 text-slate-800">
        {updated
          ? `We already had an application from you for ${title}: the one you just sent replaces it.`
          : `Your application for ${title} has reached us.`}{" "}
        {applicationNextSteps}
      </p>
      <p className="mt-3 text-slate-800">
        A confirmation is on its way to your e-mail, with a link to withdraw your application at any time.
      </p>
    </div>
  );
}
