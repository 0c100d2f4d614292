import type { PageContent } from "../../types";
import { site } from "../../../site/facts";

export const page: PageContent = {
  description:
    "Open positions at Jenesys Technologies in systems, application development, systems engineering and retail solutions.",
  hero: {
    eyebrow: "Careers",
    title: "Current Openings",
    tagline: "Join the teams that build systems for telecom, banking, retail, government and product companies.",
    intro: [
      "We are hiring experienced engineers and consultants for our Bangalore and Chennai offices. Each role below lists the skills we are looking for and the responsibilities it carries.",
      `To apply, open a role below and send your CV with the form on its page; a confirmation comes by e-mail, and every application is read by someone in the team that is hiring. You can also e-mail your CV to ${site.email.careers} with the position title as the subject.`,
    ],
    art: { icon: "briefcase", alt: "Illustration of a briefcase with a job listing and a location pin" },
  },
  sections: [
    {
      kind: "openings",
      heading: "Open positions",
      // The openings themselves are published by staff in the staff area (server/listings/).
    },
    {
      kind: "list",
      heading: "What to include in your application",
      tone: "check",
      items: [
        "An up-to-date CV (PDF or Word) with the projects you are proudest of",
        "Your current location and whether you would relocate to Bangalore or Chennai",
        "Your notice period",
        "A few lines on why the role interests you, in the form's cover letter",
      ],
    },
  ],
  cta: {
    heading: "Don't see a role that fits?",
    text: `We are always glad to hear from talented people. Send your CV to ${site.email.careers} with the area you are interested in as the subject, or contact us with any question about working here.`,
    action: { label: "Contact Us", href: "/contact" },
  },
};
