/**
 * The contact form's rules as plain values (spec section 5). The browser form reads these directly;
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

/** Keeps only digits, at most `phoneLength` of them: what the phone input does as the visitor types. */
export function sanitisePhone(raw: string): string {
  return raw.replace(/\D/g, "").slice(0, phoneLength);
}
