// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { keepEarlyTypingFromFramework, typingEvents } from "../../../app/lib/early-typing";

/** What React's listener at the document would see: the events that reach it, by type and target id. */
const reachedDocument: string[] = [];
const record = (event: Event) => reachedDocument.push(`${event.type} ${(event.target as Element).id}`);

beforeAll(() => {
  keepEarlyTypingFromFramework();
  for (const type of typingEvents) document.addEventListener(type, record, true);
});

afterEach(() => {
  reachedDocument.length = 0;
  document.documentElement.removeAttribute("data-hydrated");
  document.body.innerHTML = "";
});

function page() {
  document.body.innerHTML = `
    <header><input id="search"></header>
    <section data-island="contact"><form><input id="name"><textarea id="message"></textarea></form></section>
    <section data-island="newsletter" data-island-live=""><input id="email"></section>`;
  return (id: string) => document.getElementById(id)!;
}

const key = (target: Element, type: string, init: KeyboardEventInit = { key: "a" }) =>
  target.dispatchEvent(new KeyboardEvent(type, { bubbles: true, cancelable: true, ...init }));

describe("typing before the page has hydrated", () => {
  it("keeps keys, input and composition in a part still as the server sent it from the document", () => {
    const field = page()("name");
    for (const type of ["keydown", "keypress", "keyup"]) key(field, type);
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.dispatchEvent(new CompositionEvent("compositionstart", { bubbles: true }));
    field.dispatchEvent(new Event("change", { bubbles: true }));
    expect(reachedDocument).toEqual([]);
  });

  it("leaves what typing does to the browser: the event is not cancelled", () => {
    const field = page()("message");
    const event = new KeyboardEvent("keydown", { key: "a", bubbles: true, cancelable: true });
    field.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it("lets typing elsewhere through: outside any part, and in a part whose code has arrived", () => {
    const byId = page();
    key(byId("search"), "keydown");
    key(byId("email"), "keydown");
    expect(reachedDocument).toEqual(["keydown search", "keydown email"]);
  });

  it("lets Escape through, for the header's menus", () => {
    key(page()("name"), "keydown", { key: "Escape" });
    expect(reachedDocument).toEqual(["keydown name"]);
  });

  it("lets everything through once the page has hydrated", () => {
    const field = page()("name");
    document.documentElement.setAttribute("data-hydrated", "");
    key(field, "keydown");
    field.dispatchEvent(new Event("input", { bubbles: true }));
    expect(reachedDocument).toEqual(["keydown name", "input name"]);
  });
});
