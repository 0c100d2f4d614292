import { type ClassValue, clsx } from "clsx";

/**
 * Joins class lists (skipping false, null and undefined). It does not resolve conflicts: two utilities
 * that set the same property would apply in the order of the generated CSS, not of the markup (a `w-24`
 * beside a shared `w-full` once left the phone field 30 px wide outside its card). The primitives in
 * app/components/ui/styles.ts therefore offer every override as a variant, and a unit test
 * (tests/unit/site/class-names.test.ts) fails when any class list in the app holds two utilities for
 * the same property. Resolving at run time (tailwind-merge) would cost 10 KB gzip on every page.
 */
export function cn(...classes: ClassValue[]): string {
  return clsx(classes);
}
