/**
 * The job application's rules as plain values: the form in the browser reads them (labels, choices, limits)
 * without a validation library, and application-schema.ts builds the server's zod schema from them, so both
 * sides say the same.
 */

/** The form's field names, as posted. */
export const applicationFields = {
  fullName: "fullName",
  email: "email",
  phone: "phone",
  location: "location",
  noticePeriod: "noticePeriod",
  link: "link",
  cv: "cv",
  coverLetter: "coverLetter",
  consent: "consent",
  otherRoles: "otherRoles",
} as const;

export type ApplicationField = keyof typeof applicationFields;

/** The CV's size limit in words, its figure and unit kept together on one line. */
export const cvLimit = "5\u00a0MB";

/**
 * What the form says of a field left empty, the same from the page's script (before a CV is uploaded for
 * nothing) and from the server's schema.
 */
export const missingMessages = {
  fullName: "Please enter your full name.",
  email: "Please enter your e-mail address.",
  phone: "Please enter a phone number we can reach you on.",
  location: "Please tell us where you live now (city).",
  noticePeriod: "Please choose your notice period.",
  cv: "Please attach your CV as a PDF or Word (.docx) file.",
  cvTooLarge: `Your CV is larger than ${cvLimit}. Please send a smaller file, such as a PDF without large images.`,
  consent: "Please tick the box to agree to how we keep your application: we cannot consider it otherwise.",
} as const;

export const noticePeriods = ["Immediate", "15 days", "30 days", "60 days", "90 days"] as const;
export type NoticePeriod = (typeof noticePeriods)[number];

export const applicationLimits = {
  fullName: 100,
  email: 254,
  /** Room for "+91 98765 43210" and an extension; the digits are checked apart. */
  phone: 24,
  location: 100,
  link: 300,
  coverLetter: 5000,
  /** 5 MB: a CV of a few pages with a photo fits several times over. */
  cvBytes: 5 * 1024 * 1024,
} as const;

/** What the file input offers to pick; the server reads the file's own bytes whatever its name says. */
export const cvAccept =
  ".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** Where an application stands with HR, in the order it moves. */
export const applicationStages = ["new", "shortlisted", "interview", "offer", "hired", "rejected"] as const;
export type ApplicationStage = (typeof applicationStages)[number];

export const stageLabels: Record<ApplicationStage, string> = {
  new: "New",
  shortlisted: "Shortlisted",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
};

export function isApplicationStage(value: string): value is ApplicationStage {
  return (applicationStages as readonly string[]).includes(value);
}

/** How long a decided application is kept before it erases itself: settings, with these defaults. */
export interface ApplicationRetention {
  /** After a rejection. */
  rejectedDays: number;
  /** After hiring: the HR system takes the new colleague's file over. */
  hiredDays: number;
  /** From the consent, when the candidate asked to be kept for other roles (instead of `rejectedDays`). */
  otherRolesMonths: number;
}

export const defaultRetention: ApplicationRetention = { rejectedDays: 180, hiredDays: 30, otherRolesMonths: 12 };

/**
 * The consent the candidate ticks, in words that name what is kept, why and for how long. The words shown are
 * the words stored with the application, so the record says exactly what was agreed to.
 */
export function consentText(company: string, retention: ApplicationRetention): string {
  return (
    `I agree that ${company} keeps the details and CV I send here to consider me for this role. ` +
    `They are seen only by its HR team, and erased ${retention.rejectedDays} days after a decision ` +
    `(${retention.hiredDays} days after I am hired), or earlier when I withdraw.`
  );
}

export function otherRolesText(retention: ApplicationRetention): string {
  return `Keep my application for other roles for ${retention.otherRolesMonths} months.`;
}

/** What happens after applying, and when: said on the page's confirmation and in the candidate's mail. */
export const applicationNextSteps =
  "Our HR team reads every application within 10 working days. If your experience fits the role, we will call or " +
  "write to arrange a first conversation; either way, we will tell you the outcome by e-mail.";

/** The rejection mail HR starts from (and may change before sending); {name} and {opening} are filled in. */
export const rejectionTemplate = {
  subject: "Your application for {opening}",
  body:
    "Dear {name},\n\n" +
    "Thank you for your interest in the {opening} role and for the time you gave to your application. " +
    "We have considered it carefully, and we have decided not to take it further for this role.\n\n" +
    "This decision is about the fit with this particular position at this time. Please do apply again when " +
    "you see another opening on our careers page that matches your experience.\n\n" +
    "With best wishes,\nHR team, Jenesys Technologies",
};
