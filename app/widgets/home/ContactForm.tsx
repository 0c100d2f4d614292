import { Loader2, Send } from "lucide-react";
import { type ClipboardEvent, useEffect, useRef, useState } from "react";
import { type ContactValues, emptyContact, useContactForm } from "../../hooks/useContactForm";
import { useEarlyInput } from "../../hooks/useEarlyInput";
import { useFormAction } from "../../hooks/useFormAction";
import { countryCodes, limits, phoneLength, serviceOptions } from "../../lib/contact-rules";
import type { FieldErrors } from "../../lib/contact-schema";
import { checkFieldsMessage } from "../../lib/form-messages";
import type { FormOutcome } from "../../lib/form-outcome";
import { formActions } from "../../site/pages";
import { Field } from "../../components/ui/Field";
import { FormAlert } from "../../components/ui/FormAlert";
import { SpamTrap } from "../../components/ui/SpamTrap";
import { buttonClass, cardClass, inputClass } from "../../components/ui/styles";

/** The fields in the order a visitor meets them: the first with an error gets the focus. */
const fieldOrder = ["name", "email", "company", "countryCode", "phone", "service", "message"] as const;

/**
 * The field holds at most ten characters, so the browser would cut "+44 20 7946 0958" to "+44 20 794"
 * before the form sees it: a paste that starts with a country code is taken whole instead.
 */
function pasteWithCountryCode(event: ClipboardEvent<HTMLInputElement>, take: (text: string) => void) {
  const text = event.clipboardData.getData("text");
  if (!/^\s*(\+|00)/.test(text)) return;
  event.preventDefault();
  take(text);
}

/** "14:05" in the visitor's own clock. */
const formatTime = (date: Date) => date.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });

/**
 * The contact form. With JavaScript it posts to the contact action through a fetcher and answers in
 * place; without, the browser posts the same form to the same action, which answers with the page.
 */
export function ContactForm({ actionResult }: { actionResult?: FormOutcome }) {
  const failed = actionResult?.ok === false ? actionResult : undefined;
  const { values, setField, state, fieldErrors, formError, sentAt, send } = useContactForm(
    failed?.values,
    useFormAction(formActions.contact),
  );
  // Once hydrated the form speaks for itself: its messages name the field and say how to fix it, where the
  // browser's bubble would only say "fill in this field". Without JavaScript the native checks still apply.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef, (name, value) => {
    if (name in emptyContact) setField(name as keyof ContactValues, value);
  });
  const firstError = fieldOrder.find((field) => fieldErrors[field]);
  useEffect(() => {
    if (firstError)
      formRef.current
        ?.querySelector<HTMLElement>(`#contact-${firstError === "countryCode" ? "country-code" : firstError}`)
        ?.focus();
  }, [firstError]);
  const errors: FieldErrors = { ...failed?.errors, ...fieldErrors };
  const errorProps = (field: keyof FieldErrors) =>
    errors[field] ? { "aria-invalid": true as const, "aria-describedby": `contact-${field}-error` } : {};
  const alert = formError ?? (failed?.errors ? checkFieldsMessage : failed?.error) ?? null;
  const sentWithoutScript = actionResult?.ok === true && state === "editing";

  return (
    <form
      ref={formRef}
      noValidate={hydrated}
      method="post"
      action={`${formActions.contact}#contact`}
      aria-labelledby="contact-form-title"
      className={cardClass({ frame: "fromSm", padding: "form" })}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <h3 id="contact-form-title" className="text-xl font-bold text-ink">
        Send us a message
      </h3>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label="Full Name" error={errors.name}>
          <input
            id="contact-name"
            name="name"
            type="text"
            required
            autoComplete="name"
            maxLength={limits.name}
            value={values.name}
            onChange={(e) => setField("name", e.target.value)}
            className={inputClass()}
            placeholder="Your full name"
            {...errorProps("name")}
          />
        </Field>
        <Field id="contact-email" label="Email Address" error={errors.email}>
          <input
            id="contact-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={limits.email}
            value={values.email}
            onChange={(e) => setField("email", e.target.value)}
            className={inputClass()}
            placeholder="name@company.com"
            {...errorProps("email")}
          />
        </Field>
        <div className="sm:col-span-2">
          <Field id="contact-company" label="Company" optional error={errors.company}>
            <input
              id="contact-company"
              name="company"
              type="text"
              autoComplete="organization"
              maxLength={limits.company}
              value={values.company}
              onChange={(e) => setField("company", e.target.value)}
              className={inputClass()}
              placeholder="Your organisation"
              {...errorProps("company")}
            />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field id="contact-phone" label="Phone Number" error={errors.phone ?? errors.countryCode}>
            {/* The code keeps its width; the number takes the rest of the row, at every width from 320 px. */}
            <div className="mt-1.5 flex gap-2">
              <label htmlFor="contact-country-code" className="sr-only">
                Country code
              </label>
              <select
                id="contact-country-code"
                name="countryCode"
                value={values.countryCode}
                onChange={(e) => setField("countryCode", e.target.value)}
                className={inputClass({ width: "code", placement: "inRow" })}
                autoComplete="tel-country-code"
              >
                {countryCodes.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
              <input
                id="contact-phone"
                name="phone"
                type="text"
                inputMode="numeric"
                required
                autoComplete="tel-national"
                pattern={`\\d{${phoneLength}}`}
                minLength={phoneLength}
                maxLength={phoneLength}
                title="Exactly 10 digits"
                value={values.phone}
                onChange={(e) => setField("phone", e.target.value)}
                onPaste={(e) => pasteWithCountryCode(e, (text) => setField("phone", text))}
                className={inputClass({ width: "fill", placement: "inRow" })}
                placeholder="Enter 10-digit number"
                {...errorProps("phone")}
              />
            </div>
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field id="contact-service" label="Service" optional error={errors.service}>
            <select
              id="contact-service"
              name="service"
              value={values.service}
              onChange={(e) => setField("service", e.target.value)}
              className={inputClass()}
              {...errorProps("service")}
            >
              <option value="">Select a service</option>
              {serviceOptions.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Field id="contact-message" label="Message" error={errors.message}>
            <textarea
              id="contact-message"
              name="message"
              required
              rows={5}
              maxLength={limits.message}
              value={values.message}
              onChange={(e) => setField("message", e.target.value)}
              className={inputClass()}
              placeholder="Tell us about your project, timeline and goals"
              {...errorProps("message")}
            />
          </Field>
        </div>
        <SpamTrap id="contact-website" />
      </div>

      <FormAlert message={alert} />
      <p role="status" className="mt-5 empty:hidden">
        {state === "sent" || sentWithoutScript ? (
          <span className="block rounded-xl border border-accent-300 bg-accent-50 px-4 py-3 text-sm font-medium text-accent-700">
            Thank you. Your message has been sent, and we will reply within one business day.
          </span>
        ) : sentAt ? (
          <span
            className="block rounded-xl border border-line bg-surface px-4 py-3 text-sm text-slate-700"
            data-testid="contact-sent-note"
          >
            Your message was sent at {formatTime(sentAt)}. We will reply within one business day; you can write another
            message below.
          </span>
        ) : null}
      </p>

      <button
        type="submit"
        className={buttonClass({ variant: "primary", width: "fullOnPhone", className: "mt-6" })}
        disabled={state !== "editing"}
        data-testid="contact-submit"
      >
        {state === "sending" ? (
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <Send className="size-4" aria-hidden="true" />
        )}
        {state === "sent" ? "Message Sent!" : state === "sending" ? "Sending…" : "Send Message"}
      </button>
    </form>
  );
}
