import type { IconName } from "../site/icons";
import { Icon } from "./Icon";
import { MotifDrawing, type ArtMotif } from "./art-motifs";

/** Each tint as whole class names, so Tailwind finds them when it scans this file. */
const tints = {
  brand: {
    panel: "from-brand-50 via-white to-brand-100",
    glow: "bg-brand-200/70",
    lines: "text-brand-300",
    nodes: "text-brand-500",
    spark: "text-accent-400",
    tile: "ring-brand-100",
    icon: "text-brand-700",
  },
  teal: {
    panel: "from-accent-50 via-white to-accent-100",
    glow: "bg-accent-100",
    lines: "text-accent-300",
    nodes: "text-accent-600",
    spark: "text-brand-400",
    tile: "ring-accent-100",
    icon: "text-accent-700",
  },
} as const;

/** A dotted ground under every drawing, in a 400×300 box. */
const dots = Array.from({ length: 15 }, (_, i) => `M10 ${10 + i * 20}h380`).join("");

/** The hero image of a content page: its group's drawing around the page's icon on a white tile. */
export function PageArt({ icon, alt, motif, tint = "brand" }: { icon: IconName; alt: string; motif: ArtMotif; tint?: "brand" | "teal" }) {
  const t = tints[tint];
  return (
    <figure
      role="img"
      data-art-motif={motif}
      aria-label={alt}
      className={`relative m-0 grid aspect-[4/3] w-full place-items-center overflow-hidden rounded-3xl bg-linear-to-br ${t.panel}`}
    >
      <div className={`absolute top-1/2 left-1/2 size-3/5 -translate-1/2 rounded-full blur-3xl ${t.glow}`} aria-hidden="true" />
      <svg
        viewBox="0 0 400 300"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 size-full"
        fill="none"
        aria-hidden="true"
        focusable="false"
      >
        <path d={dots} className={t.lines} stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeDasharray="0 20" strokeOpacity=".55" />
        <MotifDrawing motif={motif} colours={t} icon={icon} />
      </svg>
      <div
        className={`relative grid size-24 place-items-center rounded-3xl bg-white shadow-[var(--shadow-lift)] ring-1 sm:size-28 ${t.tile}`}
        aria-hidden="true"
      >
        <Icon name={icon} className={`size-12 sm:size-14 ${t.icon}`} />
      </div>
    </figure>
  );
}
