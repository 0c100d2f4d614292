/**
 * What the newsletter link pages' loaders and actions share: the service from the load context, and a
 * store that cannot be reached put into an outcome the page words (503), never an error page.
 */
import type { RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "../../server/context";
import type { NewsletterService } from "../../server/newsletter/service";
import { StoreUnavailableError } from "../../server/store/types";

export { isWellFormedToken } from "../../server/newsletter/tokens";

export async function withNewsletter<T>(
  context: Readonly<RouterContextProvider>,
  read: (service: NewsletterService) => Promise<T>,
): Promise<T | "unavailable"> {
  // These pages are never prerendered: the server always provides the service.
  try {
    return await read(context.get(servicesContext).newsletter);
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error;
    context.get(requestContext).reportError?.(error);
    return "unavailable";
  }
}

/** The token of a newsletter link, from its address. */
export function linkToken(request: Request): string | null {
  return new URL(request.url).searchParams.get("token");
}
