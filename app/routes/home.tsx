import { useEffect, useState } from "react";
import type { Route } from "./+types/home";
import { AboutSection } from "../components/home/AboutSection";
import { ContactSection } from "../components/home/ContactSection";
import { HeroSection } from "../components/home/HeroSection";
import { ServicesSection } from "../components/home/ServicesSection";
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
      <ServicesSection services={content.services} />
      <AboutSection about={content.about} />
      <ContactSection contact={content.contact} actionResult={actionData} />
    </>
  );
}
