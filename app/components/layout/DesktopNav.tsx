import { ChevronDown } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { type MenuEntry, headerMenu, isEntryActive } from "../../site/menu";
import { MenuLink } from "./MenuLink";

/**
 * The desktop menu (inside the header's <nav>, an island: app/components/layout/SiteHeader.tsx): hovering an entry opens its dropdown, one at a time; a click after that hover keeps it
 * open, a further click or Enter on the entry toggles it, Arrow Down opens it and moves into it, Escape closes it and returns focus to the entry.
 */
export function DesktopNav({ pathname, sectionInView }: { pathname: string; sectionInView: string | null }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => setOpenId(null), [pathname]);

  useEffect(() => {
    if (!openId) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!listRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener("pointerdown", closeOnOutsideClick);
    return () => document.removeEventListener("pointerdown", closeOnOutsideClick);
  }, [openId]);

  return (
    <ul ref={listRef} className="flex items-center gap-1">
      {headerMenu.map((entry) => (
        <DropdownEntry
          key={entry.name}
          entry={entry}
          open={openId === entry.name}
          active={isEntryActive(entry, pathname, sectionInView)}
          pathname={pathname}
          sectionInView={sectionInView}
          // An entry closes only itself: focus leaving one entry for the next must not shut the next.
          onOpenChange={(open) => setOpenId((current) => (open ? entry.name : current === entry.name ? null : current))}
        />
      ))}
    </ul>
  );
}

function DropdownEntry({
  entry,
  open,
  active,
  pathname,
  sectionInView,
  onOpenChange,
}: {
  entry: MenuEntry;
  open: boolean;
  active: boolean;
  pathname: string;
  sectionInView: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Set when the pointer opened the dropdown by hovering: the click that usually follows must not shut it.
  const openedByHover = useRef(false);
  const panelId = `menu-${entry.name.toLowerCase()}`;

  const closeAndFocusButton = () => {
    onOpenChange(false);
    buttonRef.current?.focus();
  };

  return (
    // The entry (its button and its panel) opens on hover and closes when the pointer or focus leaves it;
    // the button is the control, these only follow the pointer and Escape within the entry.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className="relative"
      onMouseEnter={() => {
        if (!open) openedByHover.current = true;
        onOpenChange(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        onOpenChange(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          closeAndFocusButton();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onOpenChange(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-active={active || undefined}
        className="flex items-center gap-1 rounded-full px-3 py-2 text-sm font-semibold text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800 data-[active]:text-brand-700 data-[active]:bg-brand-50"
        onClick={(event) => {
          // A pointer click right after the hover that opened it keeps it open; a second click, Enter or
          // Space (detail 0) toggles as before. Touch browsers send a hover before the tap, so a tap opens.
          if (event.detail > 0 && openedByHover.current) {
            openedByHover.current = false;
            return;
          }
          onOpenChange(!open);
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            onOpenChange(true);
            requestAnimationFrame(() => listRef.current?.querySelector("a")?.focus());
          }
        }}
      >
        {entry.name}
        <ChevronDown className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden="true" />
      </button>
      <div id={panelId} hidden={!open} className="absolute top-full left-1/2 z-50 w-max min-w-72 -translate-x-1/2 pt-2">
        {/* Arrow keys move between the links inside; each link is the interactive element. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <ul
          ref={listRef}
          className="rounded-2xl border border-line bg-white p-2 shadow-[var(--shadow-lift)]"
          onKeyDown={(event) => {
            if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
            event.preventDefault();
            const links = [...(listRef.current?.querySelectorAll("a") ?? [])];
            const index = links.indexOf(document.activeElement as HTMLAnchorElement);
            const next = event.key === "ArrowDown" ? index + 1 : index - 1;
            links[(next + links.length) % links.length]?.focus();
          }}
        >
          {entry.children.map((child) => {
            const current = pathname === `/${child.id}` || (pathname === "/" && sectionInView === child.id);
            return (
              <li key={child.id}>
                <MenuLink
                  id={child.id}
                  current={pathname === `/${child.id}`}
                  onSelect={() => onOpenChange(false)}
                  highlighted={current}
                  className="block rounded-xl px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800"
                >
                  {child.name}
                </MenuLink>
              </li>
            );
          })}
        </ul>
      </div>
    </li>
  );
}
