import { cn } from "../../lib/cn";
import { statusLabels, type ContactStatus } from "../../lib/enquiry-status";
import { listingStatusLabels, type ListingStatus } from "../../lib/listings";

const tones = {
  brand: "bg-brand-50 text-brand-800 ring-brand-200",
  accent: "bg-accent-50 text-accent-700 ring-accent-300",
  slate: "bg-slate-100 text-slate-700 ring-slate-300",
  amber: "bg-amber-50 text-amber-800 ring-amber-300",
} as const;

const enquiryTones: Record<ContactStatus, keyof typeof tones> = { new: "brand", handled: "accent", spam: "slate" };
const listingTones: Record<ListingStatus, keyof typeof tones> = {
  draft: "slate",
  published: "accent",
  closed: "brand",
  expired: "amber",
};

/** The state of an enquiry (New, Handled, Spam) or of an opening or news item (Draft, Published, Closed, Expired). */
export function StatusBadge(props: { enquiry: ContactStatus } | { listing: ListingStatus }) {
  const [label, tone, testId] =
    "enquiry" in props
      ? [statusLabels[props.enquiry], enquiryTones[props.enquiry], undefined]
      : [listingStatusLabels[props.listing], listingTones[props.listing], "listing-status"];
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        tones[tone],
      )}
      data-testid={testId}
    >
      {label}
    </span>
  );
}
