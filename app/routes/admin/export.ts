import type { Route } from "./+types/export";
import { parseInboxFilter } from "../../lib/inbox-filter";
import { signedIn } from "../../lib/staff.server";

/** The inbox's current filter (every page of it) as the command line's formula-safe CSV. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = signedIn(context, request);
  const { csv } = await staff.service.exportCsv(staff.session, parseInboxFilter(new URL(request.url).searchParams));
  return csvDownload(csv, "enquiries");
}

export function csvDownload(csv: string, name: string): Response {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
