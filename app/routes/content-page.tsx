import { data } from "react-router";
import type { Route } from "./+types/content-page";
import { pageContent } from "../content/pages.server";
import { useAutoNavigate } from "../hooks/useAutoNavigate";
import { autoNavigation } from "../lib/auto-navigation";
import { keepDataAfterFormPost } from "../lib/form-outcome";
import { pageFor } from "../site/pages";
import { contentPageHead } from "../head/head.server";
import { CtaBand } from "../widgets/CtaBand";
import { PageHero } from "../widgets/PageHero";
import { Section } from "../widgets/Section";

export const shouldRevalidate = keepDataAfterFormPost;

/** Every content page: its words come from its content module, its layout from the section widgets. */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const page = pageFor(path);
  const content = pageContent[path];
  if (!page || !content) throw data(null, { status: 404 });
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
