/**
 * The Express application: request ids and access logs, security headers, canonical redirects,
 * the API, the prerendered client files, then React Router for everything else (404 page, actions).
 * Built as a function of its dependencies so tests run it against temporary stores on a free port.
 */
import { randomUUID } from "node:crypto";
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from "express";
import { canonicalPath } from "../app/site/pages";
import { createApiRouter, rateLimit } from "./api";
import type { Config } from "./config";
import { createContactService, type ContactService } from "./contact-service";
import { describeError, type Logger } from "./logger";
import type { Notifier } from "./notify";
import { createRateLimiters, type RateLimiters } from "./rate-limit";
import { contentSecurityPolicy, createNonce, securityHeaders, setScriptPolicy } from "./security";
import { serveClientFiles } from "./static";
import type { ContactStore } from "./store/types";

export interface AppOptions {
  config: Config;
  store: ContactStore;
  logger: Logger;
  /** React Router's request handler: renders the 404 page and runs route actions. */
  reactRouter?: RequestHandler;
  /** The build's client directory (build/client). */
  clientDir?: string;
  /**
   * CSP hashes ("sha256-…") of the build's inline scripts, allowed on pages React Router renders per request
   * (with a per-request nonce, `res.locals.cspNonce`). Prerendered files get their own hashes automatically.
   */
  scriptHashes?: readonly string[];
  /** Defaults to a service over `store` and `notifier`; pass the one given to React Router's load context. */
  contacts?: ContactService;
  notifier?: Notifier;
  /** Defaults to limiters from `config` (the caller then closes them via app.locals.rateLimiters). */
  rateLimiters?: RateLimiters;
}

/** Page posts (route actions) carry one small form; anything bigger is not ours. */
const pageBodyLimitBytes = 64 * 1024;

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
    const path = req.originalUrl.split("?")[0];
    let logged = false;
    const log = (aborted: boolean) => {
      if (logged) return;
      logged = true;
      const ms = Math.round(Number(process.hrtime.bigint() - started) / 10_000) / 100;
      logger.info("request", {
        method: req.method, path, status: res.statusCode, ms, requestId: res.locals.requestId,
        ...(aborted ? { aborted: true } : {}),
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

/** Limits for posts that reach React Router (the no-JS form's action): same budget as the API. */
function pagePostGuard(limiters: RateLimiters): RequestHandler {
  const limit = rateLimit(limiters.contact);
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    if (Number(req.get("content-length") ?? 0) > pageBodyLimitBytes) {
      res.status(413).type("text/plain").send("The form is too large.");
      return;
    }
    limit(req, res, next);
  };
}

export function createApp(options: AppOptions): Express {
  const { config, store, logger, reactRouter, clientDir } = options;
  const rateLimiters = options.rateLimiters ?? createRateLimiters(config, logger);
  const contacts = options.contacts ?? createContactService({ store, notifier: options.notifier, logger });

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.locals.rateLimiters = rateLimiters;

  app.use(requestIds());
  app.use(accessLog(logger));
  app.use(securityHeaders({ hsts: config.hsts }));
  app.use(canonicalRedirects());
  app.use(createApiRouter({ store, contacts, rateLimiters, logger }));
  if (clientDir) {
    app.use(serveClientFiles(clientDir, { hasRenderer: Boolean(reactRouter), dynamicQueryParams: ["sent", "error", "subscribed"] }));
  }
  if (reactRouter) {
    const scriptHashes = options.scriptHashes ?? [];
    contentSecurityPolicy(scriptHashes); // a malformed hash fails here, at start, not on every page
    app.use(pagePostGuard(rateLimiters));
    app.use((_req, res, next) => {
      const nonce = createNonce();
      res.locals.cspNonce = nonce; // handed to React Router's load context, for <ServerRouter nonce>
      setScriptPolicy(res, [...scriptHashes, `nonce-${nonce}`]);
      next();
    });
    app.use(reactRouter);
  } else {
    app.use((_req, res) => {
      res.status(404).type("text/plain").send("Not found");
    });
  }

  const onError: ErrorRequestHandler = (error: unknown, _req, res, next) => {
    logger.error("request failed", { requestId: res.locals.requestId, ...describeError(error) });
    if (res.headersSent) return next(error);
    res.status(500).type("text/plain").send("Something went wrong on our side. Please try again in a few minutes.");
  };
  app.use(onError);
  return app;
}
