/**
 * The spam check as the contact service runs it, and "Not spam" as staff answer it. An enquiry scoring
 * spamThreshold or more is stored with the status "spam": it waits in the inbox's Spam tab, is never deleted
 * by the check, and the visitor is answered as for any other message. "Not spam" moves it back to New and
 * halves, for the sender's domain, the weight of each signal that caught it.
 */
import { createHash } from "node:crypto";
import { spamThreshold } from "../../app/lib/enquiry-status";
import type { Store } from "../store/types";
import {
  domainOf,
  pardonedWeight,
  scoreOf,
  spamEvidence,
  spamSignals,
  type SpamEvidence,
  type SpamReason,
} from "./signals";

export interface Screening {
  /** True when the score reached the threshold: the enquiry is stored as spam. */
  held: boolean;
  reasons: SpamReason[];
  /** Stored with the enquiry, so a later copy of the same text is recognised. */
  fingerprint: string;
}

/** Texts shorter than this ("Please call me back") are sent alike by different people; only longer ones count as repeats. */
const shortestRepeat = 30;
const repeatWindowMs = 30 * 24 * 60 * 60 * 1000;

const comparable = (message: string) => message.toLowerCase().replace(/\s+/gu, " ").trim();
export const messageFingerprint = (message: string) => createHash("sha256").update(comparable(message)).digest("hex");

/** Scores one enquiry against the store's memory: the same text sent before, and staff's pardons of its domain. */
export async function screenEnquiry(
  store: Store,
  enquiry: Omit<SpamEvidence, "repeats">,
  now: Date = new Date(),
): Promise<Screening> {
  const fingerprint = messageFingerprint(enquiry.message);
  const domain = domainOf(enquiry.email);
  const { repeats, pardons } = await store.query(async (db) => {
    const counted =
      comparable(enquiry.message).length < shortestRepeat
        ? { count: 0 }
        : await db
            .selectFrom("contacts")
            .select((eb) => eb.fn.countAll().as("count"))
            .where("message_fingerprint", "=", fingerprint)
            .where("created_at", ">=", new Date(now.getTime() - repeatWindowMs).toISOString())
            .executeTakeFirstOrThrow();
    const pardonRows = await db
      .selectFrom("spam_pardons")
      .select(["signal", "pardons"])
      .where("domain", "=", domain)
      .execute();
    return { repeats: Number(counted.count), pardons: new Map(pardonRows.map((row) => [row.signal, row.pardons])) };
  });
  const reasons = spamEvidence({ ...enquiry, repeats }).map((reason) => ({
    ...reason,
    weight: pardonedWeight(reason.weight, pardons.get(reason.signal) ?? 0),
  }));
  return { held: scoreOf(reasons) >= spamThreshold, reasons, fingerprint };
}

/** The reasons stored with an enquiry; [] for none, or for a value this code did not write. */
export function storedReasons(json: string | null): SpamReason[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((reason: unknown): reason is SpamReason => {
      if (typeof reason !== "object" || reason === null) return false;
      const { signal, weight, note } = reason as Record<string, unknown>;
      return (
        (spamSignals as readonly unknown[]).includes(signal) && typeof weight === "number" && typeof note === "string"
      );
    });
  } catch {
    return [];
  }
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Staff's "Not spam": the enquiry goes back to New and each signal that caught it weighs half as much for the
 * sender's domain from now on. Only an enquiry in Spam is changed (a second click pardons nothing twice).
 * Returns false when there is no such enquiry in Spam.
 */
export async function clearOfSpam(store: Store, id: string, by: { email: string }): Promise<boolean> {
  if (!uuidPattern.test(id)) return false;
  return store.query((db) =>
    db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable("contacts")
        .set({ status: "new" })
        .where("id", "=", id.toLowerCase())
        .where("status", "=", "spam")
        .returning(["email", "spam_reasons"])
        .executeTakeFirst();
      if (!moved) return false;
      await trx
        .insertInto("enquiry_events")
        .values({ contact_id: id.toLowerCase(), at: new Date().toISOString(), staff_email: by.email, kind: "not spam" })
        .execute();
      const domain = domainOf(moved.email);
      for (const { signal } of storedReasons(moved.spam_reasons)) {
        await trx
          .insertInto("spam_pardons")
          .values({ domain, signal, pardons: 1 })
          .onConflict((conflict) =>
            conflict
              .columns(["domain", "signal"])
              .doUpdateSet((eb) => ({ pardons: eb("spam_pardons.pardons", "+", 1) })),
          )
          .execute();
      }
      return true;
    }),
  );
}
