/**
 * The openings and news items the site showed when they moved into the store: the seed of the
 * openingsAndNews migration. Like a migration step, this file is never edited after it shipped: a store
 * seeded from it has these rows, and staff change them in the staff area from then on.
 *
 * Each opening's apply-by day is its posting day plus 60 days, the validity its structured data stated
 * before; news items are dated to the first day of the quarter they were shown with.
 */
interface SeedOpening {
  slug: string;
  title: string;
  department: string;
  experience: string;
  location: string;
  summary: string;
  skills: string[];
  responsibilities: string[];
  datePosted: string;
  applyBy: string;
}

interface SeedNewsItem {
  date: string;
  title: string;
  location: string;
  description: string;
}

export const seedOpenings: readonly SeedOpening[] = [
  {
    slug: "senior-embedded-software-engineer",
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
    applyBy: "2027-01-11",
  },
  {
    slug: "storage-solutions-engineer",
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
    applyBy: "2026-12-27",
  },
  {
    slug: "full-stack-developer-react-and-node-js",
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
      "Develop features across front-end and back-end code",
      "Write automated tests and take part in code reviews",
      "Work with designers and business analysts to refine requirements",
      "Support releases and resolve production issues",
      "Improve performance, security and accessibility of existing applications",
    ],
    datePosted: "2026-11-18",
    applyBy: "2027-01-17",
  },
  {
    slug: "retail-solutions-consultant-pos-and-omnichannel",
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
    applyBy: "2027-01-04",
  },
  {
    slug: "test-automation-engineer",
    title: "Test Automation Engineer",
    department: "Systems Engineering",
    experience: "3 to 7 years",
    location: "Bangalore",
    summary:
      "Automate functional, regression and protocol tests for telecom and networking products using the Jenesys Quality Framework (JQF).",
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
    applyBy: "2026-12-13",
  },
];

export const seedNews: readonly SeedNewsItem[] = [
  {
    date: "2026-07-01",
    title: "EnergIT adds Scope 3 emissions reporting",
    location: "Bangalore",
    description:
      "The latest release of EnergIT, our energy and carbon management product, extends reporting from direct and purchased-energy emissions to supply-chain (Scope 3) emissions, with supplier data templates and reports structured for India's business responsibility and sustainability reporting.",
  },
  {
    date: "2026-01-01",
    title: "Jenesys presents at a national e-governance conference",
    location: "New Delhi",
    description:
      "Our public-sector team shared lessons from building accessible, multilingual citizen service portals, including how service-level dashboards helped a state revenue department shorten application processing.",
  },
  {
    date: "2025-07-01",
    title: "Graduate engineering programme welcomes its largest intake",
    location: "Bangalore and Chennai",
    description:
      "Our largest group of graduate engineers yet joined the Bangalore and Chennai offices and began our induction programme of classroom training, mentored project work and certification in cloud, testing and embedded technologies.",
  },
];
