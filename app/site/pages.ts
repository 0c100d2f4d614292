/**
 * The route registry: every page of the site, once. It feeds the router (`app/routes.ts`), the prerender
 * list, the header and footer menus, the sitemap, page metadata and the tests. Nothing else lists routes.
 */

export type PageGroup =
  | "home"
  | "company"
  | "enterprise"
  | "systems"
  | "industry"
  | "products"
  | "partners"
  | "services"
  | "insights"
  | "careers"
  | "legal";

/** A group's name as breadcrumbs and share images show it. */
export const groupNames: Record<PageGroup, string> = {
  home: "Home",
  company: "Company",
  enterprise: "Enterprise",
  systems: "Systems",
  industry: "Industry",
  products: "Products",
  partners: "Partners",
  services: "Services",
  insights: "Insights",
  careers: "Careers",
  legal: "Legal",
};

export interface SitePage {
  /** Canonical path, with the capitalisation of the spec's route table. */
  path: `/${string}`;
  /** Name in menus. */
  label: string;
  /** Document title (the site name is appended by the metadata helper). */
  title: string;
  /** Meta description: one or two sentences a search result can show. */
  description: string;
  group: PageGroup;
  /** Anchor id of the page's main section (spec 2.6). */
  anchor?: string;
}

/** The four sections stacked on the home page, in order (spec 2.5). */
export const homeSections = [
  { id: "hero", label: "Home" },
  { id: "services", label: "Services" },
  { id: "about", label: "About Us" },
  { id: "contact", label: "Contact" },
] as const;

export type HomeSectionId = (typeof homeSections)[number]["id"];

/** /services, /about and /contact show the home page scrolled to their section (spec 2.1). */
export const homeAliases: { path: `/${string}`; section: HomeSectionId; title: string }[] = [
  { path: "/services", section: "services", title: "Our Services" },
  { path: "/about", section: "about", title: "About Us" },
  { path: "/contact", section: "contact", title: "Contact Us" },
];

export const home: SitePage = {
  path: "/",
  label: "Home",
  title: "Technology that connects with real life",
  description:
    "Jenesys Technologies builds enterprise software, embedded systems and digital services for businesses and the public sector, from Bangalore and Chennai since 2002.",
  group: "home",
  anchor: "hero",
};

