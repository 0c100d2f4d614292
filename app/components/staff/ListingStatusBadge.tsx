import { listingStatusLabels, type ListingStatus } from "../../lib/listings";
import { cn } from "../../lib/cn";

const tones: Record<ListingStatus, string> = {
  draft: "bg-slate-100 text-slate-700 ring-slate-300",
  published: "bg-accent-50 text-accent-700 ring-accent-300",
  closed: "bg-brand-50 text-brand-800 ring-brand-200",
  expired: "bg-amber-50 text-amber-800 ring-amber-300",
};

/** Draft, Published, Closed or Expired. */
export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        tones[status],
      )}
      data-testid="listing-status"
    >
      {listingStatusLabels[status]}
    </span>
  );
}
