/**
 * The HTTP face of the contact service: /healthz, POST /api/contact and POST /api/subscribe. They take
 * JSON or an urlencoded form and always answer JSON; a browser without JavaScript posts the site's forms to
 * their route actions instead, which answer with the page (app/server-bridge/form-actions.server.ts).
 */
import { isUtf8 } from "node:buffer";
import express, {
  Router,
  type ErrorRequestHandler,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from "express";
import { tooManyMessages } from "../app/lib/contact-rules";
import { bodyGuard, formType, jsonType } from "./body-guard";
import type { BackupStatus } from "./backup-schedule";
import { clientKey } from "./client-key";
import type { ContactService } from "./contact-service";
import type { VisitCounter } from "./insights/visits";
import type { NewsletterService } from "./newsletter/service";
import { describeError, type Logger } from "./logger";
import { retryAfterSeconds, type RateLimits } from "./rate-limit";
import { StoreUnavailableError, type Store } from "./store/types";

export const bodyLimitBytes = 16 * 1024;

function fail(res: Response, status: number, body: object): void {
  res.status(status).json(body);
}

/** After a limiter: a client over its limit gets 429 (Retry-After is already set). */
const refuseOverLimit: RequestHandler = (_req, res, next) => {
  if (retryAfterSeconds(res) === undefined) return next();
  fail(res, 429, { error: tooManyMessages });
};

/** Thrown from a body parser's verify hook; body-parser keeps our 400 status and type. */
function invalidUtf8(): Error {
  return Object.assign(new Error("The request body is not valid UTF-8."), { status: 400, type: "encoding.invalid" });
}

/**
 * The bytes a form body stands for once its %XX escapes are undone. A decoder would quietly turn invalid
 * sequences into U+FFFD, storing something other than what was sent; we refuse them instead.
 */
function percentDecoded(body: Buffer): Buffer {
  const out = Buffer.alloc(body.length);
  let length = 0;
  const hex = (byte: number | undefined) =>
    byte === undefined
      ? -1
      : byte >= 48 && byte <= 57
        ? byte - 48
        : byte >= 65 && byte <= 70
          ? byte - 55
          : byte >= 97 && byte <= 102
            ? byte - 87
            : -1;
  for (let i = 0; i < body.length; i++) {
    const high = body[i] === 0x25 ? hex(body[i + 1]) : -1;
    const low = high >= 0 ? hex(body[i + 2]) : -1;
    if (low >= 0) {
      out[length++] = high * 16 + low;
      i += 2;
    } else {
      out[length++] = body[i]!;
    }
  }
  return out.subarray(0, length);
}

const isUtf8Charset = (encoding: string) => /^utf-?8$/i.test(encoding);

const parseJson = express.json({
  limit: bodyLimitBytes,
  strict: true,
  type: jsonType,
  verify: (_req, _res, body, encoding) => {
    if (isUtf8Charset(encoding) && !isUtf8(body)) throw invalidUtf8();
  },
});
const parseForm = express.urlencoded({
  extended: false,
  limit: bodyLimitBytes,
  parameterLimit: 64,
  type: formType,
  verify: (_req, _res, body, encoding) => {
    if (isUtf8Charset(encoding) && !isUtf8(percentDecoded(body))) throw invalidUtf8();
  },
});

const requireObject: RequestHandler = (req, res, next) => {
  req.body ??= {}; // an empty body is an empty form: the field rules then say what is missing
  if (typeof req.body === "object" && !Array.isArray(req.body)) return next();
  fail(res, 400, { error: "The request body must be a JSON object of form fields." });
};

const methodNotAllowed: RequestHandler = (_req, res) => {
  res.setHeader("Allow", "POST");
  res.status(405).json({ error: "Use POST." });
};

export function createApiRouter(deps: {
  store: Store;
  contacts: ContactService;
  newsletter: NewsletterService;
  rateLimits: RateLimits;
  visits: VisitCounter;
  /** The configured public origin, whose host tells the site's own pages from a referring site. */
  publicOrigin?: string;
  logger: Logger;
  /** Scheduled snapshots, when BACKUP_DIR is set: their state is in /healthz?verbose. */
  backups?: { status(): BackupStatus };
}): Router {
  const { store, contacts, newsletter, rateLimits, visits, publicOrigin, logger, backups } = deps;
  const router = Router();
  const bodyPipeline = [
    bodyGuard({ types: [jsonType, formType], maxBytes: bodyLimitBytes, length: "never" }, "json"),
    parseJson,
    parseForm,
    requireObject,
  ];

  // The status code is the load balancer's answer and depends on the store alone: a failed backup is
  // for monitoring (?verbose), never a reason to take the instance out of service.
  router.get("/healthz", async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const details = req.query.verbose !== undefined ? { backup: backups?.status() ?? null } : {};
    if (await store.ping()) res.json({ status: "ok", store: store.kind, ...details });
    else res.status(503).json({ status: "unavailable", ...details });
  });

  router.post(
    "/api/contact",
    rateLimits.contact,
    refuseOverLimit,
    ...bodyPipeline,
    async (req: Request, res: Response) => {
      const result = await contacts.submit(req.body as Record<string, unknown>);
      if (!result.ok)
        return fail(res, result.status, result.status === 400 ? { errors: result.errors } : { error: result.error });
      res.status(201).json({ id: result.id });
    },
  );

  router.post(
    "/api/subscribe",
    rateLimits.subscribe,
    refuseOverLimit,
    ...bodyPipeline,
    async (req: Request, res: Response) => {
      const result = await newsletter.subscribe(req.body as Record<string, unknown>);
      if (!result.ok)
        return fail(res, result.status, result.status === 400 ? { errors: result.errors } : { error: result.error });
      // Double opt-in: one answer for a new, a pending and a subscribed address alike.
      if (result.outcome === "check-inbox") res.status(202).json({ checkInbox: true });
      else if (result.outcome === "subscribed") res.status(201).json({ subscribed: true });
      else res.status(200).json({ subscribed: true, alreadySubscribed: true });
    },
  );

  // The page's visit beacon (server/insights/visits.ts). The same answer whether or not the visit was
  // counted: a sender learns nothing from it.
  router.post("/api/visit", rateLimits.visit, refuseOverLimit, ...bodyPipeline, async (req: Request, res: Response) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      await visits.count(req.body as Record<string, unknown>, {
        address: clientKey(req),
        userAgent: req.get("user-agent") ?? "",
        globalPrivacyControl: req.get("sec-gpc") === "1",
        siteHost: publicOrigin ? new URL(publicOrigin).hostname : req.hostname,
      });
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      return fail(res, 503, { error: "Not counted: the store is unavailable." });
    }
    res.status(204).end();
  });

  router.all(["/api/contact", "/api/subscribe", "/api/visit"], methodNotAllowed);
  router.all("/api/*splat", (_req, res) => {
    res.status(404).json({ error: "Not found." });
  });

  // Body-parser and unexpected errors: JSON (or the form redirect), never an HTML stack trace.
  const onError: ErrorRequestHandler = (error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: unknown }).status;
    const type = (error as { type?: unknown }).type;
    if (typeof status === "number" && status >= 400 && status < 500) {
      const message =
        type === "parameters.too.many"
          ? "The form has too many fields."
          : status === 413
            ? `The request is too large: the form may be at most ${bodyLimitBytes / 1024} KB.`
            : type === "entity.parse.failed"
              ? "The request body is not valid JSON."
              : type === "encoding.invalid"
                ? "The request body is not valid UTF-8."
                : status === 415
                  ? "Unsupported content encoding or character set: send UTF-8."
                  : "The request could not be read.";
      return fail(res, status, { error: message });
    }
    logger.error("api request failed", { requestId: res.locals.requestId, ...describeError(error) });
    fail(res, 500, { error: "Something went wrong on our side. Please try again in a few minutes." });
  };
  router.use(onError);
  return router;
}
