/**
 * Office hours are kept as data (24-hour times, whole day names) for search engines, and shown in the
 * site's own way ("Mon – Fri", "9:00 AM").
 */
export const week = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

export type Weekday = (typeof week)[number];

/** "09:00" → "9:00 AM", "18:00" → "6:00 PM". */
export function displayTime(time: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new Error(`Not a 24-hour time: "${time}"`);
  const hour = Number(match[1]);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${hour < 12 ? "AM" : "PM"}`;
}

/** The days from `first` to `last`, in order: Monday … Friday. */
export function dayRange(first: Weekday, last: Weekday): Weekday[] {
  const from = week.indexOf(first);
  const to = week.indexOf(last);
  if (to < from) throw new Error(`Not a range of days: ${first} to ${last}`);
  return week.slice(from, to + 1);
}

/** Monday … Friday → "Mon – Fri". */
export function displayDays(first: Weekday, last: Weekday): string {
  return `${first.slice(0, 3)} – ${last.slice(0, 3)}`;
}
