/**
 * Every content page's words, by path. Only route loaders read this (at prerender time and on the
 * server), so page text travels as route data and never inflates the browser bundle.
 */
import { pages as companyEnterpriseSystems } from "./pages/company-enterprise-systems";
import { pages as industryProductsPartners } from "./pages/industry-products-partners";
import { pages as servicesInsightsCareers } from "./pages/services-insights-careers";
import type { PageContent } from "./types";

export const pageContent: Record<string, PageContent> = {
  ...companyEnterpriseSystems,
  ...industryProductsPartners,
  ...servicesInsightsCareers,
};
