/**
 * Everything a page puts in its <head>: title, description, canonical and sharing tags, and JSON-LD.
 * Route loaders build it on the server (at prerender time), and `meta` returns it from loader data, so
 * none of this code or the company's structured data travels in the browser bundle.
 */
import type { MetaDescriptor } from "react-router";
import type { PageContent } from "../content/types";
import type { JobOpening } from "../lib/listings";
import { openingPath } from "../lib/listings";
import { firstParagraph } from "../lib/plain-text";
import { site } from "../site/facts";
import { homeMeta, pageMeta, sitePageMeta } from "../site/meta";
import type { SitePage } from "../site/pages";
import { contentPageStructuredData, homeStructuredData, openingStructuredData } from "./structured-data";

export function homeHead(pathname: string, description: string): MetaDescriptor[] {
  return [...homeMeta(pathname, description), ...homeStructuredData()];
}

export function contentPageHead(page: SitePage, content: PageContent): MetaDescriptor[] {
  return [...sitePageMeta(page, content.description), ...contentPageStructuredData(page)];
}

/** An opening's page: its title and place, the first lines of its summary, and its job posting. */
export function openingHead(opening: JobOpening): MetaDescriptor[] {
  const summary = firstParagraph(opening.summary);
  const description = summary.length > 200 ? `${summary.slice(0, 197).replace(/\s+\S*$/, "")}…` : summary;
  return [
    ...pageMeta({
      title: `${opening.title}, ${opening.location}`,
      description,
      path: openingPath(opening.slug),
      group: "careers",
    }),
    ...openingStructuredData(opening),
  ];
}

/** The pages newsletter mails link to: each link is one person's, so none of them is indexed or followed. */
export function mailLinkHead(title: string, description: string): MetaDescriptor[] {
  return [
    { title: `${title} | ${site.name}` },
    { name: "description", content: description },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
