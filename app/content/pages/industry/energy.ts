import type { PageContent } from "../../types";
import { asStat, claims, facts, inWords } from "../../../site/facts";

export const page: PageContent = {
  description:
    "Smart-grid analytics, renewable forecasting and asset management software for energy and utility companies.",
  hero: {
    eyebrow: "Industry",
    title: "Energy and Utilities",
    tagline: "Smart-grid analytics, renewable forecasting and asset software for a cleaner, more reliable grid.",
    intro: [
      "Power distribution companies, renewable developers and utilities are balancing rising demand, variable solar and wind generation, and pressure to cut losses and emissions. Jenesys Technologies builds the software that makes that balance possible: smart-meter data platforms, grid analytics, renewable generation forecasting and asset management.",
      "We combine embedded and IoT engineering with data and machine learning, so the same team can connect field devices, process their data and put reliable forecasts in front of control-room operators.",
    ],
    quote: {
      label: "Our mission",
      text: "To help energy companies deliver reliable, affordable and cleaner power by turning grid and plant data into timely decisions.",
    },
    art: {
      icon: "zap",
      alt: "Illustration of a power grid with solar panels, wind turbines and a smart meter",
    },
  },
  sections: [
    {
      kind: "cards",
      heading: "Energy and utility solutions",
      columns: 3,
      cards: [
        {
          title: "Smart metering and meter data management",
          description:
            "Meter data management, head-end integration and consumer apps that make smart-meter roll-outs pay off.",
          icon: "gauge",
        },
        {
          title: "Grid analytics and loss reduction",
          description:
            "Analytics that locate technical and commercial losses by feeder and transformer, and direct field teams to where they occur.",
          icon: "line-chart",
        },
        {
          title: "Renewable generation forecasting",
          description:
            "Machine learning forecasts of solar and wind output from weather data and plant history, for scheduling and grid balancing.",
          icon: "sun",
        },
        {
          title: "Asset performance management",
          description:
            "Condition monitoring, predictive maintenance and work-order management for transformers, substations and generating plant.",
          icon: "wrench",
        },
        {
          title: "SCADA and IoT integration",
          description:
            "Secure integration of SCADA systems, remote terminal units and IoT sensors with enterprise systems and cloud analytics.",
          icon: "plug",
        },
        {
          title: "Billing and customer service",
          description:
            "Billing, collections, prepaid metering and self-service portals that give consumers accurate bills and quick answers.",
          icon: "wallet",
        },
      ],
    },
    {
      kind: "list",
      heading: "Challenges energy companies face",
      tone: "challenge",
      items: [
        "High aggregate technical and commercial losses in distribution networks",
        "Variable solar and wind generation that is hard to schedule",
        "Ageing assets and unplanned outages",
        "Large volumes of meter and sensor data that go unused",
        "Regulatory targets for reliability, renewables and emissions",
      ],
    },
    {
      kind: "stats",
      heading: "Results from our energy projects",
      intro:
        "Outcomes measured on grid analytics and forecasting programmes we have delivered for utilities and renewable operators.",
      stats: [
        { icon: "zap", ...asStat(claims.energyLoss) },
        { icon: "trending-up", ...asStat(claims.efficiencyGain) },
        { icon: "sun", ...asStat(claims.solarForecast) },
      ],
    },
    {
      kind: "list",
      heading: "Benefits for your utility",
      items: [
        "Lower distribution losses and higher revenue realisation",
        "More accurate renewable schedules and fewer deviation penalties",
        "Fewer unplanned outages through predictive maintenance",
        "Accurate bills and faster service for consumers",
        "Clear reporting against reliability, renewable and emissions targets",
      ],
    },
    {
      kind: "list",
      heading: "Why utilities choose us",
      tone: "check",
      items: [
        "Embedded, IoT and data engineering in one team, from field device to dashboard",
        "Practical machine learning, validated against your historical data before go-live",
        "Security-conscious integration of operational technology with IT systems",
        "EnergIT, our own energy and carbon management platform, ready to extend for your needs",
        `${inWords(facts.experience)}, from metering firmware to enterprise billing`,
      ],
    },
  ],
  cta: {
    heading: "Power a smarter grid",
    text: "Whether you are cutting losses, integrating renewables or modernising asset management, our energy team can help you plan the next step.",
    action: { label: "Start Your Energy Transformation", href: "/contact" },
  },
};
