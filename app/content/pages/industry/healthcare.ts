import type { PageContent } from "../../types";
import { offices } from "../../../site/facts";

export const page: PageContent = {
  description:
    "Hospital systems, telemedicine, medical device software and health data platforms built for privacy and compliance.",
  hero: {
    eyebrow: "Industry",
    title: "Healthcare",
    tagline: "Connected, secure software for hospitals, clinics, laboratories and medical device makers.",
    intro: [
      "Healthcare runs on information: patient histories, lab results, prescriptions, claims and device readings. When those systems do not talk to each other, clinicians lose time and patients wait. Jenesys Technologies builds and integrates hospital information systems, telemedicine platforms, medical device software and health data platforms that put the right information in front of the right person.",
      "We design for privacy, interoperability and compliance from the first sprint, working to standards such as HL7 FHIR and DICOM, to HIPAA for international clients, and to India's Digital Personal Data Protection Act and Ayushman Bharat Digital Mission guidelines where they apply.",
    ],
    quote: {
      label: "Our vision",
      text: "A healthcare system in which every clinician has a complete, accurate view of the patient, and every patient can reach care without friction.",
    },
    art: {
      icon: "heart-pulse",
      alt: "Illustration of a hospital building with a heartbeat line and connected medical devices",
    },
  },
  sections: [
    {
      kind: "cards",
      heading: "Healthcare solutions we deliver",
      columns: 3,
      cards: [
        {
          title: "Hospital information systems",
          description:
            "Admissions, outpatient, pharmacy, laboratory, radiology and billing modules built or integrated around a single patient record.",
          icon: "hospital",
        },
        {
          title: "Telemedicine and virtual care",
          description:
            "Video consultations, e-prescriptions, appointment booking and remote follow-up for hospitals and clinic chains.",
          icon: "smartphone",
        },
        {
          title: "Medical device software",
          description:
            "Embedded and companion software for monitoring and diagnostic devices, developed with the documentation and traceability that IEC\u00a062304 expects.",
          icon: "microchip",
        },
        {
          title: "Health data integration",
          description:
            "HL7 FHIR and HL7 v2 interfaces that connect EMRs, laboratory systems, PACS and insurers, so data is entered once and used everywhere.",
          icon: "workflow",
        },
        {
          title: "Clinical and operational analytics",
          description:
            "Dashboards and predictive models for bed occupancy, readmission risk, length of stay and department performance.",
          icon: "bar-chart",
        },
        {
          title: "Patient engagement apps",
          description:
            "Mobile and web apps for appointments, reports, medication reminders and payments that patients find easy to use.",
          icon: "heart",
        },
      ],
    },
    {
      kind: "list",
      heading: "Challenges in healthcare IT",
      tone: "challenge",
      items: [
        "Patient data scattered across departments, paper files and incompatible systems",
        "Strict privacy and security obligations for sensitive health records",
        "Clinicians spending more time on data entry than with patients",
        "Long waits for appointments, test reports and discharge",
        "Ageing systems that cannot support telemedicine or connected devices",
      ],
    },
    {
      kind: "list",
      heading: "What our healthcare clients gain",
      items: [
        "A single, reliable patient record across departments and locations",
        "Shorter waiting times through online booking and faster report turnaround",
        "Less manual data entry and fewer transcription errors",
        "Audit-ready privacy and access controls on every record",
        "Care that reaches patients at home and in smaller towns through virtual consultations",
      ],
    },
    {
      kind: "list",
      heading: "Why hospitals and health-tech firms choose us",
      tone: "check",
      items: [
        "Experience across hospital systems, diagnostics and medical device software",
        "Privacy by design: encryption, role-based access and audit trails as standard",
        "Interoperability expertise with HL7 FHIR, DICOM and insurer interfaces",
        "Rigorous validation and verification from our independent testing practice",
        `Engineering teams in ${offices.both} who stay with your system from design to support`,
      ],
    },
  ],
  cta: {
    heading: "Build connected care with us",
    text: "Share the problems your clinicians and patients face. We will help you plan systems that are secure, interoperable and easy to use.",
    action: { label: "Start Your Healthcare Transformation", href: "/contact" },
  },
};
