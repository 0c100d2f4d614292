// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { HeadingText } from "../../../app/components/HeadingText";

afterEach(cleanup);

/** The runs of the heading that may not wrap inside, as a visitor's browser is told. */
function unbreakable(text: string): string[] {
  const { container } = render(
    <h3>
      <HeadingText>{text}</HeadingText>
    </h3>,
  );
  expect(container.textContent).toBe(text); // the words themselves never change
  return [...container.querySelectorAll(".whitespace-nowrap")].map((span) => span.textContent);
}

describe("HeadingText", () => {
  it("keeps the last two words together, so the last line never holds one word alone", () => {
    expect(unbreakable("Guides for users and administrators")).toEqual(["and administrators"]);
    expect(unbreakable("AI and Machine Learning")).toEqual(["Machine Learning"]);
  });

  it("keeps a hyphenated word whole", () => {
    expect(unbreakable("Built for real-world conditions in the field")).toEqual(["real-world", "the field"]);
  });

  it("lets a pair of long last words wrap, since together they could be wider than a phone", () => {
    expect(unbreakable("Integration of telecommunications infrastructure")).toEqual([]);
  });

  it("lets headings of fewer than four words wrap where they must", () => {
    expect(unbreakable("Overview")).toEqual([]);
    expect(unbreakable("Green software engineering")).toEqual([]);
  });
});
