/**
 * The spam check's signals: what in one enquiry looks like a robot or a mass mailing, each with a weight and
 * a sentence staff read. Only local evidence counts, and never the language or script a person writes in: the
 * capitals rule looks at cased letters only, so Hindi or Tamil text has none to count. Nothing leaves the
 * server. The store's part (repeats, pardons) is in ./screening.ts.
 */
// A CommonJS module: Node gives its exports as the default import only.
import mailchecker from "mailchecker";

export const spamSignals = ["honeypot", "fast", "links", "mostly-links", "capitals", "disposable", "repeated"] as const;
export type SpamSignal = (typeof spamSignals)[number];

export interface SpamReason {
  signal: SpamSignal;
  /** What the signal adds to the score, after any pardons of the sender's domain. */
  weight: number;
  /** The evidence in a sentence, as staff read it on the enquiry's page. */
  note: string;
}

/** Faster than this from the form appearing to the message sent, nobody has typed a name, an address and a message. */
export const fastestHumanMs = 3000;

const baseWeight: Record<SpamSignal, number> = {
  honeypot: 10,
  fast: 3,
  links: 1, // per link, at most 3
  "mostly-links": 2,
  capitals: 2,
  disposable: 3,
  repeated: 3,
};

/** What the check reads from one enquiry and its surroundings. */
export interface SpamEvidence {
  email: string;
  message: string;
  /** The hidden field only robots fill in had a value. */
  honeypot: boolean;
  /** Milliseconds from the form appearing to the post; undefined when the browser did not say (no JavaScript, the API). */
  filledInMs?: number;
  /** Earlier enquiries of the last 30 days with the same text. */
  repeats: number;
}

const linkPattern = /\b(?:https?:\/\/|www\.)[^\s<>"]+/giu;

/** The sender's e-mail domain in lower case ("" when the address has none). */
export function domainOf(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 0
    ? ""
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** True for a domain (or a subdomain of one) on mailchecker's list of throwaway-address services. */
export function isDisposableDomain(domain: string): boolean {
  const list = mailchecker.blacklist();
  for (let candidate = domain; candidate.includes("."); candidate = candidate.slice(candidate.indexOf(".") + 1)) {
    if (list.has(candidate)) return true;
  }
  return false;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * Every signal the enquiry shows, at its base weight (pardons are applied by the caller). The order is the
 * order staff read them in: the strongest evidence of a robot first.
 */
export function spamEvidence(enquiry: SpamEvidence): SpamReason[] {
  const reasons: SpamReason[] = [];
  const add = (signal: SpamSignal, note: string, weight = baseWeight[signal]) => reasons.push({ signal, weight, note });

  if (enquiry.honeypot) add("honeypot", "The hidden field that only robots see was filled in.");
  const { filledInMs } = enquiry;
  if (filledInMs !== undefined && filledInMs < fastestHumanMs) {
    const seconds = Math.round(filledInMs / 100) / 10;
    add("fast", `Sent ${seconds} s after the form appeared, faster than a person types.`);
  }
  const links = enquiry.message.match(linkPattern) ?? [];
  if (links.length > 0)
    add("links", `The message holds ${plural(links.length, "link")}.`, Math.min(links.length, 3) * baseWeight.links);
  const text = enquiry.message.replace(/\s+/gu, "");
  const linkLength = links.reduce((sum, link) => sum + link.replace(/\s+/gu, "").length, 0);
  if (text.length > 0 && linkLength / text.length > 0.5) add("mostly-links", "Links make up most of the message.");
  // Links are left out: addresses are written in lower case whatever the message around them shouts.
  const words = enquiry.message.replace(linkPattern, " ");
  const upper = words.match(/\p{Lu}/gu)?.length ?? 0;
  const lower = words.match(/\p{Ll}/gu)?.length ?? 0;
  if (upper + lower >= 20 && upper / (upper + lower) > 0.7) add("capitals", "The message is mostly capital letters.");
  const domain = domainOf(enquiry.email);
  if (isDisposableDomain(domain)) add("disposable", `${domain} hands out throwaway addresses.`);
  if (enquiry.repeats > 0)
    add(
      "repeated",
      `The same text came in ${plural(enquiry.repeats, "other enquiry", "other enquiries")} in the last 30 days.`,
    );
  return reasons;
}

/** A weight halved for each time staff said "Not spam" to this signal for the sender's domain. */
export const pardonedWeight = (weight: number, pardons: number) => weight / 2 ** pardons;

export const scoreOf = (reasons: readonly SpamReason[]) => reasons.reduce((sum, reason) => sum + reason.weight, 0);
