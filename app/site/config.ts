/**
 * Company facts that a deployment sets. The values here are clearly marked examples (reserved
 * `.example` domain, a 0000 phone number, placeholder social profiles); a deployment overrides them
 * at build time with the `SITE_*` environment variables listed in the README.
 */

// Vite replaces `import.meta.env` at build time (SITE_* is an allowed prefix); scripts run by tsx read
// the process environment instead.
const env: Record<string, string | undefined> = import.meta.env ?? (typeof process !== "undefined" ? process.env : {});

export const site = {
  name: "Jenesys Technologies",
  shortName: "Jenesys",
  foundingYear: 2002,
  /** Public origin used for canonical URLs, the sitemap and share images. */
  url: (env.SITE_URL ?? "https://www.jenesys.example").replace(/\/$/, ""),
  email: {
    info: env.SITE_EMAIL_INFO ?? "info@jenesys.example",
    careers: env.SITE_EMAIL_CAREERS ?? "careers@jenesys.example",
    privacy: env.SITE_EMAIL_PRIVACY ?? "privacy@jenesys.example",
  },
  phone: {
    /** As displayed. */
    display: env.SITE_PHONE ?? "+91 80 0000 0000",
    /** As dialled (tel: link). */
    dial: (env.SITE_PHONE ?? "+91 80 0000 0000").replace(/[^+\d]/g, ""),
  },
  offices: {
    bangalore: {
      city: "Bangalore",
      street: "4th Floor, Example Tech Park, 80 Feet Road, Koramangala",
      locality: "Bangalore",
      region: "Karnataka",
      postalCode: "560034",
      country: "IN",
      phone: env.SITE_PHONE_BANGALORE ?? "+91 80 0000 0000",
    },
    chennai: {
      city: "Chennai",
      street: "2nd Floor, Example Towers, Old Mahabalipuram Road, Thoraipakkam",
      locality: "Chennai",
      region: "Tamil Nadu",
      postalCode: "600097",
      country: "IN",
      phone: undefined as string | undefined,
    },
  },
  hours: { from: "Monday", to: "Friday", opens: "09:00", closes: "18:00", weekend: "Closed" },
  social: {
    linkedin: env.SITE_LINKEDIN ?? "https://www.linkedin.com/company/example",
    twitter: env.SITE_TWITTER ?? "https://x.com/example",
    facebook: env.SITE_FACEBOOK ?? "https://www.facebook.com/example",
  },
} as const;

export type Office = (typeof site.offices)[keyof typeof site.offices];

/** One line of an office's postal address. */
export function officeAddress(office: Office): string {
  return `${office.street}, ${office.locality}, ${office.region} ${office.postalCode}, India`;
}

/** A maps search link for an office (opened only when the visitor follows it). */
export function directionsUrl(office: Office): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${site.name}, ${officeAddress(office)}`)}`;
}
