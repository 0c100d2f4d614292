import { Form } from "react-router";
import { buttonClass, inputClass } from "../ui/styles";
import { FormToken } from "./FormToken";

/**
 * The box under a record's history for a private note, which only colleagues see. Keyed by the number of
 * notes: once a note is kept the box is empty for the next one, and nothing else done meanwhile (an
 * assignment, a status) clears what is being typed.
 */
export function NoteForm({ noteCount, maxNoteLength }: { noteCount: number; maxNoteLength: number }) {
  return (
    <Form key={noteCount} method="post" className="mt-4 grid gap-2">
      <FormToken />
      <label htmlFor="note" className="text-sm font-semibold text-slate-800">
        Add a private note (only colleagues see it)
      </label>
      <textarea id="note" name="note" required maxLength={maxNoteLength} rows={3} className={inputClass()} />
      <button type="submit" name="intent" value="note" className={buttonClass({ className: "justify-self-start" })}>
        Add note
      </button>
    </Form>
  );
}
