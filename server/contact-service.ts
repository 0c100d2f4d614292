/**
 * The one write path, shared by the JSON API and the no-JavaScript route action: validate with the
 * schema the browser form uses, store, then e-mail in the background. The visitor's answer depends only
 * on the store, so a slow or broken mail server can neither delay nor lose a message.
 */
import { randomUUID } from "node:crypto";
import { contactSchema, fieldErrors, honeypotField, subscribeSchema } from "../app/lib/contact-schema";
import { site } from "../app/site/config";
import { describeError, type Logger } from "./logger";
import { subscribeAtOnce, type NewsletterService, type SignUpOutcome } from "./newsletter/service";
import type { Notifier } from "./notify";
import { StoreUnavailableError, type ContactStore } from "./store/types";

export type Failure =
  { ok: false; status: 400; errors: Record<string, string> } | { ok: false; status: 503; error: string };
export type SubmitResult = { ok: true; id: string } | Failure;
/** subscribed / already-subscribed: single opt-in; check-inbox: double opt-in, whatever the address's state. */
export type SubscribeResult = { ok: true; outcome: SignUpOutcome } | Failure;

export interface ContactService {
  submit(raw: Record<string, unknown>): Promise<SubmitResult>;
  subscribe(raw: Record<string, unknown>): Promise<SubscribeResult>;
  /** Resolves when the background e-mails started so far have finished (for graceful shutdown). */
  drain(): Promise<void>;
}

export const storeDownMessage = `Sorry, we could not save your message just now. Please try again in a few minutes, or e-mail us at ${site.email.info}.`;
export const subscribeDownMessage =
  "Sorry, we could not save your subscription just now. Please try again in a few minutes.";

/**
 * A person never sees the honeypot field, so any value in it means a bot filled the form. A browser only
 * ever sends a string; anything else (a number, an object from a JSON client) is not a person either.
 */
function isBot(raw: Record<string, unknown>): boolean {
  const value = raw[honeypotField];
  if (typeof value === "string") return value.trim() !== "";
  return value !== undefined && value !== null;
}

export function createContactService(deps: {
  store: ContactStore;
  notifier?: Notifier;
  /** Newsletter sign-ups go through it; without one they are single opt-in through the store. */
  newsletter?: NewsletterService;
  logger: Logger;
}): ContactService {
  const { store, notifier, newsletter, logger } = deps;
  const pending = new Set<Promise<void>>();

  function unavailable(error: unknown, message: string): Failure {
    if (!(error instanceof StoreUnavailableError)) throw error;
    logger.error("contact store unavailable", describeError(error));
    return { ok: false, status: 503, error: message };
  }

  return {
    async submit(raw) {
      if (isBot(raw)) {
        // Answer like a success so the bot learns nothing; store nothing.
        logger.info("contact honeypot filled: ignored");
        return { ok: true, id: randomUUID() };
      }
      const parsed = contactSchema.safeParse(raw);
      if (!parsed.success) return { ok: false, status: 400, errors: fieldErrors(parsed.error) };

      let saved: { id: string; createdAt: string };
      try {
        saved = await store.saveContact(parsed.data);
      } catch (error) {
        return unavailable(error, storeDownMessage);
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

    async subscribe(raw) {
      if (isBot(raw)) {
        logger.info("subscribe honeypot filled: ignored");
        return { ok: true, outcome: newsletter?.doubleOptIn ? "check-inbox" : "subscribed" };
      }
      const parsed = subscribeSchema.safeParse(raw);
      if (!parsed.success) return { ok: false, status: 400, errors: fieldErrors(parsed.error) };
      try {
        const outcome = await (newsletter
          ? newsletter.signUp(parsed.data.email)
          : subscribeAtOnce(store, parsed.data.email));
        logger.info("newsletter subscription", { outcome });
        return { ok: true, outcome };
      } catch (error) {
        return unavailable(error, subscribeDownMessage);
      }
    },

    async drain() {
      await Promise.allSettled([...pending]);
    },
  };
}
