/**
 * The enquiry's one write path, shared by the JSON API and the contact form's route action: validate with
 * the schema the browser form uses, store, then e-mail in the background. The visitor's answer depends only
 * on the store, so a slow or broken mail server can neither delay nor lose a message.
 */
import { randomUUID } from "node:crypto";
import { contactSchema } from "../app/lib/contact-schema";
import { fieldErrors } from "../app/lib/field-errors";
import { site } from "../app/site/facts";
import { isBot, storeUnavailable, type Failure } from "./form-submission";
import { leadSource } from "./insights/visits";
import { describeError, type Logger } from "./logger";
import type { Notifier } from "./notify";
import type { Store } from "./store/types";

export type SubmitResult = { ok: true; id: string } | Failure;

export interface ContactService {
  submit(raw: Record<string, unknown>): Promise<SubmitResult>;
  /** Resolves when the background e-mails started so far have finished (for graceful shutdown). */
  drain(): Promise<void>;
}

export const storeDownMessage = `Sorry, we could not save your message just now. Please try again in a few minutes, or e-mail us at ${site.email.info}.`;
export function createContactService(deps: { store: Store; notifier?: Notifier; logger: Logger }): ContactService {
  const { store, notifier, logger } = deps;
  const pending = new Set<Promise<void>>();

  return {
    async submit(raw) {
      if (isBot(raw)) {
        // Answer like a success so the bot learns nothing; store nothing.
        logger.info("contact honeypot filled: ignored");
        return { ok: true, id: randomUUID() };
      }
      const parsed = contactSchema.safeParse(raw);
      if (!parsed.success) return { ok: false, status: 400, errors: fieldErrors(parsed.error) };

      const source = leadSource(raw);
      let saved: { id: string; createdAt: string };
      try {
        saved = await store.saveContact(parsed.data, source);
      } catch (error) {
        return storeUnavailable(error, logger, storeDownMessage);
      }
      logger.info("contact stored", { contactId: saved.id });

      if (notifier) {
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
