import { useEffect, useState } from "react";
import { data } from "react-router";
import type { Route } from "./+types/home";
import { AboutSection } from "../components/home/AboutSection";
import type { ContactActionResult } from "../components/home/ContactForm";
import { ContactSection } from "../components/home/ContactSection";
import { HeroSection } from "../components/home/HeroSection";
import { ServicesSection } from "../components/home/ServicesSection";
import { description, homeContent } from "../content/home";
import { tooManyMessages } from "../lib/contact-rules";
import { serviceHours } from "../lib/service-hours";
import { homeHead } from "../site/head.server";

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

/** The contact form posted without JavaScript lands here (with JavaScript it calls the JSON API). */
export async function action({ request, context }: Route.ActionArgs) {
  const fields = Object.fromEntries(await request.formData());
  const values = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)]));
  // Over the limit (the server counted this post and set Retry-After): the page says so, nothing is stored.
  if (context.retryAfterSeconds) return data<ContactActionResult>({ error: tooManyMessages, values }, { status: 429 });
  const result = await context.contacts.submit(fields);
  if (result.ok) return { sent: true } satisfies ContactActionResult;
  if (result.status === 400) return { errors: result.errors, values } satisfies ContactActionResult;
  return { error: result.error, values } satisfies ContactActionResult;
}

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
