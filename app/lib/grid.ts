/**
 * How many columns a grid of `count` similar items gets, so that no row ends with one item alone under
 * a full row (5 cards in 3 columns leave a lone fifth; 3 + 2 does not). The widest allowed count comes
 * from the layout; a count that divides evenly is preferred, then one whose last row holds at least two,
 * then one column more, and failing all of those a single column.
 */
export function balancedColumns(count: number, widest: number): number {
  if (count <= widest) return Math.max(1, count);
  for (let columns = widest; columns >= 2; columns--) if (count % columns === 0) return columns;
  for (let columns = widest; columns >= 2; columns--) if (count % columns !== 1) return columns;
  // Every count up to the widest leaves one alone (5 in 2): one more column, if that is enough (3 + 2).
  if (count % (widest + 1) !== 1) return widest + 1;
  return 1; // (7 in 2 or 3): a single column reads as a list, with nothing left alone
}

export type Breakpoint = "sm" | "md" | "lg";

// Written out whole so Tailwind finds every class in the source.
const columnClass: Record<Breakpoint, Record<number, string>> = {
  sm: { 1: "sm:grid-cols-1", 2: "sm:grid-cols-2", 3: "sm:grid-cols-3", 4: "sm:grid-cols-4", 5: "sm:grid-cols-5" },
  md: { 1: "md:grid-cols-1", 2: "md:grid-cols-2", 3: "md:grid-cols-3", 4: "md:grid-cols-4", 5: "md:grid-cols-5" },
  lg: { 1: "lg:grid-cols-1", 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4", 5: "lg:grid-cols-5" },
};

/**
 * The grid-cols classes for `count` items, given the widest column count each breakpoint allows:
 * `gridColumns(5, { md: 2, lg: 3 })` gives "md:grid-cols-3 lg:grid-cols-3".
 */
export function gridColumns(count: number, widest: Partial<Record<Breakpoint, number>>): string {
  return (Object.keys(columnClass) as Breakpoint[])
    .filter((breakpoint) => widest[breakpoint] !== undefined)
    .map((breakpoint) => columnClass[breakpoint][balancedColumns(count, widest[breakpoint]!)])
    .join(" ");
}
