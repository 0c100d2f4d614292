// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { goTheBrowsersWay, holdable, shouldHoldClick } from "../../../app/lib/island-events";
import { carryState, nodeAt, pathTo, restoreState } from "../../../app/lib/island-state";

const markup = `
  <div class="card">
    <form>
      <input id="name" name="name" value="">
      <select id="service" name="service"><option value="" selected>Select</option><option value="Cloud">Cloud</option></select>
      <input id="consent" name="consent" type="checkbox">
      <textarea id="message" name="message"></textarea>
      <button id="send" type="submit">Send</button>
    </form>
    <a id="inside" href="/overview">Overview</a>
    <a id="hash" href="#contact">Contact</a>
    <a id="elsewhere" href="https://example.com/">Elsewhere</a>
    <a id="new-tab" href="/overview" target="_blank">Overview (new tab)</a>
    <a id="phone" href="tel:+910000000000">Call</a>
  </div>`;

/** The server's markup, and the same markup rendered again as React would once the code has arrived. */
function twoCopies() {
  const sent = document.createElement("section");
  sent.innerHTML = markup;
  const rendered = document.createElement("section");
  rendered.innerHTML = markup;
  document.body.append(sent, rendered);
  return { sent, rendered };
}

const byId = <T extends Element>(root: Element, id: string) => root.querySelector<T>(`#${id}`)!;

// The test document follows no link.
const stayHere = (event: Event) => event.preventDefault();
beforeEach(() => document.addEventListener("click", stayHere));

afterEach(() => {
  document.removeEventListener("click", stayHere);
  document.body.innerHTML = "";
  vi.useRealTimers();
});

describe("a node's position", () => {
  it("finds the same node in an identical copy", () => {
    const { sent, rendered } = twoCopies();
    const path = pathTo(sent, byId(sent, "message"))!;
    expect(nodeAt(rendered, path)).toBe(byId(rendered, "message"));
  });

  it("is undefined for a node outside the root", () => {
    const { sent, rendered } = twoCopies();
    expect(pathTo(sent, byId(rendered, "message"))).toBeUndefined();
  });
});

