// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, expect, it } from "vitest";
import { PageTransitionProvider } from "../../../app/components/PageTransition";
import { ServiceTile } from "../../../app/widgets/home/ServicesSection";
import type { PageHref } from "../../../app/site/pages";

afterEach(cleanup);

const renderTile = (link: PageHref) =>
  render(
    <MemoryRouter>
      <PageTransitionProvider>
        <ServiceTile card={{ title: "Quantum Consulting", backgroundImage: "/images/services/ai.svg", link }} />
      </PageTransitionProvider>
    </MemoryRouter>,
  );

// Every card has its page (the type requires one), so the spec's warning for a card without a link has no case.
it("a service card is a link to its route", () => {
  renderTile("/CloudSolutions");
  expect(screen.getByRole("link", { name: /Quantum Consulting/ }).getAttribute("href")).toBe("/CloudSolutions");
});
