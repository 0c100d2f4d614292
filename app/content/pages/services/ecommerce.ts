import type { PageContent } from "../../types";

export const page: PageContent = {
  description:
    "E-commerce Development at Jenesys: online stores, marketplaces and B2B ordering portals that convert and scale.",
  hero: {
    eyebrow: "Services",
    title: "E-commerce Development",
    tagline: "Online stores, marketplaces and B2B ordering portals that convert and scale.",
    intro: [
      "Jenesys Technologies builds e-commerce for retailers, consumer brands, distributors and manufacturers: direct-to-consumer stores, multi-vendor marketplaces and B2B portals where trade customers order against their own price lists and credit limits.",
      "Behind every storefront we connect the systems that make it work: ERP and inventory, payment gateways with UPI, cards and net banking, GST-compliant invoicing, courier partners and customer support, so orders flow from click to doorstep without manual re-keying.",
    ],
    art: {
      icon: "shopping-cart",
      alt: "Illustration of a shopping cart linked to an online storefront, a payment card and a delivery truck",
    },
  },
  sections: [
    {
      kind: "cards",
      heading: "What we build for online sellers",
      columns: 3,
      cards: [
        {
          title: "Custom and headless storefronts",
          description:
            "Fast, search-friendly storefronts built on a headless architecture, so the shopping experience can change without touching the commerce engine.",
          icon: "monitor",
          features: ["Headless commerce", "Mobile-first design", "Search-friendly pages"],
        },
        {
          title: "Platform implementation",
          description:
            "Set-up, customisation and migration on established platforms such as Shopify, Adobe Commerce and WooCommerce when a packaged platform is the better choice.",
          icon: "layers",
          features: ["Platform selection", "Theme and extension work", "Data migration"],
        },
        {
          title: "Marketplaces",
          description:
            "Multi-vendor marketplaces with seller onboarding, commission rules, settlements and dispute handling.",
          icon: "users",
          features: ["Seller onboarding", "Commission and settlement", "Ratings and reviews"],
        },
        {
          title: "B2B ordering portals",
          description:
            "Portals where dealers and trade customers see their own catalogue, contract prices, credit limits and order history, and reorder in a few clicks.",
          icon: "building",
          features: ["Customer-specific pricing", "Bulk and repeat orders", "Credit limit checks"],
        },
        {
          title: "Payments, tax and logistics",
          description:
            "Integration with payment gateways, GST invoicing, courier and warehouse systems, with real-time order tracking for customers.",
          icon: "wallet",
          features: ["UPI, cards and net banking", "GST invoicing", "Courier integration"],
        },
        {
          title: "Conversion and growth",
          description:
            "Site speed, search, recommendations, abandoned-cart recovery and A/B testing that turn more visitors into repeat customers.",
          icon: "trending-up",
          features: ["Product recommendations", "Cart recovery", "A/B testing"],
        },
      ],
    },
    {
      kind: "list",
      heading: "Selling problems we solve",
      tone: "challenge",
      items: [
        "Stores that slow down or fail during sales and festive-season peaks",
        "Stock shown online that does not match what is actually in the warehouse",
        "High cart abandonment caused by long checkouts and failed payments",
        "Orders re-keyed by hand into ERP and courier systems",
        "Trade customers still ordering by phone and e-mail because no portal suits them",
      ],
    },
    {
      kind: "steps",
      heading: "How we deliver a store",
      steps: [
        {
          number: 1,
          title: "Plan",
          description: "Agree the catalogue, customer journeys, integrations and success measures.",
          tint: "brand",
        },
        {
          number: 2,
          title: "Build",
          description: "Design and develop the storefront and back office in short, reviewable iterations.",
          tint: "sky",
        },
        {
          number: 3,
          title: "Integrate",
          description: "Connect payments, ERP, inventory and logistics, and load-test for peak traffic.",
          tint: "teal",
        },
        {
          number: 4,
          title: "Grow",
          description: "Launch, watch the numbers and keep improving conversion, speed and reach.",
          tint: "rose",
        },
      ],
    },
    {
      kind: "list",
      heading: "What your online business gains",
      tone: "check",
      items: [
        "A store that stays fast and available when traffic spikes",
        "Accurate, real-time stock across online and physical channels",
        "Smoother checkout with the payment methods Indian and international customers expect",
        "Orders, invoices and shipments that flow between systems without manual entry",
        "Clear reports on sales, margins and customer behaviour",
      ],
    },
  ],
  cta: {
    heading: "Ready to sell more online?",
    text: "From your products and customers to the systems you run today, we will look at the whole picture and propose the right platform and a plan to launch.",
    action: { label: "Start Your eCommerce Journey", href: "/contact" },
  },
};
