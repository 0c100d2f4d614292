import { useEffect, useState } from "react";
import type { Route } from "./+types/home";
import { HeroSection } from "../widgets/home/HeroSection";
import { Island, islandCode, withIslandCode } from "../components/Island";
import type { HomeSectionId } from "../site/pages";
import { description, homeContent } from "../content/home";
import { contactFormAction } from "../server-bridge/form-actions.server";
import { keepDataAfterFormPost, throughServerAction } from "../lib/form-outcome";
import { serviceHours } from "../lib/service-hours";
import { homeHead } from "../head/head.server";

/**
 * Prerendering runs this at build time: the page's words and head come as route data, and Service Hours
 * as of the build, which the page refreshes to today's figure in the browser.
 */
export function loader({ request }: Route.LoaderArgs) {
  return {
    content: homeContent,
    serviceHours: serviceHours(),
    head: homeHead(new URL(request.url).pathname, description),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

/** The contact form's one action, for visitors with and without JavaScript. */
export function action({ request, context }: Route.ActionArgs) {
  return contactFormAction(request, context);
}

/**
 * Below the hero, each section's code comes when the visitor nears it (app/components/Island.tsx); a
 * phone that never scrolls never fetches the contact form's code.
 */
const belowTheFold = {
  services: islandCode(() => import("../widgets/home/ServicesSection").then((module) => module.ServicesSection)),
  about: islandCode(() => import("../widgets/home/AboutSection").then((module) => module.AboutSection)),
  contact: islandCode(() => import("../widgets/home/ContactSection").then((module) => module.ContactSection)),
};

/** A client-side visit has no prerendered sections to show meanwhile: it waits for their code with the data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withIslandCode(serverLoader(), Object.values(belowTheFold));
}

/** A home section's element, kept in the page while its code is on the way (ids, scroll targets, scroll spy). */
const section = (id: HomeSectionId, className: string) => ({ id, "aria-labelledby": `${id}-title`, className });

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return throughServerAction(serverAction);
}

export const shouldRevalidate = keepDataAfterFormPost;

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { content } = loaderData;
  const [hours, setHours] = useState(loaderData.serviceHours);
  useEffect(() => setHours(serviceHours()), []);
  return (
    <>
      <HeroSection hero={content.hero} serviceHours={hours} />
      <Island
        code={belowTheFold.services}
        as="section"
        name="services"
        host={section("services", "py-20 sm:py-28")}
        props={{ services: content.services }}
      />
      <Island
        code={belowTheFold.about}
        as="section"
        name="about"
        host={section("about", "bg-surface py-20 sm:py-28")}
        props={{ about: content.about }}
      />
      <Island
        code={belowTheFold.contact}
        as="section"
        name="contact"
        host={section("contact", "py-20 sm:py-28")}
        props={{ contact: content.contact, actionResult: actionData }}
      />
    </>
  );
}
