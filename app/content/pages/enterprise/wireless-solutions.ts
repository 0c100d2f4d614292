import type { PageContent } from "../../types";

export const page: PageContent = {
  description: "Mobile apps, wireless connectivity and field-force solutions that keep people and devices connected.",
  hero: {
    eyebrow: "Enterprise",
    title: "Wireless and Mobile Solutions",
    tagline: "Keep people, devices and data connected wherever the work happens.",
    intro: [
      "Field engineers, sales teams, delivery drivers and connected equipment all depend on software that works on a phone or a small device, often with a weak signal. We build mobile apps and wireless solutions designed for those conditions: offline-first, secure and easy to manage at scale.",
      "Our mobile team shares engineers with our systems and embedded practice, so we handle the full path from a Bluetooth sensor or cellular module to the app and the back-end that receives its data.",
    ],
    art: {
      icon: "smartphone",
      alt: "Illustration of a smartphone surrounded by wireless signals linking sensors, vehicles and a cloud server",
    },
  },
  sections: [
    {
      kind: "blocks",
      id: "services",
      heading: "Wireless and mobile services",
      blocks: [
        {
          title: "Mobile application development",
          points: [
            "Native Android and iOS apps",
            "Cross-platform apps with Flutter and React Native",
            "Offline data capture with reliable synchronisation",
            "App store publishing and release management",
          ],
        },
        {
          title: "Enterprise mobility and field force",
          points: [
            "Work orders, inspections and meter reading on mobile",
            "GPS tracking, route planning and proof of delivery",
            "Photo, signature and barcode capture",
            "Integration with ERP, CRM and asset management systems",
          ],
        },
        {
          title: "Wireless connectivity and IoT",
          points: [
            "Bluetooth Low Energy, Wi-Fi, LTE and LoRaWAN integration",
            "Gateway and device firmware in partnership with our embedded team",
            "Device provisioning and over-the-air updates",
          ],
        },
        {
          title: "Mobile security and management",
          points: [
            "Mobile device management and app policies",
            "Encrypted storage and secure authentication",
            "Penetration testing of apps and APIs",
          ],
        },
      ],
    },
    {
      kind: "results",
      heading: "Apps in the field",
      results: [
        {
          title: "Field-force app for an electricity distribution utility",
          result: "Shorter meter-reading cycle",
          detail:
            "An offline-capable Android app with photo capture and route planning replaced the paper books of the utility's meter readers and fed readings straight into billing.",
        },
        {
          title: "Bluetooth asset tracking for a hospital network",
          result: "Less time spent searching for equipment",
          detail:
            "BLE tags on infusion pumps and wheelchairs, with gateways on each floor, let nurses locate equipment from a mobile app without searching the wards.",
        },
      ],
    },
    {
      kind: "list",
      heading: "Built for real-world conditions",
      tone: "check",
      items: [
        "Apps keep working without a network and sync when the signal returns",
        "Tested on low-cost devices as well as flagship phones",
        "Battery and data usage measured before each release",
        "Accessible interfaces in English and regional languages",
        "Central management of devices, versions and permissions",
      ],
    },
  ],
  cta: {
    heading: "Take your business mobile",
    text: "Who needs to work on the move, and what do they need to do? We will propose an app, device and connectivity approach that fits.",
    action: { label: "Contact Us", href: "/contact" },
  },
};
