import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { headerMenu, isEntryActive } from "../../site/menu";
import { AppLink } from "../PageTransition";
import { MenuLink } from "./MenuLink";
import { buttonClass } from "../ui/styles";

/**
 * The mobile menu's entries: a full-width accordion with one group open at a time, Contact Us last. It is the
 * inside of the header's menu popover (an island: app/components/layout/SiteHeader.tsx), which owns opening
 * and closing, the scroll lock, the backdrop and making the rest of the page inert. Until this code has run
 * every group shows its links (app.css), so each entry is reachable without JavaScript.
 */
export function MobileNav({
  pathname,
  sectionInView,
  onClose,
}: {
  pathname: string;
  sectionInView: string | null;
  onClose: () => void;
}) {
  const [expanded, setExpanded] = useState<string | null>(null);

  return (
    <ul className="container-page divide-y divide-line py-2">
      {headerMenu.map((entry) => {
        const open = expanded === entry.name;
        const panelId = `mobile-menu-${entry.name.toLowerCase()}`;
        const active = isEntryActive(entry, pathname, sectionInView);
        return (
          <li key={entry.name}>
            <button
              type="button"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setExpanded(open ? null : entry.name)}
              className={`flex w-full items-center justify-between py-3.5 text-left text-base font-semibold ${
                active ? "text-brand-700" : "text-ink"
              }`}
            >
              {entry.name}
              <ChevronDown className={`size-5 transition-transform ${open ? "rotate-180" : ""}`} aria-hidden="true" />
            </button>
            <ul id={panelId} hidden={!open} className="pb-3">
              {entry.children.map((child) => (
                <li key={child.id}>
                  <MenuLink
                    id={child.id}
                    current={pathname === `/${child.id}`}
                    onSelect={onClose}
                    className="block rounded-lg px-3 py-2.5 text-[0.95rem] text-slate-700 hover:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
                  >
                    {child.name}
                  </MenuLink>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
      <li className="py-4">
        <AppLink to="/contact" onClick={onClose} className={buttonClass({ variant: "primary", width: "full" })}>
          Contact Us
        </AppLink>
      </li>
    </ul>
  );
}
