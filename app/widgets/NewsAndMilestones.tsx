import { Award, MapPin } from "lucide-react";
import { PlainText } from "../components/PlainText";
import { Reveal } from "../components/Reveal";
import type { Milestone, NewsItem } from "../content/types";
import { cardClass } from "../components/ui/styles";
import { cn } from "../lib/cn";
import { gridColumns } from "../lib/grid";
import { HeadingText } from "../components/HeadingText";

export function NewsList({ items }: { items: NewsItem[] }) {
  if (items.length === 0) return <p className="lead">No announcements just now.</p>;
  return (
    <ul className={cn("grid gap-6", gridColumns(items.length, { md: 2, lg: 3 }))}>
      {items.map((item, index) => (
        <Reveal
          as="li"
          key={`${item.quarter} ${item.title}`}
          index={index}
          className={cardClass()}
          data-testid="news-item"
        >
          <h3 className="text-lg font-bold text-ink">
            <span className="text-brand-700">{item.quarter}:</span> <HeadingText>{item.title}</HeadingText>
          </h3>
          {item.location && (
            <p className="mt-2 flex items-center gap-1.5 text-sm text-muted">
              <MapPin className="size-4" aria-hidden="true" />
              {item.location}
            </p>
          )}
          <PlainText text={item.description} className="mt-3 leading-relaxed text-muted" />
        </Reveal>
      ))}
    </ul>
  );
}

export function Milestones({ items, style }: { items: Milestone[]; style: "awards" | "timeline" }) {
  if (style === "awards") {
    return (
      <ul className={cn("grid gap-6", gridColumns(items.length, { md: 2 }))}>
        {items.map((item, index) => (
          <Reveal
            as="li"
            key={item.title}
            index={index}
            className={cardClass({ className: "flex gap-4" })}
            data-testid="award"
          >
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
              <Award className="size-6" aria-hidden="true" />
            </span>
            <div>
              <h3 className="text-lg font-bold text-ink">
                <HeadingText>{item.title}</HeadingText>
              </h3>
              <p className="mt-2 leading-relaxed text-muted">{item.description}</p>
            </div>
          </Reveal>
        ))}
      </ul>
    );
  }
  return (
    <ol className="relative space-y-8 border-l-2 border-brand-100 pl-8">
      {items.map((item, index) => (
        <Reveal as="li" key={item.title} index={index} className="relative" data-testid="milestone">
          <span
            aria-hidden="true"
            className="absolute top-1 -left-[2.6rem] size-4 rounded-full border-4 border-white bg-brand-700 ring-2 ring-brand-200"
          />
          {item.when && <p className="text-sm font-bold text-brand-700">{item.when}</p>}
          <h3 className="mt-1 text-lg font-bold text-ink">
            <HeadingText>{item.title}</HeadingText>
          </h3>
          <p className="mt-1.5 max-w-3xl leading-relaxed text-muted">{item.description}</p>
        </Reveal>
      ))}
    </ol>
  );
}
