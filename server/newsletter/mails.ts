/**
 * The mails the site sends to a newsletter address: the confirmation (double opt-in) and the welcome after
 * it. Each has a text and an HTML part, and an unsubscribe link both visible and in the List-Unsubscribe
 * headers that mail programs turn into a one-click button (RFC 2369, RFC 8058). Every link is built on the
 * configured public origin, never on anything a request said.
 */
import type { SendMailOptions } from "nodemailer";
import { site } from "../../app/site/facts";
import { newsletterPages, newsletterRules } from "../../app/site/newsletter";
import { linkTo, renderMail as render, type Paragraph } from "../mail-body";

export interface MailLinks {
  /** The site's public origin (PUBLIC_URL, else SITE_URL), without a trailing slash. */
  publicUrl: string;
  unsubscribeToken: string;
}

/** The headers and visible link that let a subscriber leave with one click. */
function unsubscribable(
  links: MailLinks,
  paragraphs: Paragraph[],
): Pick<SendMailOptions, "text" | "html" | "list" | "headers"> {
  const unsubscribeUrl = linkTo(links.publicUrl, newsletterPages.unsubscribe, links.unsubscribeToken);
  const signature = `${site.name}\n${links.publicUrl}`;
  return {
    ...render([
      ...paragraphs,
      { before: "To unsubscribe, open this link:", link: unsubscribeUrl, label: "Unsubscribe" },
      signature,
    ]),
    list: { unsubscribe: unsubscribeUrl },
    headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

const newsletterName = `the ${site.name} newsletter`;

export function confirmationMail(
  to: string,
  from: string,
  links: MailLinks & { confirmToken: string },
): SendMailOptions {
  const confirmUrl = linkTo(links.publicUrl, newsletterPages.confirm, links.confirmToken);
  return {
    from,
    to,
    subject: `Please confirm your subscription to ${newsletterName}`,
    ...unsubscribable(links, [
      "Hello,",
      `Someone, we hope you, asked for ${newsletterName} at this address: case studies and engineering notes from our teams, once a month.`,
      {
        before: `To confirm, open this link within ${newsletterRules.confirmLinkHours} hours and press the button on the page:`,
        link: confirmUrl,
        label: "Confirm my subscription",
      },
      `Did not ask for it? Then ignore this mail. We send nothing more, and delete the address within ${newsletterRules.pendingDays} days.`,
    ]),
  };
}

export function welcomeMail(to: string, from: string, links: MailLinks): SendMailOptions {
  return {
    from,
    to,
    subject: `You are subscribed to ${newsletterName}`,
    ...unsubscribable(links, [
      "Hello,",
      `Thank you for confirming: you are subscribed to ${newsletterName}. Expect case studies and engineering notes from our teams, once a month.`,
      "Every newsletter has a link to leave it at once, like the one below.",
    ]),
  };
}
