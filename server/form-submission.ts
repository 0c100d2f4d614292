/**
 * What the site's two public write paths share, the contact service and the newsletter sign-up: the honeypot,
 * and a store that is down put into words.
 */
import { honeypotField } from "../app/lib/contact-schema";
import { describeError, type Logger } from "./logger";
import { StoreUnavailableError } from "./store/types";

export type Failure =
  { ok: false; status: 400; errors: Record<string, string> } | { ok: false; status: 503; error: string };

/**
 * A person never sees the honeypot field, so any value in it means a bot filled the form. A browser only
 * ever sends a string; anything else (a number, an object from a JSON client) is not a person either.
 */
export function isBot(raw: Record<string, unknown>): boolean {
  const value = raw[honeypotField];
  if (typeof value === "string") return value.trim() !== "";
  return value !== undefined && value !== null;
}

/** A store that cannot be reached becomes a 503 with `message`; any other error is rethrown. */
export function storeUnavailable(error: unknown, logger: Logger, message: string): Failure {
  if (!(error instanceof StoreUnavailableError)) throw error;
  logger.error("contact store unavailable", describeError(error));
  return { ok: false, status: 503, error: message };
}
