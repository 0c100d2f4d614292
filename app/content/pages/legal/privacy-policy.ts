import type { PageContent } from "../../types";
import { site } from "../../../site/facts";
import { newsletterRules } from "../../../site/newsletter";
import { defaultRetention } from "../../../lib/application-rules";

export const page: PageContent = {
  description: "What this website collects, why, how long it is kept and how to have it erased.",
  hero: {
    eyebrow: "Legal",
    title: "Privacy Policy",
    tagline: "What this website collects, why, how long it is kept and how to have it erased.",
    intro: [
      `This policy explains how ${site.name} handles personal data collected through this website. It is written to meet India's Digital Personal Data Protection Act, 2023, and it describes what the site actually does, nothing more and nothing less.`,
      "Effective date: 27 November 2026.",
    ],
    art: { icon: "shield-check", alt: "Illustration of a shield with a check mark protecting a form" },
  },
  sections: [
    {
      kind: "prose",
      heading: "Who we are",
      paragraphs: [
        `${site.name}, with its head office in Bangalore and an office in Chennai, is responsible for the personal data collected through this website; in the words of the Digital Personal Data Protection Act, 2023, we are the data fiduciary. This policy covers this website only. Personal data we handle for clients under contract is governed by those contracts.`,
        `For any question about this policy or your personal data, write to ${site.email.privacy}.`,
      ],
    },
    {
      kind: "prose",
      heading: "What we collect and why",
      paragraphs: [
        "You can browse every page of this site without telling us who you are. We collect personal data only when you choose to send it to us, in three places: the contact form, the newsletter box and a job application.",
        "The contact form collects the following, together with the time you submitted it. We use it only to answer your enquiry.",
      ],
      points: [
        "Your name",
        "Your e-mail address",
        "Your company (optional)",
        "Your phone number with its country code",
        "The service you are interested in (optional)",
        "Your message",
        "Where your visit began: the first page you opened, the site or campaign link that brought you there, if any",
        "How many seconds the form took to fill in",
      ],
    },
    {
      kind: "prose",
      heading: "How we keep automated spam apart",
      paragraphs: [
        "Our own server checks each message for signs of automated spam: a hidden field that only programs fill in, a form sent faster than a person can type, links in the message or a message made mostly of links or capital letters, an address from a service that hands out throwaway e-mail addresses, and the same text sent in other messages within 30\u00a0days. The check never looks at the language or script you write in, and nothing is sent to anyone else to decide it.",
        "A message that shows enough of these signs is kept apart from the others, with the reasons the check found, for our staff to review; it is never deleted by the check. You receive the same answer either way. When our staff mark such a message as not spam, the same signs count for less from then on for messages from your e-mail domain.",
      ],
    },
    {
      kind: "prose",
      heading: "Newsletter",
      paragraphs: [
        "The newsletter box collects your e-mail address, and nothing else. We use it only to send you our newsletter.",
        `So that no one can sign up someone else, we first send your address one e-mail with a confirmation link, and we add you to the newsletter only when you follow it. The link works for ${newsletterRules.confirmLinkHours}\u00a0hours. Until then we keep the address as waiting for confirmation and send it at most ${newsletterRules.confirmationMailsPerDay}\u00a0such e-mails a day; if the link is never followed, we delete the address ${newsletterRules.pendingDays}\u00a0days after it was last entered.`,
        "Once you confirm, we keep your address with the time you gave your consent and how you gave it, so that we can show you asked for the newsletter. We keep a record of each e-mail we send you for one day, to limit how many we send.",
        `Every e-mail we send you has a link to unsubscribe at once, and your e-mail program may show an Unsubscribe button for it. Unsubscribing deletes your address and everything we keep with it. You can also write to ${site.email.privacy} and we will delete your address.`,
      ],
    },
    {
      kind: "prose",
      heading: "Job applications",
      paragraphs: [
        "When you apply for an opening on its page, we collect your name, e-mail address, phone number, current location and notice period, the link to your profile or portfolio if you give one, your CV and your cover letter if you write one, with the time you sent them. We use them only to consider you for that role, and for other roles too if you tick the box that asks for it.",
        "We keep the words of the consent you gave with your application, and the time you gave it. Only our HR team reads applications. Your CV stays on our own server and is never sent to anyone else; the e-mail that tells our HR team about your application holds your name and the role, nothing more.",
        "The confirmation we e-mail you has a link that withdraws your application: once you confirm, we erase it with your CV at once.",
      ],
    },
    {
      kind: "prose",
      heading: "Where your data is stored and how long we keep it",
      paragraphs: [
        "Messages from the contact form, newsletter addresses and job applications are stored in a database on our own server. Access is limited to the staff who answer enquiries, send the newsletter and read job applications, and we protect the data with reasonable security safeguards as the Act requires.",
        "We do not sell, rent or share your personal data with anyone for marketing. We disclose it to others only if the law requires us to.",
      ],
      points: [
        "Contact messages are kept for 24\u00a0months after they are received and then deleted, together with our replies to them and our staff's notes on them.",
        "Newsletter addresses are kept until you unsubscribe and then deleted.",
        `Job applications are erased with their CV ${defaultRetention.rejectedDays}\u00a0days after we decide not to take them further (${defaultRetention.otherRolesMonths}\u00a0months after your consent if you asked us to keep them for other roles), and ${defaultRetention.hiredDays}\u00a0days after you are hired, when our HR records take over.`,
        `Newsletter addresses never confirmed are deleted ${newsletterRules.pendingDays}\u00a0days after they were last entered.`,
      ],
    },
    {
      kind: "prose",
      heading: "Cookies, analytics and server logs",
      paragraphs: [
        "This site sets no cookies and contains no third-party trackers, advertising tags or social media widgets.",
        "To know how many people visit and which pages they read, each page sends our own server a short note once it has been shown: the page's address and, on the first page of a visit, the site or campaign link that brought you there (of a referring site, only its name, such as www.google.com). We add it to daily totals (visits per page, per referring site and per campaign), which we keep; they hold no personal data. To count a visitor once a day, the server combines your network address and browser name with a secret that is replaced and deleted every day, and keeps only the result, until that day is over (midnight, India time); the address and browser name themselves are never stored. Nothing is sent to anyone else. If your browser sends Global Privacy Control, the visit is not counted at all. Visits by search-engine robots and other automated programs are not counted either.",
        "Where your visit began is also kept in your browser tab (not in a cookie) and is gone when you close the tab.",
        "Like any web server, ours keeps a log of requests so that we can keep the site running and fix faults. The log records technical data only: the time of each request, the page path requested and the response status. It does not contain personal data.",
      ],
    },
    {
      kind: "prose",
      heading: "The map in our contact section",
      paragraphs: [
        "The contact section can show a map of our office. The map comes from a third-party maps service, and it is loaded only when you press its button. Until you do, your browser makes no request to that service.",
        "Once you load the map, or follow a link for directions, the maps service receives the technical data any website receives from your browser, such as your IP address, and its own privacy policy applies.",
      ],
    },
    {
      kind: "prose",
      heading: "Your rights",
      paragraphs: [
        `Under the Digital Personal Data Protection Act, 2023 you may ask us at any time for the rights listed below. Send your request by e-mail to ${site.email.privacy} from the address you used on this site, so that we can find your data and be sure the request comes from you. We will act on it promptly and within the time the law allows.`,
        "If you are not satisfied with our response, you may complain to the Data Protection Board of India.",
      ],
      points: [
        "Access: a summary of the personal data we hold about you and how we use it",
        "Correction: to correct, complete or update it",
        "Erasure: to have it deleted before the end of its retention period",
        "Withdrawal of consent: for example, to stop receiving the newsletter",
        "Grievance redressal: to raise a concern about how we handle your data",
        "Nomination: to name a person who may exercise these rights on your behalf",
      ],
    },
    {
      kind: "prose",
      heading: "Children and changes to this policy",
      paragraphs: [
        "This website is meant for businesses, public-sector organisations and job seekers. It is not directed at children, and we do not knowingly collect personal data from anyone under 18.",
        "If we change what the site collects or how we use it, we will update this page and its effective date before the change takes effect.",
      ],
    },
  ],
  cta: {
    heading: "Questions about your data?",
    text: `Write to ${site.email.privacy}, or use the contact form and we will get back to you.`,
    action: { label: "Contact Us", href: "/contact" },
  },
};
