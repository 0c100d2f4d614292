import { useEffect } from "react";

/** The beacon's code comes when the browser is idle, never with the page's first scripts. */
const sendVisit = (path: string) =>
  import("../lib/visit-beacon").then(
    (beacon) => beacon.sendVisit(path),
    () => undefined, // not fetched (offline, a newer deployment): this view is simply not counted
  );

/** Reports each page shown (the first load and every client-side visit) once the browser is idle, so the report never competes with the page. */
export function useVisitBeacon(pathname: string): void {
  useEffect(() => {
    if ("requestIdleCallback" in window) {
      const id = requestIdleCallback(() => void sendVisit(pathname), { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => void sendVisit(pathname), 1000);
    return () => clearTimeout(id);
  }, [pathname]);
}
