/**
 * The one check of a posted body, before anything reads it: what it says it is (media type, UTF-8 only) and
 * how big it says it is. Every post the server takes passes here first, the site's form posts, the staff
 * area's, the JSON API's and the one-click unsubscribe, each with its own rules; the parsers after it still
 * stop at the same size, for a body that lied about its length.
 *
 * Bodies are UTF-8 only: a JSON body declared as UTF-7 or UTF-16 would be decoded into characters its bytes
 * never held (a body without a single "<" byte stored as "<script>"), so any other charset is refused.
 */
import type { Request, RequestHandler } from "express";

export const formType = "application/x-www-form-urlencoded";
export const jsonType = "application/json";
export const multipartType = "multipart/form-data";

export interface BodyRules {
  /** The media types accepted; "" accepts a post that names none. */
  types: readonly string[];
  maxBytes: number;
  /**
   * "always": the body must declare its length (React Router reads the request stream itself, so a chunked
   * body of any size would otherwise reach it); "when-sent": only a body that is sent must declare it;
   * "never": a chunked body is fine, the parser after the guard counts its bytes.
   */
  length: "always" | "when-sent" | "never";
}

export interface BodyProblem {
  status: 411 | 413 | 415;
  message: string;
}

/** The media type without parameters, lower case ("application/json"); "" when none was sent. */
export function mediaType(req: Request): string {
  return (req.get("content-type") ?? "").split(";", 1)[0].trim().toLowerCase();
}

/** The declared charset parameter, lower case and unquoted; undefined when none is declared. */
export function declaredCharset(req: Request): string | undefined {
  const params = (req.get("content-type") ?? "").split(";").slice(1);
  for (const param of params) {
    const [name, ...rest] = param.split("=");
    if (name?.trim().toLowerCase() === "charset")
      return rest
        .join("=")
        .trim()
        .replace(/^"(.*)"$/, "$1")
        .toLowerCase();
  }
  return undefined;
}

/** True when the body is (or is declared as) UTF-8: no charset, or utf-8 / utf8. */
export function isUtf8Body(req: Request): boolean {
  const charset = declaredCharset(req);
  return charset === undefined || charset === "utf-8" || charset === "utf8";
}

export const utf8OnlyMessage = "Unsupported character set: send the form as UTF-8.";

/** What is wrong with the body this request announces under `rules`; undefined when nothing is. */
export function bodyProblem(req: Request, rules: BodyRules): BodyProblem | undefined {
  const type = mediaType(req);
  if (!rules.types.includes(type)) {
    const named = rules.types.filter((accepted) => accepted !== "");
    return { status: 415, message: `Send the form as ${named.join(" or ")}.` };
  }
  if (!isUtf8Body(req)) return { status: 415, message: utf8OnlyMessage };
  const length = req.get("content-length");
  const sent = length !== undefined || req.get("transfer-encoding") !== undefined;
  if (length === undefined && (rules.length === "always" || (rules.length === "when-sent" && sent)))
    return { status: 411, message: "The form must be sent with a Content-Length." };
  if (Number(length ?? 0) > rules.maxBytes)
    return { status: 413, message: `The form is too large: it may be at most ${rules.maxBytes / 1024} KB.` };
  return undefined;
}

/** A guard that answers a body's problem in plain text (pages) or as `{ error }` JSON (the API). */
export function bodyGuard(rules: BodyRules, answer: "text" | "json" = "text"): RequestHandler {
  return (req, res, next) => {
    const problem = bodyProblem(req, rules);
    if (!problem) return next();
    res.status(problem.status);
    if (answer === "json") res.json({ error: problem.message });
    else res.type("text/plain").send(problem.message);
  };
}
