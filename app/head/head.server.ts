/**
 * Everything a page puts in its <head>: title, description, canonical and sharing tags, and JSON-LD.
 * Route loaders build it on the server (at prerender time), and `meta` returns it from loader data, so
 * none of this code or the company's structured data travels in the browser bundle.
 */
import type { MetaDescriptor } from "react-router";
import type { PageContent } from "../content/types";
import { homeMeta, sitePageMeta } from "../site/meta";
import type { SitePage } from "../site/pages";
import { contentPageStructuredData, homeStructuredData } from "./structured-data";

export function homeHead(pathname: string, description: string): MetaDescriptor[] {
  return [...homeMeta(pathname, description), ...homeStructuredData()];
}

export function contentPageHead(page: SitePage, content: PageContent): MetaDescriptor[] {
  return [...sitePageMeta(page, content.description), ...contentPageStructuredData(page, content.sections)];
}
