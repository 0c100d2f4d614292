// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Reveal } from "../../../app/components/Reveal";
import { REVEAL_THRESHOLD } from "../../../app/lib/constants";

/** An IntersectionObserver the test reports to, as the browser does after each frame's layout. */
class ReportedObserver {
  static all: ReportedObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    ReportedObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The element's place in a window 800 px high. */
  report(top: number, height: number) {
    const visible = Math.max(0, Math.min(top + height, 800) - Math.max(top, 0));
    const ratio = height > 0 ? visible / height : 0;
    const entry = {
      boundingClientRect: { top, height },
      intersectionRatio: ratio,
      isIntersecting: ratio >= REVEAL_THRESHOLD,
      target: this.observed[0],
    } as unknown as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

function renderCard() {
  render(<Reveal data-testid="card">A card</Reveal>);
  const card = document.querySelector("[data-testid=card]")!;
  const observer = ReportedObserver.all.at(-1)!;
  expect(observer.observed).toEqual([card]);
  expect(observer.options.threshold).toBe(REVEAL_THRESHOLD);
  return { card, observer };
}

beforeEach(() => {
  ReportedObserver.all = [];
  vi.stubGlobal("IntersectionObserver", ReportedObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Reveal", () => {
  it("never lays the page out itself: where a card is comes from the observer's report", () => {
    const measured = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect");
    const { card } = renderCard();
    expect(measured).not.toHaveBeenCalled();
    // Until the first report the card is as the server sent it: visible, neither armed nor revealed.
    expect(card.hasAttribute("data-reveal-armed")).toBe(false);
    expect(card.hasAttribute("data-revealed")).toBe(false);
  });

  it("reveals at once a card on screen or already passed at the first report, and stops watching it", () => {
    for (const [top, height] of [
      [100, 300], // on screen
      [-900, 300], // scrolled past
      [-100, 2000], // its top above the window, its bottom below
    ]) {
      const { card, observer } = renderCard();
      observer.report(top, height);
      expect(card.hasAttribute("data-revealed"), `top ${top}`).toBe(true);
      expect(card.hasAttribute("data-reveal-armed"), `top ${top}`).toBe(false);
      expect(observer.disconnected).toBe(true);
      cleanup();
    }
  });

  it("hides a card below the window until 10% of it is in view, then reveals it", () => {
    const { card, observer } = renderCard();
    observer.report(796, 300); // 4 px in view: under the threshold
    expect(card.hasAttribute("data-reveal-armed")).toBe(true);
    expect(card.hasAttribute("data-revealed")).toBe(false);
    expect(observer.disconnected).toBe(false);
    observer.report(760, 300); // 40 px of 300: crossing 10%
    expect(card.hasAttribute("data-revealed")).toBe(true);
    expect(observer.disconnected).toBe(true);
  });

  it("keeps a card with no height (hidden at this width) armed, not revealed", () => {
    const { card, observer } = renderCard();
    observer.report(0, 0);
    expect(card.hasAttribute("data-reveal-armed")).toBe(true);
    expect(card.hasAttribute("data-revealed")).toBe(false);
  });

  it("stops watching when the card leaves the page", () => {
    const { observer } = renderCard();
    cleanup();
    expect(observer.disconnected).toBe(true);
  });
});
