import { ArrowRight } from "lucide-react";
import { AppLink } from "./PageTransition";
import type { Action, ClosingCta } from "../content/types";
import { buttonClass } from "./ui/styles";

/** A call-to-action link that travels the way its `Action` says. */
export function ActionLink({ action, className }: { action: Action; className: string }) {
  const content = (
    <>
      {action.label}
      <ArrowRight className="size-4" aria-hidden="true" />
    </>
  );
  switch (action.behaviour) {
    case "document":
      return (
        <AppLink to={action.href} reloadDocument className={className}>
          {content}
        </AppLink>
      );
    case "plain":
      return (
        <a href={action.href} className={className}>
          {content}
        </a>
      );
    case "mailto":
      return (
        <a href={action.href} className={className}>
          {content}
        </a>
      );
    default:
      return (
        <AppLink to={action.href} className={className}>
          {content}
        </AppLink>
      );
  }
}

const panelTones = {
  deep: "from-brand-800 to-brand-950",
  bright: "from-brand-700 to-accent-700",
};

/** A call-to-action panel: heading, a sentence and one action, on a brand gradient. */
export function CtaPanel({
  cta,
  headingLevel: Heading = "h2",
  headingId,
  tone = "deep",
  className = "",
}: {
  cta: ClosingCta;
  headingLevel?: "h2" | "h3";
  headingId?: string;
  tone?: keyof typeof panelTones;
  className?: string;
}) {
  return (
    <div
      className={`rounded-[2rem] bg-gradient-to-br px-6 py-14 text-center text-white sm:px-12 ${panelTones[tone]} ${className}`}
    >
      <Heading id={headingId} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
        {cta.heading}
      </Heading>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{cta.text}</p>
      <ActionLink action={cta.action} className={buttonClass({ variant: "light", className: "mt-8" })} />
    </div>
  );
}
