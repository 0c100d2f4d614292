import type { Route } from "./+types/openings";
import { ListingTable } from "../../components/staff/ListingTable";
import { displayDate } from "../../lib/listing-dates";
import { kolkataTime } from "../../lib/kolkata-time";
import { openingPath } from "../../lib/listings";
import { formText } from "../../lib/form-data";
import { signedIn, staffForm } from "../../server-bridge/staff.server";
import { data, redirect } from "react-router";
import { staffApplications, staffMeta } from "../../lib/staff-paths";
import { applicationStages, stageLabels } from "../../lib/application-rules";
import { applicationsQuery } from "../../lib/application-filter";
import { mayUse } from "../../../server/staff/permissions";
import { careersOf } from "../../server-bridge/staff.server";
import type { OpeningApplications } from "../../../server/careers/pipeline";

/** "3 new · 1 interview": an opening's applications by stage, in the order they move. */
const countsInWords = (counts: OpeningApplications["counts"]) =>
  applicationStages
    .flatMap((stage) => (counts[stage] ? [`${counts[stage]} ${stageLabels[stage].toLowerCase()}`] : []))
    .join(" · ");

export const meta: Route.MetaFunction = () => staffMeta("Openings");

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = signedIn(context, request);
  // The applications are HR's (and Admin's): an Editor's list leaves them out.
  const [rows, applications] = await Promise.all([
    staff.listings.openingList(),
    mayUse(staff.session.role, "applications") ? careersOf(context).countsByOpening() : [],
  ]);
  const countsOf = new Map(applications.map((opening) => [opening.openingId, opening.counts]));
  const search = new URL(request.url).searchParams;
  return {
    deleted: search.has("deleted"),
    moved: search.get("moved") ?? undefined,
    rows: rows.map((row) => {
      const counts = countsOf.get(row.id);
      return {
        id: row.id,
        title: row.title,
        detail: row.detail,
        status: row.status,
        address: openingPath(row.slug!),
        date: `Apply by ${displayDate(row.date)}`,
        changed: `Changed ${kolkataTime(row.updatedAt)}${row.updatedBy ? ` by ${row.updatedBy}` : ""}`,
        applications: counts && {
          counts: countsInWords(counts),
          href: `${staffApplications}?${applicationsQuery({ opening: row.id })}`,
        },
      };
    }),
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
