import {
  directionsUrl,
  officeAddress,
  site,
  asStat,
  facts,
  foundingYear,
  inWords,
  offices,
  serviceOrder,
  services as serviceFacts,
  type ServiceKey,
} from "../site/facts";
import type { HomeServiceCard, OfficeCard, StatisticItem, ValueItem } from "./types";

/**
 * The home page's words. The home route's loader hands them to the page as route data, so the
 * words arrive with the prerendered HTML rather than inside the JavaScript bundle.
 */

/** Meta description of the home page and its aliases. */
export const description = `${site.name}, founded in ${offices.headOffice} in ${foundingYear}, builds enterprise software, embedded systems and digital services for businesses and the public sector.`;

export const hero = {
  eyebrow: `IT services and software since ${foundingYear}`,
  title: "Technology that connects with real life",
  intro: `We design, build and run the software that enterprises, public-sector bodies and product companies depend on, from our offices in ${offices.both}.`,
  benefits: [
    "Transform ideas into reality",
    "Enable smarter decision-making",
    "Create seamless digital experiences",
    "Drive growth and human connection",
  ],
  primaryCta: { label: "Get Started Today", sectionId: "contact" },
  secondaryCta: { label: "Learn More", sectionId: "services" },
  experience: { number: facts.experience.number, suffix: facts.experience.suffix, label: facts.experience.label },
  stats: [
    { key: "projects", number: facts.projects.number, suffix: facts.projects.suffix, label: facts.projects.label },
    {
      key: "services",
      number: facts.multiService.number,
      suffix: facts.multiService.suffix,
      label: facts.multiService.label,
    },
    { key: "hours", number: null, suffix: "+", label: "Service Hours" },
  ] as { key: "projects" | "services" | "hours"; number: number | null; suffix: string; label: string }[],
  trustLine: "Trusted by businesses worldwide to deliver exceptional results.",
  badges: ["Active Projects", "Global Reach", "24/7 Support"],
  image: {
    src: "/images/hero-city.svg",
    alt: "Illustration of a connected city: office towers, a hospital, a power grid and delivery vans linked by data lines to a central cloud",
  },
};

const cardImages: Record<ServiceKey, string> = {
  cloud: "/images/services/cloud.svg",
  machineLearning: "/images/services/ai.svg",
  consultancy: "/images/services/consultancy.svg",
  design: "/images/services/design.svg",
  apps: "/images/services/apps.svg",
  ecommerce: "/images/services/ecommerce.svg",
};

export const services = {
  eyebrow: "What we do",
  heading: "Our Exceptional Services",
  intro:
    "Every engagement rests on three commitments: innovation that solves the real problem, reliability you can run a business on, and partnerships that last well beyond go-live. Many of our clients have worked with us for more than a decade.",
  differentiators: [
    { title: "Innovative Solutions", description: "Modern architectures and AI, applied where they pay off." },
    { title: "Customer-First Mindset", description: "Your outcomes set our priorities, our plans and our reporting." },
    { title: "Scalable Systems", description: "Software engineered to grow from the first hundred users to millions." },
    {
      title: "End-to-End Expertise",
      description: "Strategy, design, engineering, testing and support under one roof.",
    },
  ] satisfies ValueItem[],
  cards: serviceOrder.map((key): HomeServiceCard => ({
    title: serviceFacts[key].cardTitle,
    backgroundImage: cardImages[key],
    link: serviceFacts[key].path,
  })),
  closing: {
    heading: "Ready to Transform Your Business?",
    text: "Tell us where you want to be in a year. We will show you how we would get you there, and what it would take.",
    action: { label: "Schedule a Meeting", href: "/contact" as const },
  },
};

