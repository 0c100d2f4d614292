import { useId } from "react";
import { lineChart, type ChartLine } from "../../lib/line-chart";

/**
 * The chart's lines are drawn in a square of 100 by 100 stretched over the plot (their strokes keep their
 * width whatever the stretch); the labels are HTML placed at the same percentages, so they read at the same
 * size on a phone as on a desktop.
 */
const plot = { width: 100, height: 100, left: 0, right: 0, top: 0, bottom: 0 };
/** The lines' colours, in the lines' order (brand blue, then teal): each also named in the legend. */
const strokes = ["stroke-brand-600", "stroke-accent-600"] as const;
const swatches = ["bg-brand-600", "bg-accent-600"] as const;

/**
 * Figures by day as an SVG line chart, whole in the server's HTML. The chart is an image with a name;
 * its figures are in the table of the page (Figures by day), for screen readers and for exact values.
 */
export function LineChart({ title, lines, labels }: { title: string; lines: ChartLine[]; labels: string[] }) {
  const id = useId();
  const chart = lineChart(lines, labels, plot, { maxXLabels: 5 });
  const lastX = chart.xTicks.at(-1)?.x;
  return (
    <figure className="m-0">
      <div role="img" aria-labelledby={`${id}-title`} className="relative h-56 pr-2 pb-7 pl-10 sm:h-64">
        <span id={`${id}-title`} className="sr-only">
          {title}
        </span>
        <div aria-hidden="true" className="relative h-full w-full">
          <svg
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            className="absolute inset-0 h-full w-full overflow-visible"
          >
            {chart.yTicks.map((tick) => (
              <line
                key={tick.value}
                x1={0}
                x2={100}
                y1={tick.y}
                y2={tick.y}
                vectorEffect="non-scaling-stroke"
                className="stroke-line"
              />
            ))}
            {chart.lines.map((line, index) => (
              <polyline
                key={line.name}
                points={line.points}
                fill="none"
                strokeWidth={2.5}
                strokeLinejoin="round"
                strokeLinecap="round"
                vectorEffect="non-scaling-stroke"
                className={strokes[index % strokes.length]}
              />
            ))}
          </svg>
          {chart.yTicks.map((tick) => (
            <span
              key={tick.value}
              className="absolute right-full mr-2 -translate-y-1/2 text-xs text-muted tabular-nums"
              style={{ top: `${tick.y}%` }}
            >
              {tick.value}
            </span>
          ))}
          {chart.xTicks.map((tick) => (
            <span
              key={tick.label}
              // The first label starts at its day and the last ends at it, so neither leaves the chart.
              className={`absolute top-full mt-2 text-xs whitespace-nowrap text-muted ${
                tick.x === 0 ? "" : tick.x === lastX ? "-translate-x-full" : "-translate-x-1/2"
              }`}
              style={{ left: `${tick.x}%` }}
            >
              {tick.label}
            </span>
          ))}
        </div>
      </div>
      <figcaption className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
        {lines.map((line, index) => (
          <span key={line.name} className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className={`inline-block h-1 w-5 rounded-full ${swatches[index % swatches.length]}`}
            />
            {line.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

export interface BarRow {
  label: string;
  views: number;
  visitors: number;
}

/** A ranked list with a bar for each row's page views, longest first; the figures are written out too. */
export function BarList({ title, rows, empty }: { title: string; rows: BarRow[]; empty: string }) {
  const most = Math.max(1, ...rows.map((row) => row.views));
  return (
    <section aria-label={title} className="min-w-0">
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{empty}</p>
      ) : (
        <ol className="mt-3 space-y-2">
          {rows.map((row) => (
            <li key={row.label} className="min-w-0">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="max-w-full min-w-0 truncate text-ink" title={row.label}>
                  {row.label}
                </span>
                <span className="text-muted tabular-nums">
                  {row.views} {row.views === 1 ? "view" : "views"}, {row.visitors}{" "}
                  {row.visitors === 1 ? "visitor" : "visitors"}
                </span>
              </div>
              <svg
                viewBox="0 0 100 4"
                preserveAspectRatio="none"
                className="mt-1 block h-1.5 w-full"
                aria-hidden="true"
              >
                <rect width="100" height="4" rx="2" className="fill-brand-50" />
                <rect width={(row.views / most) * 100} height="4" rx="2" className="fill-brand-500" />
              </svg>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
