import { useEffect, useState } from "react";
import type { Route } from "./+types/home";
import { AboutSection } from "../components/home/AboutSection";
import type { ContactActionResult } from "../components/home/ContactForm";
import { ContactSection } from "../components/home/ContactSection";
import { HeroSection } from "../components/home/HeroSection";
import { ServicesSection } from "../components/home/ServicesSection";
import { serviceHours } from "../lib/service-hours";
import { homeMeta } from "../site/meta";
import { homeStructuredData } from "../site/structured-data";

export const meta: Route.MetaFunction = ({ location }) => [...homeMeta(location.pathname), ...homeStructuredData()];

// Prerendering runs this at build time; the page then refreshes the figure to today's in the browser.
export function loader() {
  return { serviceHours: serviceHours() };
}

/** The contact form posted without JavaScript lands here (with JavaScript it calls the JSON API). */
export async function action({ request, context }: Route.ActionArgs): Promise<ContactActionResult> {
  const fields = Object.fromEntries(await request.formData());
  const result = await context.contacts.submit(fields);
  if (result.ok) return { sent: true };
  const values = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, String(value)]));
  if (result.status === 400) return { errors: result.errors, values };
  return { error: result.error, values };
}

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const [hours, setHours] = useState(loaderData.serviceHours);
  useEffect(() => setHours(serviceHours()), []);
  return (
    <>
      <HeroSection serviceHours={hours} />
      <ServicesSection />
      <AboutSection />
      <ContactSection actionResult={actionData} />
    </>
  );
}
