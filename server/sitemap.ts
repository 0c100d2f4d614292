/**
 * /sitemap.xml, answered by the server so it follows what staff publish: every canonical page of the
 * registry (no aliases) and each live opening's page. A page's lastmod is the day the site was built, and
 * for the lists staff edit the day they last changed (an edit, or an opening expiring); an opening's page,
 * the day it was last saved. Cached like the live pages (a CDN may keep it for 30 s).
 */
import type { RequestHandler } from "express";
import { openingPath } from "../app/lib/listings";
import { site } from "../app/site/facts";
import { sitePages } from "../app/site/pages";
import type { PublicListings } from "./listings/service";
import { sendCacheable } from "./live-pages";
import { describeError, type Logger } from "./logger";

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char] ?? char,
  );

export interface SitemapEntry {
  path: string;
  /** ISO time; the sitemap shows its day. */
  lastModified: string;
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map(
      (entry) =>
        `  <url><loc>${escapeXml(`${site.url}${entry.path}`)}</loc><lastmod>${entry.lastModified.slice(0, 10)}</lastmod></url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** The sitemap's entries from the registry, the build's date and the store's listings. */
export async function sitemapEntries(listings: PublicListings, builtAt: Date): Promise<SitemapEntry[]> {
  const built = builtAt.toISOString();
  const changes = await listings.changes();
  const later = (time: string | undefined) => (time && time > built ? time : built);
  const changed: Record<string, string> = {
    "/CurrentOpenings": later(changes.openings),
    "/NewsEvents": later(changes.news),
  };
  return [
    ...sitePages.map((page) => ({ path: page.path, lastModified: changed[page.path] ?? built })),
    ...changes.openingPages.map((page) => ({ path: openingPath(page.slug), lastModified: page.lastModified })),
  ];
}

export function sitemapRoute(deps: { listings: PublicListings; builtAt: Date; logger: Logger }): RequestHandler {
  return async (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.path !== "/sitemap.xml") return next();
    try {
      const body = Buffer.from(sitemapXml(await sitemapEntries(deps.listings, deps.builtAt)));
      res.type("application/xml; charset=utf-8");
      sendCacheable(req, res, body);
    } catch (error) {
      deps.logger.error("sitemap unavailable", describeError(error));
      res.setHeader("Retry-After", "30");
      res.status(503).type("text/plain").send("The sitemap is unavailable just now. Please try again in a minute.");
    }
  };
}
