import type { Route } from "./+types/openings";
import { ListingTable } from "../../components/staff/ListingTable";
import { displayDate } from "../../lib/listing-dates";
import { kolkataTime } from "../../lib/kolkata-time";
import { openingPath } from "../../lib/listings";
import { formText } from "../../lib/form-data";
import { signedIn, staffForm } from "../../server-bridge/staff.server";
import { data, redirect } from "react-router";
import { staffMeta } from "../../lib/staff-paths";

export const meta: Route.MetaFunction = () => staffMeta("Openings");

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = signedIn(context, request);
  const rows = await staff.listings.openingList();
  const search = new URL(request.url).searchParams;
  return {
    deleted: search.has("deleted"),
    moved: search.get("moved") ?? undefined,
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

/** Up or down one place on the careers page; then back to the list, at the row that moved. */
export async function action({ context, request }: Route.ActionArgs) {
  const { staff, form } = await staffForm(context, request);
  const direction = formText(form, "move");
  if (direction !== "up" && direction !== "down") throw data("Unknown action.", { status: 400 });
  const id = formText(form, "id");
  if (!(await staff.listings.moveOpening(staff.session, id, direction)))
    throw data("That opening cannot move further that way.", { status: 409 });
  return redirect(`/admin/openings?moved=${encodeURIComponent(id)}#opening-${encodeURIComponent(id)}`);
}

export default function Openings({ loaderData }: Route.ComponentProps) {
  return (
    <ListingTable
      heading="Openings"
      intro="Every opening, in the order the careers page lists them. Published ones are on /CurrentOpenings until their apply-by day ends (IST)."
      rows={loaderData.rows}
      reorder={{ idPrefix: "opening-" }}
      editPath={(id) => `/admin/openings/${id}`}
      newPath="/admin/openings/new"
      newLabel="New opening"
      notice={
        loaderData.deleted
          ? "The opening was deleted."
          : loaderData.moved
            ? "Moved. The careers page lists the openings in this order."
            : undefined
      }
    />
  );
}
