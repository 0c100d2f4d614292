/**
 * What the inbox search looks in: an enquiry's name, e-mail, company and message, lower-cased as JavaScript
 * folds them ("Émilie" is found by "ÉMILIE"), in one column the store indexes (migration inboxAtScale).
 */

/**
 * Between two fields: U+001F, a control character the contact form refuses in every field (app/lib/contact-rules.ts),
 * so a match can never run from the end of one field into the next.
 */
export const searchFieldSeparator = "\u001f";

export function searchTextOf(fields: {
  name: string;
  email: string;
  company?: string | null;
  message: string;
}): string {
  return [fields.name, fields.email, fields.company ?? "", fields.message]
    .map((field) => field.toLowerCase())
    .join(searchFieldSeparator);
}
