import { useCallback, useState } from "react";
import { describeFailure, type FormOutcome } from "../lib/form-outcome";

export type UploadState =
  | { phase: "editing" }
  /** `fraction` of the body the browser has sent, 0 to 1. */
  | { phase: "sending"; fraction: number }
  | { phase: "sent"; updated: boolean };

/**
 * Posts the application form (its CV included) to the opening's page, as a browser without JavaScript does,
 * with an XMLHttpRequest: fetch() cannot say how much of an upload has gone, which on a slow phone network is
 * the difference between a progress bar and a button that seems dead for a minute. The server answers JSON
 * when asked for it (server/careers/posts.ts), with the same outcome the page would render.
 */
export function useApplicationUpload(action: string) {
  const [state, setState] = useState<UploadState>({ phase: "editing" });
  const [outcome, setOutcome] = useState<FormOutcome | undefined>(undefined);

  const send = useCallback(
    (body: FormData) =>
      new Promise<FormOutcome>((resolve) => {
        const request = new XMLHttpRequest();
        const finish = (result: FormOutcome) => {
          setOutcome(result);
          setState(result.ok ? { phase: "sent", updated: result.updated === true } : { phase: "editing" });
          resolve(result);
        };
        request.open("POST", action);
        request.setRequestHeader("Accept", "application/json");
        request.upload.onprogress = (event) => {
          if (event.lengthComputable) setState({ phase: "sending", fraction: event.loaded / event.total });
        };
        request.onload = () => {
          try {
            finish(JSON.parse(request.responseText) as FormOutcome);
          } catch {
            // Not our answer: a proxy's error page, or a connection cut by the server after a refusal.
            finish({ ok: false, status: request.status, error: describeFailure(request.status) });
          }
        };
        request.onerror = () => finish({ ok: false, status: 0, error: describeFailure(0) });
        setState({ phase: "sending", fraction: 0 });
        request.send(body);
      }),
    [action],
  );

  return { state, outcome, send, setOutcome };
}
