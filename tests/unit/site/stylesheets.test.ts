/**
 * Two stylesheets (app/app.css, app/staff.css): the public pages inline the first, so it carries the public
 * pages' utilities only; the staff area adds the second after it, which carries every utility the application
 * uses, so that on a staff page the later sheet decides between two utilities as a single sheet would.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clientDir, hasBuild, noBuildMessage } from "../../support/build";

/** The class selectors a stylesheet's utilities layer defines (`.px-2`, `.sm\:px-6`). */
function utilitySelectors(css: string): Set<string> {
  const start = css.indexOf("@layer utilities{");
  expect(start, "a utilities layer").toBeGreaterThanOrEqual(0);
  let end = start + "@layer utilities{".length;
  for (let depth = 1; depth > 0; end++) depth += css[end] === "{" ? 1 : css[end] === "}" ? -1 : 0;
  const layer = css.slice(start, end);
  return new Set([...layer.matchAll(/(?<=[{}])(\.[^{},:\s]+(?:\\:[^{},\s]+)*)[{,]/g)].map((m) => m[1]));
}

const builtStylesheet = (prefix: string) => {
  const name = readdirSync(path.join(clientDir, "assets")).find(
    (file) => file.startsWith(prefix) && file.endsWith(".css"),
  );
  expect(name, `build/client/assets/${prefix}*.css`).toBeDefined();
  return readFileSync(path.join(clientDir, "assets", name!), "utf8");
};

describe.skipIf(!hasBuild)(`the site's stylesheets ${hasBuild ? "" : noBuildMessage}`, () => {
  it("inline into a public page without the staff area's rules", () => {
    const home = readFileSync(path.join(clientDir, "index.html"), "utf8");
    const start = home.indexOf("<style>");
    const inline = home.slice(start, home.indexOf("</style>", start));
    expect(inline.length).toBeGreaterThan(10_000);
    expect(inline).not.toContain("staff-area");
    expect(inline).not.toContain("staff-menu");
    expect(builtStylesheet("staff-")).toContain("details.staff-menu");
  });

  it("give the staff area every utility the public sheet has, and its own", () => {
    const site = utilitySelectors(builtStylesheet("root-"));
    const staff = utilitySelectors(builtStylesheet("staff-"));
    expect(site.size).toBeGreaterThan(300);
    expect([...site].filter((selector) => !staff.has(selector))).toEqual([]);
    expect(staff.size).toBeGreaterThan(site.size);
  });
});
