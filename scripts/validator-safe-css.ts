/**
 * The stylesheet as the Nu Html Checker can read it (the first-paint transform inlines it into every page,
 * so the checker reads it as part of the HTML).
 *
 * Tailwind 4 declares the custom properties behind its utilities (`--tw-translate-x`, `--tw-shadow`, …) with
 * `@property` rules: an initial value, and not inherited, so a child's `ring-1` never picks up its parent's
 * shadow. For browsers without `@property` it ships the same in a fallback: every element gets the initial
 * values (`*, ::before, ::after, ::backdrop { … }` in `@layer properties`, behind a feature query that only
 * older browsers pass). The checker's CSS grammar knows neither `@property` nor that feature query: 75
 * errors on every page. Here the fallback applies in every browser and the `@property` rules go. The
 * cascade gives each element the same values as before, as Tailwind 3 did; what is lost is typed
 * interpolation of a few of those properties (gradient stops, ring offset), which no transition of this
 * site animates (its transitions run on transform, opacity, colours and box-shadow themselves).
 *
 * Setting every property on every element costs style time, so a page takes that rule out into a stylesheet
 * of its own, which its head script replaces by registering the properties (app/lib/first-paint.server.ts).
 */

/** The index just past the block that opens at `open` (a "{"), counting nested braces. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    if (css[i] === "{") depth++;
    else if (css[i] === "}" && --depth === 0) return i + 1;
  }
  throw new Error("validator-safe CSS: unbalanced braces");
}

/** `@layer properties{@supports (…){RULES}}` → `@layer properties{RULES}`. */
function unconditionalPropertyDefaults(css: string): string {
  const layer = /@layer\s+properties\s*\{\s*@supports\b/.exec(css);
  if (!layer) return css;
  const supportsAt = css.indexOf("@supports", layer.index);
  const supportsOpen = css.indexOf("{", supportsAt);
  const supportsEnd = blockEnd(css, supportsOpen);
  return css.slice(0, supportsAt) + css.slice(supportsOpen + 1, supportsEnd - 1) + css.slice(supportsEnd);
}

/**
 * `transition-colors` also lists the gradient stops (`--tw-gradient-from`, …), which only a registered
 * `<color>` property can interpolate. Unregistered, they would not transition at all, and the checker
 * takes no custom property in the list: they go.
 */
function withoutCustomPropertyTransitions(css: string): string {
  return css.replace(
    /transition-property:([^;}]*)/g,
    (_whole, list: string) =>
      `transition-property:${list
        .split(",")
        .filter((name) => !name.trim().startsWith("--"))
        .join(",")}`,
  );
}

export function validatorSafeCss(css: string): string {
  return withoutCustomPropertyTransitions(
    unconditionalPropertyDefaults(css).replace(/@property\s+--[\w-]+\s*\{[^{}]*\}/g, ""),
  );
}
