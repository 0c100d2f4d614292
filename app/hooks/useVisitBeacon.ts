import { useEffect, useRef } from "react";
import { whenBrowserIdle } from "../lib/idle";
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
    return whenBrowserIdle(() => sendVisit(pathname));
  }, [pathname]);
}
