/**
 * What the server hands the route modules, through React Router's typed context (`createContext`, read
 * with `context.get(...)` in app/server-bridge/): the process's services, built once (server/services.ts),
 * and what the Express layers learnt about this one request (its CSP nonce, whether it is over a rate
 * limit, the staff session). The Express layers themselves keep the per-request values in `res.locals`,
 * typed below, so no value changes hands through a cast.
 */
import type { Request, Response } from "express";
import { createContext, RouterContextProvider, type RouterContext } from "react-router";
import { describeError, logPath, stackFields } from "./logger";
import type { FormOutcome } from "../app/lib/form-outcome";
import type { Services } from "./services";
import type { StaffRequest } from "./staff/router";

/** The services a route module may use: the whole set but the operator's plumbing. */
export type RouteServices = Pick<Services, "contacts" | "newsletter" | "listings" | "careers">;

/** What the Express layers learnt about this request, for the route module that answers it. */
export interface RequestState {
  /**
   * Logs an error of this request (a page that failed to render, a loader or action that threw) as one
   * JSON line with the request id and the path, never the query or the body. Unset while prerendering.
   */
  reportError?: (error: unknown) => void;
  /**
   * The CSP nonce of this server-rendered response. Passed to `<ServerRouter nonce>` and
   * renderToPipeableStream's `nonce` in app/entry.server.tsx, so per-request inline scripts may run.
   */
  cspNonce?: string;
  /** Set when this client has posted too many forms: the action answers 429 without storing anything. */
  retryAfterSeconds?: number;
  /** On staff-area requests only: the staff service and this request's session (server/staff/router.ts). */
  staff?: StaffRequest;
  /** On a job application's post: what became of it (server/careers/posts.ts read and stored it). */
  application?: FormOutcome;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express's own way to type res.locals
  namespace Express {
    interface Locals {
      requestId?: string;
      /** Why a guard refused the request, for the access log. */
      refusedBecause?: string;
      cspNonce?: string;
      retryAfterSeconds?: number;
      staff?: StaffRequest;
      application?: FormOutcome;
    }
  }
  /**
   * The context keys, one pair per process. The server (build/server/main.js, or server/dev.ts under tsx)
   * and the route modules (React Router's server build, or Vite's module graph in development) are loaded
   * as separate copies of this file, and a key is matched by identity: the first copy to load makes the
   * keys and every later copy takes the same ones.
   */

  var jenesysRouteContexts:
    { services: RouterContext<RouteServices>; request: RouterContext<RequestState> } | undefined;
}

const keys = (globalThis.jenesysRouteContexts ??= {
  services: createContext<RouteServices>(),
  // Prerendering at build time runs the pages without a server: no request state, nothing to report to.
  request: createContext<RequestState>({}),
});

export const servicesContext = keys.services;
export const requestContext = keys.request;

/** React Router's `getLoadContext`, the same for the server and the tests that run the build. */
export function serverLoadContext(services: Services): (req: Request, res: Response) => RouterContextProvider {
  const { contacts, newsletter, listings, careers, logger } = services;
  const routeServices: RouteServices = { contacts, newsletter, listings, careers };
  return (req, res) => {
    const context = new RouterContextProvider();
    context.set(servicesContext, routeServices);
    context.set(requestContext, {
      reportError: (error) =>
        logger.error("page failed", {
          requestId: res.locals.requestId,
          method: req.method,
          path: logPath(req.originalUrl),
          ...describeError(error),
          ...stackFields(error),
        }),
      cspNonce: res.locals.cspNonce,
      retryAfterSeconds: res.locals.retryAfterSeconds || undefined,
      staff: res.locals.staff,
      application: res.locals.application,
    });
    return context;
  };
}
