import type { PageContent } from "../../types";
import { foundingYear } from "../../../site/facts";

export const page: PageContent = {
  description:
    "Integrity, innovation, excellence and respect, and the three pillars of people, technology and quality that shape how Jenesys works.",
  hero: {
    eyebrow: "Company",
    title: "Our Values",
    tagline: "Four values and three pillars that shape how we hire, build and keep our promises.",
    intro: [
      "Values are easy to write on a wall and harder to apply on a difficult project. Ours are the ones we fall back on when a deadline is tight, a requirement is unclear or a mistake needs owning up to.",
      `They rest on three foundations that have carried Jenesys since ${foundingYear}: the people we hire and grow, the technology we master, and the quality we build into everything we hand over.`,
    ],
    quote: {
      label: "Our mission",
      text: "To build dependable technology that makes a measurable difference to the organisations and people who rely on it.",
    },
    art: {
      icon: "handshake",
      alt: "Illustration of two hands meeting in a handshake surrounded by icons for trust, ideas and quality",
    },
  },
  sections: [
    {
      kind: "cards",
      heading: "What we stand for",
      intro: "The four values every Jenesys engineer, manager and consultant is expected to live by.",
      columns: 4,
      cards: [
        {
          icon: "shield-check",
          title: "Integrity",
          description:
            "We give honest estimates, report problems early and never hide a defect or a delay. Client data and code are handled as if they were our own.",
        },
        {
          icon: "lightbulb",
          title: "Innovation",
          description:
            "We look for the simpler, faster or cheaper way to solve a problem, and we invest our own time in tools, accelerators and products that make delivery better.",
        },
        {
          icon: "award",
          title: "Excellence",
          description:
            "We hold our work to a standard we would accept as customers: reviewed code, tested releases, clear documentation and commitments met.",
        },
        {
          icon: "heart",
          title: "Respect",
          description:
            "We listen to clients, colleagues and end users, value different views and treat everyone's time, culture and well-being with care.",
        },
      ],
    },
    {
      kind: "pillars",
      id: "pillars",
      heading: "Our foundational pillars",
      intro: "Three pillars turn our values into everyday practice.",
      pillars: [
        {
          icon: "users",
          title: "People",
          subtitle: "Engineers who own outcomes",
          description:
            "Our clients buy the judgement of the people on their project. We hire for curiosity and responsibility, then invest steadily in their growth so that expertise stays with the team.",
          points: [
            "Structured mentoring for every new joiner",
            "Annual learning budget and certification support",
            "Career paths for both technical and management tracks",
            "Flexible, respectful workplaces in Bangalore and Chennai",
          ],
        },
        {
          icon: "cpu",
          title: "Technology",
          subtitle: "Depth before breadth",
          description:
            "From firmware to cloud platforms, we choose technologies we can master and support for the long term, and we keep evaluating new ones before recommending them to clients.",
          points: [
            "Competency centres for cloud, data, AI and embedded systems",
            "Reusable frameworks and accelerators built in-house",
            "Working depth in the major vendors' platforms",
            "Proof-of-concept work before large technology decisions",
          ],
        },
        {
          icon: "badge-check",
          title: "Quality",
          subtitle: "Built in, not inspected in",
          description:
            "Quality is planned from the first requirement onwards. Reviews, automation and measurable acceptance criteria are part of every project we run.",
          points: [
            "Peer review of designs, code and test cases",
            "Automated testing in every delivery pipeline",
            "Defect root-cause analysis to prevent repeats",
            "Independent quality audits on long-running engagements",
          ],
        },
      ],
    },
    {
      kind: "list",
      heading: "How our values show up in day-to-day work",
      tone: "check",
      items: [
        "Estimates are reviewed by a second senior engineer before they reach a client",
        "Risks and slippages are reported in the same week they are found",
        "Every project retrospective produces at least one improvement we adopt",
        "Client code, data and credentials are accessed only by named team members",
        "Engineers receive time each quarter for learning and internal tooling",
      ],
    },
  ],
  cta: {
    heading: "Work with a team that keeps its word",
    text: "If these values match the way you like to work, we would be glad to hear about your project.",
    action: { label: "Contact Us", href: "/contact" },
  },
};
