/**
 * The enquiry's one write path, shared by the JSON API and the contact form's route action: validate with
 * the schema the browser form uses, score it for spam (server/spam/), store, then e-mail in the background.
 * The visitor's answer depends only on the store, so a slow or broken mail server can neither delay nor lose a
 * message, and a message held as spam is answered exactly as any other.
 */
import { randomUUID } from "node:crypto";
import { contactSchema } from "../app/lib/contact-schema";
import { fieldErrors } from "../app/lib/field-errors";
import { site } from "../app/site/facts";
import { isBot, storeUnavailable, type Failure } from "./form-submission";
import { leadSource } from "./insights/visits";
import { describeError, type Logger } from "./logger";
import { screenEnquiry } from "./spam/screening";
import type { Notifier } from "./notify";
import type { Store } from "./store/types";

export type SubmitResult = { ok: true; id: string } | Failure;

export interface ContactService {
  submit(raw: Record<string, unknown>): Promise<SubmitResult>;
  /** Resolves when the background e-mails started so far have finished (for graceful shutdown). */
  drain(): Promise<void>;
}

/** The form's time from appearing to sending, as the browser reported it; undefined when absent or not a sane number. */
function filledInMs(value: unknown): number | undefined {
  const ms = typeof value === "number" ? value : typeof value === "string" && value.trim() ? Number(value) : NaN;
  return Number.isFinite(ms) && ms >= 0 && ms <= 86_400_000 ? ms : undefined;
}

export const storeDownMessage = `Sorry, we could not save your message just now. Please try again in a few minutes, or e-mail us at ${site.email.info}.`;
export function createContactService(deps: { store: Store; notifier?: Notifier; logger: Logger }): ContactService {
  const { store, notifier, logger } = deps;
  const pending = new Set<Promise<void>>();

  return {
    async submit(raw) {
      const honeypot = isBot(raw);
      const parsed = contactSchema.safeParse(raw);
      if (!parsed.success) {
        // A filled honeypot is answered like a success whatever else was wrong, so the robot learns nothing.
        if (honeypot) {
          logger.info("contact honeypot filled: ignored");
          return { ok: true, id: randomUUID() };
        }
        return { ok: false, status: 400, errors: fieldErrors(parsed.error) };
      }

      const source = leadSource(raw);
      let saved: { id: string; createdAt: string };
      let held: boolean;
      try {
        const screening = await screenEnquiry(store, {
          email: parsed.data.email,
          message: parsed.data.message,
          honeypot,
          filledInMs: filledInMs(raw.filledInMs),
        });
        held = screening.held;
        saved = await store.saveContact(parsed.data, source, screening);
      } catch (error) {
        return storeUnavailable(error, logger, storeDownMessage);
      }
      logger.info(held ? "contact stored as spam" : "contact stored", { contactId: saved.id });

      // Spam waits in its tab without a mail to sales: a flood of it must not bury the real leads' mails.
      if (notifier && !held) {
        const message = parsed.data;
        // Started after this function returns; a synchronous throw from the notifier is caught too.
        const sending: Promise<void> = Promise.resolve()
          .then(() =>
            notifier.notifyContact({
              id: saved.id,
              createdAt: saved.createdAt,
              name: message.name,
              email: message.email,
              company: message.company ?? null,
              phone: message.phone,
              countryCode: message.countryCode,
              service: message.service ?? null,
              message: message.message,
              ...source,
            }),
          )
          .then(
            () => logger.info("contact notification sent", { contactId: saved.id }),
            (error: unknown) =>
              logger.error("contact notification failed", { contactId: saved.id, ...describeError(error) }),
          )
          .finally(() => pending.delete(sending));
        pending.add(sending);
      }
      return { ok: true, id: saved.id };
    },

    async drain() {
      await Promise.allSettled([...pending]);
    },
  };
}
