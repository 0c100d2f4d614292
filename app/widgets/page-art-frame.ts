/**
 * The hero image of a content page, apart from its drawing: the element the page keeps while the drawing
 * is only the server's HTML (app/widgets/PageHero.tsx). Its drawing is ./PageArt.tsx.
 */
import type { PageGroup } from "../site/pages";

export type ArtMotif = "network" | "circuit" | "panels" | "skyline" | "rings" | "pages";

/** Which drawing, in which tint, each page group shows (home has its own hero; its entry only completes the map). */
export const artForGroup: Record<PageGroup, { motif: ArtMotif; tint: ArtTint }> = {
  home: { motif: "network", tint: "brand" },
  company: { motif: "network", tint: "brand" },
  enterprise: { motif: "panels", tint: "brand" },
  systems: { motif: "circuit", tint: "teal" },
  industry: { motif: "skyline", tint: "brand" },
  products: { motif: "circuit", tint: "brand" },
  partners: { motif: "rings", tint: "teal" },
  services: { motif: "panels", tint: "teal" },
  insights: { motif: "network", tint: "teal" },
  careers: { motif: "rings", tint: "brand" },
  legal: { motif: "pages", tint: "brand" },
};

/** Each tint as whole class names, so Tailwind finds them when it scans this file. */
export const tints = {
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

export type ArtTint = keyof typeof tints;

/** The figure that holds the drawing: its name for assistive technology, and its tinted panel. */
export function pageArtFrame({ alt, motif, tint }: { alt: string; motif: ArtMotif; tint: ArtTint }) {
  return {
    role: "img",
    "aria-label": alt,
    "data-art-motif": motif,
    className: `relative m-0 grid aspect-[4/3] w-full place-items-center overflow-hidden rounded-3xl bg-gradient-to-br ${tints[tint].panel}`,
  };
}
