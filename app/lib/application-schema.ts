/**
 * The application form's one schema, for the fields the candidate fills in: the server checks every post with
 * it, whatever the browser sent (the inputs' own required, maxLength and type come from the same rules,
 * ./application-rules.ts). The CV is checked apart: server/careers/cv-file.ts reads its bytes.
 */
import { z } from "zod";
import { applicationLimits, missingMessages, noticePeriods } from "./application-rules";
import { emailAddress, isTypeable, optionalText } from "./contact-schema";

const requiredLine = (max: number, missing: string, label: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((value) => isTypeable(value, "line"), `${label} must be a single line of plain text.`);

/** A link a recruiter can open: http or https only, so no `javascript:` ever becomes a link on a staff page. */
const profileLink = optionalText(applicationLimits.link, "The link").refine((value) => {
  if (value === undefined) return true;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}, "Please enter a full web address, such as https://www.linkedin.com/in/your-name.");

/** A ticked checkbox posts its value ("yes"); an unticked one posts nothing. */
const checkbox = z.string().optional();

export const applicationSchema = z.object({
  fullName: requiredLine(applicationLimits.fullName, missingMessages.fullName, "Your name"),
  email: emailAddress("Please enter a valid e-mail address, such as name@example.com."),
  phone: requiredLine(applicationLimits.phone, missingMessages.phone, "The phone number")
    .regex(/^\+?[\d\s().-]+$/, "Please use digits, spaces and an optional leading +, such as +91 98765 43210.")
    .refine((value) => {
      const digits = value.replace(/\D/g, "").length;
      return digits >= 7 && digits <= 15;
    }, "Please enter a phone number of 7 to 15 digits, with the country code if it is not Indian."),
  location: requiredLine(applicationLimits.location, missingMessages.location, "Current location"),
  noticePeriod: z.enum(noticePeriods, { error: missingMessages.noticePeriod }),
  link: profileLink,
  coverLetter: z
    .string()
    .trim()
    .max(applicationLimits.coverLetter, `The cover letter must be at most ${applicationLimits.coverLetter} characters.`)
    .refine(
      (value) => isTypeable(value, "text"),
      "The cover letter contains invisible control characters. Please retype it.",
    )
    .optional()
    .transform((value) => (value ? value : undefined)),
  consent: checkbox.refine((value) => value === "yes", missingMessages.consent),
  otherRoles: checkbox.transform((value) => value === "yes"),
});

export type ApplicationForm = z.output<typeof applicationSchema>;
