import { CalendarCheck, ExternalLink, Phone } from "lucide-react";
import type { HomeContent } from "../../content/home";
import { scrollToSection } from "../../lib/scroll";
import { site } from "../../site/facts";
import { SectionHeading } from "../../components/SectionHeading";
import type { FormOutcome } from "../../lib/form-outcome";
import { ContactForm } from "./ContactForm";
import { MapEmbed } from "./MapEmbed";
import { buttonClass, cardClass } from "../../components/ui/styles";

export function ContactSection({
  contact,
  actionResult,
}: {
  contact: HomeContent["contact"];
  actionResult?: FormOutcome;
}) {
  return (
    <>
      <div className="container-page">
        <SectionHeading id="contact-title" eyebrow={contact.eyebrow} heading={contact.heading} intro={contact.intro} />
        <div className="mt-12 grid grid-cols-1 gap-8 lg:grid-cols-[1.25fr_1fr]">
          <ContactForm actionResult={actionResult} />
          <div className="flex flex-col gap-5">
            <a
              href={`tel:${site.phone.dial}`}
              className={cardClass({
                className: "flex items-center gap-4 transition-shadow hover:shadow-[var(--shadow-lift)]",
              })}
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
                <Phone className="size-6" aria-hidden="true" />
              </span>
              <span>
                <span className="block text-sm text-muted">{contact.callLabel}</span>
                <span className="block text-lg font-bold text-ink">{site.phone.display}</span>
              </span>
            </a>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
              {contact.offices.map((office) => (
                <li key={office.title} className={cardClass()} data-testid="office-card">
                  <h3 className="font-bold text-ink">{office.title}</h3>
                  {office.lines.map((line) => (
                    <p key={line} className="mt-1.5 text-sm leading-relaxed text-muted">
                      {line}
                    </p>
                  ))}
                  <a
                    href={office.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900"
                  >
                    {office.actionLabel}
                    <span className="sr-only"> to {office.place} (opens in a new tab)</span>
                    <ExternalLink className="size-4" aria-hidden="true" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="mt-10">
          <h3 className="sr-only">{contact.map.heading}</h3>
          <MapEmbed map={contact.map} />
        </div>
        <div className="mt-8 text-center">
          <a
            href="#contact"
            className={buttonClass({ variant: "secondary" })}
            onClick={(event) => {
              event.preventDefault();
              scrollToSection("contact");
            }}
          >
            <CalendarCheck className="size-4" aria-hidden="true" />
            {contact.visit.label}
          </a>
        </div>
      </div>
    </>
  );
}
