/**
 * What a request says its body is, read in one place for the API and the page posts. Bodies are UTF-8
 * only: a JSON body declared as UTF-7 or UTF-16 would be decoded into characters its bytes never held
 * (a body without a single "<" byte stored as "<script>"), so any other charset is refused with 415.
 */
import type { Request } from "express";

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
