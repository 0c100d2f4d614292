import type { CSSProperties, ElementType, ReactNode } from "react";
import { useReveal } from "../hooks/useReveal";
import { STAGGER_MS } from "../lib/constants";

/**
 * Fades and slides its content in the first time 10% of it is visible; `index` staggers siblings by
 * 100 ms each.
 */
export function Reveal({
  as: Element = "div",
  index = 0,
  className,
  children,
  ...rest
}: {
  as?: ElementType;
  index?: number;
  className?: string;
  children: ReactNode;
} & Record<`data-${string}`, string | undefined>) {
  const ref = useReveal<HTMLElement>();
  const style = { "--reveal-delay": `${index * STAGGER_MS}ms` } as CSSProperties;
  return (
    <Element ref={ref} data-reveal="" style={style} className={className} {...rest}>
      {children}
    </Element>
  );
}
