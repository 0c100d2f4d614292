import { exampleClaims } from "../../example-claims";
import type { PageContent } from "../../types";

export const page: PageContent = {
  description:
    "Modernise legacy applications, integrate systems and build data warehouses and BI that decision-makers trust.",
  hero: {
    eyebrow: "Enterprise",
    title: "Re-engineering and BI",
    tagline: "Modernise legacy applications, connect your systems and turn data into decisions.",
    intro: [
      "Older applications often still hold the business rules that matter most, locked in code that few people understand. We re-engineer them onto modern platforms without losing that logic, connect them to the rest of your estate and bring their data together where it can be analysed.",
      "The result is one version of the truth: a data warehouse and BI layer that finance, operations and leadership can all rely on.",
    ],
    art: {
      icon: "database",
      alt: "Illustration of legacy systems feeding a central data warehouse and a dashboard of charts",
    },
  },
  sections: [
    {
      kind: "blocks",
      id: "services",
      heading: "Re-engineering, integration and BI services",
      blocks: [
        {
          title: "Application re-engineering",
          points: [
            "Reverse engineering of legacy code and business rules",
            "Re-architecture to web, service-based and cloud platforms",
            "Phased migration with parallel runs and reconciliation",
            "Documentation of the rebuilt system for your team",
          ],
        },
        {
          title: "Enterprise integration",
          points: [
            "API design and API gateway implementation",
            "Integration of ERP, CRM, core banking and legacy systems",
            "Message queues and event streaming for real-time flows",
            "Monitoring and alerting for every interface",
          ],
        },
        {
          title: "Data warehousing",
          points: [
            "Dimensional modelling for finance, sales and operations",
            "ETL and ELT pipelines with automated data-quality checks",
            "Cloud and on-premises warehouse platforms",
          ],
        },
        {
          title: "Business intelligence and analytics",
          points: [
            "Management dashboards and self-service reporting",
            "KPI definitions agreed with business owners",
            "Scheduled and exception-based report distribution",
            "Row-level security so each user sees only their data",
          ],
        },
        {
          title: "Data governance",
          points: [
            "Master data management for customers, products and suppliers",
            "Data catalogues and lineage",
            "Retention and privacy rules built into pipelines",
          ],
        },
      ],
    },
    {
      kind: "results",
      heading: "Modernisation and data projects",
      results: [
        {
          title: "MIS modernisation for a state cooperative bank",
          ...exampleClaims.practiceResults.cooperativeBankReports,
        },
        {
          title: "ERP and CRM integration for a manufacturing group",
          result: "Shorter order-to-invoice cycle",
          detail:
            "An integration layer linked the sales, production and billing systems of every plant, removing re-keying and shortening the order-to-invoice cycle.",
        },
        {
          title: "Legacy re-engineering for a distribution company",
          result: "Every business rule carried over",
          detail:
            "A long-serving client-server order system was rebuilt as a web application after every business rule in it had been extracted and tested, with a parallel run before cut-over.",
        },
      ],
    },
    {
      kind: "list",
      heading: "Why our modernisation projects succeed",
      tone: "check",
      items: [
        "We document existing business rules before changing any code",
        "Old and new systems run in parallel until the numbers reconcile",
        "Migration happens in phases, so the business never stops",
        "Data quality measured and reported on every load",
        "Your team is trained to own the new platform",
      ],
    },
  ],
  cta: {
    heading: "Ready to modernise or bring your data together?",
    text: "Start with the system or reporting problem you want to solve. We will follow with a short assessment and a phased plan.",
    action: { label: "Contact Us", href: "/contact" },
  },
};
