import { exampleClaims } from "../../example-claims";
import type { PageContent } from "../../types";

export const page: PageContent = {
  description: "Citizen portals, online services and e-business platforms built for scale, security and accessibility.",
  hero: {
    eyebrow: "Enterprise",
    title: "E-Business and E-Governance",
    tagline: "Online services that citizens and customers can use easily, securely and at any hour.",
    intro: [
      "Whether the user is a citizen applying for a certificate or a dealer placing an order, the expectation is the same: a service that works on any device, in their language, without a visit to an office. We build e-governance and e-business platforms that meet that expectation and stand up to peak demand.",
      "Our public-sector work follows government guidelines for accessibility, security audits and data hosting, and our business platforms integrate with the ERP, payment and logistics systems already in place.",
    ],
    art: {
      icon: "landmark",
      alt: "Illustration of a government building connected to citizens using laptops and mobile phones",
    },
  },
  sections: [
    {
      kind: "blocks",
      id: "services",
      heading: "Portals and platforms we build",
      blocks: [
        {
          title: "Citizen portals and e-services",
          points: [
            "Online applications for certificates, licences and permits",
            "Single sign-on and citizen identity integration",
            "Status tracking with SMS and e-mail notifications",
            "Multilingual interfaces in English and regional languages",
          ],
        },
        {
          title: "Departmental workflow and case management",
          points: [
            "File movement and approval workflows with audit trails",
            "Dashboards for officers and department heads",
            "Service-level tracking against citizen charters",
          ],
        },
        {
          title: "E-business platforms",
          points: [
            "B2B ordering portals for dealers and distributors",
            "Online payments, invoicing and reconciliation",
            "Integration with ERP, inventory and logistics systems",
            "Supplier and partner self-service",
          ],
        },
        {
          title: "Security, accessibility and compliance",
          points: [
            "Design to the Guidelines for Indian Government Websites (GIGW) and WCAG",
            "Security audits by empanelled auditors before go-live",
            "Hosting on government or approved cloud data centres",
            "Load testing for application deadlines and result days",
          ],
        },
      ],
    },
    {
      kind: "results",
      heading: "E-governance and e-business projects",
      results: [
        {
          title: "Citizen services portal for a state revenue department",
          result: exampleClaims.eGovernance.processingTime,
          detail:
            "Income, caste and residence certificates moved online with digital approvals and e-signatures, removing office visits for most applicants.",
        },
        {
          title: "Property tax portal for a municipal corporation",
          ...exampleClaims.practiceResults.propertyTax,
        },
        {
          title: "Dealer ordering portal for an agricultural equipment maker",
          result: "Dealer orders handled online",
          detail:
            "Dealers now place and track orders online, with stock and credit limits checked against the ERP in real time, cutting manual order handling.",
        },
      ],
    },
    {
      kind: "list",
      heading: "Why public bodies and businesses work with us",
      tone: "check",
      items: [
        "Experience with government procurement, documentation and audit processes",
        "Portals designed for low bandwidth and basic smartphones",
        "Proven performance during peak application and payment periods",
        "Post-launch support and training for department staff",
        "Source code and documentation handed over in full",
      ],
    },
  ],
  cta: {
    heading: "Planning an online service?",
    text: "Name the service you want to take online and who will use it. We will share a delivery approach, timelines and compliance checklist.",
    action: { label: "Contact Us", href: "/contact", behaviour: "document" },
  },
};
