import type { Section } from "../content/types";

/**
 * The element a content section is, apart from what it holds: content pages keep it in the page while the
 * section's code is on the way (app/routes/content-page.tsx), so its id and label never change.
 */
export function sectionFrame({
  id,
  heading,
  kind,
  tone = "plain",
}: {
  id?: string;
  heading: string;
  kind?: string;
  tone?: "plain" | "tinted";
}) {
  return {
    id,
    "aria-label": heading,
    // The widget inside (cards, steps, …), named on the element for tests and visual checks.
    "data-section-kind": kind,
    className: `py-16 sm:py-20 ${tone === "tinted" ? "bg-surface" : ""}`,
  };
}

/** Sections alternate their background down the page. */
export const toneAt = (index: number) => (index % 2 === 0 ? "plain" : "tinted");

/** Team members are never invented: with none published, the section is left out rather than shown empty. */
export const isShown = (section: Section) => !(section.kind === "team" && section.members.length === 0);
