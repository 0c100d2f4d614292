import { ArrowUp, Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { footer } from "../../content/footer";
import { scrollBehavior } from "../../lib/motion";
import { officeAddress, site } from "../../site/facts";
import { isHomePath, pagesInGroup } from "../../site/pages";
import { scrollToSection } from "../../lib/scroll";
import { usePageTransition } from "../../hooks/usePageTransition";
import { AppLink } from "../PageTransition";
import { NewsletterForm } from "./NewsletterForm";
import { SocialIcon } from "./SocialIcons";
import { displayDays, displayTime } from "../../lib/opening-hours";

const linkClass = "text-sm text-slate-300 transition-colors hover:text-white";

function FooterHeading({ id, className = "", children }: { id?: string; className?: string; children: string }) {
  return (
    <h2 id={id} className={`text-sm font-bold tracking-wider text-white uppercase ${className}`}>
      {children}
    </h2>
  );
}

function ContactLine({ icon: Icon, children }: { icon: typeof MapPin; children: ReactNode }) {
  return (
    <p className="flex gap-3">
      <Icon className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden="true" />
      {children}
    </p>
  );
}

/** What the site footer holds; the <footer> element itself is an island (app/root.tsx). */
export function SiteFooter() {
  const { pathname } = useLocation();
  const { navigateAfterExit } = usePageTransition();
  const scrollToTop = () => window.scrollTo({ top: 0, behavior: scrollBehavior() });

  return (
    <>
      <button
        type="button"
        onClick={scrollToTop}
        aria-label="Scroll to top"
        className="absolute -top-6 right-6 flex size-12 items-center justify-center rounded-full bg-accent-500 text-brand-950 shadow-[var(--shadow-lift)] transition-transform hover:-translate-y-0.5"
      >
        <ArrowUp className="size-5" aria-hidden="true" />
      </button>
      <div className="container-page grid gap-10 py-16 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1.4fr]">
        {/* The company across the top on a tablet, so the links and the contact box share the row below. */}
        <div className="sm:col-span-2 lg:col-span-1">
          <p className="text-xl font-extrabold text-white">{site.name}</p>
          <p className="mt-3 max-w-xs text-sm leading-relaxed">{footer.blurb}</p>
          <ul className="mt-5 flex gap-3">
            {footer.social.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={`${site.name} on ${link.network} (opens in a new tab)`}
                  className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
                >
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div className="grid grid-cols-2 gap-8 sm:col-span-1 lg:col-span-2">
          <nav aria-labelledby="footer-quick-links">
            <FooterHeading id="footer-quick-links">Quick Links</FooterHeading>
            <ul className="mt-4 space-y-2.5">
              {footer.quickLinks.map((link) => (
                <li key={link.name}>
                  <AppLink
                    to={link.href}
                    className={linkClass}
                    onClick={
                      link.href === "/"
                        ? (event) => {
                            // Home scrolls to the hero on the home page, and elsewhere asks the home page to.
                            event.preventDefault();
                            if (isHomePath(pathname)) {
                              scrollToSection("hero");
                            } else navigateAfterExit("/", { state: { scrollTo: "hero" } });
                          }
                        : undefined
                    }
                  >
                    {link.name}
                  </AppLink>
                </li>
              ))}
            </ul>
            <FooterHeading className="mt-8">Technologies we work with</FooterHeading>
            <ul className="mt-4 space-y-2.5">
              {pagesInGroup("partners").map((page) => (
                <li key={page.path}>
                  <AppLink to={page.path} className={linkClass}>
                    {page.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-services">
            <FooterHeading id="footer-services">Our Services</FooterHeading>
            <ul className="mt-4 space-y-2.5">
              {footer.services.map((service) => (
                <li key={service.name}>
                  <AppLink to={service.path} className={linkClass}>
                    {service.name}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <div className="space-y-8">
          <div>
            <FooterHeading>Contact</FooterHeading>
            <address className="mt-4 space-y-3 text-sm not-italic">
              <ContactLine icon={MapPin}>{officeAddress(site.offices.bangalore)}</ContactLine>
              <ContactLine icon={Mail}>
                <a href={`mailto:${site.email.info}`} className="hover:text-white">
                  {site.email.info}
                </a>
              </ContactLine>
              <ContactLine icon={Phone}>
                <a href={`tel:${site.phone.dial}`} className="hover:text-white">
                  {site.phone.display}
                </a>
              </ContactLine>
              <ContactLine icon={Clock}>
                <span>
                  {displayDays(site.hours.from, site.hours.to)}: {displayTime(site.hours.opens)} –{" "}
                  {displayTime(site.hours.closes)}
                  <br />
                  {displayDays("Saturday", "Sunday")}: {site.hours.weekend}
                </span>
              </ContactLine>
            </address>
          </div>
          <div>
            <FooterHeading>{footer.newsletter.heading}</FooterHeading>
            <p className="mt-3 text-sm">{footer.newsletter.text}</p>
            <NewsletterForm />
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {site.foundingYear}–{new Date().getFullYear()} {site.name}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {footer.bottomLinks.map((link) => (
              <li key={link.name}>
                <AppLink to={link.href} className={linkClass}>
                  {link.name}
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}
