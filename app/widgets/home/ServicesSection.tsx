import { ArrowUpRight, Sparkles } from "lucide-react";
import type { HomeContent } from "../../content/home";
import type { HomeServiceCard } from "../../content/types";
import { AppLink } from "../../components/PageTransition";
import { Reveal } from "../../components/Reveal";
import { CtaPanel } from "../../components/CtaPanel";
import { SectionHeading } from "../../components/SectionHeading";
import { HeadingText } from "../../components/HeadingText";

export function ServiceTile({ card }: { card: HomeServiceCard }) {
  const body = (
    <>
      <img
        src={card.backgroundImage}
        alt=""
        width={640}
        height={480}
        loading="lazy"
        decoding="async"
        className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-105"
      />
      <span
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-t from-brand-950/90 via-brand-950/30 to-transparent"
      />
      <span className="relative flex w-full items-end justify-between gap-3 p-6">
        <span className="text-lg font-extrabold tracking-wide text-white uppercase">{card.title}</span>
        <ArrowUpRight
          className="size-6 shrink-0 text-accent-300 transition-transform group-hover:-translate-y-1 group-hover:translate-x-1"
          aria-hidden="true"
        />
      </span>
    </>
  );
  const className =
    "group relative flex aspect-[4/3] overflow-hidden rounded-[var(--radius-card)] bg-brand-900 shadow-[var(--shadow-card)] transition-shadow hover:shadow-[var(--shadow-lift)]";
  return (
    <AppLink to={card.link} className={className} data-testid="service-card">
      {body}
    </AppLink>
  );
}

export function ServicesSection({ services }: { services: HomeContent["services"] }) {
  return (
    <>
      <div className="container-page">
        <SectionHeading
          id="services-title"
          eyebrow={services.eyebrow}
          heading={services.heading}
          intro={services.intro}
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {services.differentiators.map((item) => (
            <li key={item.title} className="rounded-2xl bg-surface p-5">
              <Sparkles className="size-5 text-accent-600" aria-hidden="true" />
              <h3 className="mt-3 font-bold text-ink">
                <HeadingText>{item.title}</HeadingText>
              </h3>
              <p className="mt-1.5 text-sm leading-relaxed text-muted">{item.description}</p>
            </li>
          ))}
        </ul>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.cards.map((card, index) => (
            <Reveal as="li" key={card.title} index={index}>
              <ServiceTile card={card} />
            </Reveal>
          ))}
        </ul>
        <CtaPanel cta={services.closing} headingLevel="h3" className="mt-16" />
      </div>
    </>
  );
}