export const contentPages: SitePage[] = [
  // Company
  { path: "/overview", label: "Overview", group: "company", title: "Company Overview",
    description: "Who Jenesys Technologies is: our philosophy, our strengths and two decades of delivering software for enterprises and governments." },
  { path: "/ourValues", label: "Our Values", group: "company", anchor: "our-values", title: "Our Values",
    description: "Integrity, innovation, excellence and respect, and the three pillars of people, technology and quality that shape how Jenesys works." },
  { path: "/JenesysAdvantage", label: "The Jenesys Advantage", group: "company", title: "The Jenesys Advantage",
    description: "Why clients stay with Jenesys: domain depth, proven delivery, low attrition and engineering teams that own outcomes." },
  { path: "/OurEngagement", label: "Our Engagement", group: "company", title: "Our Engagement Models",
    description: "Onsite, offshore and hybrid engagement models from Jenesys Technologies, chosen to fit your project, budget and time zone." },
  { path: "/GreenCredentials", label: "Green Credentials", group: "company", title: "Green Credentials",
    description: "Eight sustainability initiatives across our Bangalore and Chennai offices, from 100% recycled stationery to energy-efficient infrastructure." },
  // Enterprise
  { path: "/enterprise", label: "Enterprise Solutions", group: "enterprise", title: "Enterprise Solutions",
    description: "Application development, AI, modernisation, e-business and testing services that help enterprises run and grow their core systems." },
  { path: "/AppDevMaintenance", label: "App Development & Maintenance", group: "enterprise", title: "Application Development and Maintenance",
    description: "Custom application development and long-term maintenance with measurable service levels, from Jenesys Technologies." },
  { path: "/MachineLearning", label: "AI & Machine Learning", group: "enterprise", title: "AI and Machine Learning",
    description: "Applied AI and machine learning: forecasting, recommendation, document intelligence and support automation that pay for themselves." },
  { path: "/ReEngineering", label: "Re-engineering & BI", group: "enterprise", title: "Re-engineering, Integration, Data Warehouse and BI",
    description: "Modernise legacy applications, integrate systems and build data warehouses and BI that decision-makers trust." },
  { path: "/EBusiness", label: "E-Business & E-Governance", group: "enterprise", title: "E-Business and E-Governance",
    description: "Citizen portals, online services and e-business platforms built for scale, security and accessibility." },
  { path: "/WirelessSolutions", label: "Wireless & Mobile", group: "enterprise", title: "Wireless and Mobile Solutions",
    description: "Mobile apps, wireless connectivity and field-force solutions that keep people and devices connected." },
  { path: "/SoftwareTesting", label: "Software Testing", group: "enterprise", title: "Software Testing and QA",
    description: "Independent testing with our proprietary QA framework: functional, automation, performance and security testing." },
  { path: "/MainframeMidrange", label: "Mainframe & Midrange", group: "enterprise", title: "Mainframe and Midrange Services",
    description: "Maintenance, migration and modernisation of mainframe and midrange systems without disrupting the business they run." },
  { path: "/TechnicalDocumentation", label: "Technical Documentation", group: "enterprise", title: "Technical Documentation",
    description: "User guides, API references, manuals and online help written by engineers who understand the product." },
  // Systems
  { path: "/systems", label: "Systems Overview", group: "systems", title: "Systems and Embedded Engineering",
    description: "Embedded, server and mobile software for storage, networking, telecom, wireless, consumer electronics, medical devices and industrial control." },
  { path: "/StoragePractise", label: "Storage Practice", group: "systems", title: "Storage Practice",
    description: "Storage software engineering: file systems, SAN and NAS management, backup, replication and storage testing." },
  { path: "/EmbeddedPlatforms", label: "Embedded Platforms", group: "systems", title: "Embedded Platforms",
    description: "Board support packages, device drivers, firmware and real-time software for embedded products." },
  { path: "/ValidationVerification", label: "Validation & Verification", group: "systems", title: "Validation and Verification",
    description: "Systems validation and verification: protocol conformance, interoperability, regression and compliance testing." },
  // Industry
  { path: "/Telecom", label: "Telecom", group: "industry", anchor: "telecom", title: "Telecom",
    description: "Network software, OSS/BSS, 5G and service assurance for telecom operators and equipment makers." },
  { path: "/Healthcare", label: "Healthcare", group: "industry", title: "Healthcare",
    description: "Hospital systems, telemedicine, medical device software and health data platforms built for privacy and compliance." },
  { path: "/BFSI", label: "BFSI", group: "industry", title: "Banking, Financial Services and Insurance",
    description: "Core banking integration, digital lending, insurance platforms and fraud analytics for financial institutions." },
  { path: "/Government", label: "Government", group: "industry", title: "Government and Public Sector",
    description: "E-governance platforms, citizen services and secure public-sector systems delivered to government standards." },
  { path: "/Energy", label: "Energy", group: "industry", title: "Energy and Utilities",
    description: "Smart-grid analytics, renewable forecasting and asset management software for energy and utility companies." },
  { path: "/Retail", label: "Retail", group: "industry", title: "Retail",
    description: "Omnichannel commerce, inventory intelligence and loyalty platforms for retailers and consumer brands." },
  { path: "/Logistics", label: "Logistics", group: "industry", anchor: "logistics", title: "Logistics and Supply Chain",
    description: "Fleet tracking, warehouse management and supply-chain visibility software for logistics providers." },
  { path: "/Infrastructure", label: "Infrastructure", group: "industry", anchor: "infrastructure", title: "Infrastructure",
    description: "Digital project controls, asset monitoring and smart-infrastructure software for builders and operators." },
  // Products
  { path: "/ProductEngineering", label: "Product Engineering", group: "products", anchor: "product-engineering", title: "Product Engineering",
    description: "From concept to release and beyond: product engineering services for software and device companies." },
  { path: "/ERPConstruct", label: "ERPConstruct", group: "products", anchor: "erp-construct", title: "ERPConstruct: ERP for Construction",
    description: "ERPConstruct is our ERP for construction companies: projects, procurement, sites, contracts, finance and people in one system." },
  { path: "/FINdeal", label: "FINdeal", group: "products", anchor: "findeal", title: "FINdeal: Portfolio and Deal Management",
    description: "FINdeal manages investment portfolios and deal pipelines for funds, banks and investment teams." },
  { path: "/EnergIT", label: "EnergIT", group: "products", anchor: "energyit", title: "EnergIT: Energy and Carbon Management",
    description: "EnergIT measures, reports and reduces energy use and carbon emissions across sites and assets." },
  // Partners
  { path: "/PartnersMicrosoft", label: "Microsoft", group: "partners", anchor: "microsoft-partner", title: "Microsoft Partnership",
    description: "How Jenesys delivers Azure, Microsoft 365, Dynamics and .NET solutions as a Microsoft partner." },
  { path: "/PartnersIBM", label: "IBM", group: "partners", anchor: "partners-ibm", title: "IBM Partnership",
    description: "Jenesys and IBM: mainframe, Power systems, storage and middleware expertise for enterprise workloads." },
  { path: "/PartnersHP", label: "HP", group: "partners", anchor: "hp-partner", title: "HP Partnership",
    description: "Jenesys and HP: infrastructure, workplace devices and managed services for reliable enterprise IT." },
  { path: "/PartnersOracle", label: "Oracle", group: "partners", anchor: "oracle-partner", title: "Oracle Partnership",
    description: "Jenesys and Oracle: database, cloud infrastructure and application services for business-critical data." },
  // Services
  { path: "/CloudSolutions", label: "IT & Cloud Solutions", group: "services", anchor: "cloud-solutions", title: "IT and Cloud Solutions",
    description: "Cloud migration, managed infrastructure and cost optimisation on AWS, Azure and Google Cloud." },
  { path: "/ITconsultancy", label: "IT Consultancy", group: "services", anchor: "it-consultancy", title: "IT Consultancy",
    description: "Independent IT strategy, architecture and technology roadmaps from consultants who have built what they advise." },
  { path: "/DesignDevelopment", label: "Design & Development", group: "services", anchor: "design-development", title: "Design and Development",
    description: "User research, interface design and web development that turn ideas into products people enjoy using." },
  { path: "/AppDevelopment", label: "App Development", group: "services", title: "App Development",
    description: "Native and cross-platform mobile and web apps, designed, built, launched and supported by one team." },
  { path: "/Ecommerce", label: "E-commerce Development", group: "services", title: "E-commerce Development",
    description: "E-commerce stores, marketplaces and B2B ordering portals that convert and scale." },
  // Insights
  { path: "/SuccessStories", label: "Success Stories", group: "insights", anchor: "success-stories", title: "Success Stories",
    description: "Eight client case studies across telecom, healthcare, banking, government, energy, retail and logistics." },
  { path: "/NewsEvents", label: "News & Events", group: "insights", anchor: "news-events", title: "News and Events",
    description: "Announcements, awards and milestones from Jenesys Technologies." },
  // Careers
  { path: "/Environment", label: "Work Environment", group: "careers", anchor: "environment", title: "Careers and Work Environment",
    description: "Life at Jenesys: learning, mentoring, flexible work and engineering teams in Bangalore and Chennai." },
  { path: "/CurrentOpenings", label: "Current Openings", group: "careers", anchor: "current-openings", title: "Current Openings",
    description: "Open positions at Jenesys Technologies in systems, application development, systems engineering and retail solutions." },
  { path: "/ExecutiveTeam", label: "Executive Team", group: "careers", anchor: "executive-team", title: "Executive Team",
    description: "The leadership of Jenesys Technologies." },
  // Legal
  { path: "/PrivacyPolicy", label: "Privacy Policy", group: "legal", title: "Privacy Policy",
    description: "What this website collects, why, how long it is kept and how to have it erased." },
  { path: "/Disclaimer", label: "Disclaimer", group: "legal", title: "Disclaimer",
    description: "The terms on which the information on this website is provided." },
];

/** Every canonical page: home first, then the content pages (47 in all). */
export const sitePages: SitePage[] = [home, ...contentPages];

const byPath = new Map(sitePages.map((page) => [page.path, page]));
const byLowerPath = new Map<string, string>(
  [...sitePages, ...homeAliases].map((page) => [page.path.toLowerCase(), page.path]),
);

export function pageFor(path: string): SitePage | undefined {
  return byPath.get(path as SitePage["path"]);
}

/**
 * The canonical spelling of a path, matched without regard to case and trailing slash
 * (/ITConsultancy and /itconsultancy/ both give /ITconsultancy); undefined for unknown paths.
 */
export function canonicalPath(path: string): string | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return byLowerPath.get((trimmed || "/").toLowerCase());
}

export function pagesInGroup(group: PageGroup): SitePage[] {
  return contentPages.filter((page) => page.group === group);
}

/** Is this path one of the pages that stack the home sections? */
export function isHomePath(path: string): boolean {
  return path === "/" || homeAliases.some((alias) => alias.path === path);
}
