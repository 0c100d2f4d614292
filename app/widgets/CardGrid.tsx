import { ArrowRight } from "lucide-react";
import { Reveal } from "../components/Reveal";
import type { ServiceCard } from "../content/types";
import { Icon } from "./Icon";
import { cardClass } from "../components/ui/styles";
import { cn } from "../lib/cn";
import { gridColumns } from "../lib/grid";
import { HeadingText } from "../components/HeadingText";
import { AppLink } from "../components/PageTransition";

/** Cards with an icon, a title, a description and optional feature tags: services, values, models, initiatives. */
export function CardGrid({ cards, columns = 3 }: { cards: ServiceCard[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={cn("grid gap-6", gridColumns(cards.length, columns === 2 ? { sm: 2 } : { sm: 2, lg: columns }))}>
      {cards.map((card, index) => (
        <Reveal
          as="li"
          key={card.title}
          index={index}
          className={cardClass({
            className: cn(
              "flex flex-col",
              card.link && "relative transition-shadow has-[a:hover]:shadow-[var(--shadow-lift)]",
            ),
          })}
          data-testid="content-card"
        >
          {card.icon && (
            <span className="mb-4 flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={card.icon} />
            </span>
          )}
          <h3 className="text-lg font-bold text-ink">
            {card.link ? (
              // The link's box covers the card, so the whole card is one target with the title as its name.
              <AppLink
                to={card.link}
                className="after:absolute after:inset-0 after:rounded-[inherit] hover:text-brand-700 focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-500"
              >
                <HeadingText>{card.title}</HeadingText>
              </AppLink>
            ) : (
              <HeadingText>{card.title}</HeadingText>
            )}
          </h3>
          <p className="mt-2 leading-relaxed text-muted">{card.description}</p>
          {card.features && (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${card.title} features`}>
              {card.features.map((feature) => (
                <li
                  key={feature}
                  className="rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-700"
                  data-testid="feature-tag"
                >
                  {feature}
                </li>
              ))}
            </ul>
          )}
          {card.link && (
            <span
              className="mt-auto flex items-center gap-1 pt-4 text-sm font-semibold text-brand-700"
              aria-hidden="true"
            >
              Read more <ArrowRight className="size-4" />
            </span>
          )}
        </Reveal>
      ))}
    </ul>
  );
}
