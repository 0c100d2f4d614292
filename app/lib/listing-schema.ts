/**
 * The staff editor's forms for openings and news items: one zod schema each, used by the route action on
 * the server (the browser's own checks are the inputs' required and maxLength, from the same limits).
 * Field names are the form's; values come back trimmed, lists split one item a line.
 */
import { z } from "zod";
import { isTypeable } from "./contact-rules";
import { isIsoDate } from "./listing-dates";
import { employmentTypes, openingLocations } from "./listings";
import { textLines } from "./plain-text";

export const listingLimits = {
  title: 120,
  department: 80,
  experience: 40,
  location: 80,
  summary: 4000,
  description: 4000,
  /** The whole Skills or Responsibilities field, and the items in it. */
  list: 3000,
  items: 20,
  item: 160,
} as const;

/** A required single line of plain text, trimmed, at most `max` characters. */
export const line = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label.toLowerCase()}.` })
    .trim()
    .min(1, `Please enter the ${label.toLowerCase()}.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((value) => isTypeable(value, "line"), `${label} must be a single line of plain text.`);

/** Required plain text over several lines, trimmed, at most `max` characters. */
export const text = (label: string, max: number) =>
  z
    .string({ error: `Please write the ${label.toLowerCase()}.` })
    .trim()
    .min(1, `Please write the ${label.toLowerCase()}.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((value) => isTypeable(value, "text"), `${label} contains invisible control characters. Please retype it.`);

const lines = (label: string) =>
  text(label, listingLimits.list)
    .transform(textLines)
    .refine((items) => items.length <= listingLimits.items, `${label}: at most ${listingLimits.items} lines.`)
    .refine(
      (items) => items.every((item) => item.length <= listingLimits.item),
      `${label}: each line at most ${listingLimits.item} characters.`,
    );

const date = (label: string) =>
  z
    .string({ error: `Please choose the ${label.toLowerCase()} date.` })
    .trim()
    .refine(isIsoDate, `Please choose the ${label.toLowerCase()} date (day, month and year).`);

export const openingSchema = z.object({
  title: line("Title", listingLimits.title),
  department: line("Department", listingLimits.department),
  location: z.enum(openingLocations, { error: "Please choose a location from the list." }),
  employmentType: z.enum(employmentTypes, { error: "Please choose an employment type from the list." }),
  experience: line("Experience", listingLimits.experience),
  summary: text("Summary", listingLimits.summary),
  skills: lines("Skills"),
  responsibilities: lines("Responsibilities"),
  applyBy: date("Apply by"),
});

export const newsSchema = z.object({
  title: line("Title", listingLimits.title),
  date: date("Date"),
  location: z
    .string()
    .trim()
    .max(listingLimits.location, `Location must be at most ${listingLimits.location} characters.`)
    .refine((value) => isTypeable(value, "line"), "Location must be a single line of plain text.")
    .transform((value) => value || undefined),
  description: text("Description", listingLimits.description),
});

export type OpeningValues = z.output<typeof openingSchema>;
export type NewsValues = z.output<typeof newsSchema>;

/** What the editor's fields hold: the form's own strings (lists one item a line). */
export type OpeningFields = Record<keyof OpeningValues, string>;
export type NewsFields = Record<keyof NewsValues, string>;

export const openingFieldNames = Object.keys(openingSchema.shape) as Array<keyof OpeningValues>;
export const newsFieldNames = Object.keys(newsSchema.shape) as Array<keyof NewsValues>;

/** What each button of the editor asks for. */
export const editorIntents = ["save", "preview", "publish", "unpublish", "close"] as const;
export type EditorIntent = (typeof editorIntents)[number];

export function openingFields(values: OpeningValues): OpeningFields {
  return { ...values, skills: values.skills.join("\n"), responsibilities: values.responsibilities.join("\n") };
}

export function newsFields(values: NewsValues): NewsFields {
  return { ...values, location: values.location ?? "" };
}
