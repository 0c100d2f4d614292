import { data, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import type { Route } from "./+types/opening";
import { pageContent } from "../content/pages.server";
import { openingHead } from "../head/head.server";
import { keepDataAfterFormPost } from "../lib/form-outcome";
import { openingPath, slugInAddress } from "../lib/listings";
import { applicationOutcome, applicationTerms } from "../server-bridge/careers.server";
import { readListings } from "../server-bridge/listings.server";
import { site } from "../site/facts";
import { OpeningDetail, OpeningGone } from "../widgets/OpeningDetail";

export const shouldRevalidate = keepDataAfterFormPost;

/**
 * One opening's page, read from the store on each request: live while published and open, 410 once
 * closed or past its apply-by day, 404 before it is published.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  // The page has one address: the same words in capitals, with accents or punctuation, lead to it.
  const slug = slugInAddress(params.slug);
  if (slug === undefined) throw data(null, { status: 404 });
  if (new URL(request.url).pathname !== openingPath(slug)) throw redirect(openingPath(slug), 301);
  const found = await readListings(context, (listings) => listings.openingPage(slug));
  if (!found) throw data(null, { status: 404 });
  if ("gone" in found) throw data({ title: found.gone.title }, { status: 410 });
  return {
    opening: found.live,
    cta: pageContent["/CurrentOpenings"].cta,
    terms: applicationTerms(context),
    head: openingHead(found.live),
  };
}

/**
 * A job application posted without JavaScript. The server has read, checked and stored it before the route
 * runs (server/careers/posts.ts: the body is a multipart upload React Router would read whole into memory);
 * the action renders what became of it into the page. The page's script posts to the same address and is
 * answered the same outcome as JSON.
 */
export function action({ context }: Route.ActionArgs) {
  const outcome = applicationOutcome(context);
  if (!outcome) throw data(null, { status: 405 });
  return data(outcome, { status: outcome.ok ? 200 : outcome.status });
}

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (loaderData) return loaderData.head;
  const gone = isRouteErrorResponse(error) && error.status === 410;
  return [
    { title: `${gone ? "This opening has closed" : "Page not found"} | ${site.name}` },
    {
      name: "description",
      content: gone ? "Applications for this role are no longer taken." : "The page you asked for does not exist.",
    },
    { name: "robots", content: "noindex" },
  ];
};

export default function Opening({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <OpeningDetail
      opening={loaderData.opening}
      cta={loaderData.cta}
      terms={loaderData.terms}
      actionResult={actionData}
    />
  );
}

/** A closed or expired opening says so; anything else goes to the root's boundary (the 404 page, or "Something went wrong"). */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 410)
    return <OpeningGone title={(error.data as { title?: string } | null)?.title} />;
  throw error;
}
