import { site } from "../site/config";

/** Footer content (spec 2.4). */
export const footer = {
  blurb:
    "Enterprise software, embedded systems and digital services for businesses and the public sector, built in Bangalore and Chennai since 2002.",
  quickLinks: [
    { name: "Home", href: "/" },
    { name: "Services", href: "/services" },
    { name: "About Us", href: "/about" },
    { name: "Contact", href: "/contact" },
  ],
  /** A service without a path only logs a warning when chosen (spec 2.4). */
  services: [
    { name: "IT & Cloud Solutions", path: "/CloudSolutions" },
    { name: "AI & Machine Learning", path: "/MachineLearning" },
    { name: "IT Consultancy", path: "/ITconsultancy" },
    { name: "Design & Development", path: "/DesignDevelopment" },
    { name: "App Development", path: "/AppDevelopment" },
    { name: "E-commerce", path: "/Ecommerce" },
  ] as { name: string; path?: string }[],
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
