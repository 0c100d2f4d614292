import { type RefObject, useEffect } from "react";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The value a control had in the HTML as sent, before anyone touched it. */
function sentValue(control: Control): string {
  if (control instanceof HTMLSelectElement)
    return [...control.options].find((option) => option.defaultSelected)?.value ?? control.options[0]?.value ?? "";
  return control.defaultValue;
}

/**
 * Hands over to the form's state what the visitor typed or chose before the framework arrived (the page is
 * readable and its fields usable from the first paint; hydration starts only after it). Without it React
 * would put the state's empty value back into each field on the first render after hydration.
 */
export function useEarlyInput(
  formRef: RefObject<HTMLFormElement | null>,
  adopt: (name: string, value: string) => void,
): void {
  useEffect(() => {
    for (const element of formRef.current?.elements ?? []) {
      const control = element as Control;
      if (!("value" in control) || !control.name || control.type === "submit") continue;
      if (control.value !== sentValue(control)) adopt(control.name, control.value);
    }
    // Once, at hydration: later changes go through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
