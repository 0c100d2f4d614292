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
import { PageHero, pageArtCode } from "../widgets/PageHero";
import { isShown, sectionFrame, toneAt } from "../widgets/section-frame";
import { Island, islandCode, withIslandCode } from "../components/Island";

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

/**
 * Below the hero, the sections are islands (app/components/Island.tsx): every word is in the prerendered
 * HTML, and their code, the widgets, comes when the visitor nears the first of them. Hydration then covers
 * the header and the hero, not the whole page.
 */
const sectionCode = islandCode(() => import("../widgets/Section").then((module) => module.ContentSection));

/** A client-side visit has no prerendered sections or art to show meanwhile: it waits for their code with the data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withIslandCode(serverLoader(), [pageArtCode, sectionCode]);
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page, content } = loaderData;
  useAutoNavigate(autoNavigation[page.path]);
  return (
    <article>
      <PageHero hero={content.hero} group={page.group} anchor={page.anchor} />
      {content.sections.map(
        (section, index) =>
          isShown(section) && (
            <Island
              key={section.heading}
              code={sectionCode}
              as="section"
              name={`section-${index}`}
              host={sectionFrame({ id: section.id, heading: section.heading, kind: section.kind, tone: toneAt(index) })}
              props={{ section }}
            />
          ),
      )}
      <CtaBand cta={content.cta} />
    </article>
  );
}
