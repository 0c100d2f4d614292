import { Briefcase, CalendarClock, Clock, MapPin, Send } from "lucide-react";
import { Link } from "react-router";
import { Reveal } from "../components/Reveal";
import { employmentTypeLabels, openingPath, type JobOpening } from "../lib/listings";
import { firstParagraph } from "../lib/plain-text";
import { buttonClass, cardClass } from "../components/ui/styles";
import { HeadingText } from "../components/HeadingText";

/** Candidates apply with the form on the opening's own page. */
export const applyHref = (opening: Pick<JobOpening, "slug">) => `${openingPath(opening.slug)}#apply`;

/** "Apply Now": to the form on the opening's page (`onPage`: the page the form is on). */
export function ApplyLink({
  opening,
  onPage = false,
}: {
  opening: Pick<JobOpening, "title" | "slug">;
  onPage?: boolean;
}) {
  return (
    <a
      href={onPage ? "#apply" : applyHref(opening)}
      className={buttonClass({ variant: "primary", className: "shrink-0" })}
      data-testid="apply-now"
    >
      <Send className="size-4" aria-hidden="true" />
      Apply Now<span className="sr-only">: {opening.title}</span>
    </a>
  );
}

/** Department, experience and place; the employment type too when it is not the usual full-time role. */
export function OpeningFacts({ opening }: { opening: JobOpening }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
      <li className="flex items-center gap-1.5">
        <Briefcase className="size-4" aria-hidden="true" />
        {opening.department}
      </li>
      <li className="flex items-center gap-1.5">
        <Clock className="size-4" aria-hidden="true" />
        {opening.experience}
      </li>
      <li className="flex items-center gap-1.5">
        <MapPin className="size-4" aria-hidden="true" />
        {opening.location}
      </li>
      {opening.employmentType !== "full-time" && (
        <li className="flex items-center gap-1.5">
          <CalendarClock className="size-4" aria-hidden="true" />
          {employmentTypeLabels[opening.employmentType]}
        </li>
      )}
    </ul>
  );
}

/** Skills and responsibilities, under headings one level below the opening's own (`level`). */
export function SkillsAndResponsibilities({ opening, level = "h4" }: { opening: JobOpening; level?: "h3" | "h4" }) {
  const Heading = level;
  return (
    <div className="mt-5 grid gap-6 md:grid-cols-2">
      <div>
        <Heading className="font-bold text-ink">Skills</Heading>
        <ul className="mt-2 flex flex-wrap gap-2">
          {opening.skills.map((skill, index) => (
            <li key={index} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
              {skill}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <Heading className="font-bold text-ink">Responsibilities</Heading>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-[0.95rem] text-muted marker:text-accent-600">
          {opening.responsibilities.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The openings list: each card leads to the opening's own page, where the whole description is. */
export function Openings({ openings }: { openings: JobOpening[] }) {
  return (
    <ul className="space-y-6">
      {openings.map((opening, index) => (
        <Reveal as="li" key={opening.slug} index={index} className={cardClass()} data-testid="job-opening">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
            <div>
              <h3 className="text-xl font-bold text-ink">
                <Link
                  to={openingPath(opening.slug)}
                  className="hover:text-brand-700 hover:underline"
                  data-testid="opening-link"
                >
                  <HeadingText>{opening.title}</HeadingText>
                </Link>
              </h3>
              <OpeningFacts opening={opening} />
            </div>
            <ApplyLink opening={opening} />
          </div>
          <p className="mt-4 leading-relaxed text-muted">{firstParagraph(opening.summary)}</p>
          <SkillsAndResponsibilities opening={opening} />
        </Reveal>
      ))}
    </ul>
  );
}
