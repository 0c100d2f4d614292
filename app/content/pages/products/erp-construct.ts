import type { PageContent } from "../../types";

export const page: PageContent = {
  description:
    "ERPConstruct is our ERP for construction companies: projects, procurement, sites, contracts, finance and people in one system.",
  hero: {
    eyebrow: "Products",
    title: "ERPConstruct: ERP for Construction",
    tagline: "One system for projects, procurement, sites, contracts, finance and people.",
    intro: [
      "ERPConstruct is the enterprise resource planning system Jenesys Technologies built for construction companies. Generic ERPs treat a construction project like a factory order; ERPConstruct is designed around how builders actually work, with bills of quantities, multiple sites, subcontractors, running-account bills, material reconciliation and retention.",
      "It suits contractors, real-estate developers and EPC companies, runs in the cloud or on your own servers, and comes with mobile apps for site teams.",
    ],
    quote: {
      label: "Our vision",
      text: "Construction companies that know the true cost, progress and cash position of every project, every day.",
    },
    art: {
      icon: "building",
      alt: "Illustration of a construction site with a crane and a project dashboard on a tablet",
    },
  },
  sections: [
    {
      kind: "cards",
      heading: "Six integrated modules",
      intro:
        "Each module works on its own and shares one database with the others, so a site entry updates cost, stock and accounts at once.",
      columns: 3,
      cards: [
        {
          title: "Project planning and control",
          description:
            "Work breakdown structures, bills of quantities, schedules and budgets, with progress and cost tracked against the baseline.",
          icon: "calendar",
        },
        {
          title: "Procurement and materials",
          description:
            "Indents, purchase orders, vendor comparison, goods receipt and material reconciliation across stores and sites.",
          icon: "package",
        },
        {
          title: "Site management",
          description:
            "Daily progress reports, labour attendance, equipment usage and quality and safety checks recorded on site, on mobile.",
          icon: "clipboard-check",
        },
        {
          title: "Contracts and subcontractor billing",
          description:
            "Client contracts, subcontractor work orders, measurements, running-account bills, retention and variations.",
          icon: "file-text",
        },
        {
          title: "Finance and accounting",
          description:
            "General ledger, payables, receivables, GST-compliant invoicing, cash flow and project-wise profitability.",
          icon: "wallet",
        },
        {
          title: "HR and payroll",
          description:
            "Staff and worker records, attendance, payroll and statutory compliance for office and site employees.",
          icon: "users",
        },
      ],
    },
    {
      kind: "cards",
      heading: "What the platform does for a project team",
      columns: 3,
      cards: [
        {
          title: "Mobile site apps",
          description:
            "Site teams record progress, attendance and material movements on Android devices, even offline, with automatic sync.",
          icon: "smartphone",
        },
        {
          title: "Real-time dashboards",
          description: "Management sees cost, progress and cash position for every project in a single view.",
          icon: "bar-chart",
        },
        {
          title: "Cloud or on-premises",
          description: "Deploy on a secure cloud or on your own servers, with role-based access for every user.",
          icon: "cloud",
        },
        {
          title: "Configurable workflows",
          description:
            "Approval chains, document formats and numbering set up to match your organisation, without custom code.",
          icon: "workflow",
        },
        {
          title: "Open integration",
          description:
            "APIs and connectors to link ERPConstruct with accounting packages, BIM tools, banks and government portals.",
          icon: "plug",
        },
      ],
    },
    {
      kind: "list",
      heading: "Business value",
      tone: "check",
      items: [
        "Less material wastage and pilferage through indent-to-consumption reconciliation",
        "Faster client billing and healthier cash flow from accurate measurements and running-account bills",
        "Early warning of cost and schedule overruns on every project",
        "No more duplicate data entry between site, office and accounts",
        "Audit-ready records for contracts, payments and statutory compliance",
      ],
    },
    {
      kind: "steps",
      heading: "How an ERPConstruct roll-out works",
      steps: [
        {
          number: 1,
          title: "Assess",
          description:
            "We study your projects, processes and existing systems, and agree the modules and go-live plan.",
          tint: "brand",
        },
        {
          number: 2,
          title: "Configure",
          description: "Workflows, approval limits, document formats and reports are set up to match the way you work.",
          tint: "sky",
        },
        {
          number: 3,
          title: "Migrate and train",
          description:
            "Masters and open balances are migrated, and office and site users are trained on their own data.",
          tint: "teal",
        },
        {
          number: 4,
          title: "Go-live and support",
          description: "We go live project by project and stay alongside your team with support and regular updates.",
          tint: "amber",
        },
      ],
    },
  ],
  cta: {
    heading: "See ERPConstruct on projects like yours",
    text: "Ask for a walkthrough with sample data from a project like yours, and find out how quickly your teams could go live.",
    action: { label: "Start Your Construction Revolution", href: "/contact" },
  },
};
