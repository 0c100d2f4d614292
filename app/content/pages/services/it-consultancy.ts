import type { PageContent } from "../../types";
import { facts, foundingYear, inWords } from "../../../site/facts";

export const page: PageContent = {
  description:
    "Independent IT strategy, architecture and technology roadmaps from consultants who have built what they advise.",
  hero: {
    eyebrow: "Services",
    title: "IT Consultancy",
    tagline: "Independent advice from consultants who have built what they recommend.",
    intro: [
      `Technology decisions outlive the people who make them. Our consultants help CIOs, founders and public-sector departments choose architectures, platforms and partners that will still make sense in five years, and they back every recommendation with delivery experience from ${inWords(facts.projects)} since ${foundingYear}.`,
      "We are vendor-neutral in what we advise. Our engineers work with Microsoft, IBM, HP and Oracle technologies every day, and we recommend a product only when it is the right fit for your organisation.",
    ],
    art: { icon: "compass", alt: "Illustration of a compass resting on a technology roadmap" },
  },
  sections: [
    {
      kind: "cards",
      heading: "Consulting services",
      intro:
        "Short, focused engagements with clear deliverables, or a longer partnership while your plans are put into practice.",
      columns: 3,
      cards: [
        {
          title: "IT strategy and roadmaps",
          description:
            "A three-to-five-year plan that ties technology investment to business goals, with priorities, budgets and milestones the board can approve.",
          icon: "compass",
          features: ["Current-state assessment", "Investment priorities", "Phased roadmap"],
        },
        {
          title: "Enterprise architecture",
          description:
            "Target architectures for applications, data and integration, with principles and standards that keep new projects consistent.",
          icon: "layers",
          features: ["Application landscape", "Integration patterns", "Architecture standards"],
        },
        {
          title: "Digital transformation advisory",
          description:
            "Identify the processes where digitisation pays back fastest, shape the programme and set up the governance to see it through.",
          icon: "rocket",
          features: ["Process discovery", "Business case", "Programme governance"],
        },
        {
          title: "Technology due diligence",
          description:
            "An engineer's view of a software product or IT estate before you invest, acquire or renew: code quality, scalability, security and team capability.",
          icon: "search",
          features: ["Code and architecture review", "Security review", "Risk register"],
        },
        {
          title: "IT governance and risk",
          description:
            "Policies, controls and reporting for information security, data protection and IT service management that auditors and regulators recognise.",
          icon: "shield",
          features: ["Security policy framework", "Data protection readiness", "Service management"],
        },
        {
          title: "Vendor and programme assurance",
          description:
            "Independent review of large programmes and vendor contracts: requirements, estimates, progress and quality, reported plainly to the sponsor.",
          icon: "clipboard-check",
          features: ["RFP preparation", "Vendor evaluation", "Health checks"],
        },
      ],
    },
    {
      kind: "list",
      heading: "Decisions we help you make",
      tone: "challenge",
      items: [
        "A patchwork of systems that grew project by project and no longer fits together",
        "Technology spending that is hard to link to business results",
        "Large programmes running late, with no independent view of why",
        "Choosing between competing platforms and vendors without a neutral adviser",
        "New data protection and security obligations with no clear plan to meet them",
      ],
    },
    {
      kind: "steps",
      heading: "Our consulting approach",
      steps: [
        {
          number: 1,
          title: "Discover",
          description: "Interview stakeholders, review systems and documents, and agree the questions that matter.",
          tint: "brand",
        },
        {
          number: 2,
          title: "Analyse",
          description: "Compare options on cost, risk, fit and time to value, with the evidence for each.",
          tint: "sky",
        },
        {
          number: 3,
          title: "Recommend",
          description: "Present a clear recommendation and a roadmap with owners, budgets and milestones.",
          tint: "teal",
        },
        {
          number: 4,
          title: "Support",
          description:
            "Stay alongside your team during delivery, reviewing progress and adjusting the plan as facts change.",
          tint: "violet",
        },
      ],
    },
    {
      kind: "list",
      heading: "Why clients choose our consultants",
      tone: "check",
      items: [
        "Consultants who have designed and delivered systems themselves",
        `${inWords(facts.experience)} across telecom, BFSI, government, healthcare, energy and retail`,
        "Vendor-neutral recommendations, weighed against the systems and skills you already have",
        "Fixed-scope engagements with deliverables agreed before work begins",
        "The option to have the same organisation deliver what it recommends, or simply hand over the plan",
      ],
    },
  ],
  cta: {
    heading: "Need a clear view before a big technology decision?",
    text: "Facing a decision with a deadline? We will suggest a short engagement that gives you the answers you need in time.",
    action: { label: "Contact Us Today", href: "/contact" },
  },
};
