import { describe, expect, it } from "vitest";
import { serviceHours, weekdaysBetween } from "../../../app/lib/service-hours";

/** An independent oracle: walk the calendar one day at a time. */
function countWeekdaysByWalking(from: Date, to: Date): number {
  let count = 0;
  for (const day = new Date(from); day <= to; day.setDate(day.getDate() + 1)) {
    if (day.getDay() !== 0 && day.getDay() !== 6) count++;
  }
  return count;
}

describe("weekdaysBetween", () => {
  it("counts both ends and skips weekends", () => {
    // 1 July 2000 was a Saturday, 3 July a Monday.
    expect(weekdaysBetween(new Date(2000, 6, 1), new Date(2000, 6, 1))).toBe(0);
    expect(weekdaysBetween(new Date(2000, 6, 1), new Date(2000, 6, 2))).toBe(0);
    expect(weekdaysBetween(new Date(2000, 6, 1), new Date(2000, 6, 3))).toBe(1);
    expect(weekdaysBetween(new Date(2000, 6, 3), new Date(2000, 6, 9))).toBe(5);
  });

  it("includes 29 February in leap years", () => {
    // 28 Feb 2024 (Wed) to 1 Mar 2024 (Fri): Wed, Thu 29th, Fri.
    expect(weekdaysBetween(new Date(2024, 1, 28), new Date(2024, 2, 1))).toBe(3);
    // 2000 was a leap year (divisible by 400); 29 Feb 2000 was a Tuesday.
    expect(weekdaysBetween(new Date(2000, 1, 28), new Date(2000, 2, 1))).toBe(3);
    // 2100 is not: 28 Feb 2100 (Sun) to 1 Mar 2100 (Mon).
    expect(weekdaysBetween(new Date(2100, 1, 28), new Date(2100, 2, 1))).toBe(1);
  });

  it("is zero when the end is before the start", () => {
    expect(weekdaysBetween(new Date(2001, 0, 1), new Date(2000, 0, 1))).toBe(0);
  });

  it("agrees with a day-by-day count over many ranges", () => {
    const start = new Date(2000, 6, 1);
    for (const end of [
      new Date(2000, 11, 31),
      new Date(2004, 1, 29),
      new Date(2013, 5, 15),
      new Date(2026, 10, 22),
      new Date(2026, 10, 21),
    ]) {
      expect(weekdaysBetween(start, end)).toBe(countWeekdaysByWalking(start, end));
    }
  });
});

describe("serviceHours", () => {
  it("is 50 × 8 × weekdays since 1 July 2000", () => {
    expect(serviceHours(new Date(2000, 6, 3))).toBe(400);
    const today = new Date(2026, 10, 22, 15, 30);
    expect(serviceHours(today)).toBe(400 * countWeekdaysByWalking(new Date(2000, 6, 1), new Date(2026, 10, 22)));
  });

  it("does not change over a weekend and grows by 400 on a weekday", () => {
    const friday = serviceHours(new Date(2026, 10, 20));
    expect(serviceHours(new Date(2026, 10, 21))).toBe(friday);
    expect(serviceHours(new Date(2026, 10, 22))).toBe(friday);
    expect(serviceHours(new Date(2026, 10, 23))).toBe(friday + 400);
  });
});
