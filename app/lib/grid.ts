/**
 * How a grid of `count` similar items is laid out so that no row ends with one item alone beside an empty
 * gap (5 cards in 3 columns leave a lone fifth; 3 + 2 does not). The widest allowed column count comes
 * from the layout; a count that divides evenly is preferred, then one whose last row holds at least two.
 * In two columns an odd last item instead spans the row, so it reads as a closing item, not a gap.
 */
export interface GridShape {
  columns: number;
  /** The last item spans the whole row. */
  spanLast: boolean;
}

export function gridShape(count: number, widest: number): GridShape {
  if (count <= widest) return { columns: Math.max(1, count), spanLast: false };
  for (let columns = widest; columns >= 2; columns--) if (count % columns === 0) return { columns, spanLast: false };
  for (let columns = widest; columns >= 3; columns--) if (count % columns !== 1) return { columns, spanLast: false };
  if (widest >= 3 && count % (widest + 1) !== 1) return { columns: widest + 1, spanLast: false }; // 7 in 3: 4 + 3
  return { columns: 2, spanLast: count % 2 === 1 };
}

export type Breakpoint = "sm" | "md" | "lg";

// Written out whole so Tailwind finds every class in the source.
const columnClass: Record<Breakpoint, Record<number, string>> = {
  sm: { 1: "sm:grid-cols-1", 2: "sm:grid-cols-2", 3: "sm:grid-cols-3", 4: "sm:grid-cols-4", 5: "sm:grid-cols-5" },
  md: { 1: "md:grid-cols-1", 2: "md:grid-cols-2", 3: "md:grid-cols-3", 4: "md:grid-cols-4", 5: "md:grid-cols-5" },
  lg: { 1: "lg:grid-cols-1", 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4", 5: "lg:grid-cols-5" },
};
const spanLastClass: Record<Breakpoint, { on: string; off: string }> = {
  sm: { on: "sm:[&>:last-child]:col-span-full", off: "sm:[&>:last-child]:col-span-1" },
  md: { on: "md:[&>:last-child]:col-span-full", off: "md:[&>:last-child]:col-span-1" },
  lg: { on: "lg:[&>:last-child]:col-span-full", off: "lg:[&>:last-child]:col-span-1" },
};

/**
 * The grid classes for `count` items, given the widest column count each breakpoint allows:
 * `gridColumns(6, { md: 2, lg: 4 })` gives "md:grid-cols-2 lg:grid-cols-3".
 */
export function gridColumns(count: number, widest: Partial<Record<Breakpoint, number>>): string {
  const classes: string[] = [];
  let spanning = false;
  for (const breakpoint of Object.keys(columnClass) as Breakpoint[]) {
    const allowed = widest[breakpoint];
    if (allowed === undefined) continue;
    const shape = gridShape(count, allowed);
    classes.push(columnClass[breakpoint][shape.columns]);
    if (shape.spanLast !== spanning) classes.push(spanLastClass[breakpoint][shape.spanLast ? "on" : "off"]);
    spanning = shape.spanLast;
  }
  return classes.join(" ");
}
