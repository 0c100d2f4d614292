import { useEffect, useRef, useState } from "react";
import { SUCCESS_BANNER_MS } from "../lib/constants";
import { defaultCountryCode, splitPhone } from "../lib/contact-rules";
import type { ContactField, FieldErrors } from "../lib/contact-schema";
import { checkFieldsMessage } from "../lib/form-messages";
import type { FormOutcome } from "../lib/form-outcome";

export type ContactValues = Record<Exclude<ContactField, "countryCode">, string> & { countryCode: string };

export const emptyContact: ContactValues = {
  name: "",
  email: "",
  company: "",
  phone: "",
  countryCode: defaultCountryCode,
  service: "",
  message: "",
};

export type SubmitState = "editing" | "sending" | "sent";

/**
 * The form's own schema, run in the browser before the post: the same rules and messages the server gives,
 * without the round trip. Fetched on the first send, so a page that is only read never loads it; when it
 * cannot be fetched, the post goes ahead and the server's answer says the same.
 */
async function problemsInBrowser(values: ContactValues): Promise<FieldErrors | undefined> {
  try {
    const [{ contactSchema }, { fieldErrors }] = await Promise.all([
      import("../lib/contact-schema"),
      import("../lib/field-errors"),
    ]);
    const parsed = contactSchema.safeParse(values);
    return parsed.success ? undefined : fieldErrors(parsed.error);
  } catch {
    return undefined;
  }
}

/**
 * Sends the values to the contact action (useFormAction in the form; a stand-in in unit tests), with what
 * travels beside them: where the visit began, and how long the form took to fill in.
 */
export type SubmitContact = (values: ContactValues & Record<string, string>) => Promise<FormOutcome>;

/**
 * The contact form's state: on success the fields clear and the button says Message Sent! for
 * 3 seconds; on failure what the visitor typed stays, the failure is logged in the words the original site
 * used, and it is said in words, with field errors (the browser's check or the server's) beside their fields.
 */
export function useContactForm(initial: Partial<ContactValues> | undefined, submit: SubmitContact) {
  const [values, setValues] = useState<ContactValues>({ ...emptyContact, ...initial });
  const [state, setState] = useState<SubmitState>("editing");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  /** When the last message was sent; shown as a confirmation until the visitor starts another. */
  const [sentAt, setSentAt] = useState<Date | null>(null);
  const timer = useRef<number | undefined>(undefined);
  /** When the form appeared (or was last sent): the spam check compares it with the time of sending. */
  const shownAt = useRef(0);

  useEffect(() => {
    shownAt.current = performance.now();
    return () => window.clearTimeout(timer.current);
  }, []);

  const setField = (field: keyof ContactValues, raw: string) => {
    setSentAt(null); // the confirmation of the last message stays until a new one is begun
    if (field === "phone") {
      // A number pasted with its country code selects that code and keeps the national number.
      const { countryCode, phone } = splitPhone(raw);
      setValues((current) => ({ ...current, phone, ...(countryCode ? { countryCode } : {}) }));
    } else {
      setValues((current) => ({ ...current, [field]: raw }));
    }
    setFieldErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const send = async () => {
    if (state !== "editing") return;
    setState("sending");
    setFormError(null);
    const problems = await problemsInBrowser(values);
    if (problems) {
      setFieldErrors(problems);
      setFormError(checkFieldsMessage);
      setState("editing");
      return;
    }
    // Where this tab's visit began travels with the enquiry, so the sales team sees what brought it.
    const filledInMs = String(Math.round(performance.now() - shownAt.current));
    const result = await submit({ ...values, ...visitSourceFields(), filledInMs });
    if (result.ok) {
      shownAt.current = performance.now();
      setValues(emptyContact);
      setFieldErrors({});
      setSentAt(new Date());
      setState("sent");
      timer.current = window.setTimeout(() => setState("editing"), SUCCESS_BANNER_MS);
      return;
    }
    console.error("Error submitting contact form", result.status, result.error);
    setFieldErrors(result.errors ?? {});
    setFormError(result.errors && Object.keys(result.errors).length > 0 ? checkFieldsMessage : result.error);
    setState("editing");
  };

  return { values, setField, state, fieldErrors, formError, sentAt, send };
}

/**
 * The tab's landing source, as the visit beacon noted it in session storage (app/lib/visit-beacon.ts), in the fields the contact action reads. Read here rather than imported: the beacon's
 * module comes on its own when the page is idle, and importing it here would put it in this section's code.
 */
function visitSourceFields(): Record<string, string> {
  try {
    const source = JSON.parse(sessionStorage.getItem("visit-source") ?? "null") as Record<string, string> | null;
    if (!source) return {};
    const { landing, ...from } = source;
    return Object.fromEntries(
      Object.entries({ landingPage: landing, ...from }).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
  } catch {
    return {};
  }
}
