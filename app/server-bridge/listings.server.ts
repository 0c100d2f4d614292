/**
 * What the live pages' loaders read from the store (through the load context the server sets,
 * server/context.ts): the published openings and news put into the page's sections. A store that cannot
 * be reached gives a 503 page that says to try again, never a page with an empty list.
 */
import { data, type AppLoadContext } from "react-router";
import type { PageContent } from "../content/types";
import type { PublicListings } from "../../server/listings/service";
import { StoreUnavailableError } from "../../server/store/types";

function listingsOf(context: AppLoadContext | undefined): PublicListings {
  if (!context?.listings) throw new Error("The live pages are rendered by the server, which provides the listings.");
  return context.listings;
}

/** Runs a read of the listings; a store that is down becomes a 503 answer with Retry-After. */
export async function readListings<T>(
  context: AppLoadContext | undefined,
  read: (listings: PublicListings) => Promise<T>,
): Promise<T> {
  const listings = listingsOf(context);
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
export async function withListings(content: PageContent, context: AppLoadContext | undefined): Promise<PageContent> {
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
