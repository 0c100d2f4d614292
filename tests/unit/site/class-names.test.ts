/**
 * No class list in the app holds two utilities for the same property. Such a pair applies in the order of
 * the generated CSS, not of the markup: a `w-24` beside a shared `w-full` once left the phone field 30 px
 * wide outside its card. tailwind-merge (a test-only dependency here) knows which utilities conflict: a
 * list it shortens has a conflict.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { buttonClass, cardClass, inputClass } from "../../../app/components/ui/styles";
import { cn } from "../../../app/lib/cn";

const appDir = new URL("../../../app/", import.meta.url).pathname;

/** The utilities of a list that lose to a later one for the same property. */
function conflicts(list: string): string[] {
  const classes = [...new Set(list.split(/\s+/).filter(Boolean))];
  const kept = new Set(twMerge(classes.join(" ")).split(" "));
  return classes.filter((name) => !kept.has(name));
}

/** Every combination of a primitive's variants, as the class lists it can produce. */
function everyVariant(
  primitive: (props?: Record<string, string>) => string,
  variants: Record<string, readonly string[]>,
): string[] {
  let combos: Array<Record<string, string>> = [{}];
  for (const [name, values] of Object.entries(variants))
    combos = combos.flatMap((combo) => values.map((value) => ({ ...combo, [name]: value })));
  return combos.map((combo) => primitive(combo));
}

const primitives = {
  buttonClass: everyVariant(buttonClass, {
    variant: ["primary", "secondary", "light", "accent", "danger"],
    display: ["inline", "withMenuBar"],
    width: ["auto", "full", "fullOnPhone"],
  }),
  cardClass: everyVariant(cardClass, { padding: ["normal", "form"] }),
  inputClass: everyVariant(inputClass, {
    width: ["full", "code", "fill"],
    placement: ["underLabel", "inRow"],
  }),
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

describe("class lists", () => {
  it("cn joins and skips falsy parts", () => {
    expect(cn("a", false, undefined, null, "b", "")).toBe("a b");
  });

  it("the check sees a conflict (the phone field's old pair) and lets variants be", () => {
    expect(conflicts("mt-1.5 block w-full rounded-xl w-24 shrink-0")).toEqual(["w-full"]);
    expect(conflicts("p-6 sm:p-8 hidden nav:inline-flex")).toEqual([]);
  });

  it("every variant of every primitive is free of conflicts", () => {
    for (const [name, lists] of Object.entries(primitives)) {
      for (const list of lists) expect(conflicts(list), `${name}: ${list}`).toEqual([]);
    }
  });

  it("the width of a field and the padding of a card are changed by variant, not by a racing class", () => {
    expect(inputClass({ width: "code", placement: "inRow" }).split(" ")).toEqual(
      expect.arrayContaining(["w-30", "shrink-0"]),
    );
    expect(inputClass({ width: "code" }).split(" ")).not.toContain("w-full");
    expect(cardClass({ padding: "form" }).split(" ")).not.toContain("p-6");
    expect(buttonClass({ display: "withMenuBar" }).split(" ")).not.toContain("inline-flex");
  });

  it("no class list written in the app conflicts, alone or with the primitive it extends", () => {
    const found: string[] = [];
    let checked = 0;
    for (const file of sourceFiles(appDir)) {
      const source = readFileSync(file, "utf8");
      const where = file.slice(appDir.length);
      // className="…" and the literal parts of cn(…)
      for (const match of source.matchAll(/className="([^"]+)"/g)) {
        checked++;
        for (const loser of conflicts(match[1])) found.push(`${where}: "${loser}" in "${match[1]}"`);
      }
      for (const match of source.matchAll(/className=\{`([^`]+)`\}/g)) {
        const literal = match[1].replace(/\$\{[^}]*\}/g, " ");
        checked++;
        for (const loser of conflicts(literal)) found.push(`${where}: "${loser}" in \`${match[1]}\``);
      }
      for (const match of source.matchAll(/\bcn\(([^)]*)\)/g)) {
        const literals = [...match[1].matchAll(/"([^"]*)"/g)].map((literal) => literal[1]).join(" ");
        checked++;
        for (const loser of conflicts(literals)) found.push(`${where}: "${loser}" in cn(${match[1]})`);
      }
      // className extras passed to a primitive, against every list that primitive can produce
      for (const match of source.matchAll(/\b(buttonClass|cardClass|inputClass)\(\{[^}]*className: "([^"]+)"/g)) {
        checked++;
        for (const list of primitives[match[1] as keyof typeof primitives]) {
          for (const loser of conflicts(`${list} ${match[2]}`))
            found.push(`${where}: "${loser}" in ${match[1]} + "${match[2]}"`);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect([...new Set(found)]).toEqual([]);
  });
});
