import type { PageContent } from "../../types";
import { foundingYear } from "../../../site/facts";

export const page: PageContent = {
  description:
    "E-governance platforms, citizen services and secure public-sector systems delivered to government standards.",
  hero: {
    eyebrow: "Industry",
    title: "Government and Public Sector",
    tagline: "Citizen-centric digital services, delivered securely and to government standards.",
    intro: [
      "Citizens expect public services to be as easy to use as the best private-sector apps, and governments must deliver them securely, inclusively and within public budgets. Jenesys Technologies builds e-governance platforms, citizen portals, departmental workflow systems and data platforms for central, state and local government bodies and public-sector undertakings.",
      "We follow public procurement and security norms, design for accessibility and regional languages, and plan for the scale of a state-wide or national roll-out from the first day.",
    ],
    quote: {
      label: "Our vision",
      text: "Government services that every citizen can reach, understand and trust, on any device and in their own language.",
    },
    art: {
      icon: "landmark",
      alt: "Illustration of a government building connected to citizens through phones and computers",
    },
  },
  sections: [
    {
      kind: "cards",
      heading: "Public-sector solutions",
      columns: 3,
      cards: [
        {
          title: "Citizen service portals",
          description:
            "Online applications, certificates, fee payments and grievance redressal, with status tracking and SMS and e-mail notifications.",
          icon: "globe",
        },
        {
          title: "Departmental workflow and e-office",
          description:
            "File movement, approvals and case management that replace paper files with auditable digital workflows.",
          icon: "workflow",
        },
        {
          title: "Identity, e-Sign and payment integration",
          description: "Integration with Aadhaar-based e-KYC, e-Sign, DigiLocker and government payment gateways.",
          icon: "badge-check",
        },
        {
          title: "Scheme monitoring and dashboards",
          description:
            "Data warehouses and dashboards that give officials an accurate, current view of programme delivery down to district and block level.",
          icon: "bar-chart",
        },
        {
          title: "GIS and field applications",
          description:
            "Geo-tagged asset registers, field inspection apps and mapping for land records, public works and welfare schemes.",
          icon: "map-pin",
        },
        {
          title: "Cybersecurity for public systems",
          description:
            "Security architecture, audits, hardening and continuous monitoring aligned to CERT-In guidelines.",
          icon: "shield-check",
        },
      ],
    },
    {
      kind: "list",
      heading: "Challenges in public-sector IT",
      tone: "challenge",
      items: [
        "Paper-based processes that delay services and make tracking difficult",
        "Legacy systems in different departments that do not share data",
        "Citizens with varying digital literacy, languages and access to devices",
        "Rising cyber threats against public infrastructure and citizen data",
        "Large roll-outs with fixed budgets and strict timelines",
      ],
    },
    {
      kind: "list",
      heading: "Benefits for departments and citizens",
      items: [
        "Faster service delivery and fewer visits to government offices",
        "Transparent, auditable processes with a complete digital trail",
        "Better policy decisions from accurate, up-to-date data",
        "Inclusive services in regional languages, accessible to people with disabilities",
        "Lower administrative cost through automation and shared platforms",
      ],
    },
    {
      kind: "list",
      heading: "Why departments work with us",
      tone: "check",
      items: [
        `Large, secure systems built since ${foundingYear}, including e-governance platforms`,
        "Accessibility and usability built in, following GIGW and WCAG guidelines",
        "Security-first engineering, with audits and hardening completed before go-live",
        "Phased roll-outs with training, handholding and helpdesk support for staff",
        "Full documentation and knowledge transfer, so the department owns its system",
      ],
    },
  ],
  cta: {
    heading: "Deliver better public services",
    text: "Tell us about the service, the citizens it serves and the timeline. We will help you scope it, build it and run it.",
    action: { label: "Start Your Government Transformation", href: "/contact" },
  },
};
