import { describe, expect, it } from "vitest";
import { gridColumns, gridShape } from "../../../app/lib/grid";
import { pageContent } from "../../../app/content/pages.server";

describe("gridShape", () => {
  it("puts a few items on one row", () => {
    expect(gridShape(2, 4)).toEqual({ columns: 2, spanLast: false });
    expect(gridShape(3, 4)).toEqual({ columns: 3, spanLast: false });
    expect(gridShape(1, 3)).toEqual({ columns: 1, spanLast: false });
  });

  it("prefers full rows, then a last row of two or more", () => {
    expect(gridShape(6, 4).columns).toBe(3);
    expect(gridShape(8, 4).columns).toBe(4);
    expect(gridShape(7, 4).columns).toBe(4);
    expect(gridShape(5, 3).columns).toBe(3);
    expect(gridShape(7, 3).columns).toBe(4);
  });

  it("lets an odd last item of two columns span the row", () => {
    expect(gridShape(5, 2)).toEqual({ columns: 2, spanLast: true });
    expect(gridShape(4, 3)).toEqual({ columns: 2, spanLast: false });
  });

  it("never leaves one item alone beside a gap, for any count and width", () => {
    for (let count = 2; count <= 24; count++) {
      for (let widest = 2; widest <= 4; widest++) {
        const { columns, spanLast } = gridShape(count, widest);
        const lastRow = count % columns || columns;
        if (count > columns && !spanLast) expect(lastRow, `${count} items, widest ${widest}`).toBeGreaterThanOrEqual(2);
        if (spanLast) expect(columns).toBe(2);
      }
    }
  });
});

describe("gridColumns", () => {
  it("gives the column classes per breakpoint, and spans the last item only where it is alone", () => {
    expect(gridColumns(5, { md: 2, lg: 3 })).toBe(
      "md:grid-cols-2 md:[&>:last-child]:col-span-full lg:grid-cols-3 lg:[&>:last-child]:col-span-1",
    );
    expect(gridColumns(2, { sm: 2, lg: 4 })).toBe("sm:grid-cols-2 lg:grid-cols-2");
    expect(gridColumns(8, { sm: 2, lg: 4 })).toBe("sm:grid-cols-2 lg:grid-cols-4");
  });
});

describe("the content's grids", () => {
  it("never show one icon on two items of the same grid", () => {
    const repeats: string[] = [];
    for (const [path, content] of Object.entries(pageContent)) {
      for (const section of content.sections) {
        const items: { icon?: string }[] =
          section.kind === "cards"
            ? section.cards
            : section.kind === "stats"
              ? section.stats
              : section.kind === "pillars"
                ? section.pillars
                : [];
        const icons = items.flatMap((item) => (item.icon ? [item.icon] : []));
        const twice = icons.filter((icon, index) => icons.indexOf(icon) !== index);
        if (twice.length) repeats.push(`${path} "${section.heading}": ${twice.join(", ")}`);
      }
    }
    expect(repeats).toEqual([]);
  });
});
