import type { PageContent } from "../../types";

export const page: PageContent = {
  description: "User guides, API references, manuals and online help written by engineers who understand the product.",
  hero: {
    eyebrow: "Enterprise",
    title: "Technical Documentation",
    tagline: "Clear documentation written by people who understand the product.",
    intro: [
      "Good documentation reduces support calls, speeds up onboarding and is often a contractual or regulatory requirement. Poor documentation quietly costs money every day. Our technical writers work inside engineering teams, read the code and test the product, so what they write is accurate.",
      "We document software, hardware and embedded products for users, administrators, developers and auditors, and we keep the documentation in step with each release.",
    ],
    art: {
      icon: "file-text",
      alt: "Illustration of an open manual beside a screen showing an API reference",
    },
  },
  sections: [
    {
      kind: "blocks",
      id: "services",
      heading: "Documentation we write",
      blocks: [
        {
          title: "Guides for users and administrators",
          points: [
            "User guides, quick-start guides and tutorials",
            "Installation, configuration and administration manuals",
            "Release notes and upgrade guides",
          ],
        },
        {
          title: "Developer documentation",
          points: [
            "API references generated from and checked against the code",
            "SDK guides, code samples and integration walkthroughs",
            "Architecture and design documents for internal teams",
          ],
        },
        {
          title: "Online help and knowledge bases",
          points: [
            "Context-sensitive help inside applications",
            "Searchable knowledge bases and FAQs",
            "Troubleshooting guides built from real support tickets",
          ],
        },
        {
          title: "Hardware and regulated products",
          points: [
            "Installation and service manuals for devices and equipment",
            "Documentation for medical and industrial compliance files",
            "Illustrations, diagrams and safety notices",
          ],
        },
        {
          title: "Process and tooling",
          points: [
            "Docs-as-code with version control and review",
            "Structured authoring and single-source publishing",
            "Style guides and terminology management",
            "Preparation for translation and localisation",
          ],
        },
      ],
    },
    {
      kind: "results",
      heading: "Documentation projects",
      results: [
        {
          title: "Product documentation for a storage software vendor",
          result: "Fewer how-to calls",
          detail:
            "Rewritten installation and troubleshooting guides, tested against each release, cut the number of how-to calls reaching the support desk.",
        },
        {
          title: "API portal for a payments platform",
          result: "Partners integrate on their own",
          detail:
            "A complete API reference with worked examples and a sandbox guide let partner developers integrate largely on their own.",
        },
      ],
    },
    {
      kind: "list",
      heading: "Why our documentation works",
      tone: "check",
      items: [
        "Writers test every procedure on the actual product",
        "Documentation is reviewed by engineers before release",
        "Content is structured for reuse across guides and formats",
        "Updates planned into each release from the start",
      ],
    },
  ],
  cta: {
    heading: "Make your product easier to use and support",
    text: "Describe what needs documenting and who will read it, and we will suggest a documentation plan and team size.",
    action: { label: "Contact the company", href: "/contact", behaviour: "plain" },
  },
};
