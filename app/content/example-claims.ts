/**
 * EXAMPLE CLAIMS: client results whose figures carry a story but that the spec does not give.
 * Filled in with the content fixes.
 */
export const exampleClaims = {} as const;

/** Every string of the list, for the copy audit and its test. */
export function exampleClaimTexts(): string[] {
  return [];
}
