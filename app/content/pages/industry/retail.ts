import type { PageContent } from "../../types";
import { asStat, claims, facts, inWords } from "../../../site/facts";

export const page: PageContent = {
  description: "Omnichannel commerce, inventory intelligence and loyalty platforms for retailers and consumer brands.",
  hero: {
    eyebrow: "Industry",
    title: "Retail",
    tagline: "Omnichannel commerce, inventory intelligence and loyalty platforms for retailers and consumer brands.",
    intro: [
      "Shoppers move between stores, websites, apps and marketplaces, and expect the same prices, stock and service everywhere. Jenesys Technologies helps retailers and consumer brands connect those channels with commerce platforms, point-of-sale and store systems, inventory and order management, and loyalty programmes that recognise each customer.",
      "Our Retail Solutions team builds for supermarkets, fashion and lifestyle brands and distributors, and understands both the peaks of the festive season and the day-to-day realities of running a store.",
    ],
    quote: {
      label: "Our vision",
      text: "Retail in which every shopper finds what they want wherever they shop, and every retailer knows exactly what to stock, where and when.",
    },
    art: {
      icon: "shopping-cart",
      alt: "Illustration of a shopping cart linked to a store front, a mobile app and a warehouse",
    },
  },
  sections: [
    {
      kind: "cards",
      heading: "Retail solutions",
      columns: 3,
      cards: [
        {
          title: "Omnichannel commerce",
          description:
            "Web and mobile storefronts, marketplace integration and buy-online, pick-up-in-store journeys on one commerce platform.",
          icon: "shopping-cart",
        },
        {
          title: "Point of sale and store systems",
          description:
            "Fast, offline-capable billing, store operations apps and integration with payment terminals and ERP.",
          icon: "monitor",
        },
        {
          title: "Inventory and order management",
          description:
            "Real-time stock visibility across stores and warehouses, distributed order management and automated replenishment.",
          icon: "warehouse",
        },
        {
          title: "Demand forecasting",
          description:
            "Machine learning forecasts by store, item and season that drive purchasing, allocation and markdown decisions.",
          icon: "line-chart",
        },
        {
          title: "Loyalty and customer analytics",
          description: "Loyalty programmes, customer segmentation and personalised offers that bring shoppers back.",
          icon: "star",
        },
        {
          title: "Supplier and distribution integration",
          description:
            "EDI and API integration with suppliers, distributors and logistics partners, so purchase orders and shipments flow without re-keying.",
          icon: "truck",
        },
      ],
    },
    {
      kind: "list",
      heading: "Challenges retailers face",
      tone: "challenge",
      items: [
        "Stock that shows in one channel but cannot be sold through another",
        "Fast-moving items out of stock while slow-moving stock piles up",
        "Slow fulfilment during sales and festive peaks",
        "Rising customer acquisition costs and low repeat purchase",
        "Point of sale, e-commerce and ERP systems that do not talk to each other",
      ],
    },
    {
      kind: "stats",
      heading: "Results for our retail clients",
      intro:
        "Outcomes measured after our inventory, order management and loyalty solutions went live with retail clients.",
      stats: [
        { icon: "package", ...asStat(claims.orderFulfilment) },
        { icon: "warehouse", ...asStat(claims.outOfStock) },
        { icon: "users", ...asStat(claims.customerRetention) },
      ],
    },
    {
      kind: "list",
      heading: "What changes for your stores",
      items: [
        "One view of stock, orders and customers across every channel",
        "Better availability with less working capital tied up in inventory",
        "Personalised offers that increase basket size and repeat visits",
        "Store systems that keep billing even when the network drops",
        "Platforms that scale smoothly through festive-season peaks",
      ],
    },
    {
      kind: "list",
      heading: "Why retailers choose us",
      tone: "check",
      items: [
        "A dedicated Retail Solutions team with hands-on store and e-commerce experience",
        "End-to-end capability: commerce, point of sale, supply chain, data and AI",
        "Performance testing for peak-season traffic before the peak arrives",
        "Flexible onsite, offshore and hybrid engagement models",
        `Lessons from ${inWords(facts.projects)}, brought to every retail engagement`,
      ],
    },
  ],
  cta: {
    heading: "Give your shoppers one seamless experience",
    text: "Where do your channels, stock or customer data fall short today? Our retail team will show you how to connect them.",
    action: { label: "Start Your Retail Transformation", href: "/contact" },
  },
};
