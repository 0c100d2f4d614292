/**
 * A job application's post to its opening's page (/CurrentOpenings/<slug>), with or without JavaScript. The
 * body is a multipart form with a CV, which React Router would read whole into memory; it is read here instead,
 * streamed through a bounded parser (./multipart.ts), before React Router sees the request. What became of it
 * is answered as JSON to the page's script (which uploads with a progress bar), or handed to the opening route's
 * action (res.locals.application), which renders the page with the confirmation or the errors beside their fields.
 */
import type { Request, RequestHandler, Response } from "express";
import { applicationLimits } from "../../app/lib/application-rules";
import { checkFieldsMessage } from "../../app/lib/form-messages";
import type { FormOutcome } from "../../app/lib/form-outcome";
import { tooManyMessages } from "../../app/lib/contact-rules";
import { isSlug } from "../../app/lib/listings";
import { bodyProblem, multipartType } from "../body-guard";
import { isBot } from "../form-submission";
import type { Logger } from "../logger";
import { retryAfterSeconds, type RateLimits } from "../rate-limit";
import { cvMessages } from "./applications";
import { readUpload, type UploadLimits } from "./multipart";
import type { CareersService } from "./service";

const openingPost = /^\/CurrentOpenings\/([^/]+)$/;

/**
 * The largest body read at all. A CV a little over 5 MB is read (and dropped) so the form can say so beside the
 * field; a body past this is refused from its declared length before a byte of it is read, and the
 * connection closed.
 */
export const applicationBodyBytes = 10 * 1024 * 1024;

/**
 * What the parser keeps of one post: the CV up to its limit (beyond it the rest is read and dropped, so the form
 * can say the file is too large), and the text fields, the longest being a 5,000-character cover letter.
 */
export const uploadLimits: UploadLimits = {
  fileBytes: applicationLimits.cvBytes,
  fieldBytes: 32 * 1024,
  fields: 20,
  // The guard has checked the declared length already; the parser counts what actually arrives.
  bodyBytes: applicationBodyBytes,
};

const bodyRules = { types: [multipartType], maxBytes: applicationBodyBytes, length: "always" } as const;

/** The page's script asks for JSON; a browser without JavaScript posts the form and asks for a page. */
const wantsJson = (req: Request) => (req.get("accept") ?? "").startsWith("application/json");

const tooLargeOutcome: FormOutcome = {
  ok: false,
  status: 413,
  error: checkFieldsMessage,
  errors: { cv: cvMessages.tooLarge },
};

/** Counts the post against the contact form's per-client limit (shared through Redis when it is set). */
const countedAgainst = (limit: RequestHandler, req: Request, res: Response) =>
  new Promise<void>((resolve, reject) =>
    limit(req, res, (error?: unknown) =>
      error ? reject(error instanceof Error ? error : new Error("rate limit")) : resolve(),
    ),
  );

export function applicationPosts(deps: {
  careers: CareersService;
  rateLimits: RateLimits;
  logger: Logger;
}): RequestHandler {
  const { careers, rateLimits, logger } = deps;

  const answer = (req: Request, res: Response, outcome: FormOutcome, next: () => void) => {
    const status = outcome.ok ? 200 : outcome.status;
    if (wantsJson(req)) {
      res.status(status).json(outcome);
      return;
    }
    res.locals.application = outcome; // the opening route's action renders it
    next();
  };

  return (req, res, next) => {
    const slug = openingPost.exec(req.path)?.[1];
    if (req.method !== "POST" || slug === undefined) return next();
    if (!isSlug(slug)) {
      res.status(404).type("text/plain").send("Not found.");
      return;
    }
    void (async () => {
      const problem = bodyProblem(req, bodyRules);
      if (problem) {
        // Not a byte of the body is read: the connection goes once the answer is out.
        res.setHeader("Connection", "close");
        if (problem.status === 413) return answer(req, res, tooLargeOutcome, next);
        res.status(problem.status).type("text/plain").send(problem.message);
        return;
      }
      await countedAgainst(rateLimits.contact, req, res);
      const upload = await readUpload(req, uploadLimits);
      if (!upload.ok) {
        logger.debug("application post refused", { reason: upload.reason });
        res.setHeader("Connection", "close");
        if (upload.status === 413) return answer(req, res, tooLargeOutcome, next);
        if (!res.headersSent && !req.destroyed) res.status(upload.status).type("text/plain").send(upload.reason);
        return;
      }
      // The typed text goes back into the form after an error (a file input cannot be given its file back).
      const values = upload.fields;
      if (retryAfterSeconds(res) !== undefined)
        return answer(req, res, { ok: false, status: 429, error: tooManyMessages, values }, next);
      // A robot is told it worked, and nothing is kept.
      if (isBot(upload.fields)) {
        logger.info("application honeypot filled: ignored");
        return answer(req, res, { ok: true }, next);
      }
      const result = await careers.apply(slug, upload);
      if (result.ok) return answer(req, res, { ok: true, updated: result.updated }, next);
      if ("errors" in result)
        return answer(
          req,
          res,
          { ok: false, status: result.status, error: checkFieldsMessage, errors: result.errors, values },
          next,
        );
      return answer(req, res, { ok: false, status: result.status, error: result.error, values }, next);
    })().catch(next);
  };
}
