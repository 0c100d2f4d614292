/**
 * The calendar of openings and news, in the company's time zone. India Standard Time is UTC+05:30 all
 * year (no daylight saving), so a fixed offset is exact.
 */
const istOffsetMs = (5 * 60 + 30) * 60_000;
const dayMs = 86_400_000;
const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  const match = isoDatePattern.exec(text);
  if (!match) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** The day it is in India at `now`, as YYYY-MM-DD. */
export function kolkataDate(now: Date): string {
  return new Date(now.getTime() + istOffsetMs).toISOString().slice(0, 10);
}

/** The moment an apply-by day ends in India: midnight IST after it (18:30 UTC on the day itself). */
export function applicationsCloseAt(applyBy: string): Date {
  if (!isIsoDate(applyBy)) throw new Error(`Not an ISO date: "${applyBy}"`);
  return new Date(Date.parse(`${applyBy}T00:00:00Z`) + dayMs - istOffsetMs);
}

/** Has the apply-by day ended (in India) at `now`? */
export function hasExpired(applyBy: string, now: Date): boolean {
  return now.getTime() >= applicationsCloseAt(applyBy).getTime();
}

/** schema.org's validThrough: the last second of the apply-by day, with India's offset. */
export function validThrough(applyBy: string): string {
  if (!isIsoDate(applyBy)) throw new Error(`Not an ISO date: "${applyBy}"`);
  return `${applyBy}T23:59:59+05:30`;
}

/** "Q3 2026" for any day of July to September 2026. */
export function quarterOf(isoDate: string): string {
  if (!isIsoDate(isoDate)) throw new Error(`Not an ISO date: "${isoDate}"`);
  const month = Number(isoDate.slice(5, 7));
  return `Q${Math.ceil(month / 3)} ${isoDate.slice(0, 4)}`;
}

const displayFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "13 December 2026". */
export function displayDate(isoDate: string): string {
  return displayFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "13 December 2026": the day it is in India at the instant `iso` (an application's erasure, say). */
export function kolkataDay(iso: string): string {
  return displayDate(kolkataDate(new Date(iso)));
}
