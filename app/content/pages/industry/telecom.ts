import type { PageContent } from "../../types";
import { facts, foundingYear, inWords } from "../../../site/facts";

export const page: PageContent = {
  description: "Network software, OSS/BSS, 5G and service assurance for telecom operators and equipment makers.",
  hero: {
    eyebrow: "Industry",
    title: "Telecom",
    tagline: "Software that keeps networks fast, reliable and ready for what comes next.",
    intro: [
      `Telecom operators and equipment makers run some of the most demanding software there is: millions of subscribers, strict service levels and networks that never switch off. Jenesys Technologies has engineered telecom software since ${foundingYear}, from protocol stacks and network element firmware to the OSS/BSS platforms that provision, bill and assure services.`,
      "Our teams in Bangalore and Chennai work with operators, network equipment vendors and enterprise carriers to modernise legacy stacks, roll out 5G and fibre services, and turn network data into decisions.",
    ],
    quote: {
      label: "Our mission",
      text: "To help telecom providers deliver always-on, high-quality connectivity by engineering network and business software that is dependable, scalable and ready for change.",
    },
    art: { icon: "router", alt: "Illustration of a telecom network tower with connected devices" },
  },
  sections: [
    {
      kind: "cards",
      heading: "Our telecom services",
      intro:
        "Six service lines that cover the network, the systems that run the business and the experience subscribers see.",
      columns: 3,
      cards: [
        {
          title: "OSS/BSS development and integration",
          description:
            "Order management, provisioning, billing and customer care systems built or integrated so that a new service goes from catalogue to invoice without manual hand-offs.",
          icon: "layers",
          features: [
            "Order-to-activation automation",
            "Convergent billing and rating",
            "Product catalogue management",
            "TM Forum Open API integration",
          ],
        },
        {
          title: "5G and network software",
          description:
            "Software for 5G core and radio access functions, protocol stack development and cloud-native network functions that run on Kubernetes.",
          icon: "radio",
          features: [
            "Cloud-native network functions",
            "Protocol stack engineering",
            "Network slicing support",
            "Conformance and interoperability testing",
          ],
        },
        {
          title: "Network monitoring and service assurance",
          description:
            "Real-time fault, performance and service-quality monitoring that spots degradation before customers notice and routes it to the right team.",
          icon: "activity",
          features: [
            "Fault and alarm correlation",
            "Network KPI dashboards",
            "SLA tracking and reporting",
            "Automated trouble ticketing",
          ],
        },
        {
          title: "Telecom analytics and AI",
          description:
            "Churn prediction, capacity planning and usage analytics built on the call records, network counters and customer data you already hold.",
          icon: "brain",
          features: [
            "Churn prediction models",
            "Capacity forecasting",
            "Revenue assurance analytics",
            "Subscriber segmentation",
          ],
        },
        {
          title: "Digital customer experience",
          description:
            "Self-care apps, web portals and chatbots that let subscribers recharge, change plans, raise complaints and track orders on their own.",
          icon: "smartphone",
          features: [
            "Self-care mobile apps",
            "Omnichannel portals",
            "Conversational support bots",
            "Personalised offers",
          ],
        },
        {
          title: "Network device and embedded software",
          description:
            "Firmware, drivers and management software for routers, gateways, customer premises equipment and IoT modules, validated on target hardware.",
          icon: "microchip",
          features: [
            "Board support packages",
            "Remote device management",
            "Firmware upgrade frameworks",
            "IoT connectivity modules",
          ],
        },
      ],
    },
    {
      kind: "list",
      heading: "Challenges telecom providers face",
      tone: "challenge",
      items: [
        "Legacy OSS/BSS stacks that turn every new tariff or service into a months-long change project",
        "Rising data traffic and 5G roll-out costs squeezing average revenue per user",
        "Network faults reported by customers before the operations centre sees them",
        "Subscriber churn driven by slow service, billing errors and poor self-care",
        "Multi-vendor networks that are hard to monitor, integrate and automate",
      ],
    },
    {
      kind: "steps",
      heading: "Our delivery lifecycle",
      intro: "Every telecom engagement follows the same four disciplined stages, so you always know what comes next.",
      steps: [
        {
          number: 1,
          title: "Define",
          description:
            "We map your network, systems and business goals, agree measurable outcomes and fix the scope with your stakeholders.",
          tint: "brand",
        },
        {
          number: 2,
          title: "Design",
          description:
            "Architects design the solution, its integration points and the test strategy, and validate them against your standards and vendor roadmap.",
          tint: "sky",
        },
        {
          number: 3,
          title: "Develop",
          description:
            "Agile teams build and test in short sprints with continuous integration, automated regression and regular demonstrations.",
          tint: "teal",
        },
        {
          number: 4,
          title: "Deploy",
          description:
            "We roll out in controlled phases with cut-over plans, monitoring and rollback, then support and optimise the system in production.",
          tint: "amber",
        },
      ],
    },
    {
      kind: "list",
      heading: "What operators and vendors gain",
      items: [
        "Faster launch of new plans, bundles and enterprise services",
        "Higher network availability through proactive fault detection",
        "Lower operating cost from automated provisioning and assurance",
        "Reduced churn through better self-care and fewer billing disputes",
        "A modern, API-driven stack that is ready for 5G, fibre and IoT",
      ],
    },
    {
      kind: "list",
      heading: "Why operators work with Jenesys",
      tone: "check",
      items: [
        `Telecom software engineering since ${foundingYear}, across network equipment, OSS/BSS and customer-facing systems`,
        "Engineers who understand protocols, standards and carrier-grade reliability",
        `Experience from ${inWords(facts.projects)}, many of them for operators and telecom equipment makers`,
        "Delivery from Bangalore and Chennai with onsite, offshore and hybrid engagement models",
        "Low attrition, so the people who learn your network stay on your project",
      ],
    },
  ],
  cta: {
    heading: "Ready to modernise your network and services?",
    text: "Outline your network, your systems and the outcomes you need. Our telecom team will come back with an assessment and a practical roadmap.",
    action: { label: "Start Your Telecom Transformation", href: "/contact" },
  },
};
