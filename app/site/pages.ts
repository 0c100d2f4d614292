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

export interface SitePage<Path extends `/${string}` = PagePath> {
  /** Canonical path, with the capitalisation of the spec's route table. */
  path: Path;
  /** Name in menus. */
  label: string;
  /** Document title (the site name is appended by the metadata helper). */
  title: string;
  group: PageGroup;
  /** Anchor id of the page's main section. */
  anchor?: string;
}

/** The four sections stacked on the home page, in order. */
export const homeSections = [
  { id: "hero", label: "Home" },
  { id: "services", label: "Services" },
  { id: "about", label: "About Us" },
  { id: "contact", label: "Contact" },
] as const;

export type HomeSectionId = (typeof homeSections)[number]["id"];

/** /services, /about and /contact show the home page scrolled to their section. */
export const homeAliases = [
  { path: "/services", section: "services", title: "Our Services" },
  { path: "/about", section: "about", title: "About Us" },
  { path: "/contact", section: "contact", title: "Contact Us" },
] as const satisfies readonly { path: `/${string}`; section: HomeSectionId; title: string }[];

export const home: SitePage<"/"> = {
  path: "/",
  label: "Home",
  title: "Technology that connects with real life",
  group: "home",
  anchor: "hero",
};

const contentPageList = [
  // Company
  { path: "/overview", label: "Overview", group: "company", title: "Company Overview" },
  { path: "/ourValues", label: "Our Values", group: "company", anchor: "our-values", title: "Our Values" },
  { path: "/JenesysAdvantage", label: "The Jenesys Advantage", group: "company", title: "The Jenesys Advantage" },
  { path: "/OurEngagement", label: "Our Engagement", group: "company", title: "Our Engagement Models" },
  { path: "/GreenCredentials", label: "Green Credentials", group: "company", title: "Green Credentials" },
  // Enterprise
  { path: "/enterprise", label: "Enterprise Solutions", group: "enterprise", title: "Enterprise Solutions" },
  { path: "/AppDevMaintenance", label: "App Development & Maintenance", group: "enterprise", title: "Application Development and Maintenance" },
  { path: "/MachineLearning", label: "AI and Machine Learning", group: "enterprise", title: "AI and Machine Learning" },
  { path: "/ReEngineering", label: "Re-engineering & BI", group: "enterprise", title: "Re-engineering, Integration, Data Warehouse and BI" },
  { path: "/EBusiness", label: "E-Business & E-Governance", group: "enterprise", title: "E-Business and E-Governance" },
  { path: "/WirelessSolutions", label: "Wireless & Mobile", group: "enterprise", title: "Wireless and Mobile Solutions" },
  { path: "/SoftwareTesting", label: "Software Testing", group: "enterprise", title: "Software Testing and QA" },
  { path: "/MainframeMidrange", label: "Mainframe & Midrange", group: "enterprise", title: "Mainframe and Midrange Services" },
  { path: "/TechnicalDocumentation", label: "Technical Documentation", group: "enterprise", title: "Technical Documentation" },
  // Systems
  { path: "/systems", label: "Systems Overview", group: "systems", title: "Systems and Embedded Engineering" },
  { path: "/StoragePractise", label: "Storage Practice", group: "systems", title: "Storage Practice" },
  { path: "/EmbeddedPlatforms", label: "Embedded Platforms", group: "systems", title: "Embedded Platforms" },
  { path: "/ValidationVerification", label: "Validation & Verification", group: "systems", title: "Validation and Verification" },
  // Industry
  { path: "/Telecom", label: "Telecom", group: "industry", anchor: "telecom", title: "Telecom" },
  { path: "/Healthcare", label: "Healthcare", group: "industry", title: "Healthcare" },
  { path: "/BFSI", label: "BFSI", group: "industry", title: "Banking, Financial Services and Insurance" },
  { path: "/Government", label: "Government", group: "industry", title: "Government and Public Sector" },
  { path: "/Energy", label: "Energy", group: "industry", title: "Energy and Utilities" },
  { path: "/Retail", label: "Retail", group: "industry", title: "Retail" },
  { path: "/Logistics", label: "Logistics", group: "industry", anchor: "logistics", title: "Logistics and Supply Chain" },
  { path: "/Infrastructure", label: "Infrastructure", group: "industry", anchor: "infrastructure", title: "Infrastructure" },
  // Products
  { path: "/ProductEngineering", label: "Product Engineering", group: "products", anchor: "product-engineering", title: "Product Engineering" },
  { path: "/ERPConstruct", label: "ERPConstruct", group: "products", anchor: "erp-construct", title: "ERPConstruct: ERP for Construction" },
  { path: "/FINdeal", label: "FINdeal", group: "products", anchor: "findeal", title: "FINdeal: Portfolio and Deal Management" },
  { path: "/EnergIT", label: "EnergIT", group: "products", anchor: "energyit", title: "EnergIT: Energy and Carbon Management" },
  // Partners
  { path: "/PartnersMicrosoft", label: "Microsoft", group: "partners", anchor: "microsoft-partner", title: "Microsoft Technologies" },
  { path: "/PartnersIBM", label: "IBM", group: "partners", anchor: "partners-ibm", title: "IBM Technologies" },
  { path: "/PartnersHP", label: "HP", group: "partners", anchor: "hp-partner", title: "HP Technologies" },
  { path: "/PartnersOracle", label: "Oracle", group: "partners", anchor: "oracle-partner", title: "Oracle Technologies" },
  // Services
  { path: "/CloudSolutions", label: "IT & Cloud Solutions", group: "services", anchor: "cloud-solutions", title: "IT and Cloud Solutions" },
  { path: "/ITconsultancy", label: "IT Consultancy", group: "services", anchor: "it-consultancy", title: "IT Consultancy" },
  { path: "/DesignDevelopment", label: "Design and Development", group: "services", anchor: "design-development", title: "Design and Development" },
  { path: "/AppDevelopment", label: "App Development", group: "services", title: "App Development" },
  { path: "/Ecommerce", label: "E-commerce Development", group: "services", title: "E-commerce Development" },
  // Insights
  { path: "/SuccessStories", label: "Success Stories", group: "insights", anchor: "success-stories", title: "Success Stories" },
  { path: "/NewsEvents", label: "News & Events", group: "insights", anchor: "news-events", title: "News and Events" },
  // Careers
  { path: "/Environment", label: "Work Environment", group: "careers", anchor: "environment", title: "Careers and Work Environment" },
  { path: "/CurrentOpenings", label: "Current Openings", group: "careers", anchor: "current-openings", title: "Current Openings" },
  { path: "/ExecutiveTeam", label: "Executive Team", group: "careers", anchor: "executive-team", title: "Executive Team" },
  // Legal
  { path: "/PrivacyPolicy", label: "Privacy Policy", group: "legal", title: "Privacy Policy" },
  { path: "/Disclaimer", label: "Disclaimer", group: "legal", title: "Disclaimer" },
] as const satisfies readonly SitePage<`/${string}`>[];

