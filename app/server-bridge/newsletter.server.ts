/**
 * What the newsletter link pages' loaders and actions share: the service from the load context, and a
 * store that cannot be reached put into an outcome the page words (503), never an error page.
 */
import { data, type AppLoadContext } from "react-router";
import type { NewsletterService } from "../../server/newsletter/service";
import { StoreUnavailableError } from "../../server/store/types";

export { isWellFormedToken } from "../../server/newsletter/tokens";

export async function withNewsletter<T>(
  context: AppLoadContext,
  use: (service: NewsletterService) => Promise<T>,
): Promise<T | "unavailable"> {
  // The server sets it on every request (server/app.ts); these pages are never prerendered.
  if (!context.newsletter) throw data(null, { status: 404 });
  try {
    return await use(context.newsletter);
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error;
    context.reportError?.(error);
    return "unavailable";
  }
}

/** The token of a newsletter link, from its address. */
export function linkToken(request: Request): string | null {
  return new URL(request.url).searchParams.get("token");
}
