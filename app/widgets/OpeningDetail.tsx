import { ArrowLeft, CalendarDays } from "lucide-react";
import { Link } from "react-router";
import { HeadingText } from "../components/HeadingText";
import { PlainText } from "../components/PlainText";
import type { ClosingCta } from "../content/types";
import { displayDate } from "../lib/listing-dates";
import { employmentTypeLabels, type JobOpening } from "../lib/listings";
import { site } from "../site/facts";
import { buttonClass, cardClass } from "../components/ui/styles";
import type { FormOutcome } from "../lib/form-outcome";
import { ApplicationForm, type ApplicationTerms } from "./ApplicationForm";
import { CtaBand } from "./CtaBand";
import { ApplyLink, OpeningFacts, SkillsAndResponsibilities } from "./Openings";

/** One opening's page: what the role is, what it asks for, until when and how to apply. */
export function OpeningDetail({
  opening,
  cta,
  terms,
  actionResult,
}: {
  opening: JobOpening;
  cta: ClosingCta;
  /** The application form's consent words; the editor's preview has none and shows no form (it would post). */
  terms?: ApplicationTerms;
  actionResult?: FormOutcome;
}) {
  return (
    <article>
      <section aria-labelledby="page-title" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-14 sm:py-20">
          <Link
            to="/CurrentOpenings"
            className="inline-flex min-h-6 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            All current openings
          </Link>
          <p className="eyebrow mt-6">Careers · {employmentTypeLabels[opening.employmentType]}</p>
          <h1
            id="page-title"
            tabIndex={-1}
            className="mt-3 max-w-4xl text-3xl font-extrabold tracking-tight text-ink outline-none sm:text-5xl"
          >
            <HeadingText>{opening.title}</HeadingText>
          </h1>
          <OpeningFacts opening={opening} />
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
            <ApplyLink opening={opening} onPage />
            <p className="flex items-center gap-1.5 text-sm text-muted" data-testid="apply-by">
              <CalendarDays className="size-4" aria-hidden="true" />
              Apply by {displayDate(opening.applyBy)}
            </p>
          </div>
        </div>
      </section>
      <section aria-label="About the role" className="pb-16 sm:pb-20">
        <div className="container-page">
          <div className={cardClass({ className: "max-w-4xl" })} data-testid="opening-description">
            <h2 className="text-2xl font-bold text-ink">About the role</h2>
            <PlainText text={opening.summary} className="mt-4 leading-relaxed text-muted" />
            <SkillsAndResponsibilities opening={opening} level="h3" />
            <p className="mt-6 border-t border-line pt-5 text-[0.95rem] text-muted">
              Apply with the form below by {displayDate(opening.applyBy)}. Questions about the role? Write to{" "}
              <a href={`mailto:${site.email.careers}`} className="font-semibold text-brand-700 underline">
                {site.email.careers}
              </a>
              .
            </p>
          </div>
        </div>
      </section>
      {terms && (
        <section id="apply" aria-label="Apply" className="scroll-mt-24 pb-16 sm:pb-20">
          <div className="container-page">
            <ApplicationForm opening={opening} terms={terms} actionResult={actionResult} />
          </div>
        </section>
      )}
      <CtaBand cta={cta} />
    </article>
  );
}

/** What an opening's address shows once it has closed or expired (with status 410). */
export function OpeningGone({ title }: { title?: string }) {
  return (
    <section className="container-page py-24 text-center sm:py-32">
      <p className="eyebrow">Careers</p>
      <h1 tabIndex={-1} className="heading-section mt-3 outline-none">
        This opening has closed
      </h1>
      <p className="lead mx-auto mt-4 max-w-xl">
        {title ? `Applications for “${title}” are no longer taken.` : "Applications for this role are no longer taken."}{" "}
        The roles we are hiring for now are on the current openings page.
      </p>
      <Link to="/CurrentOpenings" className={buttonClass({ className: "mt-8" })}>
        See the current openings
      </Link>
    </section>
  );
}
