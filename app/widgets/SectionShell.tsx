import type { ReactNode } from "react";
import { Reveal } from "../components/Reveal";
import { HeadingText } from "../components/HeadingText";

/** The frame every content section shares: alternating background, heading, intro, and the reveal on view. */
export function SectionShell({
  id,
  heading,
  intro,
  tone = "plain",
  kind,
  children,
}: {
  id?: string;
  /** The widget inside (cards, steps, …), named on the element for tests and visual checks. */
  kind?: string;
  heading: string;
  intro?: string;
  tone?: "plain" | "tinted";
  children: ReactNode;
}) {
  return (
    <section id={id} aria-label={heading} data-section-kind={kind} className={`py-16 sm:py-20 ${tone === "tinted" ? "bg-surface" : ""}`}>
      <div className="container-page">
        <Reveal className="max-w-3xl">
          <h2 className="heading-section"><HeadingText>{heading}</HeadingText></h2>
          {intro && <p className="lead mt-4">{intro}</p>}
        </Reveal>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
