// The staff area's utilities, which the public pages' stylesheet leaves out.
import "../../staff.css";
import { useEffect } from "react";
import { Link, Outlet, isRouteErrorResponse, useLocation, useMatches, useRouteError } from "react-router";
import type { Route } from "./+types/layout";
import { StaffBar } from "../../components/staff/StaffBar";
import { cardClass, buttonClass } from "../../components/ui/styles";
import { signedIn } from "../../server-bridge/staff.server";
import { loginPathFor } from "../../lib/staff-paths";
import { areasFor, roleNames } from "../../../server/staff/permissions";

/** Every signed-in page of the staff area: who is signed in, the areas their role may use, and the form token its forms carry. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { session, service } = signedIn(context, request);
  const areas = areasFor(session.role);
  return {
    email: session.email,
    role: roleNames[session.role],
    areas,
    formToken: session.formToken,
    // Read again after every action (React Router revalidates the layout), so it falls as enquiries are handled.
    newCount: areas.includes("inbox") ? await service.newCount() : undefined,
  };
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  // The editors lay out their own width: their previews are as wide as the public page.
  const wide = useMatches().some((match) => (match.handle as { wide?: boolean } | undefined)?.wide);
  return (
    <div className="pb-16" data-staff-area>
      <StaffBar
        email={loaderData.email}
        role={loaderData.role}
        areas={loaderData.areas}
        newCount={loaderData.newCount}
      />
      {wide ? (
        <Outlet />
      ) : (
        <div className="container-page pt-8">
          <Outlet />
        </div>
      )}
    </div>
  );
}

/**
 * A session that ended while a page was open answers the next data request with 401: the page then
 * says so and sends the browser to the sign-in page, which returns here afterwards.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const signInAgain = loginPathFor(pathname + search);
  const expired = isRouteErrorResponse(error) && error.status === 401;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // Any other 4xx (403 an expired form, 400 an unknown action) is the request's fault, said in its own words.
  const forbidden = isRouteErrorResponse(error) && error.status >= 400 && error.status < 500 && !expired && !notFound;
  useEffect(() => {
    if (expired) window.location.assign(signInAgain);
  }, [expired, signInAgain]);
  // In the browser only, and only for a failure: the server has logged that with its request id already.
  useEffect(() => {
    if (!isRouteErrorResponse(error) || error.status >= 500) console.error(error);
  }, [error]);
  return (
    <div className="container-page py-16" data-staff-area>
      <div className={cardClass({ className: "mx-auto max-w-xl" })}>
        <h1 className="text-2xl font-bold text-ink">
          {expired
            ? "Your session has ended"
            : forbidden
              ? "That did not go through"
              : notFound
                ? "Not found"
                : "Something went wrong"}
        </h1>
        <p className="mt-3 text-muted">
          {expired
            ? "Please sign in again."
            : forbidden
              ? String(error.data ?? "The form was refused.")
              : notFound
                ? "This page does not exist. What it showed may have been deleted."
                : "This page could not be shown. Please reload it."}
        </p>
        <Link to={expired ? signInAgain : "/admin"} reloadDocument className={buttonClass({ className: "mt-6" })}>
          {expired ? "Sign in" : "Back to the staff area"}
        </Link>
      </div>
    </div>
  );
}
