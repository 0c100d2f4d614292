import type { PageContent } from "../../types";
import { foundingYear } from "../../../site/facts";

export const page: PageContent = {
  description:
    "IBM technologies we work with: mainframe, Power systems, storage and middleware expertise for enterprise workloads.",
  hero: {
    eyebrow: "Technologies we work with",
    title: "IBM Technologies",
    tagline: "Mainframe, Power, storage and middleware expertise for enterprise workloads.",
    intro: [
      "Banks, insurers, government departments and large manufacturers still run their most important transactions on IBM platforms. Jenesys Technologies supports and modernises those systems: IBM Z mainframes, IBM Power servers running IBM i and AIX, IBM storage, and middleware such as IBM MQ and WebSphere.",
      `Our mainframe and midrange practice has worked with COBOL, PL/I, CICS, DB2, JCL and RPG since the company began in ${foundingYear}, and our engineers pair that depth with the API, cloud and DevOps skills needed to connect these systems to modern channels.`,
    ],
    art: {
      icon: "server",
      alt: "Illustration of a mainframe server connected to cloud services and APIs",
    },
  },
  sections: [
    {
      kind: "cards",
      heading: "What we deliver on IBM platforms",
      columns: 3,
      cards: [
        {
          title: "Mainframe application services",
          description:
            "Maintenance, enhancement and production support for COBOL, PL/I, CICS, IMS and DB2 applications on IBM Z.",
          icon: "server",
        },
        {
          title: "IBM i and AIX services",
          description:
            "Development and support of RPG applications on IBM i, and administration and migration of AIX workloads on IBM Power.",
          icon: "hard-drive",
        },
        {
          title: "Modernisation and API enablement",
          description:
            "Mainframe and IBM i transactions exposed as REST APIs, code refactored and suitable workloads moved to hybrid cloud, without putting the core at risk.",
          icon: "refresh-cw",
        },
        {
          title: "Middleware and integration",
          description:
            "Design, upgrade and support of integrations built on IBM MQ, IBM App Connect and WebSphere Application Server.",
          icon: "network",
        },
        {
          title: "Storage and data protection",
          description:
            "Planning, migration and management of IBM storage, with backup, replication and disaster recovery tested regularly.",
          icon: "database",
        },
        {
          title: "Performance and cost optimisation",
          description:
            "Batch and online performance tuning, DB2 optimisation and MIPS reduction that lower the cost of running the platform.",
          icon: "gauge",
        },
      ],
    },
    {
      kind: "list",
      heading: "Situations we help with",
      tone: "challenge",
      items: [
        "Critical mainframe code that few people in the organisation still understand",
        "MIPS and software costs that rise every year",
        "Pressure to offer mobile and API channels on top of batch-era systems",
        "Storage and backup infrastructure approaching end of support",
        "Upgrades of IBM MQ, WebSphere or IBM i releases that keep getting postponed",
      ],
    },
    {
      kind: "list",
      heading: "What our IBM practice gives you",
      tone: "check",
      items: [
        "Scarce mainframe and midrange skills, available when your in-house experts retire or move on",
        "Modernisation in safe, reversible steps that protect the transactions the business depends on",
        "Lower run costs through performance tuning and workload optimisation",
        "Documentation and knowledge capture for systems that have grown over decades",
        "Production support arrangements that match your operating hours",
      ],
    },
  ],
  cta: {
    heading: "Keep your core systems strong and open to change",
    text: "Whatever you need next from your IBM environment, our mainframe and midrange specialists will help you plan the way forward.",
    action: { label: "Contact Us", href: "/contact" },
  },
};
