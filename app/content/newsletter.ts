/**
 * The words of the pages newsletter mails link to: the confirmation link's outcomes and the unsubscribe
 * page's. The figures come from the consent rules (app/site/newsletter.ts), which the server enforces.
 */
import { site } from "../site/facts";
import { newsletterRules } from "../site/newsletter";

export interface MailLinkNotice {
  /** The tab's title. */
  title: string;
  heading: string;
  text: string;
}

export const newsletterContent = {
  description: "Your subscription to our newsletter.",
  confirm: {
    ask: {
      title: "Confirm your subscription",
      heading: "Confirm your subscription to our newsletter?",
      text: "Press the button to confirm that you want our newsletter at this address. Nothing is subscribed until you do.",
    },
    confirmed: {
      title: "Subscription confirmed",
      heading: "Your subscription is confirmed",
      text: "Thank you. Our newsletter brings case studies and engineering notes from our teams, once a month, and every edition has a link to unsubscribe.",
    },
    expired: {
      title: "Confirmation link expired",
      heading: "This confirmation link has expired",
      text: `A confirmation link works for ${newsletterRules.confirmLinkHours} hours after we send it. Enter your address in the newsletter box again and we will send you a new one.`,
    },
    unknown: {
      title: "Confirmation link not valid",
      heading: "This confirmation link is not valid",
      text: "It may be incomplete, or the address may have been unsubscribed since. To subscribe, enter your address in the newsletter box.",
    },
    unavailable: {
      title: "Please try again",
      heading: "We could not confirm your subscription just now",
      text: "Please open the link from the e-mail again in a few minutes.",
    },
  },
  unsubscribe: {
    ask: {
      title: "Unsubscribe",
      heading: "Unsubscribe from our newsletter?",
      text: "Press the button and we delete your address from our newsletter list at once.",
    },
    done: {
      title: "Unsubscribed",
      heading: "You are unsubscribed",
      text: "We have deleted your address from our newsletter list. You will receive no more newsletters from us.",
    },
    incomplete: {
      title: "Unsubscribe link not complete",
      heading: "This unsubscribe link is not complete",
      text: `Please open the link from the e-mail again, or copy all of it into the address bar. You can also write to ${site.email.privacy} and we will delete your address.`,
    },
    unavailable: {
      title: "Please try again",
      heading: "We could not unsubscribe you just now",
      text: `Please press the button again in a few minutes, or write to ${site.email.privacy} and we will delete your address.`,
    },
  },
  actions: {
    subscribeAgain: "Subscribe again",
    confirm: "Confirm my subscription",
    unsubscribe: "Unsubscribe",
    home: "Back to the home page",
  },
} as const satisfies {
  description: string;
  confirm: Record<string, MailLinkNotice>;
  unsubscribe: Record<string, MailLinkNotice>;
  actions: Record<string, string>;
};
