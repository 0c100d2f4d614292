import type { PageContent } from "../../types";
import { foundingYear } from "../../../site/facts";

export const page: PageContent = {
  description: "The leadership of Jenesys Technologies.",
  hero: {
    eyebrow: "Leadership",
    title: "Executive Team",
    tagline: `Experienced engineers and business leaders guiding Jenesys Technologies since ${foundingYear}.`,
    intro: [
      "Our leadership team brings together long experience in software engineering, delivery management and the industries we serve, and stays close to the projects our clients depend on.",
    ],
    art: { icon: "users", alt: "Illustration of a leadership team gathered around a planning board" },
  },
  sections: [
    {
      kind: "team",
      heading: "Our leadership",
      members: [],
    },
    {
      kind: "prose",
      heading: "How Jenesys is led",
      paragraphs: [
        "Jenesys Technologies is led by a small executive team whose members came up through engineering and delivery. Decisions about clients, people and technology are taken by leaders who understand the work first-hand.",
        "Each practice, from enterprise applications to embedded systems, is run by a practice head with responsibility for its quality, its people and its clients. Every engagement has a named delivery lead who is the client's single point of accountability.",
      ],
      points: [
        "Leaders who remain hands-on in architecture and delivery reviews",
        "Quarterly reviews of every major engagement with the client",
        "An open-door policy for colleagues at every level",
        "Long-term thinking: growth that never comes at the cost of quality",
      ],
    },
  ],
  cta: {
    heading: "Would you like to speak with our leadership?",
    text: "For partnership proposals, large programmes or media enquiries, get in touch and we will arrange a conversation with the right person.",
    action: { label: "Contact Us", href: "/contact" },
  },
};
