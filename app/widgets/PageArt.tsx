import type { IconName } from "../site/icons";
import { Icon } from "./Icon";

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

/** The drawing works in a 400×300 box (4:3) centred on (200, 150). */
const dots = Array.from({ length: 15 }, (_, i) => `M10 ${10 + i * 20}h380`).join("");
const rings = [60, 92, 128, 168];

function at(r: number, degrees: number) {
  const a = (degrees * Math.PI) / 180;
  return { x: Math.round((200 + r * Math.cos(a)) * 10) / 10, y: Math.round((150 + r * Math.sin(a)) * 10) / 10 };
}

/** Nodes sit on the inner three rings, so whatever the turn they stay inside the 300-high box. */
const nodes = [
  { ...at(92, -38), r: 6, spark: true },
  { ...at(92, 152), r: 5, spark: false },
  { ...at(128, -150), r: 5, spark: false },
  { ...at(128, 28), r: 7, spark: false },
  { ...at(128, -84), r: 4, spark: false },
  { ...at(128, 112), r: 6, spark: true },
  { ...at(60, 80), r: 4, spark: false },
];
const links = [[0, 3], [0, 4], [1, 2], [1, 5], [3, 5], [2, 4]]
  .map(([a, b]) => `M${nodes[a].x} ${nodes[a].y}L${nodes[b].x} ${nodes[b].y}`)
  .join("");

/** A small, stable turn per icon, so neighbouring pages don't show the same constellation. */
function turnFor(icon: string) {
  let sum = 0;
  for (const ch of icon) sum = (sum * 31 + ch.charCodeAt(0)) % 360;
  return sum;
}

/** The hero image of a content page: an abstract network around the page's icon on a white tile. */
export function PageArt({ icon, alt, tint = "brand" }: { icon: IconName; alt: string; tint?: "brand" | "teal" }) {
  const t = tints[tint];
  return (
    <figure
      role="img"
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
        <g className={t.lines} stroke="currentColor" strokeWidth="1.5">
          {rings.map((r, i) => (
            <circle key={r} cx="200" cy="150" r={r} strokeOpacity={0.9 - i * 0.15} strokeDasharray={i % 2 ? "3 7" : undefined} />
          ))}
        </g>
        <g transform={`rotate(${turnFor(icon)} 200 150)`}>
          <path d={links} className={t.nodes} stroke="currentColor" strokeWidth="1.5" strokeOpacity=".45" />
          {nodes.map((n, i) => (
            <g key={i} className={n.spark ? t.spark : t.nodes} fill="currentColor">
              {n.spark && <circle cx={n.x} cy={n.y} r={n.r * 2.4} fillOpacity=".2" />}
              <circle cx={n.x} cy={n.y} r={n.r} stroke="#fff" strokeWidth="2" />
            </g>
          ))}
        </g>
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
