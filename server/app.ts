/**
 * The Express application: request ids and access logs, security headers, canonical redirects,
 * the API, the prerendered client files, then React Router for everything else (404 page, actions).
 * Built as a function of its dependencies so tests run it against temporary stores on a free port.
 */
import { randomUUID } from "node:crypto";
import { statSync } from "node:fs";
import type { RequestListener } from "node:http";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { withdrawPath } from "../app/site/careers";
import { newsletterPages } from "../app/site/newsletter";
import { canonicalPath, formActions, isFormActionPath } from "../app/site/pages";
import { createApiRouter } from "./api";
import { applicationPosts } from "./careers/posts";
import { bodyGuard, bodyProblem, formType, multipartType } from "./body-guard";
import { livePages } from "./live-pages";
import { describeError, logPath, type Logger } from "./logger";
import type { RateLimits } from "./rate-limit";
import { scriptNoncePolicy, securityHeaders } from "./security";
import { requestPathGuard } from "./request-limits";
import type { Services } from "./services";
import { sitemapRoute } from "./sitemap";
import { serveClientFiles } from "./static";
import { createStaticCache } from "./static-cache";
import { staffArea } from "./staff/router";

export interface AppOptions {
  /** React Router's request handler: renders the 404 page and runs route actions. */
  reactRouter?: RequestHandler;
  /** The build's client directory (build/client). */
  clientDir?: string;
}

/** When the pages were built (the sitemap's lastmod of every page that does not change without a build). */
function builtAt(clientDir: string | undefined): Date {
  try {
    if (clientDir) return statSync(`${clientDir}/index.html`).mtime;
  } catch {
    // no build: the server's own start
  }
  return new Date();
}

/** Query parameters that make a prerendered page dynamic: the newsletter box's no-JS outcome is rendered per request. */
const dynamicQueryParams = ["subscribed"];

/** Page posts (route actions) carry one small form; anything bigger is not ours. */
const pageBodyLimitBytes = 64 * 1024;
/** The site's forms have no file inputs, so browsers post them urlencoded; never multipart. */
const pageFormRules = { types: [formType], maxBytes: pageBodyLimitBytes, length: "always" } as const;

const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

function requestIds(): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get("x-request-id");
    const id = incoming && requestIdPattern.test(incoming) ? incoming : randomUUID(); // no log injection
    res.locals.requestId = id;
    res.setHeader("X-Request-Id", id);
    next();
  };
}

/** One line per request. The path only: query strings and bodies may hold personal data. */
function accessLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const path = logPath(req.originalUrl);
    let logged = false;
    const log = (aborted: boolean) => {
      if (logged) return;
      logged = true;
      const ms = Math.round(Number(process.hrtime.bigint() - started) / 10_000) / 100;
      logger.info("request", {
        method: req.method,
        path,
        status: res.statusCode,
        ms,
        requestId: res.locals.requestId,
        ...(aborted ? { aborted: true } : {}),
        ...(res.locals.refusedBecause ? { refused: res.locals.refusedBecause } : {}),
      });
    };
    res.on("finish", () => log(false));
    res.on("close", () => log(!res.writableFinished));
    next();
  };
}

/** /ITConsultancy, /Contact and /overview/ answer 301 to the registry's spelling, query string kept. */
function canonicalRedirects(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const canonical = canonicalPath(req.path);
    if (!canonical || canonical === req.path) return next();
    const query = req.originalUrl.indexOf("?");
    res.redirect(301, canonical + (query >= 0 ? req.originalUrl.slice(query) : ""));
  };
}

/**
 * Guards the requests that reach React Router's route actions (the site's form posts, from a fetcher or
 * from a browser without JavaScript). The only page writes a browser makes are the site's form posts to
 * a form action, so anything else is refused here with a 4xx instead of failing inside the router (a post
 * to a page without an action, or request.formData() throwing on JSON, on no body and on a malformed
 * multipart body). The body must declare its length so the size cap holds: React Router reads the request
 * stream itself, and a chunked body of any size would otherwise reach it. The form's limit (the same as
 * the API's) counts the post; one over the limit still reaches the action, which answers 429 in its own
 * words (a page saying "Too many messages" for a browser without JavaScript).
 */
