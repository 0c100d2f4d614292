import type { PageContent } from "../../types";

export const page: PageContent = {
  description:
    "Announcements, awards and milestones from Jenesys Technologies.",
  hero: {
    eyebrow: "Insights",
    title: "News and Events",
    tagline: "Announcements, recognition and the milestones that brought us here.",
    intro: [
      "From a small team in Bangalore in 2002 to engineering centres in Bangalore and Chennai serving clients in more than 15 countries, Jenesys Technologies has grown one delivered project at a time.",
      "Here you will find our latest announcements, the recognition our teams have earned and the milestones along the way.",
    ],
    art: { icon: "megaphone", alt: "Illustration of a megaphone with a calendar and news cards" },
  },
  sections: [
    {
      kind: "news",
      heading: "Latest Announcements",
      items: [
        {
          quarter: "Q3 2026",
          title: "EnergIT adds Scope 3 emissions reporting",
          location: "Bangalore",
          description:
            "The latest release of EnergIT, our energy and carbon management product, extends reporting from direct and purchased-energy emissions to supply-chain (Scope 3) emissions, with supplier data templates and reports structured for India's business responsibility and sustainability reporting.",
        },
        {
          quarter: "Q1 2026",
          title: "Jenesys presents at a national e-governance conference",
          location: "New Delhi",
          description:
            "Our public-sector team shared lessons from building accessible, multilingual citizen service portals, including how service-level dashboards helped a state department cut average application processing time from 21 days to 6.",
        },
        {
          quarter: "Q3 2025",
          title: "Graduate engineering programme welcomes its largest intake",
          location: "Bangalore and Chennai",
          description:
            "Forty graduate engineers joined our Bangalore and Chennai offices and began a twelve-week programme of classroom training, mentored project work and certification in cloud, testing and embedded technologies.",
        },
      ],
    },
    {
      kind: "milestones",
      heading: "Awards and Recognition",
      style: "awards",
      items: [
        {
          when: "2025",
          title: "Excellence in E-Governance Delivery",
          description:
            "Recognised at a state IT awards programme for a citizen services portal that brought more than 120 government services online and processed 2.5 million applications in its first year.",
        },
        {
          when: "2024",
          title: "Quality Excellence in Software Testing",
          description:
            "Recognised by an industry quality forum for our proprietary QA framework and the independent testing practice built around it, serving clients in telecom, banking and embedded systems.",
        },
      ],
    },
    {
      kind: "milestones",
      heading: "Our Journey",
      style: "timeline",
      items: [
        {
          when: "2002",
          title: "Founded in Bangalore",
          description: "Jenesys Technologies starts as a software services company focused on enterprise applications and embedded systems.",
        },
        {
          when: "2007",
          title: "Chennai office opens",
          description: "A second engineering centre in Chennai expands our testing, mainframe and application maintenance teams.",
        },
        {
          when: "2011",
          title: "100th project delivered",
          description: "Our hundredth client project goes live, with repeat clients across telecom, banking and government.",
        },
        {
          when: "2015",
          title: "ERPConstruct launched",
          description: "We release ERPConstruct, our ERP for construction companies, built from a decade of project work in the sector.",
        },
        {
          when: "2019",
          title: "Clients in 15 countries",
          description: "Delivery for clients across Asia, the Middle East, Europe and North America passes 15 countries.",
        },
        {
          when: "2025",
          title: "200+ projects and 23 years",
          description: "More than 200 projects completed over 23 years, delivered by teams in Bangalore and Chennai.",
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
