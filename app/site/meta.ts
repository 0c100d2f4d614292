import type { MetaDescriptor } from "react-router";
import { site } from "./config";
import { type SitePage, homeAliases, home } from "./pages";

interface MetaInput {
  title: string;
  description: string;
  /** Canonical path; null for pages that must not be indexed (the 404 page). */
  path: string | null;
}

/** The title, description, canonical URL and sharing tags of a page. */
export function pageMeta({ title, description, path }: MetaInput): MetaDescriptor[] {
  const fullTitle = path === "/" ? `${site.name} | ${title}` : `${title} | ${site.name}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "en_IN" },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (path === null) return [...tags, { name: "robots", content: "noindex" }];
  const url = `${site.url}${path === "/" ? "/" : path}`;
  return [...tags, { tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url }];
}

export function sitePageMeta(page: SitePage): MetaDescriptor[] {
  return pageMeta({ title: page.title, description: page.description, path: page.path });
}

/** The home aliases show the home page; their canonical URL is the home page's. */
export function homeMeta(pathname: string): MetaDescriptor[] {
  const alias = homeAliases.find((entry) => entry.path === pathname);
  return pageMeta({
    title: alias ? alias.title : home.title,
    description: home.description,
    path: "/",
  });
}
