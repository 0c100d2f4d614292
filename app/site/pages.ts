/**
 * The route registry: every page of the site, once. It feeds the router (`app/routes.ts`), the prerender
 * list, the header and footer menus, the sitemap, page metadata and the tests. Nothing else lists routes.
 */
import { homeAliases, homeSections, isHomePath } from "./home-sections";

export { aliasSection, homeAliases, homeSections, isHomePath, type HomeSectionId } from "./home-sections";

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
  partners: "Technologies we work with",
  services: "Services",
  insights: "Insights",
  careers: "Careers",
  legal: "Legal",
};

export interface SitePage<Path extends `/${string}` = PagePath> {
  /** Canonical path, with the capitalisation the original site's links use. */
  path: Path;
  /** Name in menus. */
  label: string;
  group: PageGroup;
  /** Anchor id of the page's main section. */
  anchor?: string;
}

export const home: SitePage<"/"> = {
  path: "/",
  label: "Home",
  group: "home",
  anchor: "hero",
};

const contentPageList = [
  // Company
  { path: "/overview", label: "Overview", group: "company" },
  { path: "/ourValues", label: "Our Values", group: "company", anchor: "our-values" },
  { path: "/JenesysAdvantage", label: "The Jenesys Advantage", group: "company" },
  { path: "/OurEngagement", label: "Our Engagement Models", group: "company" },
  { path: "/GreenCredentials", label: "Green Credentials", group: "company" },
  // Enterprise
  { path: "/enterprise", label: "Enterprise Solutions", group: "enterprise" },
  { path: "/AppDevMaintenance", label: "App Development and Maintenance", group: "enterprise" },
  { path: "/MachineLearning", label: "AI and Machine Learning", group: "enterprise" },
  { path: "/ReEngineering", label: "Re-engineering and BI", group: "enterprise" },
  { path: "/EBusiness", label: "E-Business and E-Governance", group: "enterprise" },
  { path: "/WirelessSolutions", label: "Wireless and Mobile Solutions", group: "enterprise" },
  { path: "/SoftwareTesting", label: "Software Testing and QA", group: "enterprise" },
  { path: "/MainframeMidrange", label: "Mainframe and Midrange Services", group: "enterprise" },
  { path: "/TechnicalDocumentation", label: "Technical Documentation", group: "enterprise" },
  // Systems
  { path: "/systems", label: "Systems and Embedded Engineering", group: "systems" },
  { path: "/StoragePractise", label: "Storage Practice", group: "systems" },
  { path: "/EmbeddedPlatforms", label: "Embedded Platforms", group: "systems" },
  { path: "/ValidationVerification", label: "Validation and Verification", group: "systems" },
  // Industry
  { path: "/Telecom", label: "Telecom", group: "industry", anchor: "telecom" },
  { path: "/Healthcare", label: "Healthcare", group: "industry" },
  { path: "/BFSI", label: "BFSI", group: "industry" },
  { path: "/Government", label: "Government", group: "industry" },
  { path: "/Energy", label: "Energy", group: "industry" },
  { path: "/Retail", label: "Retail", group: "industry" },
  { path: "/Logistics", label: "Logistics", group: "industry", anchor: "logistics" },
  { path: "/Infrastructure", label: "Infrastructure", group: "industry", anchor: "infrastructure" },
  // Products
  { path: "/ProductEngineering", label: "Product Engineering", group: "products", anchor: "product-engineering" },
  { path: "/ERPConstruct", label: "ERPConstruct", group: "products", anchor: "erp-construct" },
  { path: "/FINdeal", label: "FINdeal", group: "products", anchor: "findeal" },
  { path: "/EnergIT", label: "EnergIT", group: "products", anchor: "energyit" },
  // Partners
  { path: "/PartnersMicrosoft", label: "Microsoft", group: "partners", anchor: "microsoft-partner" },
  { path: "/PartnersIBM", label: "IBM", group: "partners", anchor: "partners-ibm" },
  { path: "/PartnersHP", label: "HP", group: "partners", anchor: "hp-partner" },
  { path: "/PartnersOracle", label: "Oracle", group: "partners", anchor: "oracle-partner" },
  // Services
  { path: "/CloudSolutions", label: "IT & Cloud Solutions", group: "services", anchor: "cloud-solutions" },
  { path: "/ITconsultancy", label: "IT Consultancy", group: "services", anchor: "it-consultancy" },
  { path: "/DesignDevelopment", label: "Design and Development", group: "services", anchor: "design-development" },
  { path: "/AppDevelopment", label: "App Development", group: "services" },
  { path: "/Ecommerce", label: "E-commerce Development", group: "services" },
  // Insights
  { path: "/SuccessStories", label: "Success Stories", group: "insights", anchor: "success-stories" },
  { path: "/NewsEvents", label: "News and Events", group: "insights", anchor: "news-events" },
  // Careers
  { path: "/Environment", label: "Work Environment", group: "careers", anchor: "environment" },
  { path: "/CurrentOpenings", label: "Current Openings", group: "careers", anchor: "current-openings" },
  { path: "/ExecutiveTeam", label: "Executive Team", group: "careers", anchor: "executive-team" },
  // Legal
  { path: "/PrivacyPolicy", label: "Privacy Policy", group: "legal" },
  { path: "/Disclaimer", label: "Disclaimer", group: "legal" },
] as const satisfies readonly SitePage<`/${string}`>[];

