import type { PageContent } from "../../types";
import { asStat, claims, facts, foundingYear, inWords } from "../../../site/facts";

export const page: PageContent = {
  description:
    "Why clients stay with Jenesys: domain depth, proven delivery, low attrition and engineering teams that own outcomes.",
  hero: {
    eyebrow: "Company",
    title: "The Jenesys Advantage",
    tagline: "Why clients who start a project with us tend to stay for years.",
    intro: [
      `Choosing a technology partner is a bet on people, process and staying power. Across ${inWords(facts.projects)} since ${foundingYear}, our clients have told us what made them stay: teams that do not change every quarter, engineers who understand their business, and delivery they can plan around.`,
      "Each rests on something we can show you: low attrition, delivery against fixed milestones and measurable acceptance criteria, and client relationships that run for years.",
    ],
    art: {
      icon: "trophy",
      alt: "Illustration of a trophy on a rising bar chart, representing long-term delivery results",
    },
  },
  sections: [
    {
      kind: "stats",
      heading: "The numbers behind the advantage",
      stats: [
        { icon: "users", ...asStat(claims.attrition) },
        { icon: "calendar", ...asStat(facts.experience) },
        { icon: "briefcase", ...asStat(facts.projects) },
        { icon: "globe", ...asStat(facts.countries) },
      ],
    },
    {
      kind: "cards",
      heading: "What sets us apart",
      columns: 3,
      cards: [
        {
          icon: "users",
          title: "Teams that stay",
          description: `With ${claims.attrition.inText}, knowledge of your system stays in the team. You do not pay for repeated onboarding or lose context every time someone moves on.`,
        },
        {
          icon: "compass",
          title: "Domain depth",
          description:
            "Our engineers work in focused industry teams for telecom, healthcare, banking, government, energy, retail, logistics and infrastructure, so they understand the rules and workflows before the first line of code.",
        },
        {
          icon: "target",
          title: "Proven delivery",
          description: `Fixed milestones, weekly progress reports and measurable acceptance criteria. ${inWords(facts.projects)} across enterprise, systems and public-sector work.`,
        },
        {
          icon: "layers",
          title: "Chip-to-cloud range",
          description:
            "Firmware, drivers, servers, enterprise applications and cloud services under one roof, which removes hand-offs between vendors on connected products.",
        },
        {
          icon: "shield-check",
          title: "Security and compliance",
          description:
            "Secure development practices, controlled access to client environments and experience with government and financial-sector audit requirements.",
        },
        {
          icon: "wallet",
          title: "Value for money",
          description:
            "Delivery from Bangalore and Chennai with senior oversight gives enterprise-grade engineering at a cost that leaves room in the budget for the next improvement.",
        },
      ],
    },
    {
      kind: "list",
      heading: "What you can expect from day one",
      tone: "check",
      items: [
        "A named delivery manager and technical lead who stay with your engagement",
        "A written plan with milestones, risks and acceptance criteria before work starts",
        "Weekly status reports and a monthly steering review",
        "Full access to source code, documentation and test results throughout",
        "A knowledge-transfer plan so your own team is never locked out",
      ],
    },
  ],
  cta: {
    heading: "See the advantage on your own project",
    text: "Bring us what you need to build or improve, and we will show you how we would staff and run it.",
    action: { label: "Contact Us", href: "/contact" },
  },
};
