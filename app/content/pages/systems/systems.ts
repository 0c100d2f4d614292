import type { PageContent } from "../../types";
import { foundingYear } from "../../../site/facts";

export const page: PageContent = {
  description:
    "Embedded, server and mobile software for storage, networking, telecom, wireless, consumer electronics, medical devices and industrial control.",
  hero: {
    eyebrow: "Systems",
    title: "Systems and Embedded Engineering",
    tagline: "Embedded, server and mobile software for the products that run networks, hospitals and factories.",
    intro: [
      "Our systems practice builds the software inside and around connected products: firmware and drivers on the device, server software in the data centre and mobile apps in the user's hand. We work across seven domains: storage, networking, telecom, wireless, consumer electronics, medical devices and industrial control.",
      "Product companies and equipment makers use our Bangalore and Chennai teams to add engineering capacity, port platforms to new hardware, sustain released products and validate them before they ship.",
    ],
    art: {
      icon: "microchip",
      alt: "Illustration of a microchip linked to a storage array, a network router, a phone and a medical monitor",
    },
  },
  sections: [
    {
      kind: "cards",
      id: "what-we-deliver",
      heading: "What we deliver",
      columns: 3,
      cards: [
        {
          icon: "cpu",
          title: "Embedded Platforms",
          link: "/EmbeddedPlatforms",
          description:
            "Board support packages, bootloaders, device drivers, RTOS and embedded Linux software, and firmware for resource-constrained devices.",
        },
        {
          icon: "server",
          title: "Server and systems software",
          description:
            "Storage stacks, network services, management software and high-availability components for data-centre and carrier-grade systems.",
        },
        {
          icon: "smartphone",
          title: "Mobile software",
          description:
            "Companion apps, device configuration tools and mobile platform software that connect users to the products they own or operate.",
        },
        {
          icon: "clipboard-check",
          title: "Validation and Verification",
          link: "/ValidationVerification",
          description:
            "Protocol conformance, interoperability, regression and compliance testing in our own labs and on client test beds.",
        },
        {
          icon: "wrench",
          title: "Sustenance engineering",
          description:
            "Bug fixing, feature updates and platform refreshes for released products, freeing your core team to work on the next generation.",
        },
        {
          icon: "refresh-cw",
          title: "Porting and migration",
          description:
            "Moving software to new processors, operating systems and toolchains, including 32-bit to 64-bit migrations.",
        },
      ],
    },
    {
      kind: "cards",
      id: "domains",
      heading: "Domains we know",
      intro: "Seven domains where our engineers have shipped software in real products.",
      columns: 4,
      cards: [
        {
          icon: "hard-drive",
          title: "Storage Practice",
          link: "/StoragePractise",
          description: "File systems, SAN and NAS management, backup, replication and storage testing.",
        },
        {
          icon: "network",
          title: "Networking",
          description: "Routing and switching software, network management and protocol stacks.",
        },
        {
          icon: "radio",
          title: "Telecom",
          link: "/Telecom",
          description: "Signalling, OSS components and network element software for operators and equipment makers.",
        },
        {
          icon: "wifi",
          title: "Wireless",
          description: "Wi-Fi, Bluetooth, LTE and IoT connectivity for devices and gateways.",
        },
        {
          icon: "monitor",
          title: "Consumer electronics",
          description: "Set-top boxes, smart home devices and media software with companion apps.",
        },
        {
          icon: "heart-pulse",
          title: "Medical devices",
          description:
            "Software for patient monitors and diagnostic equipment developed under medical software standards.",
        },
        {
          icon: "factory",
          title: "Industrial control",
          description: "Controllers, gateways and HMI software for automation and process industries.",
        },
      ],
    },
    {
      kind: "list",
      id: "why-us",
      heading: "Why us",
      tone: "check",
      items: [
        `Systems engineering since ${foundingYear}`,
        "Engineers who move comfortably between hardware, kernel and application layers",
        "In-house labs for embedded, storage and network testing",
        "Experience with safety and quality standards for medical and industrial products",
        "Stable teams that retain product knowledge across release cycles",
        "Strict protection of client intellectual property and source code",
      ],
    },
    {
      kind: "cards",
      id: "set-you-apart",
      heading: "How we set you apart",
      intro: "Our systems work is aimed at one result: a better product in your customers' hands, sooner.",
      columns: 4,
      cards: [
        {
          icon: "rocket",
          title: "Faster time to market",
          description:
            "Ready engineering capacity and reusable platform components shorten the path from prototype to release.",
        },
        {
          icon: "shield-check",
          title: "Products that work first time",
          description:
            "Validation built into development catches interoperability and compliance issues before customers do.",
        },
        {
          icon: "layers",
          title: "Focus on differentiation",
          description:
            "We take on platform, porting and sustenance work so your own engineers can concentrate on the features that sell.",
        },
        {
          icon: "trending-up",
          title: "Longer product life",
          description: "Sustenance and platform refreshes keep released products secure and supported for years.",
        },
      ],
    },
  ],
  cta: {
    heading: "Building a connected product?",
    text: "Walk us through your hardware, software stack and release plans, and our systems engineers will suggest where we can help most.",
    action: { label: "Contact Us", href: "/contact" },
  },
};
