import { Menu, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useHeaderShrink } from "../../hooks/useHeaderShrink";
import { useScrollLock } from "../../hooks/useScrollLock";
import { AppLink } from "../PageTransition";
import { Logo } from "../Logo";
import { Island, islandCode } from "../Island";
import { buttonClass } from "../ui/styles";

const MOBILE_MENU_ID = "mobile-menu";

/**
 * The desktop menus are hidden below the `nav` breakpoint, so a phone never comes near them and never
 * fetches their code; on a wider screen they are in view and it comes as soon as the page has hydrated.
 */
const desktopNavCode = islandCode(() => import("./DesktopNav").then((module) => module.DesktopNav));

/**
 * The mobile menu is a popover the server writes whole, so its button opens it and its links work before
 * any script has run (or without one). Its code comes with the first touch of the button: a visitor who
 * never opens it never fetches it.
 */
const mobileNavCode = islandCode(() => import("./MobileNav").then((module) => module.MobileNav));

const mobileMenu = () => document.getElementById(MOBILE_MENU_ID);

/** The sticky header: full height at the top of the page, shrunk and translucent once scrolled. */
export function SiteHeader({
  sectionInView,
  mobileMenuOpen,
  onMobileMenuChange,
}: {
  sectionInView: string | null;
  mobileMenuOpen: boolean;
  onMobileMenuChange: (open: boolean) => void;
}) {
  const { pathname } = useLocation();
  const shrunk = useHeaderShrink();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  useScrollLock(mobileMenuOpen);

  // The popover is what is open or shut: the state follows it (also when it was opened before the script
  // ran), and closing from script hides it.
  useEffect(() => {
    const menu = mobileMenu();
    if (!menu) return;
    const follow = () => onMobileMenuChange(menu.matches(":popover-open"));
    if (menu.matches(":popover-open")) follow();
    menu.addEventListener("toggle", follow);
    return () => menu.removeEventListener("toggle", follow);
  }, [onMobileMenuChange]);
  // A route change shuts it (the route's own effects run after the header's first ones, so not on mount).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (mobileMenu()?.matches(":popover-open")) mobileMenu()?.hidePopover();
  }, [pathname]);

  const closeMenu = (returnFocus: boolean) => {
    const menu = mobileMenu();
    if (menu?.matches(":popover-open")) menu.hidePopover();
    if (returnFocus) menuButtonRef.current?.focus();
  };

  // While the menu is open, Escape closes it and Tab cycles within the header (the rest is inert).
  useEffect(() => {
    if (!mobileMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeMenu(true);
      if (event.key !== "Tab" || !headerRef.current) return;
      const focusable = [...headerRef.current.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")].filter(
        (element) => element.offsetParent !== null,
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  });

  // Fixed over a spacer of the full height: shrinking then never changes the layout below it, which
  // would make the browser's scroll anchoring move the page and flip the header back and forth. It shrinks
  // by sliding up a quarter of its height, its row sliding down half that to stay centred, and the logo by
  // scaling: transforms only, so nothing moves in layout (no layout shift when a page that opens scrolled,
  // such as /contact, shrinks it on hydrating) and the animation is the compositor's alone.
  const compact = shrunk || mobileMenuOpen;
  return (
    <>
      <div aria-hidden="true" className="h-20" />
      <header
        ref={headerRef}
        data-shrunk={shrunk || undefined}
        className={`fixed inset-x-0 top-0 z-40 h-20 border-b transition-[translate,background-color,border-color,box-shadow] duration-300 ${
          compact
            ? "-translate-y-4 border-line/80 bg-white/85 shadow-sm backdrop-blur-md"
            : "border-transparent bg-white"
        }`}
      >
        <div
          className={`container-page flex h-full items-center justify-between gap-4 transition-[translate] duration-300 ${compact ? "translate-y-2" : ""}`}
        >
          <AppLink
            to="/"
            className={`origin-left rounded-lg transition-[scale] duration-300 ${shrunk ? "scale-[0.85]" : ""}`}
          >
            <Logo label=", home" />
          </AppLink>
          <Island
            code={desktopNavCode}
            as="nav"
            name="desktop-nav"
            host={{ "aria-label": "Main", className: "hidden nav:block" }}
            props={{ pathname, sectionInView }}
          />
          <div className="flex items-center gap-2">
            <AppLink to="/contact" className={buttonClass({ variant: "primary", display: "withMenuBar" })}>
              Contact Us
            </AppLink>
            <button
              ref={menuButtonRef}
              type="button"
              className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-brand-50 nav:hidden"
              // The browser itself exposes a popover button's expanded state (HTML forbids aria-expanded here).
              popoverTarget={MOBILE_MENU_ID}
              aria-controls={MOBILE_MENU_ID}
              aria-label={mobileMenuOpen ? "Close menu" : "Open menu"}
              onPointerDown={() => void mobileNavCode.load().catch(() => undefined)}
              onFocus={() => void mobileNavCode.load().catch(() => undefined)}
            >
              {mobileMenuOpen ? (
                <X className="size-6" aria-hidden="true" />
              ) : (
                <Menu className="size-6" aria-hidden="true" />
              )}
            </button>
          </div>
        </div>
        <Island
          code={mobileNavCode}
          as="nav"
          name="mobile-nav"
          host={{
            id: MOBILE_MENU_ID,
            popover: "auto",
            "aria-label": "Main",
            // In the top layer, so placed against the window: just below the header, shrunk while it is open.
            className:
              "fixed inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full overflow-y-auto border-t border-line bg-white shadow-[var(--shadow-lift)] nav:hidden",
          }}
          props={{ pathname, sectionInView, onClose: () => closeMenu(false) }}
        />
      </header>
    </>
  );
}
