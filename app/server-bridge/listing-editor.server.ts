/**
 * The staff editor's route action, the same for openings and news items: every button posts the whole
 * form (with the session's form token, checked by staffForm) and names what it wants in `intent`.
 * Preview answers with the item as a visitor would see it and saves nothing; the others save with the
 * version the editor was opened at, and answer a conflict with who changed it and when, the typed text
 * kept in the form.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import type { DeleteOutcome, Editor, SaveIntent, SaveOutcome, SaveRequest } from "../../server/listings/service";
import { formFields, formText } from "../lib/form-data";
import { editorIntents, type EditorIntent } from "../lib/listing-schema";
import { kolkataTime } from "../lib/kolkata-time";
import { staffForm, type SignedIn } from "./staff.server";

export interface EditorRoutes<Fields extends Record<string, string>, Preview> {
  fieldNames: ReadonlyArray<keyof Fields & string>;
  /** The list page, and an item's editor. */
  listPath: string;
  itemPath(id: string): string;
  save(staff: SignedIn, editor: Editor, request: SaveRequest<Fields>): Promise<SaveOutcome>;
  preview(
    staff: SignedIn,
    fields: Fields,
    id: string | undefined,
  ): Promise<{ ok: true; preview: Preview } | { ok: false; errors: Record<string, string> }>;
  /** Deletes the item at `version`, the one the editor was opened at. */
  remove(staff: SignedIn, editor: Editor, id: string, version: number | undefined): Promise<DeleteOutcome>;
}

export type EditorAnswer<Fields, Preview> =
  | { values: Fields; errors: Record<string, string> }
  | { values: Fields; conflict: { by: string; at: string } }
  /** A delete refused because someone saved since the editor was opened: the form keeps what it shows. */
  | { values?: undefined; conflict: { by: string; at: string } }
  | { values: Fields; preview: Preview };

export async function editorAction<Fields extends Record<string, string>, Preview>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  id: string | undefined,
  routes: EditorRoutes<Fields, Preview>,
) {
  const { staff, form } = await staffForm(context, request);
  const intent = formText(form, "intent");
  const editor = { email: staff.session.email };
  const version = Number(form.get("version") || Number.NaN);
  const openedAt = Number.isSafeInteger(version) ? version : undefined;
  const conflictAnswer = (conflict: { by: string | null; at: string }) => ({
    by: conflict.by ?? "the site's original content",
    at: kolkataTime(conflict.at),
  });
  if (intent === "delete" && id) {
    const outcome = await routes.remove(staff, editor, id, openedAt);
    if (outcome.ok) return redirect(`${routes.listPath}?deleted=1`);
    if ("missing" in outcome) throw data(null, { status: 404 });
    return data({ conflict: conflictAnswer(outcome.conflict) }, { status: 409 });
  }
  if (!(editorIntents as readonly string[]).includes(intent)) throw data("Unknown action.", { status: 400 });
  const values = formFields(form, routes.fieldNames) as Fields;
  if ((intent as EditorIntent) === "preview") {
    const result = await routes.preview(staff, values, id);
    return result.ok ? { values, preview: result.preview } : data({ values, errors: result.errors }, { status: 400 });
  }
  const outcome = await routes.save(staff, editor, {
    id,
    version: openedAt,
    intent: intent as SaveIntent,
    fields: values,
  });
  if (outcome.ok) return redirect(`${routes.itemPath(outcome.id)}?saved=${intent}`);
  if ("missing" in outcome) throw data(null, { status: 404 });
  if ("conflict" in outcome) return data({ values, conflict: conflictAnswer(outcome.conflict) }, { status: 409 });
  return data({ values, errors: outcome.errors }, { status: 400 });
}
