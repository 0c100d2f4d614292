import { exampleClaims } from "../../example-claims";
import type { PageContent } from "../../types";
import { facts, foundingYear, inWords, offices } from "../../../site/facts";

export const page: PageContent = {
  description: "Announcements, awards and milestones from Jenesys Technologies.",
  hero: {
    eyebrow: "Insights",
    title: "News and Events",
    tagline: "Announcements, recognition and the milestones that brought us here.",
    intro: [
      `From a small team in Bangalore in ${foundingYear} to offices in ${offices.both}, with clients in ${inWords(facts.countries)}, Jenesys Technologies has grown one delivered project at a time.`,
      "Here you will find our latest announcements, the recognition our teams have earned and the milestones along the way.",
    ],
    art: { icon: "megaphone", alt: "Illustration of a megaphone with a calendar and news cards" },
  },
  sections: [
    {
      kind: "news",
      heading: "Latest announcements",
      // The announcements are published by staff in the staff area (server/listings/).
    },
    {
      kind: "milestones",
      heading: "Awards and recognition",
      style: "awards",
      items: exampleClaims.awards,
    },
    {
      kind: "milestones",
      heading: "Our journey",
      style: "timeline",
      items: [
        {
          when: String(foundingYear),
          title: "Founded in Bangalore",
          description:
            "Jenesys Technologies starts as a software services company focused on enterprise applications and embedded systems.",
        },
        {
          when: "2007",
          title: "Chennai office opens",
          description:
            "Our second office, in Chennai, expands our testing, mainframe and application maintenance teams.",
        },
        ...exampleClaims.milestones,
        {
          when: "2015",
          title: "ERPConstruct launched",
          description:
            "We release ERPConstruct, our ERP for construction companies, built from a decade of project work in the sector.",
        },
        {
          when: "2019",
          title: "Clients across Asia, Europe and North America",
          description:
            "Our teams deliver for clients from India to the Gulf states and in Europe and North America, with working hours arranged to overlap with each client's day.",
        },
        {
          when: "2025",
          title: `${inWords(facts.projects)}`,
          description: `Delivered by our teams in ${offices.both}, many of them for clients who came back for the next one.`,
        },
      ],
    },
  ],
  cta: {
    heading: "Want to know more about our work?",
    text: "Whether you are a journalist, an event organiser or a prospective client, we would be glad to hear from you.",
    action: { label: "Connect With Us", href: "/contact" },
  },
};
