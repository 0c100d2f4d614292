// @vitest-environment happy-dom
import { type Root, hydrateRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Island, islandCode } from "../../../app/components/Island";

interface PartProps {
  onSend: () => void;
  /** Runs while React renders the part, before it puts its markup in place: what the visitor does meanwhile. */
  whileRendering: () => void;
}

/** A part with a field and a button, as its code renders it and as the server sent it. */
function Part({ onSend, whileRendering }: PartProps) {
  whileRendering();
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <input id="name" name="name" defaultValue="" />
      <button id="send" type="button" onClick={onSend}>
        Send
      </button>
    </form>
  );
}
const sentMarkup = `<form><input id="name" name="name" value=""><button id="send" type="button">Send</button></form>`;

/** Stands in for the browser's IntersectionObserver: the part is never near the viewport here. */
class FarAwayObserver {
  static watching = 0;
  observe() {
    FarAwayObserver.watching += 1;
  }
  disconnect() {}
}

let root: Root | undefined;
beforeEach(() => {
  FarAwayObserver.watching = 0;
  vi.stubGlobal("IntersectionObserver", FarAwayObserver);
});
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

/**
 * Hydrates a page whose one part is still as the server sent it, and waits until the part listens for the
 * visitor; its code arrives when `arrive` is called.
 */
async function pageWithPart(whileRendering: () => void = () => undefined) {
  let arrive!: () => void;
  const code = islandCode(() => new Promise<typeof Part>((resolve) => (arrive = () => resolve(Part))));
  const onSend = vi.fn();
  document.body.innerHTML = `<main id="page"><section data-island="part">${sentMarkup}</section></main>`;
  root = hydrateRoot(
    document.getElementById("page")!,
    <Island code={code} as="section" name="part" props={{ onSend, whileRendering }} />,
  );
  await vi.waitFor(() => expect(FarAwayObserver.watching).toBe(1));
  const part = document.querySelector("[data-island=part]")!;
  const live = () => vi.waitFor(() => expect(part.hasAttribute("data-island-live")).toBe(true));
  return { arrive: () => arrive(), onSend, live, field: () => document.getElementById("name") as HTMLInputElement };
}

describe("a part whose code arrives while the visitor types", () => {
  it("carries what was typed after the code arrived and before React's markup took the server's place", async () => {
    // The render is a transition, in slices between which the browser handles keys: one lands in the
    // server's field while React renders.
    const { arrive, field, live } = await pageWithPart(() => {
      const stillSent = document.querySelector<HTMLInputElement>("[data-island]:not([data-island-live]) #name");
      if (stillSent) stillSent.value = "Meera Iyer";
    });
    const sentField = field();
    sentField.focus(); // reaching into the part asks for its code
    sentField.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    sentField.value = "Meera";
    arrive();
    await live();
    expect(field()).not.toBe(sentField); // React's markup, in place of the server's
    expect(field().value).toBe("Meera Iyer");
    expect(document.activeElement).toBe(field());
  });

  it("clicks a button clicked while the code came, once the part's own handlers are in place", async () => {
    const { arrive, onSend, live } = await pageWithPart();
    const send = document.getElementById("send")!;
    send.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    send.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true); // held for the code
    arrive();
    await live();
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
  });
});
