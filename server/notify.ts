/**
 * E-mails the sales inbox about each new enquiry. This is e-mail, not a log, so it carries the visitor's
 * details. The caller does not wait.
 */
import nodemailer from "nodemailer";
import mimeFuncs from "nodemailer/lib/mime-funcs/index.js";
import type { Config } from "./config";
import type { Logger } from "./logger";
import { cameFrom } from "../app/lib/lead-source";
import type { StoredContact } from "./store/types";

export interface Notifier {
  notifyContact(contact: StoredContact): Promise<void>;
  close(): void;
}

/** Header values must stay on one line (the form already refuses line breaks; this is the last guard). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const oneLine = (value: string) => value.replace(/[\r\n\t\u0000-\u001f\u007f]+/g, " ").trim();

/**
 * A subject holding a visitor's words, shown as typed. Nodemailer leaves plain ASCII alone, so a name such
 * as "=?UTF-8?B?…?=" would reach the mail client as an RFC 2047 encoded word and be decoded into text of
 * the sender's choosing; encoding the whole subject ourselves makes that sequence literal text.
 */
export function literalSubject(text: string): { prepared: true; value: string } | string {
  const line = oneLine(text);
  return line.includes("=?") ? { prepared: true, value: mimeFuncs.encodeWord(line, "B", 52) } : line;
}

/** A display name for Reply-To; one that looks like an encoded word is left out (the address is enough). */
const replyName = (name: string) => (name.includes("=?") ? "" : oneLine(name));

export function contactEmailText(contact: StoredContact): string {
  return [
    "A visitor sent a message through the website's contact form.",
    "",
    `Name:      ${contact.name}`,
    `E-mail:    ${contact.email}`,
    `Company:   ${contact.company ?? "(not given)"}`,
    `Phone:     ${contact.countryCode} ${contact.phone}`,
    `Service:   ${contact.service ?? "(not chosen)"}`,
    `Came from: ${cameFrom(contact) ?? "(not known)"}`,
    `Received:  ${contact.createdAt}`,
    `Reference: ${contact.id}`,
    "",
    "Message:",
    contact.message,
    "",
  ].join("\n");
}

/**
 * The one way this server reaches its mail server, for enquiry e-mails and newsletter mails alike. Bounded
 * timeouts keep a dead mail server from piling up connections.
 */
export function createMailTransport(smtpUrl: string) {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

/** undefined when SMTP_URL is unset: the message is stored and no e-mail is sent. */
export function createNotifier(
  config: Pick<Config, "smtpUrl" | "contactNotifyTo" | "contactNotifyFrom">,
  logger?: Logger,
): Notifier | undefined {
  if (!config.smtpUrl) return undefined;
  const to = config.contactNotifyTo;
  if (!to) {
    logger?.warn("SMTP_URL is set but CONTACT_NOTIFY_TO is not: enquiry e-mails are disabled");
    return undefined;
  }
  const transport = createMailTransport(config.smtpUrl);

  return {
    async notifyContact(contact) {
      await transport.sendMail({
        from: config.contactNotifyFrom ?? to,
        to,
        replyTo: { name: replyName(contact.name), address: contact.email },
        headers: { Subject: literalSubject(`New website enquiry from ${contact.name}`) },
        text: contactEmailText(contact),
      });
    },
    close() {
      transport.close();
    },
  };
}
