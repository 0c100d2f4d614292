/** Spec 2.5 and 2.4: choosing a service card or footer service without a route only logs this warning. */
export function warnMissingLink(title: string): void {
  console.warn(`No link provided for: ${title}`);
}
