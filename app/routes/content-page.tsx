import { data } from "react-router";
import type { Route } from "./+types/content-page";
import { pageContent } from "../content/pages.server";
import { useAutoNavigate } from "../hooks/useAutoNavigate";
import { autoNavigation } from "../lib/auto-navigation";
import { keepDataAfterFormPost } from "../lib/form-outcome";
import { withListings } from "../server-bridge/listings.server";
import { isLivePath, pageFor } from "../site/pages";
import { contentPageHead } from "../head/head.server";
import { CtaBand } from "../widgets/CtaBand";
import { PageHero } from "../widgets/PageHero";
import { Section } from "../widgets/Section";

export const shouldRevalidate = keepDataAfterFormPost;

/**
 * Every content page: its words come from its content module, its layout from the section widgets. The
 * pages with lists staff edit (openings, news) get those lists from the store on each request.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const page = pageFor(path);
  const written = pageContent[path];
  if (!page || !written) throw data(null, { status: 404 });
  const content = isLivePath(path) ? await withListings(written, context) : written;
  return { page, content, head: contentPageHead(page, content) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page, content } = loaderData;
  useAutoNavigate(autoNavigation[page.path]);
  return (
    <article>
      <PageHero hero={content.hero} group={page.group} anchor={page.anchor} />
      {content.sections.map((section, index) => (
        <Section key={section.heading} section={section} index={index} />
      ))}
      <CtaBand cta={content.cta} />
    </article>
  );
}
