/** The insights page's line chart, as geometry (app/lib/line-chart.ts): scale, lines and labels. */
import { describe, expect, it } from "vitest";
import { lineChart, niceCeiling } from "../../../app/lib/line-chart";

const box = { width: 400, height: 200, left: 40, right: 10, top: 10, bottom: 30 };

describe("the line chart", () => {
  it("rounds the scale up to 1, 2, 2.5 or 5 times a power of ten, whole", () => {
    expect([0, 0.3, 1, 1.2, 3, 7, 11, 24, 26, 120, 4999].map(niceCeiling)).toEqual([
      1, 1, 1, 2, 5, 10, 20, 25, 50, 200, 5000,
    ]);
  });

  it("puts zero on the baseline and the scale's top at the top, in whole steps", () => {
    const chart = lineChart([{ name: "Visitors", values: [0, 6, 3] }], ["1 Nov", "2 Nov", "3 Nov"], box);
    expect(chart.yTicks).toEqual([
      { value: 0, y: 170 },
      { value: 2, y: 130 },
      { value: 4, y: 90 },
      { value: 6, y: 50 },
      { value: 8, y: 10 },
    ]);
    // The first day at the left edge of the plot, the last at its right edge; 6 is three quarters up.
    expect(chart.lines).toEqual([{ name: "Visitors", points: "40,170 215,50 390,110" }]);
  });

  it("with nothing counted, draws flat lines on a scale of 0 to 4", () => {
    const chart = lineChart([{ name: "Views", values: [0, 0] }], ["a", "b"], box);
    expect(chart.yTicks.map((tick) => tick.value)).toEqual([0, 1, 2, 3, 4]);
    expect(chart.lines[0].points).toBe("40,170 390,170");
  });

  it("labels the first and last day and evenly spaced days between, never crowding the last", () => {
    const labels = Array.from({ length: 30 }, (_, index) => `d${index + 1}`);
    const chart = lineChart([{ name: "Views", values: labels.map(() => 1) }], labels, box);
    expect(chart.xTicks.map((tick) => tick.label)).toEqual(["d1", "d6", "d11", "d16", "d21", "d30"]);
    const week = lineChart(
      [{ name: "Views", values: [1, 2, 3, 4, 5, 6, 7] }],
      ["1", "2", "3", "4", "5", "6", "7"],
      box,
    );
    expect(week.xTicks.map((tick) => tick.label)).toEqual(["1", "2", "3", "4", "5", "6", "7"]);
    const ninety = Array.from({ length: 90 }, (_, index) => `d${index + 1}`);
    const long = lineChart([{ name: "Views", values: ninety.map(() => 0) }], ninety, box);
    expect(long.xTicks.length).toBeLessThanOrEqual(7);
    expect(long.xTicks.at(-1)!.label).toBe("d90");
  });

  it("draws a single day in the middle", () => {
    expect(lineChart([{ name: "Views", values: [3] }], ["today"], box).lines[0].points).toBe("215,50");
  });
});
