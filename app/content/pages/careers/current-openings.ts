import type { PageContent } from "../../types";
import { site } from "../../../site/config";

export const page: PageContent = {
  description:
    "Open positions at Jenesys Technologies in systems, application development, systems engineering and retail solutions.",
  hero: {
    eyebrow: "Careers",
    title: "Current Openings",
    tagline: "Join the teams that build systems for telecom, banking, retail, government and product companies.",
    intro: [
      "We are hiring experienced engineers and consultants for our Bangalore and Chennai offices. Each role below lists the skills we are looking for and what you would do in your first year.",
      `To apply, e-mail your CV to ${site.email.careers} with the position title as the subject. Every application is read by someone in the team that is hiring.`,
    ],
    art: { icon: "briefcase", alt: "Illustration of a briefcase with a job listing and a location pin" },
  },
  sections: [
    {
      kind: "openings",
      heading: "Open positions",
      intro: "Five roles across systems solutions, application development, systems engineering and retail solutions.",
      openings: [
        {
          title: "Senior Embedded Software Engineer",
          department: "Systems Engineering",
          experience: "5 to 8 years",
          location: "Bangalore",
          summary:
            "Design and develop firmware and device drivers for networking and storage products, from board bring-up to field releases, working directly with our clients' hardware teams.",
          skills: [
            "C and C++ for embedded targets",
            "Embedded Linux and device drivers",
            "ARM-based SoCs and board bring-up",
            "RTOS such as FreeRTOS or Zephyr",
            "I2C, SPI, PCIe and Ethernet",
            "JTAG debugging and oscilloscopes",
          ],
          responsibilities: [
            "Develop and maintain board support packages and drivers",
            "Lead technical design for features and review teammates' code",
            "Diagnose hardware and software issues in the lab and in the field",
            "Mentor junior engineers in the embedded team",
            "Work with client engineers on requirements and release planning",
          ],
          datePosted: "2026-11-12",
        },
        {
          title: "Storage Solutions Engineer",
          department: "Systems Solutions",
          experience: "4 to 8 years",
          location: "Bangalore",
          summary:
            "Build and validate storage management software, backup and replication features for enterprise storage platforms.",
          skills: [
            "Python and C",
            "SAN and NAS concepts",
            "iSCSI, Fibre Channel and NVMe",
            "Linux storage stack and file systems",
            "Backup and replication",
            "Test automation frameworks",
          ],
          responsibilities: [
            "Develop storage management and data protection features",
            "Design automated tests for failover, recovery and performance",
            "Analyse customer-reported issues and deliver fixes",
            "Document designs and test results for client reviews",
          ],
          datePosted: "2026-10-28",
        },
        {
          title: "Full-Stack Developer (React and Node.js)",
          department: "Application Development",
          experience: "3 to 7 years",
          location: "Chennai",
          summary:
            "Build web applications and APIs for clients in banking, healthcare and government, from the first design review to production support.",
          skills: [
            "TypeScript and JavaScript",
            "React",
            "Node.js and REST APIs",
            "PostgreSQL or MySQL",
            "Automated testing",
            "Git and CI/CD pipelines",
            "Web accessibility (WCAG)",
          ],
          responsibilities: [
            "Develop features across the front end and the back end",
            "Write automated tests and take part in code reviews",
            "Work with designers and business analysts to refine requirements",
            "Support releases and resolve production issues",
            "Improve performance, security and accessibility of existing applications",
          ],
          datePosted: "2026-11-18",
        },
        {
          title: "Retail Solutions Consultant (POS and Omnichannel)",
          department: "Retail Solutions",
          experience: "4 to 7 years",
          location: "Chennai",
          summary:
            "Lead the implementation of point-of-sale, inventory and omnichannel commerce solutions for retail chains and consumer brands.",
          skills: [
            "Retail POS and store operations",
            "Inventory and replenishment processes",
            "Online store and order management",
            "ERP integration",
            "SQL and reporting",
            "Requirements workshops and client communication",
          ],
          responsibilities: [
            "Run workshops with retail clients and document requirements",
            "Configure solutions and coordinate development and testing",
            "Plan and lead store roll-outs and user training",
            "Track project scope, risks and client satisfaction",
          ],
          datePosted: "2026-11-05",
        },
        {
          title: "Test Automation Engineer",
          department: "Systems Engineering",
          experience: "3 to 7 years",
          location: "Bangalore",
          summary:
            "Automate functional, regression and protocol tests for telecom and networking products using our proprietary QA framework.",
          skills: [
            "Python",
            "Pytest or Robot Framework",
            "Networking protocols (TCP/IP, SNMP)",
            "Linux",
            "Jenkins or GitLab CI",
          ],
          responsibilities: [
            "Design and maintain automated test suites",
            "Run regression cycles and report results to product teams",
            "Set up and manage test beds in the lab",
            "Identify gaps in coverage and propose new tests",
          ],
          datePosted: "2026-10-14",
        },
      ],
    },
    {
      kind: "list",
      heading: "What to include in your application",
      tone: "check",
      items: [
        "The position title as the subject of your e-mail",
        "An up-to-date CV with the projects you are proudest of",
        "Your current location and whether you would relocate to Bangalore or Chennai",
        "Your notice period",
      ],
    },
  ],
  cta: {
    heading: "Don't see a role that fits?",
    text: `We are always glad to hear from talented people. Send your CV to ${site.email.careers} with the area you are interested in as the subject, or contact us with any question about working here.`,
    action: { label: "Contact Us", href: "/contact" },
  },
};
