/**
 * Times in the staff area are shown in the company's time zone, India Standard Time, whatever the
 * server's or the reader's own clock says, and labelled as such. Formatted on the server (in the route
 * loader), so the browser shows the same text it was sent.
 */
const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Asia/Kolkata",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "23 Nov 2026, 21:48 IST". */
export function kolkataTime(iso: string): string {
  const part = Object.fromEntries(parts.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
  return `${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} IST`;
}
