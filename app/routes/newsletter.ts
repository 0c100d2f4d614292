import type { Route } from "./+types/newsletter";
import { newsletterFormAction } from "../server-bridge/form-actions.server";
import { throughServerAction } from "../lib/form-outcome";

/** The newsletter box's one action (no page of its own), for visitors with and without JavaScript. */
export function action({ request, context }: Route.ActionArgs) {
  return newsletterFormAction(request, context);
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return throughServerAction(serverAction);
}
