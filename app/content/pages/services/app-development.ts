import type { PageContent } from "../../types";
import { asStat, facts } from "../../../site/facts";

export const page: PageContent = {
  description: "Native and cross-platform mobile and web apps, designed, built, launched and supported by one team.",
  hero: {
    eyebrow: "Services",
    title: "App Development",
    tagline: "Native and cross-platform apps, designed, built, launched and supported by one team.",
    intro: [
      "Jenesys Technologies builds mobile and web apps for customers, employees and field teams: banking and insurance apps, patient and appointment apps, retail loyalty apps and field-force tools that keep working without a signal.",
      "One team stays with your app from the first workshop to the store listing and beyond, so the people who support it are the people who built it. We choose native or cross-platform technology to suit your users and your budget.",
    ],
    art: {
      icon: "smartphone",
      alt: "Illustration of a smartphone and a tablet showing app screens linked to a cloud back-end service",
    },
  },
  sections: [
    {
      kind: "cards",
      heading: "App development services",
      columns: 3,
      cards: [
        {
          title: "Native iOS and Android apps",
          description:
            "Apps written in Swift and Kotlin for the best performance and full use of device features such as cameras, biometrics and sensors.",
          icon: "smartphone",
          features: ["Swift and SwiftUI", "Kotlin and Jetpack Compose", "Biometric sign-in"],
        },
        {
          title: "Cross-platform apps",
          description:
            "One code base for iOS and Android with Flutter or React Native, for a shorter time to market and lower maintenance cost.",
          icon: "layers",
          features: ["Flutter", "React Native", "Shared business logic"],
        },
        {
          title: "Progressive web apps",
          description:
            "Installable web apps that work offline and reach users on any device without an app store download.",
          icon: "globe",
          features: ["Offline support", "Push notifications", "Installable from the browser"],
        },
        {
          title: "App back-end services and APIs",
          description:
            "Secure, scalable APIs and cloud services for authentication, payments, notifications and integration with your core systems.",
          icon: "server",
          features: ["REST and GraphQL APIs", "Identity and access", "Core-system integration"],
        },
        {
          title: "Enterprise and field-force apps",
          description:
            "Apps for inspections, deliveries, sales visits and service calls, with offline data capture, GPS and photo evidence that sync when a network returns.",
          icon: "briefcase",
          features: ["Offline-first data", "GPS and maps", "Device management"],
        },
        {
          title: "Support and maintenance",
          description:
            "Operating system updates, crash monitoring, performance tuning and new features on a regular release schedule.",
          icon: "wrench",
          features: ["Crash and usage monitoring", "OS upgrade readiness", "Planned releases"],
        },
      ],
    },
    {
      kind: "list",
      heading: "App problems we solve",
      tone: "challenge",
      items: [
        "Separate iOS and Android teams that double the cost of every feature",
        "Apps with poor ratings because of crashes, slow screens or confusing navigation",
        "Field staff who lose data when they work where the network is weak",
        "Apps that cannot talk to the core systems where the real data lives",
        "Launches that slip because store reviews, security tests and sign-offs were left to the end",
      ],
    },
    {
      kind: "stats",
      heading: "App delivery in figures",
      stats: [
        { icon: "clipboard-check", ...asStat(facts.projects) },
        { icon: "code", ...asStat(facts.technologies) },
        { icon: "award", ...asStat(facts.experience) },
      ],
    },
    {
      kind: "list",
      heading: "What your app gains",
      tone: "check",
      items: [
        "A single accountable team for design, development, testing and release",
        "Working builds to try on your own phone every two weeks",
        "Security testing and store-readiness checks built into every release",
        "Analytics and crash reporting so decisions rest on how people really use the app",
        "Clean, documented code that you own outright",
      ],
    },
  ],
  cta: {
    heading: "Have an app in mind?",
    text: "Who is the app for, and what must it do? We will suggest the right platform, a first release scope and a realistic timeline.",
    action: { label: "Start Your App Journey", href: "/contact" },
  },
};
