/** robots.txt, written by the build; the sitemap it names is answered by the server (server/sitemap.ts). */
import { site } from "../app/site/facts";

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: ${site.url}/sitemap.xml\n`;
}
