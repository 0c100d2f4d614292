import type { PageContent } from "../../types";
import { foundingYear } from "../../../site/facts";

export const page: PageContent = {
  description: "From concept to release and beyond: product engineering services for software and device companies.",
  hero: {
    eyebrow: "Products",
    title: "Product Engineering",
    tagline: "From concept to release and beyond: we engineer software and connected products that customers rely on.",
    intro: [
      "Software companies, device makers and enterprises building their own platforms come to Jenesys Technologies for engineering capacity that thinks like a product team. We take ideas through discovery, architecture, development, testing and release, and then keep the product evolving through maintenance, new features and platform upgrades.",
      `Our engineers have built enterprise applications, SaaS platforms, embedded firmware and mobile apps since ${foundingYear}, including our own products ERPConstruct, FINdeal and EnergIT, so we know what it takes to ship a product and support it for years.`,
    ],
    quote: {
      label: "Our mission",
      text: "To be the engineering partner that helps product companies release faster without compromising quality.",
    },
    art: { icon: "rocket", alt: "Illustration of a product blueprint turning into a rocket at launch" },
  },
  sections: [
    {
      kind: "cards",
      heading: "Product engineering services",
      columns: 3,
      cards: [
        {
          title: "Product discovery and architecture",
          description:
            "User research, requirements, proofs of concept and an architecture that balances speed to market with long-term scalability.",
          icon: "compass",
        },
        {
          title: "Full-stack development",
          description:
            "Web, mobile, back-end and API development on modern stacks, with clean, documented and testable code.",
          icon: "code",
        },
        {
          title: "SaaS and cloud-native engineering",
          description:
            "Multi-tenant architecture, subscription billing, microservices and CI/CD pipelines on the major cloud platforms.",
          icon: "cloud",
        },
        {
          title: "Embedded and connected products",
          description:
            "Firmware, device drivers and companion apps for connected devices, from board bring-up to over-the-air updates.",
          icon: "cpu",
        },
        {
          title: "Quality engineering",
          description: "Test strategy, automation, performance and security testing built into every sprint.",
          icon: "test-tube",
        },
        {
          title: "Sustenance and modernisation",
          description:
            "Long-term maintenance, version upgrades, reduction of technical debt and migration of older products to new platforms.",
          icon: "refresh-cw",
        },
      ],
    },
    {
      kind: "steps",
      heading: "How we take a product to market",
      steps: [
        {
          number: 1,
          title: "Discover",
          description: "Understand users, market and constraints, and agree what the first release must prove.",
          tint: "brand",
        },
        {
          number: 2,
          title: "Architect",
          description:
            "Choose the stack, design for scale and security, and plan the roadmap in releasable increments.",
          tint: "sky",
        },
        {
          number: 3,
          title: "Build",
          description:
            "Develop in short sprints with automated tests, code reviews and a working demo at the end of each one.",
          tint: "teal",
        },
        {
          number: 4,
          title: "Validate",
          description: "Test functionality, performance, security and usability with real users before release.",
          tint: "amber",
        },
        {
          number: 5,
          title: "Launch and evolve",
          description: "Release with monitoring in place, then keep improving the product from real usage data.",
          tint: "violet",
        },
      ],
    },
    {
      kind: "list",
      heading: "Challenges product teams bring to us",
      tone: "challenge",
      items: [
        "A roadmap that moves faster than the in-house team can build",
        "Technical debt that slows down every new feature",
        "Scaling from a first version to thousands of users or devices",
        "Keeping quality high as the release cadence increases",
        "Finding and keeping specialist skills in embedded, cloud and data engineering",
      ],
    },
    {
      kind: "list",
      heading: "Why product companies choose Jenesys",
      tone: "check",
      items: [
        "We build and support our own products, so we think in roadmaps and releases",
        "Full lifecycle coverage: discovery, engineering, testing, documentation and sustenance",
        "Your intellectual property stays yours, protected by secure development practices and clear contracts",
        "Low attrition, so the engineers who learn your product stay with it",
        "Onsite, offshore and hybrid teams that grow with your roadmap",
      ],
    },
  ],
  cta: {
    heading: "Have a product to build or grow?",
    text: "Whether it is a new idea or a mature product that needs a second wind, tell us where you are and we will propose a team and a plan.",
    action: { label: "Start Your Product Journey", href: "/contact" },
  },
};
