import type { PageContent } from "../../types";
import { asStat, green } from "../../../site/facts";

const recycled = green.recycledStationery.value;

export const page: PageContent = {
  description: `Eight sustainability initiatives across our Bangalore and Chennai offices, from ${recycled} recycled stationery to energy-efficient infrastructure.`,
  hero: {
    eyebrow: "Company",
    title: "Green Credentials",
    tagline: "Eight practical initiatives that reduce the footprint of our offices and our software.",
    intro: [
      "A software company's environmental impact is easy to overlook: it sits in electricity bills, discarded hardware, paper, daily commutes and the servers that run our code. We have worked on each of these at our Bangalore and Chennai offices.",
      "The initiatives below are already in place. We track them with the same discipline we apply to client projects, and we use our own EnergIT platform to monitor energy use across both offices.",
    ],
    art: {
      icon: "leaf",
      alt: "Illustration of a green leaf growing from a circuit board beside a recycling symbol",
    },
  },
  sections: [
    {
      kind: "cards",
      id: "initiatives",
      heading: "Our eight green initiatives",
      columns: 4,
      cards: [
        {
          icon: "recycle",
          title: `${recycled} recycled stationery`,
          description: `All stationery used in our offices, from notebooks and printer paper to envelopes and visiting cards, is ${recycled} recycled.`,
        },
        {
          icon: "file-text",
          title: "Paperless by default",
          description:
            "Proposals, contracts, timesheets, approvals and project documents are handled digitally, and printing requires a deliberate choice.",
        },
        {
          icon: "zap",
          title: "Energy-efficient offices",
          description:
            "LED lighting, occupancy sensors, energy-rated air conditioning set to 24 °C and automatic shutdown of idle equipment after hours.",
        },
        {
          icon: "server",
          title: "Virtualised infrastructure",
          description:
            "Development and test servers are consolidated onto virtualised and cloud platforms that scale down when not in use.",
        },
        {
          icon: "refresh-cw",
          title: "Responsible e-waste handling",
          description:
            "Laptops and hardware are refurbished and reused where possible, and retired equipment goes only to authorised e-waste recyclers.",
        },
        {
          icon: "leaf",
          title: "Water conservation",
          description:
            "Low-flow fixtures and reuse of purifier reject water for cleaning and landscaping reduce fresh-water use in both offices.",
        },
        {
          icon: "users",
          title: "Greener commuting",
          description:
            "Shared transport, car-pooling support and hybrid working cut the number of daily journeys our teams make.",
        },
        {
          icon: "code",
          title: "Green software engineering",
          description:
            "We right-size cloud resources, optimise queries and batch jobs, and review compute costs so the software we build uses less energy.",
        },
      ],
    },
    {
      kind: "stats",
      heading: "Green credentials at a glance",
      stats: [
        { icon: "recycle", ...asStat(green.recycledStationery) },
        { icon: "leaf", value: "8", label: "Active green initiatives" },
        { icon: "building", value: "2", label: "Offices covered: Bangalore and Chennai" },
      ],
    },
    {
      kind: "list",
      heading: "How we keep ourselves honest",
      tone: "check",
      items: [
        "Office energy use is metered and reviewed monthly",
        "Each initiative has a named owner in the administration team",
        "E-waste disposal is documented with recycler certificates",
        "Cloud environments for internal projects are reviewed quarterly for idle resources",
        "Employees can suggest improvements through an open internal channel",
      ],
    },
  ],
  cta: {
    heading: "Build greener software with us",
    text: "Ask us how efficient architecture and right-sized infrastructure can reduce both the running cost and the footprint of your systems.",
    action: { label: "Contact Us", href: "/contact" },
  },
};
