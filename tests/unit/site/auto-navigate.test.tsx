// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { PageTransitionProvider } from "../../../app/components/PageTransition";
import { useAutoNavigate } from "../../../app/hooks/useAutoNavigate";
import { arrivalBehavior, autoNavigation, isAtBottom } from "../../../app/lib/auto-navigation";
import { PAGE_EXIT_MS } from "../../../app/lib/constants";

const VIEWPORT = 800;
const DOCUMENT = 3000;
let location = { pathname: "", state: null as unknown };

function Page({ path }: { path: string }) {
  useAutoNavigate(autoNavigation[path]);
  const current = useLocation();
  location = { pathname: current.pathname, state: current.state };
  return null;
}

function mount(path: string, state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <PageTransitionProvider>
        <Routes>
          {Object.keys(autoNavigation)
            .concat("/enterprise")
            .map((p) => (
              <Route key={p} path={p} element={<Page path={p} />} />
            ))}
        </Routes>
      </PageTransitionProvider>
    </MemoryRouter>,
  );
}

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event("scroll"));
  });
}
const wheelDown = () => act(() => void window.dispatchEvent(new WheelEvent("wheel", { deltaY: 120 })));
const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const BOTTOM = DOCUMENT - VIEWPORT;

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  Object.defineProperty(window, "innerHeight", { configurable: true, value: VIEWPORT });
  Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: DOCUMENT });
  Object.defineProperty(window, "scrollY", { configurable: true, writable: true, value: 0 });
  window.scrollTo = vi.fn();
  window.matchMedia = vi.fn().mockReturnValue({ matches: false, addEventListener() {}, removeEventListener() {} });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("isAtBottom and arrivalBehavior", () => {
  it("allow the tolerance and no more", () => {
    expect(isAtBottom(BOTTOM - 10, VIEWPORT, DOCUMENT, 10)).toBe(true);
    expect(isAtBottom(BOTTOM - 11, VIEWPORT, DOCUMENT, 10)).toBe(false);
  });
  it("choose smooth or instant per the spec", () => {
    expect(arrivalBehavior("smooth-if-auto-scroll", { autoScroll: true, visited: true, pushNavigation: true })).toBe(
      "smooth",
    );
    expect(arrivalBehavior("smooth-if-auto-scroll", { autoScroll: false, visited: false, pushNavigation: true })).toBe(
      "instant",
    );
    expect(arrivalBehavior("smooth-on-first-visit", { autoScroll: false, visited: false, pushNavigation: false })).toBe(
      "smooth",
    );
    expect(arrivalBehavior("smooth-on-first-visit", { autoScroll: false, visited: true, pushNavigation: true })).toBe(
      "smooth",
    );
    expect(arrivalBehavior("smooth-on-first-visit", { autoScroll: false, visited: true, pushNavigation: false })).toBe(
      "instant",
    );
  });
});

describe("useAutoNavigate", () => {
  it("overview: a downward wheel at the bottom leaves for /ourValues after 400 ms, once", () => {
    mount("/overview");
    scrollTo(BOTTOM - 11);
    wheelDown();
    wait(2000);
    expect(location.pathname).toBe("/overview");
    scrollTo(BOTTOM - 10);
    wheelDown();
    wheelDown();
    wait(399 + PAGE_EXIT_MS);
    expect(location.pathname).toBe("/overview");
    wait(1);
    expect(location.pathname).toBe("/ourValues");
  });

  it("overview: an upward wheel at the bottom does nothing", () => {
    mount("/overview");
    scrollTo(BOTTOM);
    act(() => void window.dispatchEvent(new WheelEvent("wheel", { deltaY: -120 })));
    wait(2000);
    expect(location.pathname).toBe("/overview");
  });

  it("values: arms after 1 s, then reaching the bottom leaves after 500 ms", () => {
    mount("/ourValues");
    wait(999);
    scrollTo(BOTTOM);
    wait(3000);
    expect(location.pathname).toBe("/ourValues");
    scrollTo(BOTTOM - 200);
    scrollTo(BOTTOM - 5);
    wait(500 + PAGE_EXIT_MS - 1);
    expect(location.pathname).toBe("/ourValues");
    wait(1);
    expect(location.pathname).toBe("/JenesysAdvantage");
  });

  it("advantage: smooth to the top on the first visit, records the visit, and leaves when scrolled to the bottom", () => {
    mount("/JenesysAdvantage");
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
    expect(sessionStorage.getItem(autoNavigation["/JenesysAdvantage"].visitedKey!)).toBe("1");
    wait(500);
    scrollTo(400);
    scrollTo(BOTTOM);
    wait(PAGE_EXIT_MS);
    expect(location.pathname).toBe("/OurEngagement");
  });

  it("advantage: a visited page arriving without a push scrolls instantly", () => {
    sessionStorage.setItem(autoNavigation["/JenesysAdvantage"].visitedKey!, "1");
    mount("/JenesysAdvantage"); // a memory router's first entry is a POP
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "instant" });
  });

  it("engagement: needs the top (within 100 px) before the bottom counts", () => {
    window.scrollY = 500;
    mount("/OurEngagement");
    scrollTo(BOTTOM);
    wait(1000);
    expect(location.pathname).toBe("/OurEngagement");
    scrollTo(100);
    scrollTo(BOTTOM);
    wait(PAGE_EXIT_MS);
    expect(location.pathname).toBe("/GreenCredentials");
    expect(location.state).toEqual({ autoScroll: true });
  });

  it("green credentials: smooth arrival after auto-scroll, ignores the wheel until settled, then leaves after 100 ms with auto-scroll state", () => {
    mount("/GreenCredentials", { autoScroll: true });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
    scrollTo(BOTTOM);
    wheelDown(); // still transitioning: ignored
    wait(499);
    wheelDown();
    wait(1000);
    expect(location.pathname).toBe("/GreenCredentials");
    wait(1);
    wheelDown();
    wait(99 + PAGE_EXIT_MS);
    expect(location.pathname).toBe("/GreenCredentials");
    wait(1);
    expect(location.pathname).toBe("/enterprise");
    expect(location.state).toEqual({ autoScroll: true });
  });

  it("green credentials: instant arrival without auto-scroll state", () => {
    mount("/GreenCredentials");
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "instant" });
  });
});
