import type { PageContent } from "../../types";
import { asStat, claims, facts } from "../../../site/facts";

export const page: PageContent = {
  description:
    "Independent testing with the Jenesys Quality Framework (JQF): functional, automation, performance and security testing.",
  hero: {
    eyebrow: "Enterprise",
    title: "Software Testing and QA",
    tagline: "Independent testing that finds problems before your users do, at a lower cost.",
    intro: [
      `Banks, insurers, hospitals, telecom operators, retailers and product companies rely on our testing practice, with ${claims.testingHours.inText}. Every engagement runs on JQF, the Jenesys Quality Framework: our proprietary approach to planning, automating and measuring testing.`,
      `Because JQF reuses proven test assets and focuses effort where the risk is highest, clients see ${claims.testingCost.inText} without giving up coverage.`,
    ],
    art: {
      icon: "test-tube",
      alt: "Illustration of a magnifying glass over application screens with check marks and a bug being caught",
    },
  },
  sections: [
    {
      kind: "stats",
      heading: "Testing in numbers",
      stats: [
        { icon: "wallet", ...asStat(claims.testingCost) },
        { icon: "clock", ...asStat(claims.testingHours) },
        { icon: "layers", ...asStat(facts.technologies) },
        { icon: "calendar", ...asStat(facts.experience) },
      ],
    },
    {
      kind: "cards",
      id: "jqf",
      heading: "JQF — the Jenesys Quality Framework",
      intro: "JQF brings the same discipline to every testing engagement, large or small.",
      columns: 3,
      cards: [
        {
          icon: "target",
          title: "Risk-based test planning",
          description:
            "Business-critical and frequently changed features are identified first, so testing effort goes where failures would cost the most.",
        },
        {
          icon: "layers",
          title: "Reusable test assets",
          description:
            "Libraries of test cases, datasets and automation components for banking, insurance, healthcare and retail cut design time on new projects.",
        },
        {
          icon: "bot",
          title: "Automation accelerators",
          description:
            "A ready framework for web, API and mobile automation that plugs into your CI/CD pipeline within days.",
        },
        {
          icon: "bar-chart",
          title: "Quality dashboards",
          description:
            "Coverage, defect trends and release readiness shown in one place, so go or no-go decisions rest on evidence.",
        },
        {
          icon: "search",
          title: "Defect prevention",
          description:
            "Requirement and design reviews plus root-cause analysis stop classes of defects from reaching the test cycle at all.",
        },
        {
          icon: "database",
          title: "Test data and environments",
          description:
            "Masked production-like data and managed environments remove the waiting that stretches most test cycles.",
        },
      ],
    },
    {
      kind: "blocks",
      id: "services",
      heading: "Testing services",
      blocks: [
        {
          title: "Functional and regression testing",
          points: [
            "System, integration and user acceptance testing support",
            "Regression suites maintained release after release",
            "Domain testers for banking, insurance and healthcare",
          ],
        },
        {
          title: "Test automation",
          points: [
            "Web, API and mobile automation with open-source tools",
            "Automation integrated into CI/CD pipelines",
            "Maintenance of automation suites as the application changes",
            "Automation of legacy manual suites",
          ],
        },
        {
          title: "Performance and load testing",
          points: [
            "Load, stress and endurance tests against agreed targets",
            "Bottleneck analysis with development teams",
            "Capacity planning for peak events",
          ],
        },
        {
          title: "Security testing",
          points: [
            "Vulnerability assessment and penetration testing",
            "Testing against the OWASP Top 10",
            "Retesting and closure reports for auditors",
          ],
        },
        {
          title: "Mobile and compatibility testing",
          points: [
            "Testing across devices, browsers and operating system versions",
            "Accessibility testing against WCAG",
            "Network-condition testing for low bandwidth",
          ],
        },
      ],
    },
    {
      kind: "results",
      heading: "Testing engagements",
      results: [
        {
          title: "Net-banking regression for a private-sector bank",
          result: "Nightly regression, more frequent releases",
          detail:
            "JQF automation of the net-banking regression suite now runs every night, so the bank releases more often and with fewer production incidents.",
        },
        {
          title: "Testing managed service for a general insurer",
          result: "Lower testing cost, less leakage",
          detail:
            "Risk-based planning and reusable insurance test assets reduced the annual testing budget while defect leakage to production fell.",
        },
        {
          title: "Performance testing for a state examination results portal",
          result: "Bottlenecks found before launch",
          detail:
            "Load tests well above the expected peak traffic exposed bottlenecks in the application and database tiers, which were fixed before the results were published.",
        },
      ],
    },
  ],
  cta: {
    heading: "Test smarter and spend less",
    text: "Share your application and release plans. We will run a short JQF assessment and show where testing cost and time can come down.",
    action: { label: "Contact Us", href: "/contact" },
  },
};
