const grouping = new Intl.NumberFormat("en-IN");

/** A count as the staff pages write it, grouped the Indian way: "1,000", "35,451", "1,00,000". */
export const indianFigure = (value: number): string => grouping.format(value);
