import type { Route } from "./+types/news";
import { ListingTable } from "../../components/staff/ListingTable";
import { displayDate } from "../../lib/listing-dates";
import { kolkataTime } from "../../lib/kolkata-time";
import { signedIn } from "../../server-bridge/staff.server";
import { staffMeta } from "../../lib/staff-paths";

export const meta: Route.MetaFunction = () => staffMeta("News");

export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = signedIn(context, request);
  const rows = await staff.listings.newsList();
  return {
    deleted: new URL(request.url).searchParams.has("deleted"),
    rows: rows.map((row) => ({
      id: row.id,
      title: row.title,
      detail: row.detail,
      status: row.status,
      date: displayDate(row.date),
      changed: `Changed ${kolkataTime(row.updatedAt)}${row.updatedBy ? ` by ${row.updatedBy}` : ""}`,
    })),
  };
}

export default function News({ loaderData }: Route.ComponentProps) {
  return (
    <ListingTable
      heading="News"
      intro="Every news item, newest first. Published ones are on /NewsEvents under Latest announcements."
      rows={loaderData.rows}
      editPath={(id) => `/admin/news/${id}`}
      newPath="/admin/news/new"
      newLabel="New news item"
      notice={loaderData.deleted ? "The news item was deleted." : undefined}
    />
  );
}
