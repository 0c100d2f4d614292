import type { PageContent } from "../../types";
import { asStat, facts } from "../../../site/facts";

export const page: PageContent = {
  description: "Cloud migration, managed infrastructure and cost optimisation on AWS, Azure and Google Cloud.",
  hero: {
    eyebrow: "Services",
    title: "IT & Cloud Solutions",
    tagline: "Move to the cloud with a plan, run it with discipline and pay only for what you use.",
    intro: [
      "Jenesys Technologies helps organisations plan, migrate and run their workloads on AWS, Microsoft Azure and Google Cloud, as well as on private and hybrid platforms. Our cloud engineers in Bangalore and Chennai have moved ERP systems, citizen portals, banking applications and data warehouses to the cloud while the business kept running.",
      "We start from your applications and your budget, not from a vendor's catalogue. Every engagement leaves you with infrastructure defined as code, monitoring your own team can read and a monthly bill you can explain line by line.",
    ],
    art: { icon: "cloud", alt: "Illustration of a cloud connected to servers, a database and a monitoring dashboard" },
  },
  sections: [
    {
      kind: "cards",
      heading: "Cloud services we provide",
      intro: "From the first assessment to day-to-day operations, one team is accountable for the whole journey.",
      columns: 3,
      cards: [
        {
          title: "Cloud readiness assessment",
          description:
            "An inventory of your applications, data and dependencies, each scored for cloud fit, with a costed migration plan and a business case your finance team can check.",
          icon: "search",
          features: ["Application portfolio analysis", "Total cost of ownership model", "Migration wave plan"],
        },
        {
          title: "Migration and modernisation",
          description:
            "Rehost, replatform or refactor, workload by workload. We move virtual machines, databases and file shares with rehearsed cut-overs and a tested way back.",
          icon: "refresh-cw",
          features: ["Rehosting and replatforming", "Database migration", "Containers on Kubernetes"],
        },
        {
          title: "Managed cloud infrastructure",
          description:
            "Round-the-clock monitoring, patching, backup and incident response for cloud and on-premises estates, run against service levels agreed with you.",
          icon: "server",
          features: ["24/7 monitoring and alerting", "Patch and backup management", "Monthly service reviews"],
        },
        {
          title: "Cost optimisation",
          description:
            "Right-sizing, reserved capacity, storage tiering and scheduled shutdown of idle environments, with tagging so that every rupee of cloud spend has an owner.",
          icon: "wallet",
          features: ["Right-sizing and reservations", "Cost allocation by team", "Budget alerts"],
        },
        {
          title: "Cloud security and compliance",
          description:
            "Identity and access design, encryption, network segmentation and continuous configuration checks, aligned to your regulator's rules and to data-residency requirements in India.",
          icon: "shield-check",
          features: ["Identity and access management", "Encryption and key management", "Compliance posture reports"],
        },
        {
          title: "Hybrid cloud and disaster recovery",
          description:
            "Secure links between your data centre and cloud regions, and a recovery site that is tested on a schedule, so that an outage stays an inconvenience.",
          icon: "layers",
          features: ["Site-to-cloud connectivity", "Scheduled recovery drills", "Agreed recovery objectives"],
        },
      ],
    },
    {
      kind: "list",
      heading: "Cloud problems we fix",
      tone: "challenge",
      items: [
        "Cloud bills that grow every month with no clear owner for the spend",
        "Legacy applications that seem impossible to move without a rewrite nobody has budgeted for",
        "Data-residency and regulatory rules that limit where workloads may run",
        "Small operations teams stretched across on-premises and cloud environments",
        "Migrations that stall after the first few easy workloads",
      ],
    },
    {
      kind: "steps",
      heading: "How we take you to the cloud",
      steps: [
        {
          number: 1,
          title: "Assess",
          description:
            "Map applications, dependencies and costs, and agree which workloads move, in what order and why.",
          tint: "brand",
        },
        {
          number: 2,
          title: "Plan",
          description:
            "Design the landing zone, security controls and network, and write the cut-over and rollback plan for each wave.",
          tint: "sky",
        },
        {
          number: 3,
          title: "Migrate",
          description:
            "Move workloads in waves, test each one against agreed acceptance criteria and switch over with minimal downtime.",
          tint: "teal",
        },
        {
          number: 4,
          title: "Optimise",
          description: "Tune capacity and cost every month, automate routine operations and report on service levels.",
          tint: "amber",
        },
      ],
    },
    {
      kind: "stats",
      heading: "Cloud delivery in figures",
      stats: [
        { icon: "calendar", ...asStat(facts.experience) },
        { icon: "clipboard-check", ...asStat(facts.projects) },
        { icon: "clock", value: "24/7", label: "Monitoring of managed environments" },
        { icon: "globe", ...asStat(facts.countries) },
      ],
    },
    {
      kind: "list",
      heading: "What your business gains from the cloud",
      tone: "check",
      items: [
        "Infrastructure defined as code, so any environment can be rebuilt quickly and identically",
        "Predictable monthly costs, with spend tracked by team, project and application",
        "Faster releases through automated build, test and deployment pipelines",
        "Resilience from multi-zone architecture and rehearsed disaster recovery",
        "One accountable partner from assessment to day-to-day operations",
      ],
    },
  ],
  cta: {
    heading: "Ready to move to the cloud?",
    text: "Explain what you run today and what you want to achieve, and a cloud architect will come back to you with a first view of the route, the risks and the cost.",
    action: { label: "Start Your Cloud Journey", href: "/contact" },
  },
};
