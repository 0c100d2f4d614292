/**
 * What a form post comes back with, the same for every form and every visitor: the route action answers
 * it to the browser's fetcher (JavaScript) and renders it into the page (no JavaScript).
 */
import { isRouteErrorResponse, type ShouldRevalidateFunctionArgs } from "react-router";

export type FormOutcome =
  /** checkInbox: the newsletter's double opt-in, the same whether or not the address is subscribed already. */
  /** updated: a job application that replaced the candidate's earlier one to the same opening. */
  | { ok: true; alreadySubscribed?: boolean; checkInbox?: boolean; updated?: boolean }
  | {
      ok: false;
      /** The HTTP status the failure stands for: 400 field errors, 413 too large, 429 too many, 503 store down, 0 no answer. */
      status: number;
      error: string;
      /** One message per field, beside the field. */
      errors?: Record<string, string>;
      /** What the visitor typed, to put back into the form. */
      values?: Record<string, string>;
    };

/** Where a browser without JavaScript lands after a form post that answers with a redirect. */
export const answerPages = {
  subscribe: {
    ok: "/?subscribed=1#newsletter",
    checkInbox: "/?subscribed=check#newsletter",
    error: "/?subscribed=0#newsletter",
  },
} as const;

/**
 * What a visitor is told when a post fails on the way, before the action could answer (the action says
 * itself when there are too many posts or the store is down): no connection, or an error page from the
 * server or a proxy in front of it.
 */
export function describeFailure(status: number): string {
  if (status === 503)
    return "We cannot accept messages right now. Please try again in a few minutes, or call or e-mail us.";
  if (status === 0) return "We could not reach our server. Please check your connection and try again.";
  return "Something went wrong while sending. Please try again, or call or e-mail us.";
}

/**
 * A route's clientAction: the post goes to the same server action a browser without JavaScript posts to;
 * only a failure on the way (no connection, a proxy's error page) is put into words here.
 */
export async function throughServerAction(serverAction: () => Promise<FormOutcome>): Promise<FormOutcome> {
  try {
    return await serverAction();
  } catch (error) {
    const status = isRouteErrorResponse(error) ? error.status : 0;
    return { ok: false, status, error: describeFailure(status) };
  }
}

/**
 * A plain HTML form post from a browser without JavaScript asks for a page (its Accept names text/html);
 * the fetcher's post asks for data.
 */
export function wantsPage(accept: string | null | undefined): boolean {
  return (accept ?? "").includes("text/html");
}

/**
 * A page route's shouldRevalidate: a form post changes nothing a page shows from its loader, so its data
 * is not fetched again (which would also turn a failed post into an error page).
 */
export function keepDataAfterFormPost({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return formAction ? false : defaultShouldRevalidate;
}
