import type { IconName } from "../site/icons";
import { Icon } from "./Icon";
import { MotifDrawing } from "./art-motifs";
import { type ArtMotif, type ArtTint, tints } from "./page-art-frame";

/** A dotted ground under every drawing, in a 400×300 box. */
const dots = Array.from({ length: 15 }, (_, i) => `M10 ${10 + i * 20}h380`).join("");

/** The hero image's drawing: its group's motif around the page's icon on a white tile. */
export function PageArtDrawing({ icon, motif, tint }: { icon: IconName; motif: ArtMotif; tint: ArtTint }) {
  const t = tints[tint];
  return (
    <>
      <div
        className={`absolute top-1/2 left-1/2 size-3/5 -translate-1/2 rounded-full blur-3xl ${t.glow}`}
        aria-hidden="true"
      />
      <svg
        viewBox="0 0 400 300"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 size-full"
        fill="none"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d={dots}
          className={t.lines}
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeDasharray="0 20"
          strokeOpacity=".55"
        />
        <MotifDrawing motif={motif} colours={t} icon={icon} />
      </svg>
      <div
        className={`relative grid size-24 place-items-center rounded-3xl bg-white shadow-[var(--shadow-lift)] ring-1 sm:size-28 ${t.tile}`}
        aria-hidden="true"
      >
        <Icon name={icon} className={`size-12 sm:size-14 ${t.icon}`} />
      </div>
    </>
  );
}
