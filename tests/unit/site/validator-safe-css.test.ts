/**
 * The built stylesheet in CSS the Nu Html Checker reads (scripts/validator-safe-css.ts): Tailwind's fallback
 * for browsers without `@property` applies everywhere, the `@property` rules go, and no custom property is
 * listed among transitions. The built file itself is checked by the HTML checker over every page
 * (tests/e2e/site-quality.spec.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { validatorSafeCss } from "../../../scripts/validator-safe-css";
import { clientDir, hasBuild, noBuildMessage } from "../../support/build";

// The shape Tailwind 4 emits (minified), shortened.
const tailwindOutput = [
  "@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b)))){*,:before,:after,::backdrop{--tw-translate-x:0;--tw-shadow:0 0 #0000}}}",
  "@layer utilities{.shadow{--tw-shadow:0 1px 3px #0000001a;box-shadow:var(--tw-shadow)}",
  ".transition-colors{transition-property:color,background-color,--tw-gradient-from,--tw-gradient-to;transition-duration:.15s}}",
  '@property --tw-translate-x{syntax:"*";inherits:false;initial-value:0}',
  '@property --tw-gradient-from{syntax:"<color>";inherits:false;initial-value:#0000}',
  "@keyframes spin{to{transform:rotate(360deg)}}",
].join("");

describe("the stylesheet the HTML checker reads", () => {
  const safe = validatorSafeCss(tailwindOutput);

  it("gives every element the utilities' initial values unconditionally, so none inherits its parent's", () => {
    expect(safe).toContain(
      "@layer properties{*,:before,:after,::backdrop{--tw-translate-x:0;--tw-shadow:0 0 #0000}}@layer utilities{",
    );
    expect(safe).not.toContain("@supports");
  });

  it("drops the @property rules and keeps everything else as it was", () => {
    expect(safe).not.toContain("@property");
    expect(safe).toContain(".shadow{--tw-shadow:0 1px 3px #0000001a;box-shadow:var(--tw-shadow)}");
    expect(safe.endsWith("@keyframes spin{to{transform:rotate(360deg)}}")).toBe(true);
  });

  it("lists no custom property among transitions", () => {
    expect(safe).toContain(".transition-colors{transition-property:color,background-color;transition-duration:.15s}");
  });

  it("leaves a stylesheet without those parts unchanged", () => {
    const plain = "a{color:red}@media (width>=48rem){a{color:blue}}";
    expect(validatorSafeCss(plain)).toBe(plain);
  });
});

describe.skipIf(!hasBuild)(`the built stylesheet ${hasBuild ? "" : noBuildMessage}`, () => {
  it("is already in that form", () => {
    const assets = path.join(clientDir, "assets");
    const stylesheets = readdirSync(assets).filter((name) => name.endsWith(".css"));
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const name of stylesheets) {
      const css = readFileSync(path.join(assets, name), "utf8");
      expect(css).toMatch(/@layer properties\{\*,/);
      expect(validatorSafeCss(css)).toBe(css);
    }
  });
});
