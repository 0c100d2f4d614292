import type { PageContent } from "../../types";
import { asStat, claims, facts } from "../../../site/facts";

export const page: PageContent = {
  description:
    "Core banking integration, digital lending, insurance platforms and fraud analytics for financial institutions.",
  hero: {
    eyebrow: "Industry",
    title: "Banking, Financial Services and Insurance",
    tagline: "Secure, compliant digital platforms for banks, NBFCs, insurers and fintechs.",
    intro: [
      "Financial institutions must move at fintech speed while keeping the trust, security and compliance their customers and regulators expect. Jenesys Technologies helps banks, non-banking financial companies, cooperative banks, insurers and fintechs modernise core systems, launch digital products and protect them against fraud and cyber attacks.",
      "Our teams combine knowledge of lending, payments, treasury and insurance with engineering depth in integration, data and security, so new channels work reliably with the core systems you already run.",
    ],
    quote: {
      label: "Our mission",
      text: "To help financial institutions serve customers faster and more safely, with technology that regulators can audit and customers can trust.",
    },
    art: {
      icon: "landmark",
      alt: "Illustration of a bank building protected by a shield, with digital payment symbols",
    },
  },
  sections: [
    {
      kind: "cards",
      heading: "Our BFSI services",
      columns: 3,
      cards: [
        {
          title: "Core banking integration",
          description:
            "APIs and middleware that connect core banking systems to mobile, internet banking, partner and regulatory channels without risky rewrites.",
          icon: "database",
        },
        {
          title: "Digital lending platforms",
          description:
            "Loan origination, credit decisioning, e-KYC and collections workflows that cut turnaround from days to hours.",
          icon: "wallet",
        },
        {
          title: "Payments and reconciliation",
          description:
            "UPI, IMPS, NEFT and card payment integrations, with reconciliation engines that match every transaction across systems.",
          icon: "smartphone",
        },
        {
          title: "Insurance platforms",
          description:
            "Policy administration, claims management, agent portals and customer self-service for life, health and general insurers.",
          icon: "shield",
        },
        {
          title: "Fraud detection and risk analytics",
          description:
            "Machine learning models and rules that flag suspicious transactions, applications and claims in real time.",
          icon: "search",
        },
        {
          title: "Cybersecurity and compliance",
          description:
            "Security architecture, vulnerability assessment, secure code review and controls aligned to RBI, IRDAI and SEBI requirements.",
          icon: "shield-check",
        },
      ],
    },
    {
      kind: "list",
      heading: "Challenges financial institutions face",
      tone: "challenge",
      items: [
        "Legacy core systems that slow down new product launches",
        "Growing fraud and cyber threats across digital channels",
        "Frequent regulatory changes and tight reporting deadlines",
        "Customers who expect instant onboarding, payments and service on mobile",
        "Data locked in silos, limiting credit and risk decisions",
      ],
    },
    {
      kind: "stats",
      heading: "Security that shows in the numbers",
      intro:
        "Layered controls, continuous monitoring and secure development practices, applied together, sharply reduce security incidents for the financial institutions we work with.",
      stats: [
        { icon: "shield-check", ...asStat(claims.fewerBreaches) },
        { icon: "calendar", ...asStat(facts.experience) },
        { icon: "briefcase", ...asStat(facts.projects) },
        { icon: "globe", ...asStat(facts.countries) },
      ],
    },
    {
      kind: "list",
      heading: "Benefits for your institution",
      items: [
        "Faster onboarding and loan decisions through paperless digital journeys",
        "Lower fraud losses with real-time detection",
        "Regulatory reports produced on time from a single source of data",
        "Modern digital channels without replacing a core that already works",
        "Lower cost per transaction through automation",
      ],
    },
    {
      kind: "list",
      heading: "Why banks and insurers choose us",
      tone: "check",
      items: [
        "Domain knowledge across banking, lending, payments and insurance",
        "Security and compliance built into design, code and testing",
        "Experience integrating with widely used core banking and policy administration platforms",
        "Independent performance and security testing from our QA practice",
        "Stable, low-attrition teams in Bangalore and Chennai who protect your knowledge and your data",
      ],
    },
  ],
  cta: {
    heading: "Make your institution faster and safer",
    text: "Talk to our BFSI team about modernising your channels, strengthening security or launching a new digital product.",
    action: { label: "Start Your BFSI Transformation", href: "/contact" },
  },
};
