/**
 * Staff passwords: argon2id with OWASP's recommended minimum (19 MiB of memory, two passes, one lane),
 * stored in the PHC string form that carries its own salt and parameters, so stronger settings later
 * apply to new hashes while old ones still verify.
 */
import { hash, verify, type Algorithm } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";

import { maximumPasswordLength, minimumPasswordLength } from "../../app/lib/password-rules";

export { maximumPasswordLength, minimumPasswordLength };

const argon2id = 2 as Algorithm; // a const enum in the library's types, absent at run time

const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

let common: Set<string> | undefined;

/**
 * True for a password on the list of the 49,000 most common ones in leaked password sets (zxcvbn's list, which
 * includes long ones such as "qwertyuiop123" and "1q2w3e4r5t6y"), compared without regard to case.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** Why a password cannot be used, or undefined when it can. */
export function passwordProblem(password: string): string | undefined {
  const length = [...password].length;
  if (length < minimumPasswordLength) return `The password must be at least ${minimumPasswordLength} characters long.`;
  if (length > maximumPasswordLength) return `The password must be at most ${maximumPasswordLength} characters long.`;
  if (isCommonPassword(password))
    return "That password is on the list of the most common ones, which are tried first. Please choose another.";
  return undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** False for a wrong password and for a hash that cannot be read; never throws. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (password.length > maximumPasswordLength * 4) return false; // UTF-16 units: 4 per character at most
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;

/**
 * A sign-in with an address that has no account still verifies a password against a hash of the same
 * cost, so the answer takes as long as for a real account and its timing does not tell which addresses exist.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  // Stryker disable next-line StringLiteral: any text will do: the decoy's verification result is discarded
  decoy ??= hashPassword("decoy password that matches no account");
  await verifyPassword(await decoy, password);
  return false;
}
