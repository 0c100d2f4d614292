import type { PageContent } from "../../types";
import { asStat, claims, facts, foundingYear } from "../../../site/facts";

export const page: PageContent = {
  description:
    "Application development, AI, modernisation, e-business and testing services that help enterprises run and grow their core systems.",
  hero: {
    eyebrow: "Enterprise",
    title: "Enterprise Solutions",
    tagline: "Build, modernise, test and run the systems your business depends on.",
    intro: [
      "Enterprises rarely start with a blank page. They have core applications that must keep running, data spread across systems, and a list of improvements that never gets shorter. Our enterprise practice works inside that reality: we develop new applications, keep existing ones healthy and modernise the ones holding the business back.",
      `Since ${foundingYear} our teams have worked for manufacturers, banks, insurers, hospitals, retailers and government departments, from mainframe maintenance to machine-learning models in production.`,
    ],
    art: {
      icon: "briefcase",
      alt: "Illustration of connected enterprise applications, databases and dashboards around a central briefcase",
    },
  },
  sections: [
    {
      kind: "cards",
      id: "focus-areas",
      heading: "Our focus areas",
      intro: "Eight practices, one delivery standard.",
      columns: 4,
      cards: [
        {
          icon: "code",
          title: "Application Development and Maintenance",
          link: "/AppDevMaintenance",
          description:
            "Custom business applications built to your processes and supported under clear service levels for as long as you run them.",
        },
        {
          icon: "brain",
          title: "AI and Machine Learning",
          link: "/MachineLearning",
          description:
            "Forecasting, recommendation, document intelligence and support automation aimed at a business measure you already track.",
        },
        {
          icon: "database",
          title: "Re-engineering and BI",
          link: "/ReEngineering",
          description:
            "Modernise legacy applications, connect systems and give decision-makers reports they can trust.",
        },
        {
          icon: "landmark",
          title: "E-Business and E-Governance",
          link: "/EBusiness",
          description: "Secure, accessible citizen portals and online business platforms that handle peak demand.",
        },
        {
          icon: "smartphone",
          title: "Wireless and Mobile Solutions",
          link: "/WirelessSolutions",
          description: "Mobile apps, field-force tools and wireless connectivity for people and devices on the move.",
        },
        {
          icon: "test-tube",
          title: "Software Testing and QA",
          link: "/SoftwareTesting",
          description:
            "Independent functional, automation, performance and security testing, run on the Jenesys Quality Framework (JQF).",
        },
        {
          icon: "server",
          title: "Mainframe and Midrange Services",
          link: "/MainframeMidrange",
          description:
            "Maintenance, migration and modernisation of mainframe and midrange systems without disrupting the business they run.",
        },
        {
          icon: "file-text",
          title: "Technical Documentation",
          link: "/TechnicalDocumentation",
          description: "User guides, API references and online help written by people who understand the software.",
        },
      ],
    },
    {
      kind: "stats",
      heading: "Enterprise delivery in figures",
      stats: [
        { icon: "calendar", ...asStat(facts.experience) },
        { icon: "users", ...asStat(claims.attrition) },
        { icon: "briefcase", ...asStat(facts.projects) },
        { icon: "globe", ...asStat(facts.countries) },
      ],
    },
    {
      kind: "list",
      id: "why-enterprise",
      heading: "Why enterprises choose Jenesys",
      tone: "check",
      items: [
        `Business-critical systems run for clients since ${foundingYear}, from mainframes to cloud platforms`,
        `Stable teams with ${claims.attrition.inText}, so knowledge of your systems stays with us`,
        "Industry experience in banking, insurance, healthcare, manufacturing, retail and government",
        "Transparent governance: named managers, weekly reporting and agreed service levels",
        "Onsite, offshore and hybrid delivery from Bangalore and Chennai",
        "Quality built in through reviews, automated testing and the Jenesys Quality Framework (JQF)",
      ],
    },
    {
      kind: "steps",
      heading: "How a consultation works",
      steps: [
        {
          number: 1,
          title: "Listen",
          description: "A call with a senior consultant to understand your systems, goals and constraints.",
          tint: "brand",
        },
        {
          number: 2,
          title: "Assess",
          description: "A short review of the applications, data or processes in question.",
          tint: "sky",
        },
        {
          number: 3,
          title: "Recommend",
          description: "A written proposal with options, effort, risks and an indicative cost.",
          tint: "teal",
        },
        {
          number: 4,
          title: "Start small",
          description: "A pilot or first phase that proves the approach before larger commitments.",
          tint: "amber",
        },
      ],
    },
  ],
  cta: {
    heading: "Talk to an enterprise consultant",
    text: "Book a free consultation to discuss an application, a modernisation plan or a data problem. We will come back with practical options and an honest view of each.",
    action: { label: "Schedule Consultation", href: "/contact" },
  },
};
