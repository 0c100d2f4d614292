/** Choosing a home service card or a footer service that has no page only logs this warning. */
export function warnMissingLink(title: string): void {
  console.warn(`No link provided for: ${title}`);
}
