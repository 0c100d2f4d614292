import { Check } from "lucide-react";
import { Reveal } from "../components/Reveal";
import type { PillarCard, ServiceBlock } from "../content/types";
import { Icon } from "./Icon";
import { cardClass } from "../components/ui/styles";
import { cn } from "../lib/cn";
import { gridColumns } from "../lib/grid";
import { HeadingText } from "../components/HeadingText";

/** Titled groups of points: a practice's service blocks, or (with subtitle and description) the value pillars. */
export function ServiceBlocks({ blocks }: { blocks: (ServiceBlock | PillarCard)[] }) {
  return (
    <ul className={cn("grid gap-6", gridColumns(blocks.length, { md: 2, lg: 3 }))}>
      {blocks.map((block, index) => (
        <Reveal as="li" key={block.title} index={index} className={cardClass()} data-testid="service-block">
          {"icon" in block && block.icon && (
            <span className="mb-4 flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
              <Icon name={block.icon} />
            </span>
          )}
          <h3 className="text-lg font-bold text-ink">
            <HeadingText>{block.title}</HeadingText>
          </h3>
          {"subtitle" in block && <p className="mt-1 text-sm font-semibold text-accent-700">{block.subtitle}</p>}
          {"description" in block && <p className="mt-3 leading-relaxed text-muted">{block.description}</p>}
          <ul className="mt-4 space-y-2.5">
            {block.points.map((point) => (
              <li key={point} className="flex gap-2.5 text-[0.95rem] text-slate-700">
                <Check className="mt-1 size-4 shrink-0 text-accent-600" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        </Reveal>
      ))}
    </ul>
  );
}
