/**
 * The backdrops of the content pages' hero art, one drawing per kind of page, so that a visitor moving from
 * Enterprise to Systems to Industry sees that they changed part of the site. Each drawing works in the same
 * 400×300 box and uses `currentColor` in two strengths (`lines`, `nodes`) plus one accent (`spark`), which
 * the caller colours with the page's tint.
 */
import type { ArtMotif } from "./page-art-frame";

export interface MotifColours {
  lines: string;
  nodes: string;
  spark: string;
}

/** A small, stable turn per icon, so neighbouring pages of one group don't show the same drawing. */
export function turnFor(icon: string): number {
  let sum = 0;
  for (const ch of icon) sum = (sum * 31 + ch.charCodeAt(0)) % 360;
  return sum;
}

function at(r: number, degrees: number) {
  const a = (degrees * Math.PI) / 180;
  return { x: Math.round((200 + r * Math.cos(a)) * 10) / 10, y: Math.round((150 + r * Math.sin(a)) * 10) / 10 };
}

/** Nodes sit on the inner three rings, so whatever the turn they stay inside the 300-high box. */
const networkNodes = [
  { ...at(92, -38), r: 6, spark: true },
  { ...at(92, 152), r: 5, spark: false },
  { ...at(128, -150), r: 5, spark: false },
  { ...at(128, 28), r: 7, spark: false },
  { ...at(128, -84), r: 4, spark: false },
  { ...at(128, 112), r: 6, spark: true },
  { ...at(60, 80), r: 4, spark: false },
];
const networkLinks = [
  [0, 3],
  [0, 4],
  [1, 2],
  [1, 5],
  [3, 5],
  [2, 4],
]
  .map(([a, b]) => `M${networkNodes[a].x} ${networkNodes[a].y}L${networkNodes[b].x} ${networkNodes[b].y}`)
  .join("");

/** Company and insights: people and ideas connected around the centre. */
function Network({ c, turn }: { c: MotifColours; turn: number }) {
  return (
    <>
      <g className={c.lines} stroke="currentColor" strokeWidth="1.5">
        {[60, 92, 128, 168].map((r, i) => (
          <circle
            key={r}
            cx="200"
            cy="150"
            r={r}
            strokeOpacity={0.9 - i * 0.15}
            strokeDasharray={i % 2 ? "3 7" : undefined}
          />
        ))}
      </g>
      <g transform={`rotate(${turn} 200 150)`}>
        <path d={networkLinks} className={c.nodes} stroke="currentColor" strokeWidth="1.5" strokeOpacity=".45" />
        {networkNodes.map((n, i) => (
          <g key={i} className={n.spark ? c.spark : c.nodes} fill="currentColor">
            {n.spark && <circle cx={n.x} cy={n.y} r={n.r * 2.4} fillOpacity=".2" />}
            <circle cx={n.x} cy={n.y} r={n.r} stroke="#fff" strokeWidth="2" />
          </g>
        ))}
      </g>
    </>
  );
}

/** Traces leave the centre tile on all four sides and turn once or twice, ending in a pad. */
const traces: [number, number][][] = [
  [
    [200, 90],
    [200, 60],
    [120, 60],
    [120, 30],
  ],
  [
    [236, 90],
    [236, 44],
    [330, 44],
  ],
  [
    [164, 90],
    [164, 74],
    [60, 74],
  ],
  [
    [200, 210],
    [200, 252],
    [292, 252],
    [292, 280],
  ],
  [
    [164, 210],
    [164, 236],
    [70, 236],
  ],
  [
    [236, 210],
    [236, 226],
    [348, 226],
    [348, 262],
  ],
  [
    [140, 150],
    [40, 150],
    [40, 110],
  ],
  [
    [140, 130],
    [92, 130],
    [92, 50],
  ],
  [
    [260, 150],
    [370, 150],
    [370, 196],
  ],
  [
    [260, 170],
    [318, 170],
    [318, 270],
  ],
];
const tracePath = traces.map((points) => points.map(([x, y], i) => `${i ? "L" : "M"}${x} ${y}`).join("")).join("");
const pads = traces.map((points) => {
  const [x, y] = points[points.length - 1];
  return { x, y };
});

/** Systems and products: a chip's traces and pads. */
function Circuit({ c, turn }: { c: MotifColours; turn: number }) {
  const lit = turn % traces.length;
  return (
    <>
      <path d={tracePath} className={c.lines} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      {pads.map((p, i) => (
        <circle
          key={i}
          cx={p.x}
          cy={p.y}
          r={i === lit || i === (lit + 4) % pads.length ? 6 : 4}
          className={i === lit || i === (lit + 4) % pads.length ? c.spark : c.nodes}
          fill="currentColor"
          stroke="#fff"
          strokeWidth="2"
        />
      ))}
    </>
  );
}

