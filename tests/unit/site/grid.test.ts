import { describe, expect, it } from "vitest";
import { balancedColumns, gridColumns } from "../../../app/lib/grid";

/** Items on the last row when `count` items fill `columns` columns. */
const lastRow = (count: number, columns: number) => count % columns || columns;

describe("balancedColumns", () => {
  it("puts a few items on one row", () => {
    expect(balancedColumns(2, 4)).toBe(2);
    expect(balancedColumns(3, 4)).toBe(3);
    expect(balancedColumns(1, 3)).toBe(1);
  });

  it("prefers full rows, then a last row of two or more", () => {
    expect(balancedColumns(6, 4)).toBe(3);
    expect(balancedColumns(8, 4)).toBe(4);
    expect(balancedColumns(7, 4)).toBe(4);
    expect(balancedColumns(5, 3)).toBe(3);
    expect(balancedColumns(4, 3)).toBe(2);
    expect(balancedColumns(5, 2)).toBe(3);
    expect(balancedColumns(7, 2)).toBe(1); // 4 columns would crowd a two-column layout
    expect(balancedColumns(7, 3)).toBe(4);
  });

  it("never leaves one item alone under a full row, for any count and width", () => {
    for (let count = 2; count <= 24; count++) {
      for (let widest = 2; widest <= 4; widest++) {
        const columns = balancedColumns(count, widest);
        if (count > columns && columns > 1) expect(lastRow(count, columns), `${count} items, widest ${widest}`).toBeGreaterThanOrEqual(2);
      }
    }
  });
});

describe("gridColumns", () => {
  it("gives one class per breakpoint asked for", () => {
    expect(gridColumns(5, { md: 2, lg: 3 })).toBe("md:grid-cols-3 lg:grid-cols-3");
    expect(gridColumns(2, { sm: 2, lg: 4 })).toBe("sm:grid-cols-2 lg:grid-cols-2");
    expect(gridColumns(7, { sm: 2, lg: 4 })).toBe("sm:grid-cols-1 lg:grid-cols-4");
  });
});
