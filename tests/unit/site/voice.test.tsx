// @vitest-environment happy-dom
/**
 * One voice: every figure is a company fact or a listed example claim, every named thing has one name
 * (the style list, app/site/style.ts), a figure stays on one line with its unit, closing texts do not
 * open alike, accessible names read as sentences and the careers pages lead to the openings. The rules
 * are those of `scripts/copy-audit.ts`, beside the facts test and the copy test.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ContactSection } from "../../../app/widgets/home/ContactSection";
import { exampleClaimTexts } from "../../../app/content/example-claims";
import { contact } from "../../../app/content/home";
import {
  careersWithoutOpenings,
  claimLabels,
  closingOpeners,
  confirmationPromises,
  copyStrings,
  figureLiterals,
  resultClaims,
  secondPageNames,
  splitFigures,
  styleFindings,
} from "../../../scripts/copy-audit";

afterEach(cleanup);

const strings = copyStrings();
const where = (s: { page: string; key: string; text: string; note?: string }) =>
  `${s.page} ${s.key}: ${s.note ? `[${s.note}] ` : ""}${s.text}`;

describe("one voice", () => {
  it("promises nothing about clients' confirmation: the list of example claims alone knows which figures wait", () => {
    expect(confirmationPromises(strings).map(where)).toEqual([]);
  });

  it("tells no client result in words (counts, first-time passes, awards) outside the list of example claims", () => {
    expect(resultClaims(strings, new Set(exampleClaimTexts())).map(where)).toEqual([]);
  });

  it("takes every percentage and marketing figure from the facts module or the list of example claims", () => {
    expect(figureLiterals().map(where)).toEqual([]);
  });

  it("gives each thing on the style list one name and each word one spelling", () => {
    expect(styleFindings(strings).map(where)).toEqual([]);
  });

  it("names each page one way: menu label, heading, document title and the cards that lead to it", () => {
    expect(secondPageNames().map(where)).toEqual([]);
  });

  it("shows a claim's figure with the claim's label, never a sentence built on the label", () => {
    expect(claimLabels(strings).map(where)).toEqual([]);
  });

  it("varies the closing texts: no two words open more than three of them", () => {
    expect(Object.fromEntries(closingOpeners(strings))).toEqual({});
  });

  it("keeps a figure and its unit together with a non-breaking space in running text", () => {
    expect(splitFigures(strings).map(where)).toEqual([]);
  });

  it("leads from every careers page that speaks of applying to the openings, in the page's body", () => {
    expect(careersWithoutOpenings().map(where)).toEqual([]);
  });

  it("gives the offices' direction links names that read as a sentence", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: () => <ContactSection contact={contact} /> }]);
    render(<Stub />);
    const links = await screen.findAllByRole("link", { name: /^Get directions/ });
    const names = links.map((a) => a.textContent.replace(/\s+/g, " ").trim());
    expect(names.length).toBeGreaterThanOrEqual(2);
    expect(names.filter((name) => /\b(\w+)\)?\s+\1\b/i.test(name))).toEqual([]);
  });
});
