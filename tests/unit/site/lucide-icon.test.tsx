import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { type ComponentType, type SVGProps, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createLucideIcon, { type IconData } from "../../../app/lib/lucide-icon";

/**
 * The browser bundle draws lucide-react's icons with the site's own factory (vite.config.ts). The server
 * renders them with the package's, so the two must give the same markup, attribute for attribute, or the
 * icons would change as the page hydrates and on every client-side visit.
 */

const appDir = path.resolve(import.meta.dirname, "../../../app");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** lucide-react's module for each export name, from its index (Globe2 → earth). */
const lucideIndex = readFileSync(
  path.resolve(import.meta.dirname, "../../../node_modules/lucide-react/dist/esm/lucide-react.mjs"),
  "utf8",
);
const moduleOf = new Map(
  [...lucideIndex.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)].flatMap((match) =>
    [...match[1].matchAll(/default as (\w+)/g)].map((name) => [name[1], match[2]] as const),
  ),
);

/** Every icon module the site imports from lucide-react. */
const usedIcons = [
  ...new Set(
    sourceFiles(appDir).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/import\s*\{([^}]*)\}\s*from\s*"lucide-react"/g)].flatMap((match) =>
        match[1]
          .split(",")
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith("type "))
          .map((name) => moduleOf.get(name) ?? `(not in lucide-react: ${name})`),
      ),
    ),
  ),
];

/** An element's attributes as a sorted list, so attribute order does not matter. */
function normalise(markup: string): string {
  return markup.replace(
    /<(\w+)((?:\s+[\w-]+="[^"]*")*)\s*(\/?)>/g,
    (_tag, name: string, attributes: string, close: string) => {
      const sorted = [...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => `${match[1]}="${match[2]}"`).sort();
      return `<${name} ${sorted.join(" ")}${close}>`;
    },
  );
}

const propSets: Array<SVGProps<SVGSVGElement>> = [
  { className: "size-6", "aria-hidden": "true" },
  { className: "size-5 text-accent-600", "aria-hidden": "true", focusable: "false", strokeWidth: 1.75 },
  {},
  { "aria-label": "Open menu", className: "size-6" },
];

describe("the site's icon factory", () => {
  it("finds the icons the site uses", () => {
    expect(usedIcons.length).toBeGreaterThan(60);
  });

  it.each(usedIcons)("draws %s as lucide-react does", async (name) => {
    const module = (await import(`lucide-react/icons/${name}`)) as {
      __iconData: IconData;
      default: ComponentType<SVGProps<SVGSVGElement>>;
    };
    const Light = createLucideIcon(module.__iconData);
    for (const props of propSets) {
      expect(normalise(renderToStaticMarkup(createElement(Light, props)))).toBe(
        normalise(renderToStaticMarkup(createElement(module.default, props))),
      );
    }
  });
});
