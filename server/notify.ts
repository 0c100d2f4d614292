/**
 * E-mails the sales inbox about each new enquiry. This is e-mail, not a log, so it carries the visitor's
 * details. Bounded timeouts keep a dead mail server from piling up connections; the caller does not wait.
 */
import nodemailer from "nodemailer";
import type { Config } from "./config";
import type { Logger } from "./logger";
import type { StoredContact } from "./store/types";

export interface Notifier {
  notifyContact(contact: StoredContact): Promise<void>;
  close(): void;
}

/** Header values must stay on one line. */
const oneLine = (value: string) => value.replace(/[\r\n\t\u0000-\u001f\u007f]+/g, " ").trim();

export function contactEmailText(contact: StoredContact): string {
  return [
    "A visitor sent a message through the website's contact form.",
    "",
    `Name:      ${contact.name}`,
    `E-mail:    ${contact.email}`,
    `Company:   ${contact.company ?? "(not given)"}`,
    `Phone:     ${contact.countryCode} ${contact.phone}`,
    `Service:   ${contact.service ?? "(not chosen)"}`,
    `Received:  ${contact.createdAt}`,
    `Reference: ${contact.id}`,
    "",
    "Message:",
    contact.message,
    "",
  ].join("\n");
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
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });

  return {
    async notifyContact(contact) {
      await transport.sendMail({
        from: config.contactNotifyFrom ?? to,
        to,
        replyTo: { name: oneLine(contact.name), address: contact.email },
        subject: `New website enquiry from ${oneLine(contact.name)}`,
        text: contactEmailText(contact),
      });
    },
    close() {
      transport.close();
    },
  };
}