function pagePostGuard(limits: RateLimits): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    if (res.locals.application) return next(); // a job application, read and guarded by server/careers/posts.ts
    if (req.method === "POST" && isTokenLinkPage(req.path)) return tokenLinkPostGuard(req, res, next);
    if (req.method !== "POST" || !isFormActionPath(req.path)) {
      res.setHeader("Allow", isFormActionPath(req.path) ? "GET, HEAD, POST" : "GET, HEAD");
      res.status(405).type("text/plain").send("Method not allowed.");
      return;
    }
    const problem = bodyProblem(req, pageFormRules);
    if (problem) {
      res.status(problem.status).type("text/plain").send(problem.message);
      return;
    }
    const newsletter = req.path.startsWith(formActions.newsletter);
    (newsletter ? limits.subscribe : limits.contact)(req, res, next);
  };
}

/** The pages a mailed link with a one-time token leads to: the newsletter's two, and a job application's withdrawal. */
const tokenLinkPages: readonly string[] = [newsletterPages.confirm, newsletterPages.unsubscribe, withdrawPath];
const isTokenLinkPage = (path: string) => tokenLinkPages.includes(path);

/**
 * The posts to a mailed link's own address: the confirmation page's button, the withdrawal's, and the one-click
 * unsubscribe of RFC 8058 (a mail program posts `List-Unsubscribe=One-Click` to the link of the
 * List-Unsubscribe header, without cookies and from its own servers; the unsubscribe page's button posts
 * the same form). The token in the link is all the action reads, so the body (urlencoded or
 * multipart, as the RFC allows) is only bounded, never parsed. No per-client limit: a mail provider sends
 * many subscribers' unsubscribes from a few addresses, and each costs one indexed DELETE of a 256-bit token.
 *
 * React Router refuses an action whose Origin header names another site, a guard for actions that a
 * cookie authorises. This one is authorised by the token in its address alone, which no other site can
 * know, and is posted from anywhere: a mail provider's servers, or this site's pages, whose no-referrer
 * policy makes the browser send `Origin: null`. So for these paths only the header is not passed on.
 */
const tokenLinkBody = bodyGuard({
  types: ["", formType, multipartType],
  maxBytes: pageBodyLimitBytes,
  length: "when-sent",
});
const tokenLinkPostGuard: RequestHandler = (req, res, next) =>
  tokenLinkBody(req, res, () => {
    delete req.headers.origin;
    next();
  });

/** The pages mailed links lead to carry a token in their address: kept out of indexes and Referer headers. */
function tokenLinkHeaders(): RequestHandler {
  return (req, res, next) => {
    if (isTokenLinkPage(req.path)) {
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
      res.setHeader("Referrer-Policy", "no-referrer");
    }
    next();
  };
}

/**
 * React Router's Express adapter builds a URL from the Host (or trusted X-Forwarded-Host) header and the
 * request target; a malformed one ("Host: a b", an absolute-form or `*` target) makes it throw, which would
 * be a 500. The same construction here, answered with 400.
 */
function requestUrlGuard(): RequestHandler {
  return (req, res, next) => {
    try {
      if (!req.originalUrl.startsWith("/")) throw new Error("not an origin-form request target");
      const forwardedPort = req.app.enabled("trust proxy") ? req.get("X-Forwarded-Host")?.split(":")[1] : undefined;
      const port = [forwardedPort, req.get("host")?.split(":")[1]]
        .map((value) => Number.parseInt(value ?? "", 10))
        .find((value) => Number.isSafeInteger(value));
      const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
      new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
    } catch {
      res.status(400).type("text/plain").send("Bad request.");
      return;
    }
    next();
  };
}

