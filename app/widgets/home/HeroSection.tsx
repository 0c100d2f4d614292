import { Activity, CheckCircle2, Clock, FolderKanban, Globe2, Headset, Layers } from "lucide-react";
import { useMemo, useRef } from "react";
import type { HomeContent } from "../../content/home";
import { useInViewOnce } from "../../hooks/useInViewOnce";
import { useParallax } from "../../hooks/useParallax";
import { HERO_COUNTER } from "../../lib/constants";
import { heroCountSequence } from "../../lib/count-up";
import { scrollToSection } from "../../lib/scroll";
import { CountUp } from "../../components/CountUp";
import { buttonClass, cardClass } from "../../components/ui/styles";

const statIcons = { projects: FolderKanban, services: Layers, hours: Clock };
const badgeIcons = [Activity, Globe2, Headset];

/** A hero counter: starts when the whole card is visible (threshold 1.0), counts by ceil(target / 80). */
function HeroCounter({ target, suffix, className }: { target: number; suffix: string; className: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const started = useInViewOnce(ref, HERO_COUNTER.threshold);
  const sequence = useMemo(() => heroCountSequence(target), [target]);
  return (
    <span ref={ref}>
      <CountUp
        sequence={sequence}
        intervalMs={HERO_COUNTER.intervalMs}
        started={started}
        suffix={suffix}
        className={className}
      />
    </span>
  );
}

export function HeroSection({ hero, serviceHours }: { hero: HomeContent["hero"]; serviceHours: number }) {
  const backgroundRef = useRef<HTMLDivElement>(null);
  useParallax(backgroundRef, 0.5);

  return (
    <section id="hero" aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-surface">
      <div
        ref={backgroundRef}
        data-parallax
        aria-hidden="true"
        className="absolute inset-0 -z-10 will-change-transform"
      >
        <div className="absolute -top-40 -right-32 size-[36rem] rounded-full bg-brand-100/70 blur-3xl" />
        <div className="absolute top-1/2 -left-40 size-[28rem] rounded-full bg-accent-100/70 blur-3xl" />
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgb(29_63_216/0.08)_1px,transparent_0)] bg-[size:28px_28px]" />
      </div>

      <div className="container-page grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.05fr_1fr] lg:py-24">
        <div>
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1
            id="hero-title"
            tabIndex={-1}
            className="mt-4 text-4xl font-extrabold tracking-tight text-ink outline-none sm:text-5xl lg:text-6xl"
          >
            {hero.title}
          </h1>
          <p className="lead mt-5 max-w-xl">{hero.intro}</p>
          <ul className="mt-7 grid gap-3 sm:grid-cols-2">
            {hero.benefits.map((benefit) => (
              <li key={benefit} className="flex items-start gap-2.5 text-[0.95rem] font-medium text-slate-700">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
                {benefit}
              </li>
            ))}
          </ul>
          <div className="mt-9 flex flex-wrap gap-3">
            <a
              href={`#${hero.primaryCta.sectionId}`}
              className={buttonClass({ variant: "primary" })}
              onClick={(event) => {
                event.preventDefault();
                scrollToSection(hero.primaryCta.sectionId);
              }}
            >
              {hero.primaryCta.label}
            </a>
            <a
              href={`#${hero.secondaryCta.sectionId}`}
              className={buttonClass({ variant: "secondary" })}
              onClick={(event) => {
                event.preventDefault();
                scrollToSection(hero.secondaryCta.sectionId);
              }}
            >
              {hero.secondaryCta.label}
            </a>
          </div>
        </div>

        <div className="relative">
          <div className="overflow-hidden rounded-[2rem] border border-white bg-gradient-to-br from-brand-50 to-white p-4 shadow-[var(--shadow-lift)]">
            {/* A static file rather than inline SVG: the browser caches it, and the script bundle stays small. */}
            <img src={hero.image.src} alt={hero.image.alt} width={560} height={480} className="h-auto w-full" />
          </div>
          <div
            data-testid="experience-card"
            className="absolute -bottom-6 -left-2 rounded-2xl bg-brand-800 px-5 py-4 text-white shadow-[var(--shadow-lift)] sm:-left-6"
          >
            <HeroCounter
              target={hero.experience.number}
              suffix={hero.experience.suffix}
              className="block text-3xl font-extrabold"
            />
            <span className="mt-1 block text-xs font-semibold tracking-wide text-brand-100">
              {hero.experience.label}
            </span>
          </div>
        </div>
      </div>

      <div className="container-page pb-16 sm:pb-20">
        <ul className="grid gap-4 sm:grid-cols-3">
          {hero.stats.map((stat) => {
            const Icon = statIcons[stat.key];
            return (
              <li
                key={stat.key}
                data-testid={`stat-${stat.key}`}
                className={cardClass({ className: "flex items-center gap-4" })}
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span className="min-w-0">
                  <HeroCounter
                    target={stat.number ?? serviceHours}
                    suffix={stat.suffix}
                    className="block text-2xl font-extrabold text-ink"
                  />
                  <span className="block text-sm text-muted">{stat.label}</span>
                </span>
              </li>
            );
          })}
        </ul>
        <p className="mt-8 text-center text-[0.95rem] font-medium text-slate-700">{hero.trustLine}</p>
        <ul className="mt-4 flex flex-wrap justify-center gap-3">
          {hero.badges.map((badge, index) => {
            const Icon = badgeIcons[index];
            return (
              <li
                key={badge}
                className="flex items-center gap-2 rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold text-slate-700"
              >
                <Icon className="size-4 text-accent-600" aria-hidden="true" />
                {badge}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
