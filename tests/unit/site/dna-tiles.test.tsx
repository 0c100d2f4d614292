// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, expect, it } from "vitest";
import { AboutSection } from "../../../app/widgets/home/AboutSection";
import { PageTransitionProvider } from "../../../app/components/PageTransition";
import { about } from "../../../app/content/home";
import { site } from "../../../app/site/facts";

afterEach(cleanup);

it("the company DNA tiles spell the name letter by letter, and the eighth shows a mark rather than a letter", () => {
  render(
    <MemoryRouter>
      <PageTransitionProvider>
        <AboutSection about={about} />
      </PageTransitionProvider>
    </MemoryRouter>,
  );
  const marks = screen.getAllByTestId("dna-mark");
  expect(marks).toHaveLength(8);
  expect(marks.map((mark) => mark.textContent).join("")).toBe(site.shortName.toUpperCase());
  const last = marks.at(-1)!;
  expect(last.querySelector("svg")).not.toBeNull();
  // The mark is decoration: the value's title, its heading, names it.
  expect(last.getAttribute("aria-hidden")).toBe("true");
  expect(screen.getByRole("heading", { level: 3, name: "In Every Letter, a Legacy" })).toBeTruthy();
});
