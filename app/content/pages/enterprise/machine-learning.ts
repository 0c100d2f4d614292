import type { PageContent } from "../../types";
import { claims } from "../../../site/facts";

export const page: PageContent = {
  description:
    "Applied AI and machine learning: forecasting, recommendation, document intelligence and support automation that pay for themselves.",
  hero: {
    eyebrow: "Enterprise",
    title: "AI and Machine Learning",
    tagline: "Applied AI that moves a business number, not just a demo.",
    intro: [
      "Machine learning pays off when it is aimed at a specific decision: what to stock, whom to call, which ticket to route, which invoice to check. We start from that decision, prove the value on your own data and then build models that run reliably in production.",
      "Our data scientists and engineers work across forecasting, recommendation, document intelligence and conversational AI, and we stay to monitor and retrain models once they are live.",
    ],
    art: {
      icon: "brain",
      alt: "Illustration of a neural network shaped like a brain feeding a rising sales chart",
    },
  },
  sections: [
    {
      kind: "blocks",
      id: "services",
      heading: "Where we apply machine learning",
      blocks: [
        {
          title: "Forecasting and predictive analytics",
          points: [
            "Demand, sales and cash-flow forecasting",
            "Churn and propensity models for marketing and retention",
            "Predictive maintenance from sensor and service data",
            "Forecast accuracy tracked against agreed baselines",
          ],
        },
        {
          title: "Recommendation and personalisation",
          points: [
            "Product and content recommendations for web and mobile",
            "Next-best-offer models for sales and service teams",
            "A/B testing to measure real uplift",
          ],
        },
        {
          title: "Document intelligence",
          points: [
            "Extraction from invoices, forms, claims and KYC documents",
            "Classification and routing of incoming documents",
            "Human review queues for low-confidence results",
            "Support for English and major Indian languages",
          ],
        },
        {
          title: "Conversational AI and support automation",
          points: [
            "Chat and voice assistants grounded in your own knowledge base",
            "Automatic ticket triage, tagging and routing",
            "Suggested replies and summaries for support agents",
          ],
        },
        {
          title: "MLOps and responsible AI",
          points: [
            "Deployment pipelines, monitoring and drift detection",
            "Scheduled retraining with approval gates",
            "Bias checks, explainability reports and audit trails",
            "Data privacy controls aligned with Indian and international law",
          ],
        },
      ],
    },
    {
      kind: "results",
      heading: "Models in production",
      results: [
        {
          title: "Recommendation engine for a regional retail chain",
          result: claims.salesUp.inText,
          detail:
            "Personalised product recommendations on the web store and in targeted offers lifted online sales, measured against customers who were shown no recommendations.",
        },
        {
          title: "Support automation for a consumer electronics service network",
          result: claims.ticketResolution.inText,
          detail:
            "Automatic triage, routing and suggested replies across the network's monthly tickets shortened the average time to resolution and freed agents for complex cases.",
        },
        {
          title: "Invoice processing for a manufacturing group",
          result: "Invoice entry largely automated",
          detail:
            "Document intelligence now reads supplier invoices in each supplier's own layout and posts them to the ERP, with staff reviewing only the low-confidence exceptions.",
        },
      ],
    },
    {
      kind: "steps",
      heading: "From idea to production",
      steps: [
        {
          number: 1,
          title: "Assess",
          description: "Pick the decision to improve, check the data and agree the success measure.",
          tint: "brand",
        },
        {
          number: 2,
          title: "Prototype",
          description: "A four-to-six-week proof of value on your own historical data.",
          tint: "violet",
        },
        {
          number: 3,
          title: "Productionise",
          description: "Integrate the model into your applications with monitoring and fallbacks.",
          tint: "teal",
        },
        {
          number: 4,
          title: "Improve",
          description: "Track results, retrain on fresh data and extend to the next use case.",
          tint: "amber",
        },
      ],
    },
  ],
  cta: {
    heading: "Find out what AI could do with your data",
    text: "Bring us one business decision you would like to improve. We will tell you honestly whether machine learning can help and what a proof of value would take.",
    action: { label: "Contact Us", href: "/contact" },
  },
};
