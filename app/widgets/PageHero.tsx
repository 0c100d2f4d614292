import { HeadingText } from "../components/HeadingText";
import { Quote } from "lucide-react";
import type { PageHero as PageHeroContent } from "../content/types";
import type { PageGroup } from "../site/pages";
import { Island, islandCode } from "../components/Island";
import { artForGroup, pageArtFrame } from "./page-art-frame";

/**
 * The hero's drawing is the server's HTML, kept as sent: nothing in it reacts to the visitor, so its code
 * (every motif and icon it may draw) is fetched only for a client-side visit, with the page's data.
 */
export const pageArtCode = islandCode(() => import("./PageArt").then((module) => module.PageArtDrawing));

/** The top of every content page: eyebrow, title, tagline, intro, an optional mission or vision quote and art. */
export function PageHero({ hero, group, anchor }: { hero: PageHeroContent; group: PageGroup; anchor?: string }) {
  return (
    <section
      id={anchor}
      aria-labelledby="page-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white"
    >
      <div
        className={`container-page grid items-center gap-10 py-14 sm:py-20 ${hero.art ? "lg:grid-cols-[1.2fr_1fr]" : ""}`}
      >
        <div className="max-w-3xl">
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1
            id="page-title"
            tabIndex={-1}
            className="mt-3 text-3xl font-extrabold tracking-tight text-ink outline-none sm:text-5xl"
          >
            <HeadingText>{hero.title}</HeadingText>
          </h1>
          <p className="mt-4 text-xl font-semibold text-accent-700" data-testid="page-tagline">
            {hero.tagline}
          </p>
          {hero.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 32)} className="lead mt-5">
              {paragraph}
            </p>
          ))}
          {hero.quote && (
            <figure className="mt-8 rounded-2xl border-l-4 border-accent-500 bg-white p-6 shadow-[var(--shadow-card)]">
              <Quote className="size-6 text-accent-500" aria-hidden="true" />
              <blockquote className="mt-2 text-lg font-medium text-ink">{hero.quote.text}</blockquote>
              <figcaption className="mt-2 text-sm font-bold tracking-wide text-muted uppercase">
                {hero.quote.label}
              </figcaption>
            </figure>
          )}
        </div>
        {hero.art && (
          <Island
            code={pageArtCode}
            as="figure"
            name="page-art"
            decorative
            host={pageArtFrame({ alt: hero.art.alt, ...artForGroup[group] })}
            props={{ icon: hero.art.icon, ...artForGroup[group] }}
          />
        )}
      </div>
    </section>
  );
}
