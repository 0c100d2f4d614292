import type { Section as SectionContent } from "../content/types";
import { openingsIntro } from "../lib/listings";
import { CardGrid } from "./CardGrid";
import { CaseStudies } from "./CaseStudies";
import { Checklist } from "./Checklist";
import { Milestones, NewsList } from "./NewsAndMilestones";
import { Openings } from "./Openings";
import { Prose, Team } from "./Prose";
import { SectionBody } from "./SectionShell";
import { ServiceBlocks } from "./ServiceBlocks";
import { ResultCards, StatsBand } from "./Stats";
import { Steps } from "./Steps";

/** The widget a section's kind calls for. */
function SectionWidget({ section }: { section: SectionContent }) {
  switch (section.kind) {
    case "cards":
      return <CardGrid cards={section.cards} columns={section.columns} />;
    case "list":
      return <Checklist items={section.items} tone={section.tone} />;
    case "blocks":
      return <ServiceBlocks blocks={section.blocks} />;
    case "pillars":
      return <ServiceBlocks blocks={section.pillars} />;
    case "steps":
      return <Steps steps={section.steps} />;
    case "stats":
      return <StatsBand stats={section.stats} />;
    case "results":
      return <ResultCards results={section.results} />;
    case "caseStudies":
      return <CaseStudies studies={section.studies} />;
    case "news":
      return <NewsList items={section.items ?? []} />;
    case "milestones":
      return <Milestones items={section.items} style={section.style} />;
    case "openings":
      return <Openings openings={section.openings ?? []} />;
    case "team":
      return <Team members={section.members} />;
    case "prose":
      return <Prose paragraphs={section.paragraphs} points={section.points} />;
  }
}

const introOf = (section: SectionContent) =>
  section.kind === "openings" ? (section.intro ?? openingsIntro(section.openings ?? [])) : section.intro;

/**
 * What one content section holds: the shared heading and intro, and the widget its kind calls for. Its
 * element comes from `sectionFrame` (./section-frame.ts), which the page renders while this code is on the way.
 */
export function ContentSection({ section }: { section: SectionContent }) {
  return (
    <SectionBody heading={section.heading} intro={introOf(section)}>
      <SectionWidget section={section} />
    </SectionBody>
  );
}
