import type { PageContent } from "../../types";

export const page: PageContent = {
  description:
    "Custom application development and long-term maintenance with measurable service levels, from Jenesys Technologies.",
  hero: {
    eyebrow: "Enterprise",
    title: "Application Development and Maintenance",
    tagline: "Applications built around your processes, and kept healthy for as long as you run them.",
    intro: [
      "Most of an application's cost arrives after go-live. We design applications to be maintainable from the first sprint, and we take over existing ones with a structured transition that protects the business while knowledge moves across.",
      "Our teams in Bangalore and Chennai build and support web, desktop and cloud applications in Java, .NET, Python and JavaScript, and run maintenance under agreed service levels with monthly reporting.",
    ],
    art: {
      icon: "code",
      alt: "Illustration of application screens with code brackets and a maintenance wrench",
    },
  },
  sections: [
    {
      kind: "blocks",
      id: "services",
      heading: "Development, support and modernisation services",
      blocks: [
        {
          title: "Custom application development",
          points: [
            "Requirements workshops and process mapping",
            "Architecture for web, cloud and desktop applications",
            "Agile delivery in two-week sprints with working demos",
            "Automated tests and CI/CD pipelines from day one",
          ],
        },
        {
          title: "Application maintenance and support",
          points: [
            "L2 and L3 support under agreed response and resolution times",
            "Corrective, adaptive and preventive maintenance",
            "Monthly service reports with trends and root causes",
            "Release management and controlled deployments",
          ],
        },
        {
          title: "Enhancement and modernisation",
          points: [
            "Prioritised enhancement backlogs agreed with business owners",
            "Upgrades of frameworks, databases and runtimes",
            "Refactoring of fragile modules and removal of dead code",
            "Migration to cloud hosting where it reduces cost",
          ],
        },
        {
          title: "Application portfolio management",
          points: [
            "Inventory and health assessment of your applications",
            "Consolidation of overlapping systems and vendors",
            "Cost and risk reporting for each application",
          ],
        },
      ],
    },
    {
      kind: "steps",
      heading: "How we take over an existing application",
      steps: [
        {
          number: 1,
          title: "Knowledge transfer",
          description: "Documentation review, code walkthroughs and sessions with your current team.",
          tint: "brand",
        },
        {
          number: 2,
          title: "Shadow support",
          description: "Our engineers work tickets alongside the incumbent team.",
          tint: "sky",
        },
        {
          number: 3,
          title: "Reverse shadow",
          description: "We lead, with the incumbent team reviewing and available as backup.",
          tint: "teal",
        },
        {
          number: 4,
          title: "Steady state",
          description: "Full ownership under service levels, with continuous improvement targets.",
          tint: "amber",
        },
      ],
    },
    {
      kind: "results",
      heading: "Results for our clients",
      results: [
        {
          title: "Support consolidation for a national logistics provider",
          result: "One team for every application",
          detail:
            "Internal applications previously split between several vendors moved to one Jenesys team, lowering the annual support cost while every service level was met.",
        },
        {
          title: "Policy administration releases for a mid-sized insurer",
          result: "Shorter release cycle",
          detail:
            "Automated regression tests and a deployment pipeline shortened the release cycle, so product changes reach the insurer's customers weeks earlier.",
        },
        {
          title: "Patient portal for a Chennai-based hospital network",
          result: "Round-the-clock service",
          detail:
            "After rebuilding the appointment and reports portal, we have run and supported it around the clock, within the availability target agreed with the hospital.",
        },
      ],
    },
  ],
  cta: {
    heading: "Need an application built or looked after?",
    text: "Whether the application is still an idea or has run for years, we will propose a team, a transition plan where needed and service levels.",
    action: { label: "Contact Us", href: "/contact" },
  },
};
