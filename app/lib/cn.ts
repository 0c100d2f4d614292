/** A class list, or nothing: what a condition in a class list gives when it is false. */
export type ClassPart = string | false | null | undefined;

/**
 * Joins class lists, skipping empty parts. It does not resolve conflicts: two utilities that set the same
 * property would apply in the order of the generated CSS, not of the markup (a `w-24` beside a shared
 * `w-full` once left the phone field 30 px wide outside its card). The primitives in
 * app/components/ui/styles.ts therefore offer every override as a variant, and a unit test
 * (tests/unit/site/class-names.test.ts) fails when any class list in the app holds two utilities for the
 * same property. Resolving at run time (tailwind-merge) would cost 10 KB gzip on every page.
 */
export function cn(...parts: ClassPart[]): string {
  return parts.filter(Boolean).join(" ");
}

type VariantOptions = Record<string, Record<string, string>>;
type VariantProps<V extends VariantOptions> = { [K in keyof V]?: keyof V[K] } & { className?: string };

/**
 * A primitive's class list from its base classes and one choice per variant (the class-variance-authority
 * pattern in a dozen lines, since every byte here ships on every page): `variants(base, { width: { full:
 * "w-full" } }, { width: "full" })` gives a function of `{ width?, className? }`.
 */
export function variants<V extends VariantOptions>(base: string, options: V, defaults: { [K in keyof V]: keyof V[K] }) {
  return (props: VariantProps<V> = {}): string =>
    cn(
      base,
      ...Object.keys(options).map((name) => options[name][String(props[name] ?? defaults[name])]),
      props.className,
    );
}
