import type { z } from "zod";

/**
 * The first message for each field of a failed schema check, in the `{ field: message }` shape every form
 * shows beside its fields and the API answers with.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}
