/**
 * What every staff route module does first: find the staff area's context, insist on a session, and
 * for a post, check the session's form token. Server-only (the .server suffix keeps it out of the browser).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "../../server/context";
import { formTokenMatches } from "../../server/staff/sessions";
import type { StaffRequest } from "../../server/staff/router";
import type { StaffSession } from "../../server/staff/service";
import { loginPathFor } from "../lib/staff-paths";

/** The hidden field that carries the session's form token in every staff form. */
export const formTokenField = "token";

export type SignedIn = StaffRequest & { session: StaffSession };

export function staffRequest(context: Readonly<RouterContextProvider>): StaffRequest {
  // Only the server's staff guard (server/staff/router.ts) sets this; without it the area does not exist.
  const { staff } = context.get(requestContext);
  if (!staff) throw data(null, { status: 404 });
  return staff;
}

/** The page path a request is for (a data request's `.data` suffix removed). */
export function pagePath(request: Request): string {
  const url = new URL(request.url);
  return url.pathname.replace(/\.data$/, "") + url.search;
}

/** Job applications, for HR's pages: the careers service every route module shares (server/context.ts). */
export function careersOf(context: Readonly<RouterContextProvider>) {
  return context.get(servicesContext).careers;
}

export function signedIn(context: Readonly<RouterContextProvider>, request: Request): SignedIn {
  const staff = staffRequest(context);
  if (!staff.session) throw redirect(loginPathFor(pagePath(request)));
  return { ...staff, session: staff.session };
}

/** A staff form post: signed in, and carrying this session's form token (403 otherwise). */
export async function staffForm(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<{ staff: SignedIn; form: FormData }> {
  const staff = signedIn(context, request);
  const form = await request.formData();
  if (!formTokenMatches(staff.session, form.get(formTokenField))) {
    throw data("This form has expired or was not sent from a staff page. Reload the page and try again.", {
      status: 403,
    });
  }
  return { staff, form };
}
