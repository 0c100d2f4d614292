import { Reveal } from "../components/Reveal";
import type { ServiceCard } from "../content/types";
import { Icon } from "./Icon";

const columnClasses = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" };

/** Cards with an icon, a title, a description and optional feature tags: services, values, models, initiatives. */
export function CardGrid({ cards, columns = 3 }: { cards: ServiceCard[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={`grid gap-6 ${columnClasses[columns]}`}>
      {cards.map((card, index) => (
        <Reveal as="li" key={card.title} index={index} className="card flex flex-col" data-testid="content-card">
          {card.icon && (
            <span className="mb-4 flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon name={card.icon} />
            </span>
          )}
          <h3 className="text-lg font-bold text-ink">{card.title}</h3>
          <p className="mt-2 leading-relaxed text-muted">{card.description}</p>
          {card.features && (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${card.title} features`}>
              {card.features.map((feature) => (
                <li key={feature} className="rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold text-accent-700" data-testid="feature-tag">
                  {feature}
                </li>
              ))}
            </ul>
          )}
        </Reveal>
      ))}
    </ul>
  );
}
