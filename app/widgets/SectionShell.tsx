import type { ReactNode } from "react";
import { Reveal } from "../components/Reveal";
import { HeadingText } from "../components/HeadingText";
import { sectionFrame } from "./section-frame";

/** What every content section holds inside its element: heading, intro, the widget, and the reveal on view. */
export function SectionBody({ heading, intro, children }: { heading: string; intro?: string; children: ReactNode }) {
  return (
    <div className="container-page">
      <Reveal className="max-w-3xl">
        <h2 className="heading-section">
          <HeadingText>{heading}</HeadingText>
        </h2>
        {intro && <p className="lead mt-4">{intro}</p>}
      </Reveal>
      <div className="mt-10">{children}</div>
    </div>
  );
}

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
  kind?: string;
  heading: string;
  intro?: string;
  tone?: "plain" | "tinted";
  children: ReactNode;
}) {
  return (
    <section {...sectionFrame({ id, heading, kind, tone })}>
      <SectionBody heading={heading} intro={intro}>
        {children}
      </SectionBody>
    </section>
  );
}
