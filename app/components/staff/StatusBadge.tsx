import { stageLabels, type ApplicationStage } from "../../lib/application-rules";
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
/** Waiting for HR in brand blue, on its way in amber, hired in green, rejected in grey. */
const stageTones: Record<ApplicationStage, keyof typeof tones> = {
  new: "brand",
  shortlisted: "amber",
  interview: "amber",
  offer: "amber",
  hired: "accent",
  rejected: "slate",
};

/**
 * The state of an enquiry (New, Handled, Spam), of an opening or news item (Draft, Published, Closed, Expired),
 * or the stage of a job application (New … Hired, Rejected).
 */
export function StatusBadge(
  props: { enquiry: ContactStatus } | { listing: ListingStatus } | { stage: ApplicationStage },
) {
  const [label, tone, testId] =
    "enquiry" in props
      ? [statusLabels[props.enquiry], enquiryTones[props.enquiry], undefined]
      : "stage" in props
        ? [stageLabels[props.stage], stageTones[props.stage], "application-stage"]
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
