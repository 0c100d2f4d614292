import { describe, expect, it } from "vitest";
import { aboutCountSequence, formatCount, heroCountSequence, parseStatValue } from "../../../app/lib/count-up";
import { ABOUT_COUNTER, HERO_COUNTER } from "../../../app/lib/constants";

describe("hero counters", () => {
  it("step by ceil(target / 80) and end exactly on the target", () => {
    expect(HERO_COUNTER.divisor).toBe(80);
    const projects = heroCountSequence(200); // step 3
    expect(projects.slice(0, 3)).toEqual([3, 6, 9]);
    expect(projects.at(-1)).toBe(200);
    expect(projects.at(-2)).toBe(198);
    const years = heroCountSequence(23); // step 1
    expect(years).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    const services = heroCountSequence(320); // step 4: exactly 80 ticks
    expect(services).toHaveLength(80);
    expect(services[0]).toBe(4);
  });

  it("never overshoot and always increase", () => {
    for (const target of [1, 7, 81, 2_756_400]) {
      const values = heroCountSequence(target);
      expect(values.at(-1)).toBe(target);
      values.forEach((value, i) => {
        expect(value).toBeLessThanOrEqual(target);
        if (i > 0) expect(value).toBeGreaterThan(values[i - 1]);
      });
    }
  });
});

describe("about counters", () => {
  it("take 50 floored steps from 0 to the target", () => {
    expect(ABOUT_COUNTER).toEqual({ steps: 50, intervalMs: 40 });
    const countries = aboutCountSequence(15);
    expect(countries).toHaveLength(50);
    expect(countries[0]).toBe(0); // floor(15 / 50)
    expect(countries[9]).toBe(3); // floor(15 × 10 / 50)
    expect(countries.at(-1)).toBe(15);
    countries.forEach((value) => expect(Number.isInteger(value)).toBe(true));
  });

  it("show % for percentages and + for everything else", () => {
    expect(parseStatValue("15+")).toEqual({ target: 15, suffix: "+" });
    expect(parseStatValue("90%")).toEqual({ target: 90, suffix: "%" });
    expect(parseStatValue("30")).toEqual({ target: 30, suffix: "+" });
  });
});

it("formats counts with international digit grouping, as every other figure", () => {
  expect(formatCount(2_756_400)).toBe("2,756,400");
  expect(formatCount(23)).toBe("23");
  // The same as the browser's own en-GB grouping, which the early module no longer loads.
  for (const value of [0, 7, 999, 1_000, 12_345, 100_000, 999_999, 1_000_000, 2_756_400, 123_456_789, -4_500, 1_234.5])
    expect(formatCount(value), String(value)).toBe(new Intl.NumberFormat("en-GB").format(value));
});
