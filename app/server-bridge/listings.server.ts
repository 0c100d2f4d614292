/**
 * What the live pages' loaders read from the store (through the load context the server sets,
 * server/context.ts): the published openings and news put into the page's sections. A store that cannot
 * be reached gives a 503 page that says to try again, never a page with an empty list.
 */
import { data, type RouterContextProvider } from "react-router";
import { servicesContext } from "../../server/context";
import type { PageContent } from "../content/types";
import type { PublicListings } from "../../server/listings/service";
import { StoreUnavailableError } from "../../server/store/types";

/** Runs a read of the listings; a store that is down becomes a 503 answer with Retry-After. */
export async function readListings<T>(
  context: Readonly<RouterContextProvider>,
  read: (listings: PublicListings) => Promise<T>,
): Promise<T> {
  // The live pages are never prerendered: the server always provides the listings.
  const { listings } = context.get(servicesContext);
  try {
    return await read(listings);
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error;
    throw data("The list cannot be shown just now. Please try again in a minute.", {
      status: 503,
      headers: { "Retry-After": "30" },
    });
  }
}

/** The page's content with its openings and news sections filled from the store. */
export async function withListings(
  content: PageContent,
  context: Readonly<RouterContextProvider>,
): Promise<PageContent> {
  const wants = (kind: "openings" | "news") => content.sections.some((section) => section.kind === kind);
  const [openings, news] = await readListings(context, (listings) =>
    Promise.all([wants("openings") ? listings.liveOpenings() : [], wants("news") ? listings.liveNews() : []]),
  );
  return {
    ...content,
    sections: content.sections.map((section) =>
      section.kind === "openings"
        ? { ...section, openings }
        : section.kind === "news"
          ? { ...section, items: news }
          : section,
    ),
  };
}
