import type { PageContent } from "../../types";

export const page: PageContent = {
  description:
    "Maintenance, migration and modernisation of mainframe and midrange systems without disrupting the business they run.",
  hero: {
    eyebrow: "Enterprise",
    title: "Mainframe and Midrange Services",
    tagline: "Keep core systems running, and modernise them without putting the business at risk.",
    intro: [
      "Mainframe and midrange systems still process payments, policies, payroll and inventory for many large organisations. They are reliable, but the people who know them are retiring and the cost of running them keeps rising.",
      "Our mainframe and midrange team maintains these systems to strict service levels, reduces their running cost and opens them up to web, mobile and cloud applications, step by step and with every change tested against production behaviour.",
    ],
    art: {
      icon: "server",
      alt: "Illustration of a mainframe cabinet connected through APIs to web and mobile applications",
    },
  },
  sections: [
    {
      kind: "blocks",
      id: "services",
      heading: "Support, tuning and migration",
      blocks: [
        {
          title: "Mainframe maintenance and support",
          points: [
            "COBOL, PL/I, JCL, CICS, DB2, IMS and VSAM",
            "Production support and batch monitoring",
            "Enhancements and regulatory changes",
            "Documentation of undocumented programs",
          ],
        },
        {
          title: "Midrange services",
          points: [
            "IBM i (AS/400) with RPG, CL and DB2 for i",
            "Application support and enhancement",
            "Operating system and hardware upgrade support",
          ],
        },
        {
          title: "Performance and cost optimisation",
          points: [
            "Batch window analysis and tuning",
            "MIPS and CPU consumption reduction",
            "Query and file access optimisation",
            "Retirement of unused programs and datasets",
          ],
        },
        {
          title: "Modernisation and migration",
          points: [
            "Exposing mainframe transactions as APIs",
            "Web and mobile front ends for green-screen applications",
            "Re-hosting and re-platforming with automated code conversion",
            "Data migration with full reconciliation",
          ],
        },
      ],
    },
    {
      kind: "results",
      heading: "Core systems we look after",
      results: [
        {
          title: "Mainframe optimisation for a national insurer",
          result: "Lower MIPS charges",
          detail:
            "Tuning of the heaviest batch jobs and DB2 queries, plus retirement of unused programs, cut MIPS consumption and the related software charges.",
        },
        {
          title: "Batch modernisation for a cooperative bank",
          result: "End-of-day batch finished before branches open",
          detail:
            "Re-sequencing and parallelising end-of-day jobs finished processing well before branches opened, removing a long-standing operational risk.",
        },
        {
          title: "IBM i front-end renewal for a distribution company",
          result: "Shorter training for new staff",
          detail:
            "A browser front end over the existing RPG order-entry programs gave staff a modern interface without touching proven business logic.",
        },
      ],
    },
    {
      kind: "list",
      heading: "How we protect your core systems",
      tone: "check",
      items: [
        "Changes tested against production-like data before release",
        "Parallel runs and reconciliation for every migration step",
        "Strict access control and change approval for production",
        "Knowledge captured in documentation, not only in people",
        "A bench of experienced mainframe engineers trained alongside younger developers",
      ],
    },
  ],
  cta: {
    heading: "Get more from your mainframe or midrange estate",
    text: "Cost, skills or change: whatever worries you about your core systems, we will start with a no-obligation assessment.",
    action: { label: "Contact Us", href: "/contact" },
  },
};
