/**
 * Everything a page puts in its <head>: title, description, canonical and sharing tags, and JSON-LD.
 * Route loaders build it on the server (at prerender time), and `meta` returns it from loader data, so
 * none of this code or the company's structured data travels in the browser bundle.
 */
import type { MetaDescriptor } from "react-router";
import type { PageContent } from "../content/types";
import { site } from "../site/config";
import { homeMeta, sitePageMeta } from "../site/meta";
import type { SitePage } from "../site/pages";
import { contentPageStructuredData, homeStructuredData } from "./structured-data";

export function homeHead(pathname: string, description: string): MetaDescriptor[] {
  return [...homeMeta(pathname, description), ...homeStructuredData()];
}

export function contentPageHead(page: SitePage, content: PageContent): MetaDescriptor[] {
  return [...sitePageMeta(page, content.description), ...contentPageStructuredData(page, content.sections)];
}

/** The pages newsletter mails link to: each link is one person's, so none of them is indexed or followed. */
export function newsletterHead(title: string, description: string): MetaDescriptor[] {
  return [
    { title: `${title} | ${site.name}` },
    { name: "description", content: description },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
