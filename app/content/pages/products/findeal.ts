import type { PageContent } from "../../types";

export const page: PageContent = {
  description: "FINdeal manages investment portfolios and deal pipelines for funds, banks and investment teams.",
  hero: {
    eyebrow: "Products",
    title: "FINdeal: Portfolio and Deal Management",
    tagline: "Manage deal pipelines and investment portfolios in one secure platform.",
    intro: [
      "FINdeal is the portfolio and deal management platform from Jenesys Technologies. It gives private equity and venture capital funds, investment banks, family offices and corporate investment teams one place to source and evaluate deals, run due diligence, monitor portfolio companies and report to investors.",
      "Spreadsheets, e-mail threads and shared folders give way to one auditable record of every deal, document, decision and valuation that the whole team can trust.",
    ],
    quote: {
      label: "Our mission",
      text: "To give investment teams a clear, current and trustworthy view of every deal and every holding, so they can decide faster and report with confidence.",
    },
    art: {
      icon: "pie-chart",
      alt: "Illustration of a portfolio dashboard with allocation charts and a deal pipeline",
    },
  },
  sections: [
    {
      kind: "cards",
      heading: "Four core functions",
      columns: 2,
      cards: [
        {
          title: "Deal pipeline management",
          description:
            "Capture opportunities, move them through screening, evaluation, term sheet and closing, and see the whole pipeline and team workload at a glance.",
          icon: "workflow",
        },
        {
          title: "Due diligence and document management",
          description:
            "Checklists, task assignment, a secure document room and a complete history of comments and approvals for every deal.",
          icon: "file-text",
        },
        {
          title: "Portfolio monitoring",
          description:
            "Collect financial and operating KPIs from portfolio companies, track valuations and flag holdings that need attention.",
          icon: "line-chart",
        },
        {
          title: "Investor reporting and analytics",
          description:
            "Produce fund performance, exposure and investor reports, with IRR and multiple calculations, in minutes.",
          icon: "pie-chart",
        },
      ],
    },
    {
      kind: "list",
      heading: "Problems FINdeal solves",
      tone: "challenge",
      items: [
        "Deal information spread across spreadsheets, inboxes and personal folders",
        "No single view of pipeline status or who is working on what",
        "Quarterly portfolio data collection that takes weeks of follow-up",
        "Investor reports assembled by hand, with the risk of errors that brings",
        "Difficulty showing auditors and regulators who approved what, and when",
      ],
    },
    {
      kind: "list",
      heading: "Built for the way investment teams work",
      items: [
        "Role-based access, encryption and a full audit trail for sensitive deal data",
        "Configurable deal stages, scoring models and approval workflows",
        "Excel import and export, so existing models and templates keep working",
        "APIs to connect accounting systems, CRMs and market data providers",
        "Cloud or private deployment to meet your data residency requirements",
      ],
    },
    {
      kind: "list",
      heading: "What your team gains",
      tone: "check",
      items: [
        "Faster, better-documented investment decisions",
        "A complete, searchable history of every deal, won or lost",
        "Portfolio risks spotted early, while there is still time to act",
        "Investor reports produced consistently and on time",
        "Audit readiness without extra effort",
      ],
    },
  ],
  cta: {
    heading: "See FINdeal in action",
    text: "Schedule a demo with our product team and see how FINdeal would handle your pipeline, your portfolio and your reporting.",
    action: { label: "Schedule a Demo", href: "/contact" },
  },
};
