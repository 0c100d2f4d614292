import { Download } from "lucide-react";
import { Reveal } from "../components/Reveal";
import type { CaseStudy } from "../content/types";
import { buttonClass, cardClass } from "../components/ui/styles";
import { cn } from "../lib/cn";
import { gridColumns } from "../lib/grid";
import { HeadingText } from "../components/HeadingText";

/** Where a case study's PDF is published (generated at build time from the same record). */
export const caseStudyPdfPath = (study: CaseStudy) => `/case-studies/${study.slug}.pdf`;

export function CaseStudies({ studies }: { studies: CaseStudy[] }) {
  return (
    <ul className={cn("grid gap-6", gridColumns(studies.length, { lg: 2 }))}>
      {studies.map((study, index) => (
        <Reveal
          as="li"
          key={study.slug}
          index={index % 2}
          className={cardClass({ className: "flex flex-col" })}
          data-testid="case-study"
        >
          <p className="eyebrow">{study.industry}</p>
          <h3 className="mt-2 text-xl font-bold text-ink">
            <HeadingText>{study.title}</HeadingText>
          </h3>
          <p className="mt-1 text-sm font-medium text-muted">Client: {study.client}</p>
          <dl className="mt-5 space-y-4 text-[0.95rem] leading-relaxed mb-6">
            <div>
              <dt className="font-bold text-ink">Challenge</dt>
              <dd className="mt-1 text-muted">{study.challenge}</dd>
            </div>
            <div>
              <dt className="font-bold text-ink">Solution</dt>
              <dd className="mt-1 text-muted">{study.solution}</dd>
            </div>
            <div>
              <dt className="font-bold text-ink">Outcome</dt>
              <dd>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-muted marker:text-accent-600">
                  {study.outcomes.map((outcome) => (
                    <li key={outcome}>{outcome}</li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
          {/* At the card's foot, so the buttons of a row line up whatever the length of each story. */}
          <a
            href={caseStudyPdfPath(study)}
            target="_blank"
            rel="noopener"
            className={buttonClass({ variant: "secondary", className: "mt-auto self-start" })}
            data-testid="case-study-pdf"
          >
            <Download className="size-4" aria-hidden="true" />
            Download PDF<span className="sr-only">: {study.title} (opens in a new tab)</span>
          </a>
        </Reveal>
      ))}
    </ul>
  );
}