describe("carrying a visitor's input over", () => {
  it("carries only the fields the visitor changed, with their values", () => {
    const { sent, rendered } = twoCopies();
    byId<HTMLInputElement>(sent, "name").value = "Meera Iyer";
    byId<HTMLSelectElement>(sent, "service").value = "Cloud";
    byId<HTMLInputElement>(sent, "consent").checked = true;
    const state = carryState(sent);
    expect(state.fields).toHaveLength(3);
    restoreState(rendered, state);
    expect(byId<HTMLInputElement>(rendered, "name").value).toBe("Meera Iyer");
    expect(byId<HTMLSelectElement>(rendered, "service").value).toBe("Cloud");
    expect(byId<HTMLInputElement>(rendered, "consent").checked).toBe(true);
    expect(byId<HTMLTextAreaElement>(rendered, "message").value).toBe("");
  });

  it("puts the focus and the caret back where they were", () => {
    const { sent, rendered } = twoCopies();
    const message = byId<HTMLTextAreaElement>(sent, "message");
    message.value = "Hello there";
    message.focus();
    message.setSelectionRange(5, 5);
    const state = carryState(sent);
    sent.remove(); // React replaces the server's nodes.
    restoreState(rendered, state);
    const again = byId<HTMLTextAreaElement>(rendered, "message");
    expect(document.activeElement).toBe(again);
    expect([again.selectionStart, again.selectionEnd]).toEqual([5, 5]);
  });

  it("replays a held click on the same control in the new markup, once its effects have run, after a frame", async () => {
    vi.useFakeTimers();
    const { sent, rendered } = twoCopies();
    const click = new MouseEvent("click", { bubbles: true, button: 0, detail: 1 });
    byId(sent, "inside").dispatchEvent(click);
    const state = carryState(sent, { held: holdable(click) });
    expect(state.replay?.type).toBe("click");
    const clicked = vi.fn();
    byId(rendered, "inside").addEventListener("click", (event) => {
      event.preventDefault();
      clicked((event as MouseEvent).detail);
    });
    const afterEffects = restoreState(rendered, state);
    await vi.runAllTimersAsync();
    expect(clicked).not.toHaveBeenCalled(); // not before the part's own effects have set it up
    afterEffects();
    expect(clicked).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(clicked).toHaveBeenCalledTimes(1);
    // As a pointer's click, not as Enter's: a menu entry opened by the replayed hover stays open.
    expect(clicked).toHaveBeenCalledWith(1);
  });

  it("replays a held click made with the keyboard as the keyboard's (detail 0)", async () => {
    vi.useFakeTimers();
    const { sent, rendered } = twoCopies();
    const enter = new MouseEvent("click", { bubbles: true, button: 0, detail: 0 });
    byId(sent, "send").dispatchEvent(enter);
    const details: number[] = [];
    byId(rendered, "send").addEventListener("click", (event) => {
      event.preventDefault();
      details.push((event as MouseEvent).detail);
    });
    restoreState(rendered, carryState(sent, { held: holdable(enter) }))();
    await vi.runAllTimersAsync();
    expect(details).toEqual([0]);
  });

  it("replays a held submit on the same form", async () => {
    vi.useFakeTimers();
    const { sent, rendered } = twoCopies();
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    byId(sent, "send").closest("form")!.dispatchEvent(submit);
    const state = carryState(sent, { held: holdable(submit) });
    expect(state.replay?.type).toBe("submit");
    const submitted = vi.fn((event: Event) => event.preventDefault());
    rendered.querySelector("form")!.addEventListener("submit", submitted);
    restoreState(rendered, state)(); // the part's effects have run
    await vi.runAllTimersAsync();
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});

describe("a held paste", () => {
  /** A paste of `text` into the field, as the visitor's browser sends it; the held action it makes. */
  const pasteInto = (field: Element, text: string) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData("text/plain", text);
    const event = new ClipboardEvent("paste", { clipboardData, bubbles: true, cancelable: true });
    field.dispatchEvent(event);
    return holdable(event);
  };

  it("keeps its text, since the clipboard cannot be read afterwards", () => {
    const { sent } = twoCopies();
    expect(pasteInto(byId(sent, "name"), "+44 20 7946 0958")).toMatchObject({
      type: "paste",
      text: "+44 20 7946 0958",
      target: byId(sent, "name"),
    });
    expect(pasteInto(byId(sent, "send"), "text")).toBeUndefined(); // not a field
  });

  it("is replayed to the field's own handler, which reads the whole text", async () => {
    vi.useFakeTimers();
    const { sent, rendered } = twoCopies();
    const state = carryState(sent, { held: pasteInto(byId(sent, "name"), "+44 20 7946 0958") });
    const pasted = vi.fn((event: Event) => {
      event.preventDefault();
      return (event as ClipboardEvent).clipboardData?.getData("text");
    });
    byId(rendered, "name").addEventListener("paste", pasted);
    restoreState(rendered, state)();
    await vi.runAllTimersAsync();
    expect(pasted).toHaveReturnedWith("+44 20 7946 0958");
    expect(byId<HTMLInputElement>(rendered, "name").value).toBe(""); // the handler took it
  });

  it("goes into the field at the caret, within its length limit, when no handler takes it", async () => {
    vi.useFakeTimers();
    const { sent, rendered } = twoCopies();
    const field = byId<HTMLInputElement>(rendered, "name");
    field.maxLength = 10;
    field.value = "ab";
    field.setSelectionRange(1, 1);
    const typed = vi.fn();
    field.addEventListener("input", typed);
    restoreState(rendered, {
      fields: [],
      replay: carryState(sent, { held: pasteInto(byId(sent, "name"), "0123456789") }).replay,
    })();
    await vi.runAllTimersAsync();
    expect(field.value).toBe("a01234567b");
    expect(typed).toHaveBeenCalledTimes(1); // React hears it as typing
  });

  it("goes into the field as sent when the part's code cannot be fetched", () => {
    const { sent } = twoCopies();
    const held = pasteInto(byId(sent, "message"), "Pasted while offline");
    goTheBrowsersWay(held!);
    expect(byId<HTMLTextAreaElement>(sent, "message").value).toBe("Pasted while offline");
  });
});

describe("hover", () => {
  it("tells the same element in the new markup that the pointer is over it, once its effects have run, after a frame", async () => {
    vi.useFakeTimers();
    const { sent, rendered } = twoCopies();
    const state = carryState(sent, { hovered: byId(sent, "inside") });
    const entered = vi.fn();
    byId(rendered, "inside").addEventListener("mouseover", entered);
    const afterEffects = restoreState(rendered, state);
    await vi.runAllTimersAsync();
    expect(entered).not.toHaveBeenCalled(); // not before the part's own effects have set it up
    afterEffects();
    expect(entered).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(entered).toHaveBeenCalledTimes(1);
  });

  it("carries no hover when the pointer is elsewhere", () => {
    const { sent, rendered } = twoCopies();
    expect(carryState(sent, { hovered: byId(rendered, "inside") }).hover).toBeUndefined();
    expect(carryState(sent).hover).toBeUndefined();
  });
});

describe("a press held while the code arrives", () => {
  const release = (element: Element) =>
    element.dispatchEvent(new PointerEvent("pointerup", { bubbles: true, isPrimary: true, clientX: 12, clientY: 34 }));

  it("is carried where the pointer went down", () => {
    const { sent } = twoCopies();
    expect(carryState(sent, { pressed: byId(sent, "send") }).press).toEqual(pathTo(sent, byId(sent, "send")));
    expect(carryState(sent).press).toBeUndefined();
  });

  it("is clicked in the new markup when released there, as the browser would have", async () => {
    vi.useFakeTimers();
    const { sent, rendered } = twoCopies();
    const state = carryState(sent, { pressed: byId(sent, "send") });
    restoreState(rendered, state);
    const clicks: MouseEvent[] = [];
    byId(rendered, "send").addEventListener("click", (event) => clicks.push(event as MouseEvent));
    release(byId(rendered, "send"));
    await vi.runAllTimersAsync();
    expect(clicks).toHaveLength(1);
    expect(clicks[0]).toMatchObject({ type: "click", bubbles: true, detail: 1 });
  });

  it("clicks the element that holds both ends of a press that moved, and nothing outside the part", async () => {
    vi.useFakeTimers();
    const { sent, rendered } = twoCopies();
    restoreState(rendered, carryState(sent, { pressed: byId(sent, "send") }));
    const formClicks = vi.fn();
    rendered
      .querySelector("form")!
      .addEventListener("click", (event) => event.target === rendered.querySelector("form") && formClicks());
    release(byId(rendered, "name"));
    await vi.runAllTimersAsync();
    expect(formClicks).toHaveBeenCalledTimes(1);

    const documentClicks = vi.fn();
    document.addEventListener("click", documentClicks);
    restoreState(rendered, carryState(sent, { pressed: byId(sent, "send") }));
    release(document.body);
    await vi.runAllTimersAsync();
    document.removeEventListener("click", documentClicks);
    expect(documentClicks).not.toHaveBeenCalled();
  });

  it("is not clicked twice when the browser clicked it, nor after a new press or a cancelled one", async () => {
    vi.useFakeTimers();
    const { sent, rendered } = twoCopies();
    const send = byId<HTMLButtonElement>(rendered, "send");
    const clicks = vi.fn();
    send.addEventListener("click", clicks);

    restoreState(rendered, carryState(sent, { pressed: byId(sent, "send") }));
    release(send);
    send.click(); // the browser's own click, in the same task as the release
    await vi.runAllTimersAsync();
    expect(clicks).toHaveBeenCalledTimes(1);

    for (const interruption of ["pointerdown", "pointercancel"]) {
      restoreState(rendered, carryState(sent, { pressed: byId(sent, "send") }));
      send.dispatchEvent(new PointerEvent(interruption, { bubbles: true }));
      release(send);
      await vi.runAllTimersAsync();
    }
    expect(clicks).toHaveBeenCalledTimes(1);
  });
});

describe("which clicks wait for the code", () => {
  // On markup outside the document: a test browser would otherwise open a new tab for some of these.
  const clickOn = (id: string, init: MouseEventInit = {}) => {
    const sent = document.createElement("section");
    sent.innerHTML = markup;
    sent.addEventListener("click", stayHere);
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
    byId(sent, id).dispatchEvent(event);
    return event;
  };

  it("holds buttons and links the router takes", () => {
    expect(shouldHoldClick(clickOn("send"))).toBe(true);
    expect(shouldHoldClick(clickOn("inside"))).toBe(true);
    expect(shouldHoldClick(clickOn("hash"))).toBe(true);
  });

  it("lets through links elsewhere, new tabs, phone links and modified clicks", () => {
    expect(shouldHoldClick(clickOn("elsewhere"))).toBe(false);
    expect(shouldHoldClick(clickOn("new-tab"))).toBe(false);
    expect(shouldHoldClick(clickOn("phone"))).toBe(false);
    expect(shouldHoldClick(clickOn("inside", { ctrlKey: true }))).toBe(false);
    expect(shouldHoldClick(clickOn("inside", { button: 1 }))).toBe(false);
  });
});
