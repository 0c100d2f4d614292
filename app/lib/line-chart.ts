/**
 * The geometry of a small line chart, as numbers the SVG component (app/components/staff/LineChart.tsx)
 * draws: the same on the server and in the browser, so the chart is whole in the HTML and needs no script.
 */

export interface ChartLine {
  name: string;
  values: readonly number[];
}

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the value labels on the left and the day labels below. */
  left: number;
  bottom: number;
  top: number;
  right: number;
}

export interface LineChartGeometry {
  /** One `points` attribute of an SVG polyline per line, in the lines' order. */
  lines: Array<{ name: string; points: string }>;
  /** Horizontal grid lines with their values, from 0 up to the scale's top. */
  yTicks: Array<{ value: number; y: number }>;
  /** Labelled days: the first, the last and evenly spaced ones between (at most `maxXLabels`). */
  xTicks: Array<{ label: string; x: number }>;
}

/** The smallest round number (1, 2, 2.5 or 5 times a power of ten, and whole) at or above `value`; 1 for nothing. */
export function niceCeiling(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    const nice = step * power;
    if (nice >= value && Number.isInteger(nice)) return nice;
  }
  return 10 * power;
}

const round = (value: number) => Math.round(value * 10) / 10;

export function lineChart(
  lines: readonly ChartLine[],
  labels: readonly string[],
  box: ChartBox,
  { yTickCount = 4, maxXLabels = 7 } = {},
): LineChartGeometry {
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  // Round, whole steps (a count of visitors has no fractions) and the top of the scale at the last one.
  const tickStep = niceCeiling(Math.max(0, ...lines.flatMap((line) => line.values)) / yTickCount);
  const top = tickStep * yTickCount;
  const count = labels.length;
  const x = (index: number) => round(box.left + (count <= 1 ? plotWidth / 2 : (index / (count - 1)) * plotWidth));
  const y = (value: number) => round(box.top + plotHeight - (value / top) * plotHeight);

  const yTicks: LineChartGeometry["yTicks"] = [];
  for (let value = 0; value <= top; value += tickStep) yTicks.push({ value, y: y(value) });

  const every = Math.max(1, Math.ceil((count - 1) / (maxXLabels - 1)));
  const xTicks = labels
    .map((label, index) => ({ label, x: x(index), index }))
    .filter(({ index }) => index % every === 0 || index === count - 1)
    // The last day always shows; a regular label less than a whole step before it gives way.
    .filter(({ index }) => index === count - 1 || count - 1 - index >= every)
    .map(({ label, x: at }) => ({ label, x: at }));

  return {
    lines: lines.map((line) => ({
      name: line.name,
      points: line.values.map((value, index) => `${x(index)},${y(value)}`).join(" "),
    })),
    yTicks,
    xTicks,
  };
}
