import { site } from "../site/config";
import { foundingYear, offices, serviceOrder, services } from "../site/facts";

/** Footer content (spec 2.4). */
export const footer = {
  blurb:
    `Enterprise software, embedded systems and digital services for businesses and the public sector, built in ${offices.both} since ${foundingYear}.`,
  quickLinks: [
    { name: "Home", href: "/" },
    { name: "Services", href: "/services" },
    { name: "About Us", href: "/about" },
    { name: "Contact", href: "/contact" },
  ],
  /** A service without a path only logs a warning when chosen (spec 2.4). */
  services: serviceOrder.map((key) => ({ name: services[key].name, path: services[key].path })) as { name: string; path?: string }[],
  social: [
    { network: "LinkedIn", href: site.social.linkedin },
    { network: "Twitter", href: site.social.twitter },
    { network: "Facebook", href: site.social.facebook },
  ] as const,
  newsletter: {
    heading: "Newsletter",
    text: "Case studies and engineering notes from our teams, once a month. No spam; unsubscribe any time.",
  },
  bottomLinks: [
    { name: "Privacy Policy", href: "/PrivacyPolicy" },
    { name: "Disclaimer", href: "/Disclaimer" },
    { name: "Careers", href: "/Environment" },
  ],
};
