import type { CaseStudy, PageContent } from "../../types";

/** The eight case studies; the build also turns each one into /case-studies/{slug}.pdf. */
const studies: CaseStudy[] = [
  {
    slug: "telecom-service-assurance",
    title: "Unified service assurance for a national network",
    client: "A national telecom operator",
    industry: "Telecom",
    challenge:
      "The operator monitored more than 40,000 cell sites with separate fault tools for each equipment vendor and region. Network operations engineers faced over 250,000 raw alarms a day, most of them duplicates or side effects of a single fault, and mean time to repair for major incidents had risen above six hours.",
    solution:
      "Jenesys built a vendor-neutral service assurance layer that collects alarms and performance counters from every element manager, correlates them by topology and time to identify the root cause, and raises a single enriched ticket in the operator's trouble-ticketing system. Dashboards show service impact by region and by enterprise customer. The platform runs on containers in the operator's private cloud and was rolled out region by region over nine months.",
    outcomes: [
      "Alarms reaching engineers reduced by 65% through correlation and de-duplication",
      "Mean time to repair for major incidents cut from 6.5 hours to 3.8 hours",
      "40,000+ cell sites from four equipment vendors monitored on one console",
      "Rollout across four regions completed in nine months without a monitoring outage",
    ],
  },
  {
    slug: "hospital-network-his",
    title: "One patient record across six hospitals",
    client: "A Chennai-based multi-speciality hospital network",
    industry: "Healthcare",
    challenge:
      "Each of the network's six hospitals ran its own registration, billing and laboratory software. Patients who moved between hospitals repeated tests and paperwork, doctors could not see earlier records, and outpatient waiting times at peak hours exceeded 90 minutes.",
    solution:
      "We implemented a shared hospital information system with a single patient identity, electronic medical records, laboratory and pharmacy modules, and online appointment booking. Data from the old systems was cleaned and migrated hospital by hospital, clinical staff were trained on the wards, and role-based access with audit trails protects patient privacy.",
    outcomes: [
      "Average outpatient waiting time reduced by 35%",
      "1.2 million patient records consolidated under a single patient identity",
      "Duplicate laboratory tests for transferred patients down by 28%",
      "Billing cycle for discharges shortened from four hours to under one hour",
    ],
  },
  {
    slug: "cooperative-bank-digital-lending",
    title: "Digital lending for a cooperative bank",
    client: "A multi-state cooperative bank",
    industry: "BFSI",
    challenge:
      "Retail and small-business loans were processed on paper across 140 branches. Approval took seven working days on average, documents were lost in transit between branches and the credit department, and the bank had little visibility of early signs of fraud.",
    solution:
      "Jenesys delivered a digital lending platform integrated with the bank's core banking system: online and branch-assisted applications, document upload with verification, credit bureau checks, configurable scoring rules and a workflow for credit officers. A rules-based fraud engine flags unusual applications for review, and every decision is logged for audit.",
    outcomes: [
      "Loan turnaround reduced from seven working days to 48 hours",
      "Paper files eliminated for 92% of new loan applications",
      "Suspected fraudulent applications flagged before disbursal rose threefold",
      "Platform live in all 140 branches within eight months",
    ],
  },
  {
    slug: "state-citizen-services-portal",
    title: "Online citizen services for a state department",
    client: "A state government revenue department",
    industry: "Government",
    challenge:
      "Certificates and land-record services required citizens to visit offices several times, and applications moved between desks on paper. The department had no reliable way to track pending applications or to meet the service timelines set by the state's public services guarantee rules.",
    solution:
      "We built a citizen services portal and back-office workflow for more than 120 services, with online applications, digital signatures, fee payment, SMS status updates and dashboards for officers and supervisors. The portal meets WCAG 2.1 AA accessibility, supports English and the state language, and was security-audited before launch.",
    outcomes: [
      "120+ services available online to citizens",
      "2.5 million applications processed in the first year",
      "Average processing time reduced from 21 days to 6 days",
      "Office visits per application reduced from three to none for most services",
    ],
  },
  {
    slug: "discom-renewable-forecasting",
    title: "Renewable generation forecasting for a utility",
    client: "A state power distribution utility",
    industry: "Energy",
    challenge:
      "With solar and wind supplying a growing share of power, the utility's day-ahead schedules were often wrong by 15 to 20 percent. The resulting deviations led to penalties under grid regulations and to costly last-minute purchases on the power exchange.",
    solution:
      "Jenesys developed a forecasting platform that combines weather forecasts, satellite irradiance data and plant telemetry with machine-learning models trained on five years of generation history. Forecasts are produced in 15-minute blocks for the day ahead and revised through the day, and flow directly into the utility's scheduling system.",
    outcomes: [
      "Day-ahead forecast error reduced from 18% to 7%",
      "Deviation penalties down by 40% in the first year",
      "Forecasts for 1,800 MW of solar and wind capacity in 15-minute blocks",
    ],
  },
  {
    slug: "apparel-retail-omnichannel",
    title: "Omnichannel commerce for an apparel chain",
    client: "A South Indian apparel retail chain with 85 stores",
    industry: "Retail",
    challenge:
      "The chain's online store and its 85 shops ran on separate stock records. Customers ordered items online that were out of stock, stores could not fulfil web orders, and markdowns at the end of each season ate into margins because slow-moving stock was spotted too late.",
    solution:
      "We built a headless online store connected to a single inventory service fed in real time by store point-of-sale systems and the central warehouse. Customers can buy online and collect in store, stores ship web orders from their own stock, and a replenishment dashboard highlights slow and fast sellers by store and size.",
    outcomes: [
      "Online revenue grew 2.8 times in 18 months",
      "Stock-outs on best-selling lines down by 30%",
      "End-of-season markdowns reduced by 18%",
      "22% of online orders now collected in store",
    ],
  },
  {
    slug: "3pl-fleet-visibility",
    title: "Fleet and shipment visibility for a 3PL provider",
    client: "A pan-India third-party logistics provider",
    industry: "Logistics",
    challenge:
      "The company ran 1,800 owned and contracted vehicles, but customer service learned of delays only when a client phoned. Trip planning was done on spreadsheets, fuel use varied widely between similar routes, and proof of delivery took days to reach the billing team.",
    solution:
      "Jenesys delivered a fleet and shipment visibility platform: GPS telematics integration, route planning, geofenced alerts, a driver app with electronic proof of delivery that works offline, and a customer portal with live tracking. Delivery data flows straight into billing.",
    outcomes: [
      "On-time deliveries improved from 86% to 95%",
      "Fuel cost per kilometre down by 12%",
      "Billing cycle shortened from 10 days to 2 days with electronic proof of delivery",
      "1,800 vehicles tracked live on a single platform",
    ],
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
    outcomes: [
      "Regression cycle shortened from three weeks to four days",
      "2,400 automated test cases running nightly",
      "Defects escaping to customers reduced by 45% over four releases",
    ],
  },
];

