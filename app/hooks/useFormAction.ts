import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import type { FormOutcome } from "../lib/form-outcome";

/**
 * Posts a form's values to a route action through a fetcher (no navigation, no page reload) and resolves
 * with the action's outcome: the same action that answers a browser without JavaScript.
 */
export function useFormAction(action: string): (values: Record<string, string>) => Promise<FormOutcome> {
  const fetcher = useFetcher<FormOutcome>();
  const waiting = useRef<((outcome: FormOutcome) => void) | undefined>(undefined);
  const { state, data, submit } = fetcher;

  useEffect(() => {
    if (state !== "idle" || data === undefined || !waiting.current) return;
    waiting.current(data);
    waiting.current = undefined;
  }, [state, data]);

  return useCallback(
    (values) =>
      new Promise<FormOutcome>((resolve) => {
        waiting.current = resolve;
        void submit(values, { method: "post", action });
      }),
    [submit, action],
  );
}
