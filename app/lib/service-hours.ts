import { SERVICE_HOURS } from "./constants";

const DAY_MS = 86_400_000;

/** Monday-to-Friday days from `from` to `to`, both included (calendar dates, time of day ignored). */
export function weekdaysBetween(from: Date, to: Date): number {
  const start = Date.UTC(from.getFullYear(), from.getMonth(), from.getDate());
  const end = Date.UTC(to.getFullYear(), to.getMonth(), to.getDate());
  if (end < start) return 0;
  const days = Math.round((end - start) / DAY_MS) + 1;
  const fullWeeks = Math.floor(days / 7);
  let weekdays = fullWeeks * 5;
  // The days left over after whole weeks start on the same weekday as `from`.
  const firstDay = new Date(start).getUTCDay();
  for (let i = 0; i < days % 7; i++) {
    const day = (firstDay + i) % 7;
    if (day !== 0 && day !== 6) weekdays++;
  }
  return weekdays;
}

/** The hero's Service Hours figure: 50 × 8 × weekdays from 1 July 2000 to `today`. */
export function serviceHours(today: Date = new Date()): number {
  const { since, people, hoursPerDay } = SERVICE_HOURS;
  return people * hoursPerDay * weekdaysBetween(new Date(since.year, since.month - 1, since.day), today);
}