export const page: PageContent = {
  description:
    "Eight client case studies across telecom, healthcare, banking, government, energy, retail and logistics.",
  hero: {
    eyebrow: "Insights",
    title: "Success Stories",
    tagline: "Real problems, practical solutions and results our clients can measure.",
    intro: [
      "For more than two decades Jenesys Technologies has delivered software for telecom operators, hospitals, banks, government departments, utilities, retailers, logistics firms and product companies in India and abroad.",
      "The eight stories below describe what each client faced, what we built and what changed. Client names are withheld to respect confidentiality; every story can be downloaded as a PDF to share with your team.",
    ],
    art: { icon: "trophy", alt: "Illustration of a trophy beside a rising bar chart" },
  },
  sections: [
    {
      kind: "caseStudies",
      heading: "Client Case Studies",
      intro: "Eight projects across telecom, healthcare, banking, government, energy, retail, logistics and embedded storage.",
      studies,
    },
    {
      kind: "stats",
      heading: "Behind These Stories",
      stats: [
        { icon: "clipboard-check", value: "200+", label: "Projects completed" },
        { icon: "globe", value: "15+", label: "Countries served" },
        { icon: "calendar", value: "23+", label: "Years of industry experience" },
        { icon: "code", value: "30+", label: "Technologies" },
      ],
    },
  ],
  cta: {
    heading: "Want a case study for your industry?",
    text: "Tell us about your sector and the problem you are facing. We will share relevant project experience and put you in touch with the team that delivered it.",
    action: { label: "Contact for a Custom Case Study", href: "/contact" },
  },
};
