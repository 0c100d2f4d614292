import { useEffect, useRef } from "react";
import { sendVisit } from "../lib/visit-beacon";

/**
 * Reports each client-side visit once the browser is idle, so the report never competes with the page. The
 * page the visitor landed on was reported before the framework arrived (app/lib/page-start.ts).
 */
export function useVisitBeacon(pathname: string): void {
  const landing = useRef(true);
  useEffect(() => {
    if (landing.current) {
      landing.current = false;
      return;
    }
    if ("requestIdleCallback" in window) {
      const id = requestIdleCallback(() => sendVisit(pathname), { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => sendVisit(pathname), 1000);
    return () => clearTimeout(id);
  }, [pathname]);
}
