import type { PageContent } from "../../types";
import { foundingYear } from "../../../site/facts";

export const page: PageContent = {
  description:
    "Azure, Microsoft 365, Dynamics 365 and .NET: the Microsoft technologies Jenesys works with, and what we deliver on them.",
  hero: {
    eyebrow: "Technologies we work with",
    title: "Microsoft Technologies",
    tagline: "Azure, Microsoft 365, Dynamics 365 and .NET solutions, designed and delivered by Jenesys.",
    intro: [
      "Many of our clients run their business on Microsoft technology. Jenesys Technologies helps them get more from it: we build on Azure, modernise .NET applications, implement Dynamics 365 and the Power Platform, and help teams work securely with Microsoft 365.",
      `Our consultants and engineers work across Azure, data and application development, and bring the experience of the enterprise systems we have built since ${foundingYear}.`,
    ],
    art: {
      icon: "cloud",
      alt: "Illustration of cloud services connecting business applications, data and devices",
    },
  },
  sections: [
    {
      kind: "cards",
      heading: "What we deliver with Microsoft technology",
      columns: 3,
      cards: [
        {
          title: "Azure migration and management",
          description:
            "Assessment, landing zone design and migration of servers, databases and applications to Azure, followed by ongoing cost and performance optimisation.",
          icon: "cloud",
        },
        {
          title: ".NET development and modernisation",
          description:
            "New applications on .NET and ASP.NET Core, and modernisation of older .NET Framework applications into cloud-ready services.",
          icon: "code",
        },
        {
          title: "Data, analytics and AI on Azure",
          description:
            "Data platforms on Azure SQL, Azure Data Factory and Microsoft Fabric, Power BI dashboards, and AI solutions built with Azure AI services.",
          icon: "brain",
        },
        {
          title: "Dynamics 365 and Power Platform",
          description:
            "Implementation and customisation of Dynamics 365, and business apps and workflows built with Power Apps and Power Automate.",
          icon: "workflow",
        },
        {
          title: "Microsoft 365 and the modern workplace",
          description:
            "Microsoft 365 and Teams roll-outs, SharePoint intranets, and device management with Microsoft Intune.",
          icon: "users",
        },
        {
          title: "Identity and security",
          description:
            "Identity, access and threat protection with Microsoft Entra ID, Microsoft Defender and Microsoft Sentinel.",
          icon: "shield-check",
        },
      ],
    },
    {
      kind: "steps",
      heading: "From assessment to operation",
      steps: [
        {
          number: 1,
          title: "Assess",
          description:
            "Review your applications, infrastructure, licences and goals, and identify quick wins and risks.",
          tint: "brand",
        },
        {
          number: 2,
          title: "Plan",
          description:
            "Design the target architecture and a phased roadmap with costs, timelines and success measures.",
          tint: "sky",
        },
        {
          number: 3,
          title: "Build and migrate",
          description:
            "Deliver in controlled waves, with testing and rollback plans for every workload we move or build.",
          tint: "teal",
        },
        {
          number: 4,
          title: "Operate and optimise",
          description:
            "Monitor, secure and tune the environment, and review consumption regularly so costs stay in check.",
          tint: "amber",
        },
      ],
    },
    {
      kind: "list",
      heading: "What our Microsoft practice gives you",
      tone: "check",
      items: [
        "One team that covers infrastructure, applications, data and the workplace on the Microsoft stack",
        "Designs reviewed against the Azure Well-Architected Framework for security, reliability and cost",
        "Advice on licences and cloud consumption, so you do not pay for what you do not use",
        "Consultants who keep their Microsoft skills current as the platform changes",
        "Support after go-live from our teams in Bangalore and Chennai",
      ],
    },
  ],
  cta: {
    heading: "Get more from your Microsoft investment",
    text: "Whether you are moving to Azure, modernising a .NET application or rolling out Dynamics 365, talk to our Microsoft practice.",
    action: { label: "Contact Us", href: "/contact" },
  },
};
