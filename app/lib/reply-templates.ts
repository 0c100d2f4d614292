/**
 * Replies written in the staff inbox and the templates they start from: the fields' limits (the inputs'
 * maxLength and ./reply-schema.ts's checks) and the filling-in of a template's words in braces from the
 * enquiry, done when a colleague picks the template, so what the box shows is what the visitor receives.
 * Free of zod, so the staff pages' script does not carry it.
 */
export const replyLimits = { name: 80, subject: 160, body: 10_000 } as const;

/** What a template's words in braces stand for, with the words used when the enquiry left one out. */
export const templateWords = {
  name: "the visitor's name",
  company: "their company (else \u201cyour organisation\u201d)",
  service: "the service they chose (else \u201cour services\u201d)",
  colleague: "your address, as the one who writes",
} as const;
type TemplateWord = keyof typeof templateWords;

export interface ReplyContext {
  name: string;
  company: string | null;
  service: string | null;
  colleague: string;
}

/** The template's text with each known {word} filled in; an unknown one is left as typed, for staff to see. */
export function fillTemplate(template: string, enquiry: ReplyContext): string {
  const words: Record<TemplateWord, string> = {
    name: enquiry.name,
    company: enquiry.company ?? "your organisation",
    service: enquiry.service ?? "our services",
    colleague: enquiry.colleague,
  };
  return template.replace(/\{(\w+)\}/g, (whole, word: string) =>
    Object.hasOwn(words, word) ? words[word as TemplateWord] : whole,
  );
}
