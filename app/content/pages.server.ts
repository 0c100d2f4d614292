/**
 * Every content page's words, by path. Only route loaders read this (at prerender time and on the
 * server), so page text travels as route data and never inflates the browser bundle.
 */
import { pages as company } from "./pages/company";
import { pages as enterprise } from "./pages/enterprise";
import { pages as systems } from "./pages/systems";
import { pages as industry } from "./pages/industry";
import { pages as products } from "./pages/products";
import { pages as partners } from "./pages/partners";
import { pages as services } from "./pages/services";
import { pages as insights } from "./pages/insights";
import { pages as careers } from "./pages/careers";
import { pages as legal } from "./pages/legal";
import type { PageContent } from "./types";

export const pageContent: Record<string, PageContent> = {
  ...company,
  ...enterprise,
  ...systems,
  ...industry,
  ...products,
  ...partners,
  ...services,
  ...insights,
  ...careers,
  ...legal,
};
