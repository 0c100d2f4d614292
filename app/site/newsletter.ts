/**
 * The newsletter's consent rules, stated once: the server enforces them (server/newsletter/) and the
 * privacy policy quotes them (app/content/pages/legal/privacy-policy.ts), so the two cannot disagree.
 */

/** The pages a subscriber reaches from a mail: rendered on request, never prerendered or indexed. */
export const newsletterPages = {
  confirm: "/newsletter/confirm",
  unsubscribe: "/newsletter/unsubscribe",
} as const;

export const newsletterRules = {
  /** A confirmation link works this long after its mail was sent. */
  confirmLinkHours: 48,
  /** At most this many confirmation mails go to one address in any 24 hours, however often it is entered. */
  confirmationMailsPerDay: 3,
  /** An address whose confirmation never came is deleted after this many days. */
  pendingDays: 7,
} as const;
