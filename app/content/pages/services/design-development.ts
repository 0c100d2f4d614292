import type { PageContent } from "../../types";

export const page: PageContent = {
  description: "User research, interface design and web development that turn ideas into products people enjoy using.",
  hero: {
    eyebrow: "Services",
    title: "Design and Development",
    tagline: "Research-led design and solid engineering for websites and web applications people enjoy using.",
    intro: [
      "Good software starts with understanding the people who will use it. Our designers and developers work as one team: researchers talk to your customers and staff, designers turn what they learn into interfaces that are simple to use, and engineers build them to be fast, accessible and easy to maintain.",
      "We design and build corporate websites, customer portals, internal tools and citizen-facing services, for businesses and for government departments where accessibility is a requirement from the first sketch.",
    ],
    art: { icon: "palette", alt: "Illustration of a design canvas with wireframes, colour swatches and a code window" },
  },
  sections: [
    {
      kind: "cards",
      heading: "What we design and build",
      columns: 3,
      cards: [
        {
          title: "User research",
          description:
            "Interviews, field visits, analytics reviews and usability tests that show how people really work and where your current product gets in their way.",
          icon: "search",
          features: ["Stakeholder interviews", "Usability testing", "Journey mapping"],
        },
        {
          title: "UX and interaction design",
          description:
            "Information architecture, user flows and clickable prototypes that are tested with real users before a line of production code is written.",
          icon: "workflow",
          features: ["Information architecture", "Wireframes", "Interactive prototypes"],
        },
        {
          title: "Visual and interface design",
          description:
            "Clean, consistent interfaces that carry your brand across desktop and mobile, with typography and colour chosen for legibility.",
          icon: "palette",
          features: ["Brand-aligned UI", "Responsive layouts", "Iconography"],
        },
        {
          title: "Design systems",
          description:
            "Reusable component libraries with documented rules, so new screens stay consistent and your teams build them faster.",
          icon: "layers",
          features: ["Component library", "Design tokens", "Usage guidelines"],
        },
        {
          title: "Web development",
          description:
            "Front ends in React and TypeScript and back-end services in Node.js, .NET or Java, built with automated tests and deployed through continuous delivery.",
          icon: "code",
          features: ["React and TypeScript", "APIs and integrations", "Continuous delivery"],
        },
        {
          title: "Accessibility and performance",
          description:
            "Interfaces checked against WCAG\u00a02.1 AA and pages tuned to load quickly on ordinary phones and slow mobile networks.",
          icon: "gauge",
          features: ["WCAG\u00a02.1 AA audits", "Core Web Vitals", "Assistive technology testing"],
        },
      ],
    },
    {
      kind: "list",
      heading: "Design problems we solve",
      tone: "challenge",
      items: [
        "Websites and portals that look dated and lose visitors before they find what they came for",
        "Internal tools that staff work around with spreadsheets because the screens slow them down",
        "Inconsistent designs across products built by different teams at different times",
        "Accessibility requirements discovered late, when fixing them is expensive",
        "Slow pages that hurt search rankings and frustrate mobile users",
      ],
    },
    {
      kind: "steps",
      heading: "From idea to launch",
      steps: [
        {
          number: 1,
          title: "Research",
          description: "Learn who the users are, what they need to get done and what stops them today.",
          tint: "brand",
        },
        {
          number: 2,
          title: "Design",
          description: "Sketch, prototype and test with users until the flows are simple and the screens are clear.",
          tint: "violet",
        },
        {
          number: 3,
          title: "Build",
          description: "Develop in short iterations with working software to review every two weeks.",
          tint: "teal",
        },
        {
          number: 4,
          title: "Refine",
          description: "Launch, measure real use and improve the product with the evidence it produces.",
          tint: "amber",
        },
      ],
    },
    {
      kind: "list",
      heading: "What working with our designers gives you",
      tone: "check",
      items: [
        "Designers and engineers in one team, so what is designed is what gets built",
        "Decisions based on research with your users",
        "Accessible, responsive interfaces from the first release",
        "Clean, documented code your own team can maintain and extend",
        "A design system that makes every later project faster",
      ],
    },
  ],
  cta: {
    heading: "Have a product idea or a site that needs rethinking?",
    text: "Share what you are building and who it is for. Our design team will suggest where to start and what a first phase could look like.",
    action: { label: "Contact Our Design Team", href: "/contact" },
  },
};
