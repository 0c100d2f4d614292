/**
 * The class lists of the site's primitives (buttons, cards, form controls). Everything a caller may change
 * on purpose (width, padding, display) is a variant, so a shared utility is never raced by a local one;
 * extra classes passed as `className` add layout only (margins, flex placement), which the class-name
 * test checks.
 */
import { variants } from "../../lib/cn";

export const buttonClass = variants(
  "items-center justify-center gap-2 rounded-full px-6 py-2.5 min-h-11 text-sm font-semibold transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-70",
  {
    variant: {
      primary: "bg-brand-700 text-white hover:bg-brand-800",
      secondary: "border border-brand-200 bg-white text-brand-800 hover:border-brand-400 hover:bg-brand-50",
      light: "bg-white text-brand-800 hover:bg-brand-50",
      /** On the dark footer. */
      accent: "bg-accent-500 text-brand-950 hover:bg-accent-400",
      /** A step that cannot be undone (the staff area's erasure). */
      danger: "bg-rose-700 text-white hover:bg-rose-800",
    },
    display: {
      inline: "inline-flex",
      /** Only where the full menu bar shows (the header's Contact Us). */
      withMenuBar: "hidden nav:inline-flex",
    },
    width: {
      auto: "",
      full: "w-full",
      /** Full width on a phone, its own width from the sm breakpoint. */
      fullOnPhone: "w-full sm:w-auto",
    },
  },
  { variant: "primary", display: "inline", width: "auto" },
);

export const cardClass = variants(
  "rounded-[var(--radius-card)]",
  {
    frame: {
      always: "border border-line bg-white shadow-[var(--shadow-card)]",
      /**
       * A form on a phone gives its fields the whole width (a card's border and padding would cut the
       * phone number's placeholder); from sm it sits in a card like the rest.
       */
      fromSm: "sm:border sm:border-line sm:bg-white sm:shadow-[var(--shadow-card)]",
    },
    padding: {
      normal: "p-6",
      /** A figure and its name, four across a wide screen. */
      compact: "p-4",
      form: "sm:p-8",
    },
  },
  { frame: "always", padding: "normal" },
);

/** Text inputs, selects and text areas of the site's forms. */
export const inputClass = variants(
  "block min-h-11 min-w-0 rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-[0.95rem] text-ink shadow-xs placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-rose-500",
  {
    width: {
      full: "w-full",
      /** The country code beside the phone number: its own width, never squeezed. */
      code: "w-30 shrink-0",
      /** The rest of a row, however narrow its neighbours leave it. */
      fill: "w-0 flex-1",
    },
    /** Under its label (spaced), or in a row that is itself under the label. */
    placement: { underLabel: "mt-1.5", inRow: "" },
  },
  { width: "full", placement: "underLabel" },
);