/** Every path a link may name: the home page, its aliases and the content pages. */
export type PagePath = "/" | (typeof homeAliases)[number]["path"] | (typeof contentPageList)[number]["path"];

/** A link's target: a page, optionally at one of its sections or with a query. */
export type PageHref = PagePath | `${PagePath}#${string}` | `${PagePath}?${string}`;

export const contentPages: readonly SitePage[] = contentPageList;

/**
 * Each page's document title (the metadata helper appends the site name). Apart from the entries above
 * because only the server's head uses them: the browser bundle, which needs the menus' labels and paths,
 * then leaves them out. The type asks for exactly one title per page.
 */
export const pageTitles: Record<PagePath, string> = {
  "/": "Technology that connects with real life",
  "/services": "Our Services",
  "/about": "About Us",
  "/contact": "Contact Us",
  "/overview": "Company Overview",
  "/ourValues": "Our Values",
  "/JenesysAdvantage": "The Jenesys Advantage",
  "/OurEngagement": "Our Engagement Models",
  "/GreenCredentials": "Green Credentials",
  "/enterprise": "Enterprise Solutions",
  "/AppDevMaintenance": "Application Development and Maintenance",
  "/MachineLearning": "AI and Machine Learning",
  "/ReEngineering": "Re-engineering and BI",
  "/EBusiness": "E-Business and E-Governance",
  "/WirelessSolutions": "Wireless and Mobile Solutions",
  "/SoftwareTesting": "Software Testing and QA",
  "/MainframeMidrange": "Mainframe and Midrange Services",
  "/TechnicalDocumentation": "Technical Documentation",
  "/systems": "Systems and Embedded Engineering",
  "/StoragePractise": "Storage Practice",
  "/EmbeddedPlatforms": "Embedded Platforms",
  "/ValidationVerification": "Validation and Verification",
  "/Telecom": "Telecom",
  "/Healthcare": "Healthcare",
  "/BFSI": "Banking, Financial Services and Insurance",
  "/Government": "Government and Public Sector",
  "/Energy": "Energy and Utilities",
  "/Retail": "Retail",
  "/Logistics": "Logistics and Supply Chain",
  "/Infrastructure": "Infrastructure",
  "/ProductEngineering": "Product Engineering",
  "/ERPConstruct": "ERPConstruct: ERP for Construction",
  "/FINdeal": "FINdeal: Portfolio and Deal Management",
  "/EnergIT": "EnergIT: Energy and Carbon Management",
  "/PartnersMicrosoft": "Microsoft Technologies",
  "/PartnersIBM": "IBM Technologies",
  "/PartnersHP": "HP Technologies",
  "/PartnersOracle": "Oracle Technologies",
  "/CloudSolutions": "IT & Cloud Solutions",
  "/ITconsultancy": "IT Consultancy",
  "/DesignDevelopment": "Design and Development",
  "/AppDevelopment": "App Development",
  "/Ecommerce": "E-commerce Development",
  "/SuccessStories": "Success Stories",
  "/NewsEvents": "News and Events",
  "/Environment": "Careers and Work Environment",
  "/CurrentOpenings": "Current Openings",
  "/ExecutiveTeam": "Executive Team",
  "/PrivacyPolicy": "Privacy Policy",
  "/Disclaimer": "Disclaimer",
};

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

/** A page's menu label, read from the registry. */
export function labelOf(path: PagePath): string {
  const alias = homeAliases.find((entry) => entry.path === path);
  if (alias) return homeSections.find((section) => section.id === alias.section)!.label;
  return pageFor(path)!.label;
}
