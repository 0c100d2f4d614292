import type { PageContent } from "../../types";
import { asStat, claims, facts, inWords, offices } from "../../../site/facts";

export const page: PageContent = {
  description: "Fleet tracking, warehouse management and supply-chain visibility software for logistics providers.",
  hero: {
    eyebrow: "Industry",
    title: "Logistics and Supply Chain",
    tagline: "Fleet tracking, warehouse management and supply-chain visibility that keep goods moving.",
    intro: [
      "Logistics margins depend on how well you use every truck, every dock and every square metre of warehouse space. Jenesys Technologies builds fleet management, warehouse management, transport management and supply-chain visibility software for logistics providers, distributors and manufacturers with their own distribution networks.",
      "We connect GPS devices, scanners and partner systems into a single view of every shipment, and use that data to plan routes, balance loads and tell customers exactly when their goods will arrive.",
    ],
    quote: {
      label: "Our mission",
      text: "To help logistics businesses move goods faster, at lower cost and with full visibility, from the first mile to the last.",
    },
    art: {
      icon: "truck",
      alt: "Illustration of a delivery truck on a route map between a warehouse and a customer",
    },
  },
  sections: [
    {
      kind: "cards",
      heading: "Logistics solutions",
      columns: 3,
      cards: [
        {
          title: "Fleet management and telematics",
          description:
            "GPS tracking, driver behaviour scoring, fuel monitoring and maintenance scheduling for owned and hired fleets.",
          icon: "truck",
        },
        {
          title: "Warehouse management systems",
          description:
            "Receiving, put-away, picking, packing and dispatch with barcode and RFID scanning and slotting optimisation.",
          icon: "warehouse",
        },
        {
          title: "Transport management and route optimisation",
          description:
            "Load planning, carrier selection and route optimisation that cut kilometres driven and empty return trips.",
          icon: "map-pin",
        },
        {
          title: "Supply-chain visibility",
          description:
            "Shipment tracking across carriers, modes and partners, with proactive alerts when a delivery is at risk of delay.",
          icon: "globe",
        },
        {
          title: "Last-mile delivery apps",
          description:
            "Driver apps with electronic proof of delivery, cash-on-delivery reconciliation and live customer notifications.",
          icon: "smartphone",
        },
        {
          title: "Logistics analytics",
          description:
            "Dashboards for on-time delivery, cost per shipment, vehicle utilisation and partner performance.",
          icon: "bar-chart",
        },
      ],
    },
    {
      kind: "list",
      heading: "Challenges logistics providers face",
      tone: "challenge",
      items: [
        "Little visibility of shipments once they leave the warehouse",
        "High fuel costs, empty return trips and poorly planned routes",
        "Manual warehouse processes that cause picking errors and delays",
        "Disconnected systems across carriers, customers and partners",
        "Customers who expect same-day delivery and live tracking",
      ],
    },
    {
      kind: "stats",
      heading: "Results from our logistics engagements",
      intro:
        "Outcomes across transport and warehousing, and in delivery times to end customers, from route optimisation, warehouse automation and visibility programmes for logistics and distribution clients.",
      stats: [
        { icon: "wallet", ...asStat(claims.costReduction) },
        { icon: "clock", ...asStat(claims.fasterDelivery) },
      ],
    },
    {
      kind: "list",
      heading: "Benefits for your operation",
      items: [
        "Real-time visibility of every vehicle and shipment",
        "Lower fuel and transport costs through optimised routes and loads",
        "Faster, more accurate picking, packing and dispatch",
        "Fewer customer calls thanks to live tracking and proactive alerts",
        "Reliable data to negotiate with carriers and partners",
      ],
    },
    {
      kind: "list",
      heading: "Why logistics providers choose us",
      tone: "check",
      items: [
        "Experience across fleet, warehouse and transport systems, the whole chain in one team",
        "IoT and mobile engineering for rugged devices and patchy networks",
        "Integration with ERPs, e-commerce platforms and carrier systems",
        "Phased roll-outs that keep the warehouse running while it changes",
        `Delivery teams in ${offices.both}, with clients in ${inWords(facts.countries)}`,
      ],
    },
  ],
  cta: {
    heading: "Move goods faster, for less",
    text: "Bring us your fleet, your warehouses and your customers' expectations, and we will show you where software can take out cost and delay.",
    action: { label: "Start Your Logistics Transformation", href: "/contact" },
  },
};
