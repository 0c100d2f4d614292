/**
 * What the opening's page and the withdrawal page need from the careers service (server/careers/service.ts),
 * through the load context the server sets (server/context.ts).
 */
import type { RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "../../server/context";
import { otherRolesText } from "../lib/application-rules";
import type { FormOutcome } from "../lib/form-outcome";

/** The consent boxes of the application form, in the words stored with each application. */
export function applicationTerms(context: Readonly<RouterContextProvider>) {
  const { careers } = context.get(servicesContext);
  return { consent: careers.consentText, otherRoles: otherRolesText(careers.retention) };
}

/** What became of this request's application post, as the server read and stored it before the route ran. */
export function applicationOutcome(context: Readonly<RouterContextProvider>): FormOutcome | undefined {
  return context.get(requestContext).application;
}

export function careers(context: Readonly<RouterContextProvider>) {
  return context.get(servicesContext).careers;
}
