/**
 * EXAMPLE CLAIMS: client results whose figures carry a story but that the company has not confirmed
 * in the company's own facts (app/site/facts.ts). Like the example e-mail addresses there, every figure below is a
 * clearly marked example: a deployment confirms each one with the client concerned (and the client's
 * consent to publish it) or replaces it before the site goes live. Pages refer to these entries
 * instead of writing figures of their own, so one story carries one set of figures wherever it is
 * told, and `scripts/copy-audit.ts` counts every exact figure outside this list as unconfirmed.
 *
 * Company-wide figures (founding year, projects, countries, …) are not here: they are facts of the
 * company and live in `app/site/facts.ts`.
 */

/** The e-governance result told on /EBusiness and /SuccessStories (the state revenue department's portal). */
const eGovernanceProcessingTime = "Average processing time reduced from 21\u00a0days to 6\u00a0days";

export const exampleClaims = {
  eGovernance: { processingTime: eGovernanceProcessingTime },

  /** Figures of the eight success stories, by story (client descriptions, challenges and outcomes). */
  caseStudies: {
    /** Unified service assurance for a national network (telecom-service-assurance) */
    telecomServiceAssurance: {
      challenge:
        "The operator monitored more than 40,000\u00a0cell sites with separate fault tools for each equipment vendor and region. Network operations engineers faced over 250,000\u00a0raw alarms a day, most of them duplicates or side effects of a single fault, and mean time to repair for major incidents had risen above six hours.",
      outcomes: [
        "Alarms reaching engineers reduced by 65% through correlation and de-duplication",
        "Mean time to repair for major incidents cut from 6.5\u00a0hours to 3.8\u00a0hours",
        "40,000+\u00a0cell sites from four equipment vendors monitored on one console",
        "Roll-out across four regions completed in nine months without a monitoring outage",
      ],
    },
    /** One patient record across a hospital network (hospital-network-his) */
    hospitalNetwork: {
      challenge:
        "Each of the network's six hospitals ran its own registration, billing and laboratory software. Patients who moved between hospitals repeated tests and paperwork, doctors could not see earlier records, and outpatient waiting times at peak hours exceeded 90\u00a0minutes.",
      outcomes: [
        "Average outpatient waiting time reduced by 35%",
        "1.2\u00a0million patient records consolidated under a single patient identity",
        "Duplicate laboratory tests for transferred patients down by 28%",
        "Billing cycle for discharges shortened from four hours to under one hour",
      ],
    },
    /** Digital lending for a cooperative bank (cooperative-bank-digital-lending) */
    cooperativeBankLending: {
      challenge:
        "Retail and small-business loans were processed on paper across 140\u00a0branches. Approval took seven working days on average, documents were lost in transit between branches and the credit department, and the bank had little visibility of early signs of fraud.",
      outcomes: [
        "Loan turnaround reduced from seven working days to 48\u00a0hours",
        "Paper files eliminated for 92% of new loan applications",
        "Suspected fraudulent applications flagged before disbursal rose threefold",
        "Platform live in all 140\u00a0branches within eight months",
      ],
    },
    /** Citizen services portal for a state revenue department (state-citizen-services-portal) */
    citizenServicesPortal: {
      solution:
        "We built a citizen services portal and back-office workflow for more than 120\u00a0services, with online applications, digital signatures, fee payment, SMS status updates and dashboards for officers and supervisors. The portal meets WCAG\u00a02.1 AA accessibility, supports English and the state language, and was security-audited before launch.",
      outcomes: [
        "120+\u00a0services available online to citizens",
        "2.5\u00a0million applications processed in the first year",
        eGovernanceProcessingTime,
        "Office visits per application reduced from three to none for most services",
      ],
    },
    /** Renewable generation forecasting for a utility (discom-renewable-forecasting) */
    renewableForecasting: {
      challenge:
        "With solar and wind supplying a growing share of power, the utility's day-ahead schedules were often wrong by 15% to 20%. The resulting deviations led to penalties under grid regulations and to costly last-minute purchases on the power exchange.",
      solution:
        "Jenesys developed a forecasting platform that combines weather forecasts, satellite irradiance data and plant telemetry with machine-learning models trained on five years of generation history. Forecasts are produced in 15-minute blocks for the day ahead and revised through the day, and flow directly into the utility's scheduling system.",
      outcomes: [
        "Day-ahead forecast error reduced from 18% to 7%",
        "Deviation penalties down by 40% in the first year",
        "Forecasts for 1,800\u00a0MW of solar and wind capacity in 15-minute blocks",
      ],
    },
    /** Omnichannel commerce for an apparel chain (apparel-retail-omnichannel) */
    apparelOmnichannel: {
      client: "A South Indian apparel retail chain with 85\u00a0stores",
      challenge:
        "The chain's online store and its 85\u00a0shops ran on separate stock records. Customers ordered items online that were out of stock, stores could not fulfil web orders, and markdowns at the end of each season ate into margins because slow-moving stock was spotted too late.",
      outcomes: [
        "Online revenue grew 2.8\u00a0times in 18\u00a0months",
        "Stock-outs on best-selling lines down by 30%",
        "End-of-season markdowns reduced by 18%",
        "22% of online orders now collected in store",
      ],
    },
    /** Fleet and shipment visibility for a 3PL provider (3pl-fleet-visibility) */
    fleetVisibility: {
      challenge:
        "The company ran 1,800\u00a0owned and contracted vehicles, but customer service learned of delays only when a client phoned. Trip planning was done on spreadsheets, fuel use varied widely between similar routes, and proof of delivery took days to reach the billing team.",
      outcomes: [
        "On-time deliveries improved from 86% to 95%",
        "Fuel cost per kilometre down by 12%",
        "Billing cycle shortened from 10\u00a0days to 2\u00a0days with electronic proof of delivery",
        "1,800\u00a0vehicles tracked live on a single platform",
      ],
    },
    /** Automated validation for storage firmware (storage-firmware-validation) */
    storageFirmwareValidation: {
      outcomes: [
        "Regression cycle shortened from three weeks to four days",
        "2,400\u00a0automated test cases running nightly",
        "Defects escaping to customers reduced by 45% over four releases",
      ],
    },
  },

  /** Result cards of practice pages whose figures the client concerned is to confirm. */
  practiceResults: {
    /** /EBusiness: property tax portal for a municipal corporation */
    propertyTax: {
      result: "Online collections tripled",
      detail:
        "Self-assessment, online payment and instant receipts in two languages tripled the share of property tax collected online within the first year.",
    },
    /** /ReEngineering: MIS modernisation for a state cooperative bank */
    cooperativeBankReports: {
      result: "Reports ready within minutes",
      detail:
        "A data warehouse fed nightly from branch systems replaced manual consolidation of spreadsheets, so regulatory and management reports that took three days now run in minutes.",
    },
    /** /StoragePractise: management software for a mid-range storage array maker */
    storageConsole: { result: "Release shipped one quarter early" },
  },

  /** The awards on /NewsEvents: recognition the company is to name and confirm. */
  awards: [
    {
      when: "2025",
      title: "Recognition for e-governance delivery",
      description:
        "Recognised at a state IT awards programme for the citizen services portal for a state revenue department, which moved certificate applications online.",
    },
    {
      when: "2024",
      title: "Recognition for our software testing practice",
      description:
        "Recognised by an industry quality forum for the Jenesys Quality Framework (JQF) and the independent testing practice built around it, serving clients in telecom, banking and embedded systems.",
    },
  ],

  /** A milestone on /NewsEvents whose count nobody has confirmed. */
  milestones: [
    {
      when: "2011",
      title: "100th project delivered",
      description:
        "Our hundredth client project goes live, with repeat clients across telecom, banking and government.",
    },
  ],
};

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** Every string of the list, for the copy audit and its test. */
export function exampleClaimTexts(): string[] {
  return strings(exampleClaims);
}
