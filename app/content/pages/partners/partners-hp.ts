import type { PageContent } from "../../types";

export const page: PageContent = {
  description:
    "HP and HPE technologies we work with: infrastructure, workplace devices and managed services for reliable enterprise IT.",
  hero: {
    eyebrow: "Technologies we work with",
    title: "HP Technologies",
    tagline: "Infrastructure, workplace devices and managed services for reliable enterprise IT.",
    intro: [
      "Reliable IT starts with the right hardware, set up and managed well. Jenesys Technologies helps organisations plan, deploy and run infrastructure built on HP and Hewlett Packard Enterprise (HPE) technology: servers and storage in the data centre, laptops, desktops and printers in the workplace, and the managed services that keep them running.",
      "We bring our systems engineering background to this work. Our engineers have written drivers, firmware and management software for storage and server platforms, so they understand the hardware beneath the operating system.",
    ],
    art: {
      icon: "monitor",
      alt: "Illustration of laptops, a printer and a server rack connected by a managed network",
    },
  },
  sections: [
    {
      kind: "cards",
      heading: "What we deliver with HP and HPE technology",
      columns: 3,
      cards: [
        {
          title: "Data centre infrastructure",
          description:
            "Sizing, deployment and configuration of HPE ProLiant servers and HPE storage, with virtualisation and high availability designed in.",
          icon: "server",
        },
        {
          title: "Hybrid cloud",
          description:
            "As-a-service infrastructure with HPE GreenLake, so on-premises capacity is consumed and managed like cloud.",
          icon: "cloud",
        },
        {
          title: "Workplace devices",
          description:
            "Selection, imaging, roll-out and lifecycle management of HP laptops, desktops and workstations for office and remote teams.",
          icon: "monitor",
        },
        {
          title: "Managed print services",
          description:
            "Print fleet assessment, consolidation, secure printing and usage reporting that reduce cost and paper waste.",
          icon: "file-text",
        },
        {
          title: "Monitoring and support",
          description:
            "Monitoring, patching, firmware updates and incident management for servers, storage and end-user devices.",
          icon: "activity",
        },
        {
          title: "Lifecycle and responsible disposal",
          description: "Refresh planning, certified data wiping and responsible recycling of retired equipment.",
          icon: "recycle",
        },
      ],
    },
    {
      kind: "steps",
      heading: "From estate review to managed service",
      steps: [
        {
          number: 1,
          title: "Assess",
          description:
            "Inventory your current estate, its age, usage and risks, and agree what the business needs from it.",
          tint: "brand",
        },
        {
          number: 2,
          title: "Design",
          description: "Right-size servers, storage and devices, and plan the roll-out around your working hours.",
          tint: "sky",
        },
        {
          number: 3,
          title: "Deploy",
          description: "Install, configure, migrate data and hand over with documentation and user support.",
          tint: "teal",
        },
        {
          number: 4,
          title: "Manage",
          description: "Keep everything monitored, patched and reported against agreed service levels.",
          tint: "amber",
        },
      ],
    },
    {
      kind: "list",
      heading: "What our HP practice gives you",
      tone: "check",
      items: [
        "One team from planning and procurement advice to deployment and support",
        "Right-sized infrastructure, without costly over-provisioning",
        "Fewer outages through proactive monitoring and timely firmware and security updates",
        "Predictable costs with clear service levels",
        "Responsible end-of-life handling that supports your sustainability goals",
      ],
    },
  ],
  cta: {
    heading: "Build IT infrastructure you can rely on",
    text: "Planning a hardware refresh, a data centre upgrade or a move to managed services? Talk to our infrastructure team.",
    action: { label: "Contact Us", href: "/contact" },
  },
};
