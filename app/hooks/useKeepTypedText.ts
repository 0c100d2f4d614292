import { type RefObject, useCallback, useEffect, useState } from "react";

const prefix = "jenesys-editor:";

/** The form's own fields (not the session's form token), as name → value. */
function fieldsOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form))
    if (name !== "token" && typeof value === "string") values[name] = value;
  return values;
}

function read(key: string): Record<string, string> | undefined {
  try {
    const text = sessionStorage.getItem(prefix + key);
    return text ? (JSON.parse(text) as Record<string, string>) : undefined;
  } catch {
    return undefined; // no storage (a private mode) or a damaged entry
  }
}

function write(key: string, values: Record<string, string> | undefined): void {
  try {
    if (values) sessionStorage.setItem(prefix + key, JSON.stringify(values));
    else sessionStorage.removeItem(prefix + key);
  } catch {
    // nothing to keep it in: the form works as before
  }
}

/**
 * Keeps what an editor types in this tab's session storage while the form is open. When the staff
 * session ends meanwhile, the next save meets the sign-in page, which returns here afterwards: the text is
 * then put back into the form (with the version it was typed over, so a change someone else saved
 * meanwhile is still refused, never overwritten). A save that went through (`saved`, at a new `version`)
 * forgets it, as do `forget()` and `discard()`.
 */
export function useKeepTypedText(
  form: RefObject<HTMLFormElement | null>,
  key: string,
  state: { saved: boolean; version: number | undefined; alsoClear?: string },
) {
  const [restored, setRestored] = useState(false);
  const { saved, version, alsoClear } = state;

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    if (saved) {
      write(key, undefined);
      if (alsoClear) write(alsoClear, undefined);
    } else {
      const kept = read(key);
      const current = fieldsOf(element);
      if (kept && Object.keys(kept).some((name) => kept[name] !== current[name])) {
        for (const [name, value] of Object.entries(kept)) {
          const field = element.elements.namedItem(name);
          if (
            field instanceof HTMLInputElement ||
            field instanceof HTMLTextAreaElement ||
            field instanceof HTMLSelectElement
          )
            field.value = value;
        }
        setRestored(true);
      }
    }
    const keep = () => write(key, fieldsOf(element));
    element.addEventListener("input", keep);
    element.addEventListener("change", keep);
    element.addEventListener("submit", keep);
    return () => {
      element.removeEventListener("input", keep);
      element.removeEventListener("change", keep);
      element.removeEventListener("submit", keep);
    };
  }, [form, key, saved, version, alsoClear]);

  const forget = useCallback(() => write(key, undefined), [key]);
  const discard = useCallback(() => {
    write(key, undefined);
    form.current?.reset();
    setRestored(false);
  }, [form, key]);
  return { restored, forget, discard };
}
