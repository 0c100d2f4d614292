import { Briefcase, Clock, Mail, MapPin } from "lucide-react";
import { Reveal } from "../components/Reveal";
import type { JobOpening } from "../content/types";
import { site } from "../site/config";
import { buttonClass, cardClass } from "../components/ui/styles";
import { HeadingText } from "../components/HeadingText";

/** Applications go by e-mail to the careers address with the position title as the subject. */
export const applyHref = (opening: JobOpening) =>
  `mailto:${site.email.careers}?subject=${encodeURIComponent(opening.title)}`;

export function Openings({ openings }: { openings: JobOpening[] }) {
  return (
    <ul className="space-y-6">
      {openings.map((opening, index) => (
        <Reveal as="li" key={opening.title} index={index} className={cardClass()} data-testid="job-opening">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
            <div>
              <h3 className="text-xl font-bold text-ink"><HeadingText>{opening.title}</HeadingText></h3>
              <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
                <li className="flex items-center gap-1.5"><Briefcase className="size-4" aria-hidden="true" />{opening.department}</li>
                <li className="flex items-center gap-1.5"><Clock className="size-4" aria-hidden="true" />{opening.experience}</li>
                <li className="flex items-center gap-1.5"><MapPin className="size-4" aria-hidden="true" />{opening.location}</li>
              </ul>
            </div>
            <a href={applyHref(opening)} className={buttonClass({ variant: "primary", className: "shrink-0" })} data-testid="apply-now">
              <Mail className="size-4" aria-hidden="true" />
              Apply Now<span className="sr-only">: {opening.title}</span>
            </a>
          </div>
          <p className="mt-4 leading-relaxed text-muted">{opening.summary}</p>
          <div className="mt-5 grid gap-6 md:grid-cols-2">
            <div>
              <h4 className="font-bold text-ink">Skills</h4>
              <ul className="mt-2 flex flex-wrap gap-2">
                {opening.skills.map((skill) => (
                  <li key={skill} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">{skill}</li>
                ))}
              </ul>
            </div>
            <div>
              <h4 className="font-bold text-ink">Responsibilities</h4>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-[0.95rem] text-muted marker:text-accent-600">
                {opening.responsibilities.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          </div>
        </Reveal>
      ))}
    </ul>
  );
}
