/**
 * The newsletter's consent, for the sign-up (API and footer box), the confirmation and unsubscribe pages,
 * and the server's background work (the outbox worker, the hourly purge).
 *
 * With a mail server (SMTP_URL) sign-ups are double opt-in: the address waits as pending until the link in
 * its confirmation mail is followed, and every answer is the same ("check your inbox") whether the address
 * is new, pending or already subscribed, so the form tells no one who subscribes. Without one
 * (or NEWSLETTER_DOUBLE_OPT_IN=0) an address is subscribed at once.
 */
import type { SendMailOptions } from "nodemailer";
import { subscribeSchema } from "../../app/lib/contact-schema";
import { fieldErrors } from "../../app/lib/field-errors";
import type { NewsletterConfig } from "../config";
import { isBot, storeUnavailable, type Failure } from "../form-submission";
import { describeError, type Logger } from "../logger";
import { createMailTransport } from "../notify";
import type { Store } from "../store/types";
import {
  confirmSubscription,
  purgeNewsletter,
  requestConfirmation,
  unsubscribeByToken,
  type ConfirmOutcome,
} from "./consent";
import { createOutbox, type Outbox, type OutboxOptions } from "./outbox";
import { isWellFormedToken, tokenHash } from "./tokens";

export type { ConfirmOutcome } from "./consent";
export type SignUpOutcome = "subscribed" | "already-subscribed" | "check-inbox";
/** subscribed / already-subscribed: single opt-in; check-inbox: double opt-in, whatever the address's state. */
export type SubscribeResult = { ok: true; outcome: SignUpOutcome } | Failure;

export const subscribeDownMessage =
  "Sorry, we could not save your subscription just now. Please try again in a few minutes.";

export interface NewsletterService {
  readonly doubleOptIn: boolean;
  /** The footer box's and /api/subscribe's post: checked with the form's schema, the honeypot honoured. */
  subscribe(raw: Record<string, unknown>): Promise<SubscribeResult>;
  /** Rejects with StoreUnavailableError when the store is down. */
  signUp(email: string): Promise<SignUpOutcome>;
  /** A malformed token is "unknown", like one the store does not know. */
  confirm(token: unknown): Promise<ConfirmOutcome>;
  /** Deletes the address the link was sent to; false only for a malformed token (an unknown one was used already). */
  unsubscribe(token: unknown): Promise<boolean>;
  /** The mails waiting for the mail server; undefined without one. */
  readonly outbox: Outbox | undefined;
  start(): void;
  stop(): Promise<void>;
}

const purgeEveryMs = 3_600_000;

/** Single opt-in: the address is a subscriber at once. */
export async function subscribeAtOnce(store: Store, email: string): Promise<SignUpOutcome> {
  const { created } = await store.subscribe(email);
  return created ? "subscribed" : "already-subscribed";
}

export function createNewsletterService(
  deps: {
    store: Store;
    config: NewsletterConfig;
    smtpUrl: string | undefined;
    logger: Logger;
    /** Instead of the SMTP transport (tests). */
    send?: (mail: SendMailOptions) => Promise<unknown>;
    now?: () => Date;
  } & Partial<Pick<OutboxOptions, "retry" | "pollMs">>,
): NewsletterService {
  const { store, config, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const transport = !deps.send && deps.smtpUrl ? createMailTransport(deps.smtpUrl) : undefined;
  const send = deps.send ?? (transport && ((mail: SendMailOptions) => transport.sendMail(mail)));
  const outbox =
    send &&
    createOutbox({
      store,
      send,
      logger,
      now,
      from: config.from,
      publicUrl: config.publicUrl,
      retry: deps.retry,
      pollMs: deps.pollMs,
    });
  let purgeTimer: NodeJS.Timeout | undefined;

  const purge = () =>
    purgeNewsletter(store, now()).then(
      (deleted) => {
        if (deleted.pending + deleted.links + deleted.mails > 0)
          logger.info("newsletter: expired rows deleted", deleted);
      },
      (error: unknown) => logger.warn("newsletter: purge failed; will retry", describeError(error)),
    );

  async function signUp(email: string): Promise<SignUpOutcome> {
    if (!config.doubleOptIn || !outbox) return subscribeAtOnce(store, email);
    await requestConfirmation(store, email, now());
    outbox.kick(); // whether or not a mail was queued: the same work for every address
    return "check-inbox";
  }

  return {
    doubleOptIn: config.doubleOptIn,
    outbox,
    signUp,

    async subscribe(raw) {
      if (isBot(raw)) {
        logger.info("subscribe honeypot filled: ignored");
        return { ok: true, outcome: config.doubleOptIn ? "check-inbox" : "subscribed" };
      }
      const parsed = subscribeSchema.safeParse(raw);
      if (!parsed.success) return { ok: false, status: 400, errors: fieldErrors(parsed.error) };
      try {
        const outcome = await signUp(parsed.data.email);
        logger.info("newsletter subscription", { outcome });
        return { ok: true, outcome };
      } catch (error) {
        return storeUnavailable(error, logger, subscribeDownMessage);
      }
    },

    async confirm(token) {
      if (!isWellFormedToken(token)) return "unknown";
      const outcome = await confirmSubscription(store, tokenHash(token), now());
      if (outcome === "confirmed") outbox?.kick(); // the welcome mail, when this was the first confirmation
      return outcome;
    },

    async unsubscribe(token) {
      if (!isWellFormedToken(token)) return false;
      const deleted = await unsubscribeByToken(store, tokenHash(token));
      logger.info("newsletter unsubscribe", { deleted });
      return true;
    },

    start() {
      outbox?.start();
      void purge();
      purgeTimer ??= setInterval(() => void purge(), purgeEveryMs);
      purgeTimer.unref();
    },

    async stop() {
      clearInterval(purgeTimer);
      purgeTimer = undefined;
      await outbox?.stop();
      transport?.close();
    },
  };
}
