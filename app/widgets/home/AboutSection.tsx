import { Cpu, Globe2, InfinityIcon, Rocket, Target, Trophy } from "lucide-react";
import { useMemo, useRef } from "react";
import type { HomeContent } from "../../content/home";
import type { StatisticItem } from "../../content/types";
import { useInViewOnce } from "../../hooks/useInViewOnce";
import { ABOUT_COUNTER, REVEAL_THRESHOLD } from "../../lib/constants";
import { aboutCountSequence, parseStatValue } from "../../lib/count-up";
import { CountUp } from "../../components/CountUp";
import { CtaPanel } from "../../components/CtaPanel";
import { Reveal } from "../../components/Reveal";
import { SectionHeading } from "../../components/SectionHeading";
import { cardClass } from "../../components/ui/styles";
import { HeadingText } from "../../components/HeadingText";

const statIcons = { globe: Globe2, cpu: Cpu, rocket: Rocket, trophy: Trophy } as Record<string, typeof Globe2>;
/** The mark of a value that is no letter of the name (the icons alone, not the whole icon set, in this section's code). */
const valueMarks = { infinity: InfinityIcon };

function AboutStat({ stat, started }: { stat: StatisticItem; started: boolean }) {
  const { target, suffix } = parseStatValue(stat.value);
  const sequence = useMemo(() => aboutCountSequence(target), [target]);
  const Icon = statIcons[stat.icon] ?? Target;
  return (
    <li className="rounded-2xl bg-white/10 px-3 py-6 text-center sm:px-6" data-testid="about-stat">
      <Icon className="mx-auto size-7 text-accent-300" aria-hidden="true" />
      <CountUp
        sequence={sequence}
        intervalMs={ABOUT_COUNTER.intervalMs}
        started={started}
        suffix={suffix}
        className="mt-3 block text-4xl font-extrabold text-white"
      />
      <span className="mt-1 block text-sm font-medium text-brand-100">{stat.label}</span>
    </li>
  );
}

export function AboutSection({ about }: { about: HomeContent["about"] }) {
  const statsRef = useRef<HTMLUListElement>(null);
  // The statistics start counting when the row becomes visible.
  const statsStarted = useInViewOnce(statsRef, REVEAL_THRESHOLD);

  return (
    <>
      <div className="container-page">
        <div className="grid gap-12 lg:grid-cols-2 lg:items-start">
          <div>
            <p className="eyebrow">{about.eyebrow}</p>
            <h2 id="about-title" className="heading-section mt-3">
              {about.heading}
            </h2>
            <p className="mt-2 text-xl font-semibold text-accent-700">{about.tagline}</p>
            {about.intro.map((paragraph) => (
              <p key={paragraph.slice(0, 24)} className="lead mt-5">
                {paragraph}
              </p>
            ))}
            <div className="mt-8 rounded-2xl border-l-4 border-accent-500 bg-white p-6 shadow-[var(--shadow-card)]">
              <h3 className="font-bold text-ink">{about.purpose.heading}</h3>
              <p className="mt-2 leading-relaxed text-muted">{about.purpose.text}</p>
            </div>
          </div>
          <div>
            <h3 className="text-lg font-bold text-ink">{about.differentiatorsHeading}</h3>
            <ul className="mt-5 grid gap-4 sm:grid-cols-2">
              {about.differentiators.map((item, index) => (
                <Reveal as="li" key={item.title} index={index} className={cardClass()}>
                  <h4 className="font-bold text-ink">
                    <HeadingText>{item.title}</HeadingText>
                  </h4>
                  <p className="mt-2 text-sm leading-relaxed text-muted">{item.description}</p>
                </Reveal>
              ))}
            </ul>
          </div>
        </div>

        <ul
          ref={statsRef}
          aria-label="Jenesys in numbers"
          className="mt-16 grid grid-cols-2 gap-4 rounded-[2rem] bg-brand-900 p-6 sm:p-8 lg:grid-cols-4"
        >
          {about.stats.map((stat) => (
            <AboutStat key={stat.label} stat={stat} started={statsStarted} />
          ))}
        </ul>

        <div className="mt-20">
          <SectionHeading heading={about.dna.heading} intro={about.dna.intro} />
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="dna-values">
            {about.dna.values.map((value, index) => (
              <Reveal as="li" key={value.title} index={index} className={cardClass()}>
                {/* Each value's initial, so the tiles spell the name; a value that is no letter of it shows its own mark. */}
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-xl bg-brand-700 text-lg font-extrabold text-white"
                  data-testid="dna-mark"
                >
                  {value.mark ? <ValueMark name={value.mark} /> : value.title.charAt(0)}
                </span>
                <h3 className="mt-4 font-bold text-ink">
                  <HeadingText>{value.title}</HeadingText>
                </h3>
                <p className="mt-1.5 text-sm leading-relaxed text-muted">{value.description}</p>
              </Reveal>
            ))}
          </ul>
        </div>

        <CtaPanel cta={about.closing} headingLevel="h3" tone="bright" className="mt-20" />
      </div>
    </>
  );
}

function ValueMark({ name }: { name: keyof typeof valueMarks }) {
  const Mark = valueMarks[name];
  return <Mark className="size-6" />;
}
