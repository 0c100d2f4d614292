/**
 * The contact form's rules, written once and used by the form in the browser and by the
 * server, which never trusts the browser. Length caps are ours: generous for people, tight for abuse.
 */
import { z } from "zod";

import { countryCodes, defaultCountryCode, isTypeable, limits, serviceOptions } from "./contact-rules";

export * from "./contact-rules";

/** Which characters a field accepts is decided in one place, contact-rules.ts; these apply it. */
const oneLine = (label: string) =>
  [(value: string) => isTypeable(value, "line"), `${label} must be a single line of plain text.`] as const;

export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine(...oneLine(label))
    .optional()
    .transform((value) => (value ? value : undefined));

/** One rule for an e-mail address, on the contact form and in the newsletter box alike. */
export const emailAddress = (invalid: string) =>
  z
    .string({ error: "Please enter your e-mail address." })
    .trim()
    .min(1, "Please enter your e-mail address.")
    .max(limits.email, "That e-mail address is too long.")
    .refine(...oneLine("Your e-mail address"))
    .pipe(z.email(invalid));

export const contactSchema = z.object({
  name: z
    .string({ error: "Please enter your full name." })
    .trim()
    .min(1, "Please enter your full name.")
    .max(limits.name, `Your name must be at most ${limits.name} characters.`)
    .refine(...oneLine("Your name")),
  email: emailAddress("Please enter a valid e-mail address, such as name@company.com."),
  company: optionalText(limits.company, "Company"),
  phone: z
    .string({ error: "Please enter your 10-digit phone number." })
    .trim()
    .regex(/^\d{10}$/, "Please enter exactly 10 digits for your phone number."),
  countryCode: z
    .enum(countryCodes, { error: "Please choose a country code from the list." })
    .default(defaultCountryCode),
  service: z
    .union([z.enum(serviceOptions), z.literal("")], { error: "Please choose a service from the list." })
    .optional()
    .transform((value) => (value ? value : undefined)),
  message: z
    .string({ error: "Please write a message." })
    .trim()
    .min(1, "Please write a message.")
    .max(limits.message, `Your message must be at most ${limits.message} characters.`)
    .refine(
      (value) => isTypeable(value, "text"),
      "Your message contains invisible control characters we cannot accept. Please retype it.",
    ),
});

export type ContactMessage = z.output<typeof contactSchema>;
export type ContactField = keyof ContactMessage;
export type FieldErrors = Partial<Record<ContactField, string>>;

export const subscribeSchema = z.object({
  email: emailAddress("Please enter a valid e-mail address."),
});