/** Enterprise and services: application windows stacked behind the centre tile. */
function Panels({ c, turn }: { c: MotifColours; turn: number }) {
  const shift = (turn % 5) * 6;
  const panels = [
    { x: 36 + shift, y: 36, w: 150, h: 104 },
    { x: 222 - shift, y: 24, w: 146, h: 92 },
    { x: 52, y: 178 - shift / 2, w: 132, h: 96 },
    { x: 230, y: 170, w: 140, h: 108 },
  ];
  return (
    <>
      {panels.map((p, i) => (
        <g key={i}>
          <rect
            x={p.x}
            y={p.y}
            width={p.w}
            height={p.h}
            rx="12"
            className={c.lines}
            stroke="currentColor"
            strokeWidth="2"
            fill="#fff"
            fillOpacity=".6"
          />
          <path d={`M${p.x} ${p.y + 20}h${p.w}`} className={c.lines} stroke="currentColor" strokeWidth="1.5" />
          <g className={i === turn % 4 ? c.spark : c.nodes} fill="currentColor">
            <circle cx={p.x + 12} cy={p.y + 10} r="3" />
            <circle cx={p.x + 22} cy={p.y + 10} r="3" fillOpacity=".5" />
          </g>
          <path
            d={`M${p.x + 14} ${p.y + 40}h${p.w * 0.5}M${p.x + 14} ${p.y + 56}h${p.w * 0.35}`}
            className={c.nodes}
            stroke="currentColor"
            strokeWidth="4"
            strokeLinecap="round"
            strokeOpacity=".35"
          />
        </g>
      ))}
    </>
  );
}

/** Industry: a skyline of sectors, taller and shorter, along a street. */
function Skyline({ c, turn }: { c: MotifColours; turn: number }) {
  const heights = [70, 120, 92, 150, 60, 136, 84, 112, 74];
  const offset = turn % heights.length;
  return (
    <>
      <path d="M10 262H390" className={c.lines} stroke="currentColor" strokeWidth="2" />
      {heights.map((_, i) => {
        const h = heights[(i + offset) % heights.length];
        const x = 18 + i * 42;
        return (
          <g key={i}>
            <rect
              x={x}
              y={262 - h}
              width="32"
              height={h}
              rx="4"
              className={i === 1 || i === 6 ? c.spark : c.nodes}
              fill="currentColor"
              fillOpacity={i === 1 || i === 6 ? 0.35 : 0.18}
            />
            <path
              d={`M${x + 9} ${272 - h}v${h - 24}M${x + 23} ${272 - h}v${h - 24}`}
              className={c.lines}
              stroke="currentColor"
              strokeWidth="2"
              strokeDasharray="4 8"
            />
          </g>
        );
      })}
    </>
  );
}

/** Partners and careers: circles that overlap, people and companies working together. */
function Rings({ c, turn }: { c: MotifColours; turn: number }) {
  const circles = [0, 72, 144, 216, 288].map((deg, i) => ({ ...at(86, deg + turn), r: 58 + (i % 2) * 14 }));
  return (
    <>
      {circles.map((p, i) => (
        <circle
          key={i}
          cx={p.x}
          cy={p.y}
          r={p.r}
          className={i === 0 ? c.spark : c.lines}
          stroke="currentColor"
          strokeWidth="2"
          fill="currentColor"
          fillOpacity=".08"
        />
      ))}
      {circles.map((p, i) => (
        <circle
          key={`dot-${i}`}
          cx={p.x}
          cy={p.y}
          r="5"
          className={i === 0 ? c.spark : c.nodes}
          fill="currentColor"
          stroke="#fff"
          strokeWidth="2"
        />
      ))}
    </>
  );
}

/** Legal pages: sheets of text, fanned. */
function Pages({ c, turn }: { c: MotifColours; turn: number }) {
  const tilt = (turn % 3) - 1;
  return (
    <>
      {[-9, 5, 0].map((angle, i) => (
        <g key={i} transform={`rotate(${angle + tilt * 2} 200 150)`}>
          <rect
            x="112"
            y="28"
            width="176"
            height="244"
            rx="10"
            className={c.lines}
            stroke="currentColor"
            strokeWidth="2"
            fill="#fff"
            fillOpacity=".7"
          />
          {i === 2 &&
            [60, 78, 96, 114, 200, 218, 236].map((y, row) => (
              <path
                key={y}
                d={`M134 ${y}h${row % 3 === 2 ? 90 : 132}`}
                className={c.nodes}
                stroke="currentColor"
                strokeWidth="4"
                strokeLinecap="round"
                strokeOpacity=".3"
              />
            ))}
        </g>
      ))}
    </>
  );
}

const drawings: Record<ArtMotif, (props: { c: MotifColours; turn: number }) => React.ReactNode> = {
  network: Network,
  circuit: Circuit,
  panels: Panels,
  skyline: Skyline,
  rings: Rings,
  pages: Pages,
};

export function MotifDrawing({ motif, colours, icon }: { motif: ArtMotif; colours: MotifColours; icon: string }) {
  const Drawing = drawings[motif];
  return <Drawing c={colours} turn={turnFor(icon)} />;
}
