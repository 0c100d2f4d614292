import type { MetaDescriptor } from "react-router";
import { site } from "./facts";
import { type PageGroup, type SitePage, groupNames, homeAliases, pageTitles } from "./pages";

/** Icons, logo and manifest written at build time by scripts/share-images.ts (from public/favicon.svg). */
export const siteIcons = {
  svg: "/favicon.svg",
  png32: "/icon-32.png",
  png192: "/icon-192.png",
  png512: "/icon-512.png",
  appleTouch: "/apple-touch-icon.png",
  logo: "/logo.png",
  manifest: "/site.webmanifest",
} as const;

/** The share card of a page group, rendered at build time by scripts/share-images.ts. */
export function shareImage(group: PageGroup) {
  const heading = group === "home" ? pageTitles["/"] : groupNames[group];
  const path = `/og/${group}.png`;
  return { path, url: `${site.url}${path}`, width: 1200, height: 630, heading, alt: `${site.name}: ${heading}` };
}

interface MetaInput {
  title: string;
  description: string;
  /** Canonical path; null for pages that must not be indexed (the 404 page). */
  path: string | null;
  /** Whose share image the page shows; the home page's by default. */
  group?: PageGroup;
  /** The company's name before the page's (the home page only); every other page puts it last. */
  companyFirst?: boolean;
}

/** The title, description, canonical URL and sharing tags of a page. */
export function pageMeta({
  title,
  description,
  path,
  group = "home",
  companyFirst = false,
}: MetaInput): MetaDescriptor[] {
  const fullTitle = companyFirst ? `${site.name} | ${title}` : `${title} | ${site.name}`;
  const image = shareImage(group);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "en_IN" },
    { property: "og:image", content: image.url },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image.url },
    { name: "twitter:image:alt", content: image.alt },
  ];
  if (path === null) return [...tags, { name: "robots", content: "noindex" }];
  const url = `${site.url}${path === "/" ? "/" : path}`;
  return [...tags, { tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url }];
}

export function sitePageMeta(page: SitePage, description: string): MetaDescriptor[] {
  return pageMeta({ title: pageTitles[page.path], description, path: page.path, group: page.group });
}

/** The home aliases show the home page; their canonical URL is the home page's. */
export function homeMeta(pathname: string, description: string): MetaDescriptor[] {
  const alias = homeAliases.find((entry) => entry.path === pathname);
  // /contact, /about and /services are inner pages to a visitor: their titles read like the others'.
  return pageMeta({ title: pageTitles[alias ? alias.path : "/"], description, path: "/", companyFirst: !alias });
}
