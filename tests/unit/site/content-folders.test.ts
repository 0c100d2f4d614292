/**
 * The folder a menu shows is the folder the words live in: every content page's module sits in
 * app/content/pages/<group>/, where <group> is that page's group in the route registry (app/site/pages.ts).
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pageContent } from "../../../app/content/pages.server";
import type { PageContent } from "../../../app/content/types";
import { contentPages, groupNames, pageFor } from "../../../app/site/pages";

const pagesDir = join(import.meta.dirname, "../../../app/content/pages");
const groupFolders = readdirSync(pagesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Every page module (not the folder's index), with the page object it exports. */
const modules = await Promise.all(
  groupFolders.flatMap((folder) =>
    readdirSync(join(pagesDir, folder))
      .filter((file) => file.endsWith(".ts") && file !== "index.ts")
      .map(async (file) => ({
        file: `${folder}/${file}`,
        folder,
        page: ((await import(join(pagesDir, folder, file))) as { page: PageContent }).page,
      })),
  ),
);

/** The registry path whose content is this very object. */
const pathOf = (page: PageContent) => Object.entries(pageContent).find(([, content]) => content === page)?.[0];

describe("content folders", () => {
  it("are named after the registry's page groups, one folder for each group that has pages", () => {
    const groupsWithPages = new Set(contentPages.map((page) => page.group));
    expect(groupFolders.sort()).toEqual([...groupsWithPages].sort());
    for (const folder of groupFolders) expect(Object.keys(groupNames)).toContain(folder);
  });

  it("hold each page's module in the folder of that page's group", () => {
    const misplaced = modules
      .map(({ file, folder, page }) => ({ file, folder, path: pathOf(page) }))
      .filter(({ folder, path }) => !path || pageFor(path)?.group !== folder)
      .map(
        ({ file, path }) =>
          `${file} holds ${path ?? "no registered page"}${path ? ` (group ${pageFor(path)?.group})` : ""}`,
      );
    expect(misplaced).toEqual([]);
  });

  it("give every content page of the registry exactly one module", () => {
    const registered = modules.map(({ page }) => pathOf(page)).sort();
    expect(registered).toEqual(contentPages.map((page) => page.path).sort());
    expect(Object.keys(pageContent).sort()).toEqual(registered);
  });
});
