/**
 * The reply form's and the template form's schemas, checked on the server (the inputs' required and maxLength
 * come from the same limits, ./reply-templates.ts).
 */
import { z } from "zod";
import { line, text } from "./listing-schema";
import { replyLimits } from "./reply-templates";

export const replySchema = z.object({
  subject: line("Subject", replyLimits.subject),
  body: text("Reply", replyLimits.body),
});
export type Reply = z.infer<typeof replySchema>;

export const replyTemplateSchema = replySchema.extend({ name: line("Name", replyLimits.name) });
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;

/** A rejection mail to a candidate, as HR edits it from the template (app/lib/application-rules.ts). */
export const rejectionMailSchema = z.object({
  subject: line("Subject", replyLimits.subject),
  body: text("Mail", replyLimits.body),
});
