import type { Route } from "./+types/openings";
import { ListingTable } from "../../components/staff/ListingTable";
import { displayDate } from "../../lib/listing-dates";
import { kolkataTime } from "../../lib/kolkata-time";
import { openingPath } from "../../lib/listings";
import { signedIn } from "../../server-bridge/staff.server";
import { staffMeta } from "../../lib/staff-paths";

export const meta: Route.MetaFunction = () => staffMeta("Openings");

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = signedIn(context, request);
  const rows = await staff.listings.openingList();
  return {
    deleted: new URL(request.url).searchParams.has("deleted"),
    rows: rows.map((row) => ({
      id: row.id,
      title: row.title,
      detail: row.detail,
      status: row.status,
      address: openingPath(row.slug!),
      date: `Apply by ${displayDate(row.date)}`,
      changed: `Changed ${kolkataTime(row.updatedAt)}${row.updatedBy ? ` by ${row.updatedBy}` : ""}`,
    })),
  };
}

export default function Openings({ loaderData }: Route.ComponentProps) {
  return (
    <ListingTable
      heading="Openings"
      intro="Every opening, in the order the careers page lists them. Published ones are on /CurrentOpenings until their apply-by day ends (IST)."
      rows={loaderData.rows}
      editPath={(id) => `/admin/openings/${id}`}
      newPath="/admin/openings/new"
      newLabel="New opening"
      notice={loaderData.deleted ? "The opening was deleted." : undefined}
    />
  );
}
