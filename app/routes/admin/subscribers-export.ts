import type { Route } from "./+types/subscribers-export";
import { signedIn } from "../../lib/staff.server";
import { csvDownload } from "./export";

/** Every newsletter subscriber, oldest first, as CSV. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = signedIn(context, request);
  const { csv } = await staff.service.exportSubscribersCsv(staff.session);
  return csvDownload(csv, "subscribers");
}
