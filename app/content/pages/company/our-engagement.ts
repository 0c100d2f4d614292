import type { PageContent } from "../../types";

export const page: PageContent = {
  description:
    "Onsite, offshore and hybrid engagement models from Jenesys Technologies, chosen to fit your project, budget and time zone.",
  hero: {
    eyebrow: "Company",
    title: "Our Engagement Models",
    tagline: "Onsite, offshore or hybrid: the way we work should fit your project, budget and time zone.",
    intro: [
      "No two projects need the same mix of proximity, cost and speed. A regulatory change with daily workshops needs people in the room; a long-running maintenance programme runs best from a stable offshore team; most projects need something in between.",
      "We offer three engagement models from our Bangalore and Chennai offices and help you choose, and later change, the one that fits.",
    ],
    art: {
      icon: "handshake",
      alt: "Illustration of a client office and a Jenesys office connected across a globe",
    },
  },
  sections: [
    {
      kind: "cards",
      id: "engagement-models",
      heading: "Three ways to work with us",
      columns: 3,
      cards: [
        {
          icon: "building",
          title: "Onsite",
          description:
            "Jenesys consultants and engineers work at your premises, alongside your staff. Best for requirement-heavy phases, sensitive environments, go-live support and projects that need daily face-to-face decisions.",
        },
        {
          icon: "globe",
          title: "Offshore",
          description:
            "A dedicated team works from our Bangalore or Chennai office under agreed service levels, with overlap hours for your time zone. Best for development, maintenance and testing at the lowest total cost.",
        },
        {
          icon: "workflow",
          title: "Hybrid",
          description:
            "A small onsite team handles workshops, coordination and acceptance while the bulk of engineering runs offshore. Best for most projects: close to the business, with offshore cost and scale.",
        },
      ],
    },
    {
      kind: "blocks",
      heading: "Commercial options",
      intro: "Each model can be contracted in the way that suits how well the scope is known.",
      blocks: [
        {
          title: "Fixed price",
          points: [
            "Agreed scope, timeline and price",
            "Milestone-based payments against acceptance",
            "Suited to well-defined projects and migrations",
          ],
        },
        {
          title: "Time and materials",
          points: [
            "Pay for effort actually spent, reported weekly",
            "Scope can change as priorities change",
            "Suited to discovery, agile product work and evolving requirements",
          ],
        },
        {
          title: "Dedicated team",
          points: [
            "A named team that works only on your programme",
            "Monthly fee with agreed service levels",
            "Suited to long-term development, maintenance and support",
          ],
        },
      ],
    },
    {
      kind: "steps",
      heading: "How every engagement runs",
      steps: [
        {
          number: 1,
          title: "Discover",
          description: "Workshops to understand goals, constraints, systems and success measures.",
          tint: "brand",
        },
        {
          number: 2,
          title: "Plan",
          description: "Choice of model, team, milestones, governance and a written risk register.",
          tint: "sky",
        },
        {
          number: 3,
          title: "Deliver",
          description: "Iterative delivery with weekly reports, demonstrations and quality gates.",
          tint: "teal",
        },
        {
          number: 4,
          title: "Sustain",
          description: "Support, enhancement and periodic reviews, with the model adjusted as needs change.",
          tint: "amber",
        },
      ],
    },
  ],
  cta: {
    heading: "Not sure which model fits?",
    text: "Describe your project and constraints, and we will recommend a model with a team plan and an indicative cost.",
    action: { label: "Contact Us", href: "/contact" },
  },
};
