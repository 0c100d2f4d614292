import { exampleClaims } from "../../example-claims";
import type { PageContent } from "../../types";

export const page: PageContent = {
  description:
    "Storage software engineering: file systems, SAN and NAS management, backup, replication and storage testing.",
  hero: {
    eyebrow: "Systems",
    title: "Storage Practice",
    tagline: "Storage software engineering, from the file system to the management console.",
    intro: [
      "Storage products are judged on what never happens: lost data, corrupted volumes, failed restores. Our storage practice has built and tested software for storage arrays, backup products and data-management platforms, where correctness under failure matters more than anything else.",
      "We work on file systems, block and object storage, SAN and NAS management, and backup and replication, and we test them in a lab equipped for multi-vendor interoperability.",
    ],
    art: {
      icon: "hard-drive",
      alt: "Illustration of stacked storage drives replicating data to a second site and the cloud",
    },
  },
  sections: [
    {
      kind: "blocks",
      id: "services",
      heading: "Storage engineering services",
      blocks: [
        {
          title: "File systems and storage stacks",
          points: [
            "Kernel and user-space file system development",
            "Block storage drivers and multipath I/O",
            "NFS and SMB protocol implementation and tuning",
            "Snapshots, thin provisioning and deduplication features",
          ],
        },
        {
          title: "SAN and NAS management software",
          points: [
            "Web consoles and command-line tools for storage administrators",
            "REST APIs and SMI-S providers",
            "Monitoring, alerting and capacity reporting",
          ],
        },
        {
          title: "Backup, replication and recovery",
          points: [
            "Backup agents for databases, virtual machines and applications",
            "Synchronous and asynchronous replication",
            "Disaster-recovery orchestration and failover testing",
            "Cloud and object storage tiering",
          ],
        },
        {
          title: "Storage testing and interoperability",
          points: [
            "Data-integrity and fault-injection testing",
            "Interoperability with operating systems, HBAs and switches",
            "Performance benchmarking and regression",
            "Certification test support for hypervisors and operating systems",
          ],
        },
      ],
    },
    {
      kind: "results",
      heading: "Storage projects",
      results: [
        {
          title: "Management software for a mid-range storage array maker",
          result: exampleClaims.practiceResults.storageConsole.result,
          detail:
            "A Jenesys team built the new web management console and REST API alongside the client's firmware team, allowing the product to launch ahead of plan.",
        },
        {
          title: "Backup agent sustenance for a data-protection software vendor",
          result: "Critical defect backlog cleared",
          detail:
            "We took over sustenance of database and virtual-machine agents, cleared the backlog and now deliver monthly maintenance releases.",
        },
        {
          title: "Interoperability lab for an enterprise storage vendor",
          result: "Shorter certification rounds",
          detail:
            "Automated interoperability suites across the vendor's supported host configurations shortened each certification round and reduced escaped defects.",
        },
      ],
    },
    {
      kind: "list",
      heading: "Why storage companies choose us",
      tone: "check",
      items: [
        "Engineers experienced in kernel, driver and protocol-level work",
        "A lab with multi-vendor servers, switches and host bus adapters",
        "Fault-injection and data-integrity testing as standard",
        "Long-term sustenance teams that retain product knowledge",
      ],
    },
  ],
  cta: {
    heading: "Strengthen your storage product",
    text: "With your storage platform and roadmap in front of us, we will show how our engineers and lab can add capacity where you need it.",
    action: { label: "Contact Us", href: "/contact" },
  },
};
