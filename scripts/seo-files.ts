/** sitemap.xml and robots.txt, from the route registry: every canonical page, no aliases. */
import { site } from "../app/site/config";
import { sitePages } from "../app/site/pages";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char] ?? char);

export function canonicalUrl(path: string): string {
  return `${site.url}${path}`;
}

export function sitemapXml(lastModified: Date): string {
  const day = lastModified.toISOString().slice(0, 10);
  const urls = sitePages
    .map((page) => `  <url><loc>${escapeXml(canonicalUrl(page.path))}</loc><lastmod>${day}</lastmod></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: ${site.url}/sitemap.xml\n`;
}
