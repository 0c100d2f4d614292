import { exampleClaims } from "../../example-claims";
import type { CaseStudy, PageContent } from "../../types";
import { asStat, facts, foundingYear } from "../../../site/facts";

/** The eight case studies; the build also turns each one into /case-studies/{slug}.pdf. */
const studies: CaseStudy[] = [
  {
    slug: "telecom-service-assurance",
    title: "Unified service assurance for a national network",
    client: "A national telecom operator",
    industry: "Telecom",
    solution:
      "Jenesys built a vendor-neutral service assurance layer that collects alarms and performance counters from every element manager, correlates them by topology and time to identify the root cause, and raises a single enriched ticket in the operator's trouble-ticketing system. Dashboards show service impact by region and by enterprise customer. The platform runs on containers in the operator's private cloud and was rolled out region by region.",
    ...exampleClaims.caseStudies.telecomServiceAssurance,
  },
  {
    slug: "hospital-network-his",
    title: "One patient record across a hospital network",
    client: "A Chennai-based multi-speciality hospital network",
    industry: "Healthcare",
    solution:
      "We implemented a shared hospital information system with a single patient identity, electronic medical records, laboratory and pharmacy modules, and online appointment booking. Data from the old systems was cleaned and migrated hospital by hospital, clinical staff were trained on the wards, and role-based access with audit trails protects patient privacy.",
    ...exampleClaims.caseStudies.hospitalNetwork,
  },
  {
    slug: "cooperative-bank-digital-lending",
    title: "Digital lending for a cooperative bank",
    client: "A multi-state cooperative bank",
    industry: "BFSI",
    solution:
      "Jenesys delivered a digital lending platform integrated with the bank's core banking system: online and branch-assisted applications, document upload with verification, credit bureau checks, configurable scoring rules and a workflow for credit officers. A rules-based fraud engine flags unusual applications for review, and every decision is logged for audit.",
    ...exampleClaims.caseStudies.cooperativeBankLending,
  },
  {
    slug: "state-citizen-services-portal",
    title: "Citizen services portal for a state revenue department",
    client: "A state government revenue department",
    industry: "Government",
    challenge:
      "Certificates and land-record services required citizens to visit offices several times, and applications moved between desks on paper. The department had no reliable way to track pending applications or to meet the service timelines set by the state's public services guarantee rules.",
    ...exampleClaims.caseStudies.citizenServicesPortal,
  },
  {
    slug: "discom-renewable-forecasting",
    title: "Renewable generation forecasting for a utility",
    client: "A state power distribution utility",
    industry: "Energy",
    ...exampleClaims.caseStudies.renewableForecasting,
  },
  {
    slug: "apparel-retail-omnichannel",
    title: "Omnichannel commerce for an apparel chain",
    industry: "Retail",
    solution:
      "We built a headless online store connected to a single inventory service fed in real time by store point-of-sale systems and the central warehouse. Customers can buy online and collect in store, stores ship web orders from their own stock, and a replenishment dashboard highlights slow and fast sellers by store and size.",
    ...exampleClaims.caseStudies.apparelOmnichannel,
  },
  {
    slug: "3pl-fleet-visibility",
    title: "Fleet and shipment visibility for a 3PL provider",
    client: "A pan-India third-party logistics provider",
    industry: "Logistics",
    solution:
      "Jenesys delivered a fleet and shipment visibility platform: GPS telematics integration, route planning, geofenced alerts, a driver app with electronic proof of delivery that works offline, and a customer portal with live tracking. Delivery data flows straight into billing.",
    ...exampleClaims.caseStudies.fleetVisibility,
  },
  {
    slug: "storage-firmware-validation",
    title: "Automated validation for storage firmware",
    client: "A global enterprise storage equipment maker",
    industry: "Embedded and Storage",
    challenge:
      "Each firmware release of the client's storage arrays needed a three-week manual regression cycle across many controller, drive and protocol combinations. Release dates slipped, and defects still escaped to customers in configurations that had not been tested.",
    solution:
      "Our storage and validation engineers in Bangalore built an automated test framework covering iSCSI, Fibre Channel and NVMe over Fabrics, with fault-injection tests for drive failures, controller failover and power loss. Tests run overnight on a shared hardware lab, and results feed the client's defect tracker automatically.",
    ...exampleClaims.caseStudies.storageFirmwareValidation,
  },
];

export const page: PageContent = {
  description:
    "Eight client case studies across telecom, healthcare, banking, government, energy, retail, logistics and embedded storage.",
  hero: {
    eyebrow: "Insights",
    title: "Success Stories",
    tagline: "Real problems, practical solutions and results our clients can measure.",
    intro: [
      `Since ${foundingYear} Jenesys Technologies has delivered software for telecom operators, hospitals, banks, government departments, utilities, retailers, logistics firms and product companies in India and abroad.`,
      "The eight stories below describe what each client faced, what we built and what changed. Client names are withheld to respect confidentiality, and every story can be downloaded as a PDF to share with your team.",
    ],
    art: { icon: "trophy", alt: "Illustration of a trophy beside a rising bar chart" },
  },
  sections: [
    {
      kind: "caseStudies",
      heading: "Client case studies",
      intro:
        "Eight projects across telecom, healthcare, banking, government, energy, retail, logistics and embedded storage.",
      studies,
    },
    {
      kind: "stats",
      heading: "Behind these stories",
      stats: [
        { icon: "clipboard-check", ...asStat(facts.projects) },
        { icon: "globe", ...asStat(facts.countries) },
        { icon: "calendar", ...asStat(facts.experience) },
        { icon: "code", ...asStat(facts.technologies) },
      ],
    },
  ],
  cta: {
    heading: "Want a case study for your industry?",
    text: "Describe your sector and the problem you are facing. We will share relevant project experience and put you in touch with the team that delivered it.",
    action: { label: "Contact for a Custom Case Study", href: "/contact" },
  },
};
