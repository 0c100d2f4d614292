import type { PageContent } from "../../types";

export const page: PageContent = {
  description:
    "Systems validation and verification: protocol conformance, interoperability, regression and compliance testing.",
  hero: {
    eyebrow: "Systems",
    title: "Validation and Verification",
    tagline: "Proof that your product does what it should, with every device and network it meets.",
    intro: [
      "A product that passes its own unit tests can still fail in the field: against another vendor's switch, on a congested wireless link or during a certification audit. Our validation and verification practice tests systems the way customers and certifiers will use them.",
      "We validate storage, networking, telecom, wireless, consumer, medical and industrial products in our own labs or on your test beds, combining protocol expertise with automation that keeps regression fast.",
    ],
    art: {
      icon: "clipboard-check",
      alt: "Illustration of a test bench with connected devices, a protocol analyser and passing test results",
    },
  },
  sections: [
    {
      kind: "blocks",
      id: "services",
      heading: "Validation services",
      blocks: [
        {
          title: "Protocol conformance testing",
          points: [
            "Networking, storage and wireless protocol test suites",
            "Test case design from standards and specifications",
            "Packet-level analysis and defect reproduction",
          ],
        },
        {
          title: "Interoperability testing",
          points: [
            "Multi-vendor test beds for network and storage products",
            "Device compatibility across phones, hosts and gateways",
            "Plugfest preparation and support",
          ],
        },
        {
          title: "Regression and test automation",
          points: [
            "Automated regression suites for firmware and systems software",
            "Hardware-in-the-loop test rigs",
            "Nightly runs integrated with your build system",
            "Results dashboards with trend analysis",
          ],
        },
        {
          title: "Performance, stress and reliability",
          points: [
            "Throughput, latency and scalability benchmarks",
            "Long-duration stability and soak tests",
            "Fault injection and failover testing",
          ],
        },
        {
          title: "Compliance and certification readiness",
          points: [
            "Verification evidence for medical software under IEC\u00a062304",
            "Support for functional safety and industrial standards",
            "Traceability from requirements to test results",
            "Pre-certification dry runs before formal audits",
          ],
        },
      ],
    },
    {
      kind: "results",
      heading: "Validation results",
      results: [
        {
          title: "Regression automation for a storage equipment maker",
          result: "Regression cut from weeks to days",
          detail:
            "An automated firmware validation framework now tests every nightly build of the client's storage arrays, so regressions are found the morning after they are introduced.",
        },
        {
          title: "Verification for a diagnostic device manufacturer",
          result: "Evidence ready for certification",
          detail:
            "Requirement-to-test traceability and verification records prepared by our team gave the client's regulatory submission a complete, auditable account of how the device was verified.",
        },
        {
          title: "Wireless interoperability for a smart home device brand",
          result: "Fewer connectivity complaints from the field",
          detail:
            "Testing against a wide range of routers and phone models uncovered pairing and roaming defects that were fixed before the next product launch.",
        },
      ],
    },
    {
      kind: "list",
      heading: "Why test with Jenesys",
      tone: "check",
      items: [
        "Independent testers who did not write the code they test",
        "Labs with multi-vendor network, storage and wireless equipment",
        "Protocol specialists who work from the standards themselves",
        "Automation that keeps regression cycles short as products grow",
        "Evidence prepared to the standard auditors and certifiers expect",
      ],
    },
  ],
  cta: {
    heading: "Ship with confidence",
    text: "Where does your product need to be proven? We will propose a validation plan, lab set-up and automation approach.",
    action: { label: "Contact Us", href: "/contact" },
  },
};