export const about = {
  eyebrow: "About us",
  heading: `About ${site.shortName} Technologies`,
  tagline: "Where Ideas Take Flight",
  intro: [
    `Since ${site.foundingYear}, ${site.name} has delivered technology solutions and consulting to enterprises, governments and product companies. What began as a small engineering team in Bangalore is now a company of specialists across two Indian cities, serving clients in ${inWords(facts.countries)}.`,
    "We are engineers first. We take on hard problems in telecom, storage, healthcare, finance and the public sector, and we stay to run what we build.",
  ],
  differentiatorsHeading: "What sets us apart",
  differentiators: [
    {
      title: "Technological Mastery",
      description: "Deep skills from embedded firmware to cloud platforms and machine learning.",
    },
    { title: "Domain-Driven Insight", description: "Teams who know your industry's rules, systems and vocabulary." },
    { title: "People-First Approach", description: "Low attrition and long-serving engineers who know your systems." },
    {
      title: "Visionary Thinking",
      description: "We plan for the release in front of us and for the system you will need in five years.",
    },
  ] satisfies ValueItem[],
  purpose: {
    heading: "Our Purpose",
    text: "To make technology work for people: software that is dependable, humane and worth the trust our clients and their customers place in it.",
  },
  stats: [
    { icon: "globe", ...asStat(facts.countries) },
    { icon: "cpu", ...asStat(facts.technologies) },
    { icon: "rocket", ...asStat(facts.initiatives) },
    { icon: "trophy", ...asStat(facts.awards) },
  ] satisfies StatisticItem[],
  dna: {
    heading: "Our company DNA",
    intro: `Seven traits, one for each letter of ${site.shortName.toUpperCase()}, and the legacy they add up to.`,
    values: [
      { title: "Joy", description: "We enjoy the craft, and it shows in the care we put into our work." },
      { title: "Empathy", description: "We listen first, to clients, to users and to each other." },
      { title: "Novelty", description: "We look for the better way, and test it before we recommend it." },
      { title: "Empowerment", description: "Engineers own their work and make decisions close to the problem." },
      { title: "Synergy", description: "Design, engineering and quality work as one team from day one." },
      { title: "Yearning", description: "We keep learning: every engineer has time set aside for it." },
      {
        title: "Stewardship",
        description: "We look after our clients' systems, data and budgets as if they were our own.",
      },
      // Not a letter of the name: the eighth tile shows a mark of its own.
      {
        title: "In Every Letter, a Legacy",
        description: `Everything we have delivered since ${foundingYear}, carried into every project we begin.`,
        mark: "infinity",
      },
    ] satisfies ValueItem[],
  },
  closing: {
    heading: "Ideas That Take Flight",
    text: "Bring us the idea. We will help you shape it, build it and keep it flying.",
    action: { label: "Connect With Us", href: "/contact" as const },
  },
};

export const contact = {
  eyebrow: "Contact",
  heading: "Let's talk about your project",
  intro: "Tell us what you are working on. A consultant who knows your industry will reply within one business day.",
  callLabel: "Prefer to talk? Call us",
  offices: [
    {
      title: "Bangalore (head office)",
      place: "our head office in Bangalore",
      lines: [officeAddress(site.offices.bangalore), `Phone: ${site.offices.bangalore.phone}`],
      actionLabel: "Get directions",
      url: directionsUrl(site.offices.bangalore),
    },
    {
      title: "Chennai",
      place: "our Chennai office",
      lines: [officeAddress(site.offices.chennai)],
      actionLabel: "Get directions",
      url: directionsUrl(site.offices.chennai),
    },
  ] satisfies OfficeCard[],
  map: {
    heading: "Find us",
    notice: "The map is provided by Google Maps. Loading it sends your IP address to Google.",
    buttonLabel: "Show the map",
    title: "Map of the Jenesys Technologies office in Bangalore",
    embedUrl: `https://www.google.com/maps?q=${encodeURIComponent(officeAddress(site.offices.bangalore))}&output=embed`,
  },
  visit: { label: "Schedule a Visit" },
};

export const homeContent = { hero, services, about, contact };
export type HomeContent = typeof homeContent;
