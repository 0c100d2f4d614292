import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { staffForm } from "../../lib/staff.server";

/** Signing out is a post (with the form token); a plain visit just goes back to the inbox. */
export function loader() {
  return redirect("/admin");
}

export async function action({ context, request }: Route.ActionArgs) {
  const { staff } = await staffForm(context, request);
  await staff.service.signOut(staff.session, staff.client);
  return redirect("/admin/login?signedOut=1", { headers: { "Set-Cookie": staff.cookies.signedOut() } });
}
