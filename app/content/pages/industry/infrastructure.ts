import type { PageContent } from "../../types";
import { offices } from "../../../site/facts";

export const page: PageContent = {
  description:
    "Digital project controls, asset monitoring and smart-infrastructure software for builders and operators.",
  hero: {
    eyebrow: "Industry",
    title: "Infrastructure",
    tagline: "Digital project controls, asset monitoring and smart-infrastructure software for builders and operators.",
    intro: [
      "Roads, metro lines, bridges, industrial parks and buildings are built over years and operated for decades, and delays, cost overruns and unplanned maintenance erode value at every stage. Jenesys Technologies builds software for construction companies, developers, EPC contractors and infrastructure operators: project controls, site and asset monitoring, and smart-infrastructure platforms.",
      "Our work draws on ERPConstruct, our own ERP for construction, and on our embedded and IoT engineering, so planning data and sensor data come together in one picture of each project and asset.",
    ],
    quote: {
      label: "Our vision",
      text: "Infrastructure that is delivered on time and on budget, and run safely and efficiently for the whole of its life.",
    },
    art: {
      icon: "building",
      alt: "Illustration of a bridge and city buildings fitted with sensors, beside a project dashboard",
    },
  },
  sections: [
    {
      kind: "cards",
      heading: "Infrastructure solutions",
      columns: 3,
      cards: [
        {
          title: "Digital project controls",
          description:
            "Planning, scheduling, cost control and progress measurement that show where each project stands against budget and programme.",
          icon: "clipboard-check",
        },
        {
          title: "Site reporting and field apps",
          description:
            "Daily progress reports, quality and safety inspections and material receipts captured on site, with photos and geo-tags.",
          icon: "smartphone",
        },
        {
          title: "Structural and asset monitoring",
          description:
            "IoT sensors and dashboards that track strain, vibration, temperature and usage on bridges, buildings and plant.",
          icon: "activity",
        },
        {
          title: "Smart building and facility management",
          description:
            "Building management systems, energy meters and maintenance workflows brought together in one operations platform.",
          icon: "building",
        },
        {
          title: "BIM and GIS integration",
          description:
            "Building information models and GIS data connected with project, procurement and asset systems.",
          icon: "layers",
        },
        {
          title: "Asset lifecycle management",
          description:
            "Asset registers, preventive maintenance and lifecycle costing for operators of roads, utilities and facilities.",
          icon: "wrench",
        },
      ],
    },
    {
      kind: "list",
      heading: "Challenges builders and operators face",
      tone: "challenge",
      items: [
        "Cost and schedule overruns discovered too late to correct",
        "Site data captured on paper and spreadsheets, days after the fact",
        "Little visibility of the condition of ageing assets",
        "Many contractors, consultants and systems with no shared source of truth",
        "Safety, quality and regulatory reporting that consumes site engineers' time",
      ],
    },
    {
      kind: "list",
      heading: "Benefits across the asset lifecycle",
      items: [
        "Early warning of delays and cost overruns",
        "Accurate, same-day progress and quality data from every site",
        "Maintenance planned on measured condition",
        "One source of truth for owners, contractors and consultants",
        "Lower lifecycle cost for the assets you build and operate",
      ],
    },
    {
      kind: "list",
      heading: "Why builders and operators choose us",
      tone: "check",
      items: [
        "ERPConstruct, our own construction ERP, as a ready foundation for project and finance data",
        "Embedded and IoT engineering for sensors, gateways and monitoring",
        "Integration with existing ERP, BIM, GIS and document management systems",
        "Field apps designed for site conditions, including offline use",
        `Software delivery from ${offices.both}, with engineers on site when the project needs them`,
      ],
    },
  ],
  cta: {
    heading: "Build and run infrastructure with confidence",
    text: "Share your projects, your assets and the visibility you are missing. We will help you plan the digital tools to close the gap.",
    action: { label: "Start Your Infrastructure Journey", href: "/contact" },
  },
};
