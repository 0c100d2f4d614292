/**
 * The attribute a page puts on a section right after its first one that belongs to its first screen too (an
 * opening's description: on a phone its largest text, just under the short title section). The first paint
 * waits for that section as well (app/lib/first-paint.server.ts), so the largest paint is the first paint
 * rather than a frame later.
 */
export const firstScreenAttribute = "data-first-screen";

/** The props that mark a section as part of the first screen. */
export const partOfFirstScreen = { [firstScreenAttribute]: "" } as const;