/** Every path a link may name: the home page, its aliases and the content pages. */
export type PagePath = "/" | (typeof homeAliases)[number]["path"] | (typeof contentPageList)[number]["path"];

/** A link's target: a page, optionally at one of its sections or with a query. */
export type PageHref = PagePath | `${PagePath}#${string}` | `${PagePath}?${string}`;

export const contentPages: readonly SitePage[] = contentPageList;

/**
 * Pages whose lists staff edit in the staff area (openings, news): rendered on every request from the
 * store, never prerendered, so a published change is live without a build.
 */
export const livePagePaths = ["/CurrentOpenings", "/NewsEvents"] as const satisfies readonly PagePath[];

/** A live page, one opening's page (/CurrentOpenings/<slug>), or the route data of either. */
export function isLivePath(path: string): boolean {
  const page = path.endsWith(".data") ? path.slice(0, -".data".length) : path;
  return (livePagePaths as readonly string[]).includes(page) || /^\/CurrentOpenings\/[^/]+$/.test(page);
}

/** Every canonical page: home first, then the content pages (47 in all). */
export const sitePages: readonly SitePage[] = [home, ...contentPages];

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
  // A loop, not /\/+$/: that regex retries from every slash of a long run and is quadratic in its length.
  let end = path.length;
  while (end > 1 && path.charCodeAt(end - 1) === 0x2f) end -= 1;
  return byLowerPath.get(path.slice(0, end).toLowerCase());
}

export function pagesInGroup(group: PageGroup): SitePage[] {
  return contentPages.filter((page) => page.group === group);
}

/**
 * Where each form posts, with or without JavaScript: its route's action. The contact form's is a page (a
 * home alias), the newsletter's is an action alone.
 */
export const formActions = { contact: "/contact", newsletter: "/newsletter" } as const;

/** Does a POST to this path reach a form action? (A fetcher posts to the path with ".data" appended.) */
export function isFormActionPath(path: string): boolean {
  const target = path.endsWith(".data") ? path.slice(0, -".data".length) : path;
  return isHomePath(target) || target === formActions.newsletter;
}

/** The home section an alias path shows (/contact → "contact"); undefined for any other path. */
export function aliasSection(path: string): HomeSectionId | undefined {
  return homeAliases.find((alias) => alias.path === path)?.section;
}

/** Is this path one of the pages that stack the home sections? */
export function isHomePath(path: string): boolean {
  return path === "/" || homeAliases.some((alias) => alias.path === path);
}

const knownPaths = new Set<string>([...sitePages.map((page) => page.path), ...homeAliases.map((alias) => alias.path)]);

/** Is this exactly the path of a page (for values the type checker cannot see, such as a URL's path)? */
export function isPagePath(path: string): path is PagePath {
  return knownPaths.has(path);
}

/** A page's menu label, read from the registry. */
export function labelOf(path: PagePath): string {
  const alias = homeAliases.find((entry) => entry.path === path);
  if (alias) return homeSections.find((section) => section.id === alias.section)!.label;
  return pageFor(path)!.label;
}