/**
 * The server's request listener: the prerendered pages and assets from memory (server/static-cache.ts),
 * and everything else through the Express application below.
 */
export function createApp(services: Services, options: AppOptions = {}): RequestListener {
  const { config, store, logger, rateLimits, listings, contacts, newsletter, careers, staff, visits, backups } =
    services;
  const { reactRouter, clientDir } = options;

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  app.use(requestIds());
  app.use(accessLog(logger));
  app.use(securityHeaders({ hsts: config.hsts })); // on every answer, the path guard's refusals included
  app.use(requestPathGuard());
  app.use(canonicalRedirects());
  app.use(
    createApiRouter({
      store,
      contacts,
      newsletter,
      rateLimits,
      visits,
      publicOrigin: config.publicOrigin,
      logger,
      backups,
    }),
  );
  app.use(sitemapRoute({ listings, builtAt: builtAt(clientDir), logger }));
  if (clientDir) {
    app.use(serveClientFiles(clientDir, { hasRenderer: Boolean(reactRouter), dynamicQueryParams }));
  }
  if (reactRouter) {
    app.use(requestUrlGuard());
    // Answers every /admin request itself.
    app.use(
      staffArea({
        service: staff,
        listings,
        careers,
        logger,
        reactRouter,
        publicOrigin: config.publicOrigin,
        secondFactorRequired: config.staffSecondFactorRequired,
      }),
    );
    app.use(tokenLinkHeaders());
    app.use(livePages(reactRouter)); // /CurrentOpenings, its openings, /NewsEvents: from the store, cacheable
    app.use(applicationPosts({ careers, rateLimits, logger })); // read here, answered by the opening's action
    app.use(pagePostGuard(rateLimits));
    app.use(scriptNoncePolicy()); // the nonce goes to React Router's load context, for <ServerRouter nonce>
    app.use((_req, res, next) => {
      // Rendered per request with a one-time nonce (and maybe the visitor's own form values): never stored.
      res.setHeader("Cache-Control", "no-store");
      next();
    });
    app.use(reactRouter);
  } else {
    app.use((_req, res) => {
      res.status(404).type("text/plain").send("Not found");
    });
  }

  /**
   * A 4xx from a lower layer (the static files' 416 for an unsatisfiable Range, a 400 from a parser) is the
   * client's mistake: it keeps its status and the headers that go with it (`Content-Range: bytes *\/SIZE`)
   * and is logged at debug. Anything else is ours: a 500, logged as an error.
   */
  const onError: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    const { status, headers } = error as { status?: unknown; headers?: unknown };
    const clientError = typeof status === "number" && status >= 400 && status < 500;
    if (clientError)
      logger.debug("request refused", { requestId: res.locals.requestId, status, ...describeError(error) });
    else logger.error("request failed", { requestId: res.locals.requestId, ...describeError(error) });
    if (res.headersSent) return next(error);
    if (!clientError) {
      res.status(500).type("text/plain").send("Something went wrong on our side. Please try again in a few minutes.");
      return;
    }
    if (headers && typeof headers === "object") {
      for (const [name, value] of Object.entries(headers)) if (typeof value === "string") res.setHeader(name, value);
    }
    res
      .status(status)
      .type("text/plain")
      .send(status === 416 ? "Range not satisfiable." : "The request could not be answered.");
  };
  app.use(onError);

  if (!clientDir) return app;
  // The prerendered pages and assets from memory, ahead of the whole Express stack; what the cache does not
  // answer takes the path above, the same files from disk included.
  const cache = createStaticCache(clientDir, {
    hsts: config.hsts,
    logger,
    dynamicQueryParams: reactRouter ? dynamicQueryParams : [],
    exclude: (urlPath) => {
      if (urlPath === "/sitemap.xml") return true; // answered from the store (server/sitemap.ts)
      const canonical = canonicalPath(urlPath);
      return Boolean(canonical && canonical !== urlPath);
    },
  });
  return (req, res) => {
    if (!cache.serve(req, res)) app(req, res);
  };
}
