import type { PageContent } from "../../types";

export const page: PageContent = {
  description: "EnergIT measures, reports and reduces energy use and carbon emissions across sites and assets.",
  hero: {
    eyebrow: "Products",
    title: "EnergIT: Energy and Carbon Management",
    tagline: "Measure, report and reduce energy use and carbon emissions across every site and asset.",
    intro: [
      "EnergIT is the energy and carbon management platform from Jenesys Technologies. It brings together data from utility bills, smart meters, building management systems and fuel records to show where energy goes, what it costs and what it emits, across factories, offices, campuses and retail estates.",
      "With that picture in one place, facility managers can cut waste, finance teams can forecast energy spend, and sustainability teams can prepare emissions and ESG reports, including disclosures based on the GHG Protocol and SEBI's Business Responsibility and Sustainability Reporting, from data they can stand behind.",
    ],
    quote: {
      label: "Our vision",
      text: "Organisations that manage energy and carbon as carefully as they manage money, because every kilowatt-hour is measured and accounted for.",
    },
    art: {
      icon: "leaf",
      alt: "Illustration of a building with energy meters and a solar panel beside a falling emissions chart",
    },
  },
  sections: [
    {
      kind: "cards",
      heading: "Four modules",
      columns: 2,
      cards: [
        {
          title: "Energy monitoring",
          description:
            "Interval and real-time data from smart meters, sub-meters and building management systems, with consumption shown by site, building, floor and asset.",
          icon: "gauge",
        },
        {
          title: "Analytics and alerts",
          description:
            "Baselines, benchmarks and anomaly detection that flag waste, such as equipment running after hours or a sudden rise in load.",
          icon: "activity",
        },
        {
          title: "Carbon accounting",
          description:
            "Scope 1 and Scope 2 emissions calculated from energy and fuel data using standard emission factors, and Scope 3 supply-chain emissions reported from supplier data templates.",
          icon: "leaf",
        },
        {
          title: "Sustainability reporting",
          description:
            "Dashboards and reports for management, auditors and ESG disclosures, with reduction targets and progress tracked over time.",
          icon: "file-text",
        },
      ],
    },
    {
      kind: "list",
      heading: "Challenges EnergIT addresses",
      tone: "challenge",
      items: [
        "Energy data scattered across bills, meters and spreadsheets",
        "Rising energy costs with no clear view of where the waste is",
        "Growing demands from investors, customers and regulators for emissions disclosure",
        "Net-zero commitments without a reliable baseline to measure against",
        "Sustainability reporting that is slow, manual and error-prone",
      ],
    },
    {
      kind: "list",
      heading: "Built for energy and sustainability teams",
      items: [
        "Connects to meters, building management systems and IoT devices over Modbus, BACnet and MQTT",
        "Multi-site, multi-entity structure for groups and property portfolios",
        "Solar generation and battery storage tracked alongside consumption",
        "Role-based dashboards for facility, finance and sustainability teams",
        "Cloud or on-premises deployment with secure APIs",
      ],
    },
    {
      kind: "list",
      heading: "What you gain",
      tone: "check",
      items: [
        "Lower energy bills from waste you can see and act on",
        "Reliable emissions data for ESG disclosures and audits",
        "Progress towards net-zero targets tracked site by site",
        "Faster reporting with far less manual effort",
        "Evidence to prioritise efficiency and renewable energy investments",
      ],
    },
  ],
  cta: {
    heading: "Take control of energy and carbon",
    text: "Book a demo and see EnergIT working with data from sites like yours, from the first meter reading to the finished emissions report.",
    action: { label: "Book a Demo", href: "/contact" },
  },
};
