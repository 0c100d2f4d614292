// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { PageTransitionProvider } from "../../../app/components/PageTransition";
import { ServiceTile } from "../../../app/components/home/ServicesSection";
import type { PageHref } from "../../../app/site/pages";

afterEach(cleanup);

const renderTile = (link?: PageHref) =>
  render(
    <MemoryRouter>
      <PageTransitionProvider>
        <ServiceTile card={{ title: "Quantum Consulting", backgroundImage: "/images/services/ai.svg", link }} />
      </PageTransitionProvider>
    </MemoryRouter>,
  );

it("a service card without a link only logs 'No link provided for:' and its title", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  renderTile();
  expect(screen.queryByRole("link")).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: /Quantum Consulting/ }));
  expect(warn).toHaveBeenCalledWith("No link provided for: Quantum Consulting");
  warn.mockRestore();
});

it("a service card with a link is a link to its route", () => {
  renderTile("/CloudSolutions");
  expect(screen.getByRole("link", { name: /Quantum Consulting/ }).getAttribute("href")).toBe("/CloudSolutions");
});
