import type { ReactNode } from "react";
import { menuHref } from "../../site/menu";
import { useMenuNavigation } from "./useMenuNavigation";

/** A link to a menu id: a real href for crawlers, new tabs and the time before hydration; the menu's rule (resolveMenuTarget) on click. */
export function MenuLink({
  id,
  className,
  current,
  highlighted,
  onSelect,
  children,
}: {
  id: string;
  className?: string;
  current?: boolean;
  /** Shown as current: its page is open, or its home section is in view. */
  highlighted?: boolean;
  onSelect?: () => void;
  children: ReactNode;
}) {
  const select = useMenuNavigation();
  return (
    <a
      href={menuHref(id)}
      className={className}
      aria-current={current ? "page" : undefined}
      data-highlighted={highlighted || undefined}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onSelect?.();
        select(id);
      }}
    >
      {children}
    </a>
  );
}
