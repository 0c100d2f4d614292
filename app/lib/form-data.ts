/** Reading posted forms: every field as text, never a file's "[object File]". */

/** A posted field as text: "" when it is absent or a file was posted in its place. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The named fields as text, each as `formText` reads it. */
export function formFields<Name extends string>(form: FormData, names: readonly Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, formText(form, name)])) as Record<Name, string>;
}
