import type { PageContent } from "../../types";

export const page: PageContent = {
  description:
    "Oracle technologies we work with: database, cloud infrastructure and application services for business-critical data.",
  hero: {
    eyebrow: "Technologies we work with",
    title: "Oracle Technologies",
    tagline: "Database, cloud infrastructure and application services for business-critical data.",
    intro: [
      "Oracle Database sits underneath many of the systems our clients cannot afford to lose: core banking, billing, ERP and government registers. Jenesys Technologies designs, tunes, migrates and supports Oracle databases, moves workloads to Oracle Cloud Infrastructure (OCI), and builds and integrates applications on the Oracle stack.",
      "Our database administrators, developers and architects bring experience from performance-critical projects in telecom, banking and the public sector.",
    ],
    art: {
      icon: "database",
      alt: "Illustration of a database cluster connected to cloud infrastructure and business applications",
    },
  },
  sections: [
    {
      kind: "cards",
      heading: "What we deliver with Oracle technology",
      columns: 3,
      cards: [
        {
          title: "Database administration and performance",
          description:
            "Installation, patching, performance tuning, backup and recovery, and high availability with Real Application Clusters and Data Guard.",
          icon: "database",
        },
        {
          title: "Migration to Oracle Cloud Infrastructure",
          description:
            "Assessment and migration of databases and applications to OCI, including Autonomous Database where it suits the workload.",
          icon: "cloud",
        },
        {
          title: "Upgrades and consolidation",
          description:
            "Planned upgrades to supported releases, and consolidation of scattered databases to reduce licence and hardware costs.",
          icon: "layers",
        },
        {
          title: "Application development",
          description: "Applications, reports and integrations built with PL/SQL, Java and Oracle APEX.",
          icon: "code",
        },
        {
          title: "Oracle Applications support",
          description:
            "Functional and technical support, extensions and integrations for Oracle E-Business Suite and Oracle Fusion Cloud Applications.",
          icon: "settings",
        },
        {
          title: "Data security and compliance",
          description:
            "Encryption, access control, auditing and data masking that protect sensitive records and meet regulatory requirements.",
          icon: "lock",
        },
      ],
    },
    {
      kind: "list",
      heading: "Problems we solve",
      tone: "challenge",
      items: [
        "Slow queries and batch jobs that hold up the business day",
        "Databases running on releases that are out of support",
        "Licence costs that have grown faster than usage",
        "Cloud migration without a clear plan or an agreed downtime window",
        "Sensitive production data copied into test environments without masking",
      ],
    },
    {
      kind: "list",
      heading: "What our Oracle practice gives you",
      tone: "check",
      items: [
        "Faster, more stable systems through expert tuning",
        "Upgrades and migrations with tested rollback plans and minimal downtime",
        "Licence and infrastructure costs reviewed and optimised",
        "Stronger protection for sensitive data",
        "Ongoing support from a team that already knows your environment",
      ],
    },
  ],
  cta: {
    heading: "Put your Oracle estate in expert hands",
    text: "Slow databases or applications? Our Oracle specialists will look at what is holding them back and recommend the next step.",
    action: { label: "Contact Us", href: "/contact" },
  },
};
