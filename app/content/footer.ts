import { site, foundingYear, offices, serviceOrder, services } from "../site/facts";
import { groupNames, labelOf, type PageHref } from "../site/pages";

const pageLink = (path: Parameters<typeof labelOf>[0], name = labelOf(path)): { name: string; href: PageHref } => ({
  name,
  href: path,
});

/** Footer content. */
export const footer = {
  blurb: `Enterprise software, embedded systems and digital services for businesses and the public sector, built in ${offices.both}. Founded in ${foundingYear}.`,
  quickLinks: [pageLink("/"), pageLink("/services"), pageLink("/about"), pageLink("/contact")],
  services: serviceOrder.map((key) => ({ name: services[key].name, path: services[key].path })),
  social: [
    { network: "LinkedIn", href: site.social.linkedin },
    { network: "Twitter", href: site.social.twitter },
    { network: "Facebook", href: site.social.facebook },
  ] as const,
  newsletter: {
    heading: "Newsletter",
    text: "Case studies and engineering notes from our teams, once a month. No spam; unsubscribe any time.",
  },
  // The careers group opens on its first page.
  bottomLinks: [pageLink("/PrivacyPolicy"), pageLink("/Disclaimer"), pageLink("/Environment", groupNames.careers)],
};
