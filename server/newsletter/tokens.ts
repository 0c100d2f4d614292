/**
 * The secrets in newsletter links. A token is 256 random bits, written into one mail and nowhere else;
 * the store keeps its SHA-256, so a copy of the database confirms or unsubscribes no one. (A fast hash is
 * enough: guessing a 256-bit value is hopeless however fast each guess is.)
 */
import { createHash, randomBytes } from "node:crypto";

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** What newToken() makes: 43 base64url characters. Anything else is refused before the store is asked. */
export function isWellFormedToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}
