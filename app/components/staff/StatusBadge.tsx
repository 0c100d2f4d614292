import type { ContactStatus } from "../../../server/store/tables";
import { cn } from "../../lib/cn";

export const statusLabels: Record<ContactStatus, string> = { new: "New", handled: "Handled", spam: "Spam" };

const tones: Record<ContactStatus, string> = {
  new: "bg-brand-50 text-brand-800 ring-brand-200",
  handled: "bg-accent-50 text-accent-700 ring-accent-300",
  spam: "bg-slate-100 text-slate-700 ring-slate-300",
};

export function StatusBadge({ status }: { status: ContactStatus }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        tones[status],
      )}
    >
      {statusLabels[status]}
    </span>
  );
}
