/**
 * The states of an enquiry in the staff inbox, with the words staff read for each: the one list the store's
 * column, the inbox filter, the badges and the message page's buttons are made from.
 */
export const contactStatuses = ["new", "handled", "spam"] as const;
export type ContactStatus = (typeof contactStatuses)[number];

export const isContactStatus = (value: string): value is ContactStatus =>
  (contactStatuses as readonly string[]).includes(value);

export const statusLabels: Record<ContactStatus, string> = { new: "New", handled: "Handled", spam: "Spam" };

/** The button on an enquiry's page that moves it into each state. */
export const statusActionLabels: Record<ContactStatus, string> = {
  handled: "Mark as handled",
  spam: "Mark as spam",
  new: "Move back to new",
};

/**
 * A spam score (server/spam/signals.ts) of this or more holds an enquiry in the Spam tab; below it the enquiry
 * goes to the inbox, and its reasons are still shown on its page.
 */
export const spamThreshold = 5;

/** The button that takes an enquiry out of Spam: back to New, and its reasons weigh less for its sender's domain. */
export const notSpamLabel = "Not spam";

/** The longest private note staff may keep with an enquiry. */
export const maxNoteLength = 5000;
