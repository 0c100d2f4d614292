import type { PageContent } from "../../types";
import { site } from "../../../site/facts";

export const page: PageContent = {
  description: "The terms on which the information on this website is provided.",
  hero: {
    eyebrow: "Legal",
    title: "Disclaimer",
    tagline: "The terms on which the information on this website is provided.",
    intro: [
      `This website is published by ${site.name} to describe our company, our services and our products. By using it you accept the terms below.`,
      "Last updated: 1 November 2026.",
    ],
    art: { icon: "scale", alt: "Illustration of a balance scale beside a document" },
  },
  sections: [
    {
      kind: "prose",
      heading: "Information provided as is",
      paragraphs: [
        "We take care to keep the content of this website accurate and up to date, but it is provided as is, for general information only. It is not professional, technical, legal or financial advice, and it does not form part of any contract or offer.",
        "We make no warranty, express or implied, about the completeness, accuracy, reliability or availability of the site or of anything on it. Services, products, features and job openings described here may change without notice. The terms of any engagement with us are those set out in a signed agreement.",
        `To the extent the law allows, ${site.name} is not liable for any loss or damage arising from the use of, or reliance on, information on this website.`,
      ],
    },
    {
      kind: "prose",
      heading: "Figures and case studies",
      paragraphs: [
        "Figures, statistics and case studies on this website, including cost savings, time savings and other results, describe past projects. They depend on each client's circumstances and are not a promise or guarantee of the results of any future engagement.",
        "Client names are withheld in our case studies to respect confidentiality; clients are described by their sector and size instead.",
      ],
    },
    {
      kind: "prose",
      heading: "External links",
      paragraphs: [
        "This website links to websites and services run by others, such as maps and the web pages of the technology vendors whose products we work with. We do not control those websites and are not responsible for their content, availability or privacy practices. A link does not mean that we endorse the website or its owner.",
      ],
    },
    {
      kind: "prose",
      heading: "Trademarks",
      paragraphs: [
        "Microsoft, IBM, HP, Oracle and other product and company names mentioned on this website are trademarks or registered trademarks of their respective owners. They are used only to identify those products and the technologies we work with, and their use does not imply endorsement of this website.",
        `The name ${site.name}, our logo and the names of our own products such as ERPConstruct, FINdeal and EnergIT belong to ${site.name}. The text and illustrations of this website may not be copied for commercial use without our written permission.`,
      ],
    },
  ],
  cta: {
    heading: "Have a question about this website?",
    text: "If something here is unclear or looks out of date, please let us know.",
    action: { label: "Contact Us", href: "/contact" },
  },
};
