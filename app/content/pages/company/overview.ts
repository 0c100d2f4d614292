import type { PageContent } from "../../types";
import { asStat, facts, foundingYear } from "../../../site/facts";

export const page: PageContent = {
  description: `Who Jenesys Technologies is: our philosophy, our strengths and the software we have delivered for enterprises and governments since ${foundingYear}.`,
  hero: {
    eyebrow: "Company",
    title: "Company Overview",
    tagline: `Software engineering for enterprises and governments since ${foundingYear}.`,
    intro: [
      `Jenesys Technologies is an IT services and software company headquartered in Bangalore, with a second office in Chennai. Since ${foundingYear} we have designed, built, tested and supported software for businesses and public-sector organisations in India and abroad.`,
      "Our work spans enterprise applications, embedded and systems software, industry solutions and our own products. What ties it together is a simple habit: we treat every client system as if we will be the ones maintaining it in ten years, because very often we are.",
    ],
    art: {
      icon: "building",
      alt: "Illustration of the Jenesys office building linked to teams and client sites around the world",
    },
  },
  sections: [
    {
      kind: "stats",
      heading: "Jenesys at a glance",
      stats: [
        { icon: "calendar", ...asStat(facts.experience) },
        { icon: "briefcase", ...asStat(facts.projects) },
        { icon: "globe", ...asStat(facts.countries) },
        { icon: "code", ...asStat(facts.technologies) },
      ],
    },
    {
      kind: "prose",
      id: "philosophy",
      heading: "Our philosophy",
      paragraphs: [
        "Technology is only worth building if it changes something for the people who use it: a citizen who no longer queues for a certificate, a field engineer who closes a job on the first visit, a finance team that trusts its month-end numbers. We start every engagement by asking what should be different once the software is live, and we measure ourselves against that answer.",
        "We prefer long relationships to large contracts. Many of our clients have worked with us for over a decade, moving from a first project to maintenance, then to modernisation and new products. That continuity is deliberate: it keeps knowledge in the team, lowers the cost of change and lets us give honest advice, including advice not to build something.",
      ],
      points: [
        "Understand the business problem before proposing a technology",
        "Say clearly what we will deliver, by when and at what cost",
        "Build software that the client's own team can run and extend",
        "Stay accountable after go-live, through the releases that follow",
      ],
    },
    {
      kind: "cards",
      id: "strengths",
      heading: "Our strengths",
      intro: `What we have delivered since ${foundingYear} has taught us a few things we do particularly well.`,
      columns: 3,
      cards: [
        {
          icon: "layers",
          title: "Breadth from chip to cloud",
          description:
            "One company covers device drivers, server software, enterprise applications and cloud platforms, so integration problems are solved inside a single team.",
        },
        {
          icon: "landmark",
          title: "Public-sector experience",
          description:
            "Citizen portals, departmental workflows and e-governance services built to government security, accessibility and audit requirements.",
        },
        {
          icon: "users",
          title: "Stable, senior teams",
          description:
            "Low attrition and structured mentoring mean the engineers who learn your system in the first month are still on it years later.",
        },
        {
          icon: "clipboard-check",
          title: "Quality built into delivery",
          description:
            "Reviews, automated testing and the Jenesys Quality Framework (JQF) are part of every project plan from the first week.",
        },
        {
          icon: "package",
          title: "Product thinking",
          description:
            "We build and sell our own products, ERPConstruct, FINdeal and EnergIT, so we understand release management, support and roadmaps from the owner's side.",
        },
        {
          icon: "globe",
          title: "Flexible delivery",
          description:
            "Onsite, offshore and hybrid models from Bangalore and Chennai, with overlap hours arranged for clients in Europe, the Middle East, Asia-Pacific and North America.",
        },
      ],
    },
    {
      kind: "cards",
      heading: "What we do",
      intro: "Our work is organised into four areas that share people, tools and standards.",
      columns: 2,
      cards: [
        {
          icon: "briefcase",
          title: "Enterprise Solutions",
          link: "/enterprise",
          description:
            "Application development and maintenance, AI and machine learning, data warehousing and BI, e-governance, testing and mainframe services.",
        },
        {
          icon: "microchip",
          title: "Systems and Embedded Engineering",
          link: "/systems",
          description:
            "Embedded, server and mobile software for storage, networking, telecom, wireless, consumer electronics, medical devices and industrial control.",
        },
        {
          icon: "factory",
          title: "Industry solutions",
          description:
            "Focused teams for telecom, healthcare, banking and insurance, government, energy, retail, logistics and infrastructure.",
        },
        {
          icon: "package",
          title: "Products",
          description:
            "Our own platforms for construction ERP, portfolio and deal management, and energy and carbon management.",
        },
      ],
    },
    {
      kind: "cards",
      id: "more-about-us",
      heading: "More about Jenesys",
      intro: "How we work, what we believe in and what we do about our footprint.",
      columns: 4,
      cards: [
        {
          icon: "heart",
          title: "Our Values",
          link: "/ourValues",
          description: "Four values and three pillars that shape how we hire, build and keep our promises.",
        },
        {
          icon: "star",
          title: "The Jenesys Advantage",
          link: "/JenesysAdvantage",
          description: "Why clients who start a project with us tend to stay for years.",
        },
        {
          icon: "handshake",
          title: "Our Engagement Models",
          link: "/OurEngagement",
          description:
            "Onsite, offshore or hybrid teams, fixed-price or time-and-materials: the model fits the project.",
        },
        {
          icon: "leaf",
          title: "Green Credentials",
          link: "/GreenCredentials",
          description: "Practical initiatives that reduce the footprint of our offices and of the software we build.",
        },
      ],
    },
  ],
  cta: {
    heading: "Let's talk about what you want to change",
    text: "Tell us about the system, service or product you have in mind. A senior consultant from Bangalore or Chennai will reply within one business day.",
    action: { label: "Contact Us", href: "/contact" },
  },
};
