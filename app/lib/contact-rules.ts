/**
 * The contact form's rules as plain values. The browser form reads these directly;
 * the zod schema in contact-schema.ts is built from them, so both sides enforce the same rules while the
 * browser bundle carries no validation library.
 */
export const serviceOptions = [
  "Strategic Consulting",
  "Digital Transformation",
  "Organizational Development",
  "AI and Machine Learning",
  "Market Expansion",
  "Cloud Solutions",
  "Other",
] as const;

export const countryCodes = ["+91", "+1", "+44", "+61", "+65"] as const;
export const defaultCountryCode = "+91";
export const phoneLength = 10;

export const limits = { name: 100, email: 254, company: 120, message: 5000 } as const;

/** The hidden field a person never fills in; bots that fill every field give themselves away. */
export const honeypotField = "website";

/**
 * Characters a one-line field (name, e-mail, company, phone) refuses: every line break (CR, LF, NEL,
 * U+2028/U+2029), the other C0 and C1 controls, and the bidirectional overrides and isolates that reorder
 * what a reader sees. A name of "Evil\r\nE-mail: x@evil.example" would otherwise forge a second line in
 * the enquiry e-mail the sales team reads.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const notOneLine = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;
/** In the message (several lines): controls other than tab and line breaks. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const notText = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Half of a UTF-16 pair on its own: no encoding can store it. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a visitor could have typed this into a field of the given kind. */
export function isTypeable(value: string, kind: "line" | "text"): boolean {
  return !(kind === "line" ? notOneLine : notText).test(value) && !loneSurrogate.test(value);
}

/**
 * A phone number pasted with its country code ("+91 98765 43210", "0044 20 7946 0958"): the listed code
 * it starts with, and the national number after it. Typed digits are not touched (no leading + or 00).
 */
export function splitPhone(raw: string): { countryCode?: (typeof countryCodes)[number]; phone: string } {
  const compact = raw
    .trim()
    .replace(/[\s().-]/g, "")
    .replace(/^00/, "+");
  if (!compact.startsWith("+")) return { phone: sanitisePhone(raw) };
  const code = [...countryCodes].sort((a, b) => b.length - a.length).find((candidate) => compact.startsWith(candidate));
  if (!code) return { phone: sanitisePhone(raw) };
  return { countryCode: code, phone: sanitisePhone(compact.slice(code.length)) };
}

/** Keeps only digits, at most `phoneLength` of them: what the phone input does as the visitor types. */
export function sanitisePhone(raw: string): string {
  return raw.replace(/\D/g, "").slice(0, phoneLength);
}

/** What a visitor who has sent too many messages in a minute is told (API, page post and form alike). */
export const tooManyMessages = "Too many messages, please wait a minute and try again.";
