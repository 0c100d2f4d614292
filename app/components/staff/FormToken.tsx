import { useRouteLoaderData } from "react-router";

/** The session's form token as a hidden field: every staff form carries it (checked in app/server-bridge/staff.server.ts). */
export function FormToken() {
  const staff = useRouteLoaderData<{ formToken: string }>("admin");
  return <input type="hidden" name="token" value={staff?.formToken ?? ""} />;
}
