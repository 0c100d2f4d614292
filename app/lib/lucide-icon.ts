import { type SVGProps, createElement } from "react";

/**
 * lucide-react's icon factory, reduced to what this site asks of an icon: the drawing, a class, a stroke
 * width and its ARIA attributes. vite.config.ts puts it in place of the package's own factory (which adds a
 * context, sizing and stroke scaling), keeping about 1.3 KiB of gzip out of every page's first scripts. The
 * markup is the package's, attribute for attribute (tests/unit/site/lucide-icon.test.tsx compares them).
 */

type IconNode = Array<[tag: string, attributes: Record<string, string>]>;

export interface IconData {
  name: string;
  node: IconNode;
  aliases?: string[];
}

const labelled = (props: object) =>
  Object.keys(props).some((name) => name.startsWith("aria-") || name === "role" || name === "title");

export default function createLucideIcon(icon: IconData) {
  const iconClasses = [icon.name, ...(icon.aliases ?? [])].map((name) => `lucide-${name}`);
  function LucideIcon({ className = "", strokeWidth = 2, children, ...rest }: SVGProps<SVGSVGElement>) {
    const classes = [...new Set(["lucide", ...iconClasses, ...className.split(" ").filter(Boolean)])].join(" ");
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: 24,
        height: 24,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: classes,
        ...(labelled(rest) || children ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  }
  return LucideIcon;
}
