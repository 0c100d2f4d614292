import { HeadingText } from "../components/HeadingText";
import { Reveal } from "../components/Reveal";
import type { ProcessStep, Tint } from "../content/types";
import { cardClass } from "../components/ui/styles";
import { cn } from "../lib/cn";
import { gridColumns } from "../lib/grid";

/**
 * Step numbers stay within the brand palette (blue and teal): a step's tint picks a shade of it, so
 * neighbouring steps differ without colours from outside the company's identity.
 */
export const tintClasses: Record<Tint, string> = {
  brand: "bg-brand-700 text-white",
  sky: "bg-brand-500 text-white",
  teal: "bg-accent-600 text-white",
  amber: "bg-accent-700 text-white",
  violet: "bg-brand-900 text-white",
  rose: "bg-brand-600 text-white",
};

/** A numbered process, such as the Define, Design, Develop, Deploy lifecycle. */
export function Steps({ steps }: { steps: ProcessStep[] }) {
  return (
    <ol className={cn("grid gap-6", gridColumns(steps.length, { sm: 2, lg: 4 }))}>
      {steps.map((step, index) => (
        <Reveal
          as="li"
          key={step.title}
          index={index}
          className={cardClass({ className: "relative" })}
          data-testid="process-step"
        >
          <span
            aria-hidden="true"
            className={`flex size-11 items-center justify-center rounded-full text-lg font-extrabold ${tintClasses[step.tint]}`}
          >
            {step.number}
          </span>
          <h3 className="mt-4 text-lg font-bold text-ink">
            <span className="sr-only">Step {step.number}: </span>
            <HeadingText>{step.title}</HeadingText>
          </h3>
          {step.description && <p className="mt-2 leading-relaxed text-muted">{step.description}</p>}
        </Reveal>
      ))}
    </ol>
  );
}
