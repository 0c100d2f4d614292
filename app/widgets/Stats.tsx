import { Reveal } from "../components/Reveal";
import type { ResultCard, StatisticItem } from "../content/types";
import { Icon } from "./Icon";
import { cardClass } from "../components/ui/styles";
import { cn } from "../lib/cn";
import { gridColumns } from "../lib/grid";
import { HeadingText } from "../components/HeadingText";

/** Headline figures, such as "under 10% attrition" or "17% energy loss reduction". */
export function StatsBand({ stats }: { stats: StatisticItem[] }) {
  return (
    <ul
      className={cn("grid gap-4 rounded-[2rem] bg-brand-900 p-6 sm:p-8", gridColumns(stats.length, { sm: 2, lg: 4 }))}
    >
      {stats.map((stat, index) => (
        <Reveal
          as="li"
          key={stat.label}
          index={index}
          className="rounded-2xl bg-white/10 p-6 text-center"
          data-testid="stat"
        >
          <span className="mx-auto flex size-11 items-center justify-center text-accent-300">
            <Icon name={stat.icon} className="size-7" />
          </span>
          <span className="mt-2 block text-3xl font-extrabold whitespace-nowrap text-white tabular-nums xl:text-4xl">
            {stat.value}
          </span>
          <span className="mt-1 block text-sm font-medium text-brand-100">{stat.label}</span>
        </Reveal>
      ))}
    </ul>
  );
}

/** Case-study cards on practice pages: what was done, the result in one figure, and the detail. */
export function ResultCards({ results }: { results: ResultCard[] }) {
  return (
    <ul className={cn("grid gap-6", gridColumns(results.length, { md: 2, lg: 3 }))}>
      {results.map((card, index) => (
        <Reveal
          as="li"
          key={card.title}
          index={index}
          className={cardClass({ className: "border-t-4 border-t-accent-500" })}
          data-testid="result-card"
        >
          <h3 className="text-lg font-bold text-ink">
            <HeadingText>{card.title}</HeadingText>
          </h3>
          <p className="mt-3 text-2xl font-extrabold text-brand-700">{card.result}</p>
          <p className="mt-3 leading-relaxed text-muted">{card.detail}</p>
        </Reveal>
      ))}
    </ul>
  );
}
