import { useEffect } from "react";
import { sendVisit } from "../lib/visit-beacon";

/** Reports each page shown (the first load and every client-side visit) once the browser is idle, so the report never competes with the page. */
export function useVisitBeacon(pathname: string): void {
  useEffect(() => {
    if ("requestIdleCallback" in window) {
      const id = requestIdleCallback(() => sendVisit(pathname), { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => sendVisit(pathname), 1000);
    return () => clearTimeout(id);
  }, [pathname]);
}
