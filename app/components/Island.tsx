import {
  Component as ReactComponent,
  type ComponentType,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  type RefObject,
  startTransition,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { type HeldAction, goTheBrowsersWay, holdable } from "../lib/island-events";
import type { CarriedState } from "../lib/island-state";

/** Carrying over what the visitor did is needed only when a part's code arrives: it comes with that code. */
const loadCarrying = () => import("../lib/island-state");

/**
 * The code of a part of a page that is not needed at once, fetched on the first need (again on a later need
 * if that failed). `ready` is set once it has arrived, so an island mounted after that (a client-side visit
 * to the page) renders it at once.
 */
export interface IslandCode<Props> {
  load: () => Promise<ComponentType<Props>>;
  ready?: ComponentType<Props>;
}

export function islandCode<Props>(importer: () => Promise<ComponentType<Props>>): IslandCode<Props> {
  let pending: Promise<ComponentType<Props>> | undefined;
  const code: IslandCode<Props> = {
    load: () =>
      (pending ??= importer().then(
        (component) => (code.ready = component),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
  };
  return code;
}

/**
 * A client-side visit has no prerendered parts to show meanwhile: the route's clientLoader answers with its
 * data once the code of every island the page holds has arrived too, so they render at once.
 */
export async function withIslandCode<Data>(
  data: Promise<Data>,
  codes: ReadonlyArray<{ load: () => Promise<unknown> }>,
): Promise<Data> {
  const [loaded] = await Promise.all([data, ...codes.map((code) => code.load())]);
  return loaded;
}

type HostTag = "section" | "footer" | "nav" | "figure";

interface IslandProps<Props> {
  code: IslandCode<Props>;
  /** The element the island is; it stays in the page throughout (ids, scroll targets, the scroll spy). */
  as: HostTag;
  /** Names the island in the page, so the browser finds what the server sent for it. */
  name: string;
  host?: Omit<HTMLAttributes<HTMLElement>, "children" | "dangerouslySetInnerHTML"> & {
    [data: `data-${string}`]: string | undefined;
  };
  props: Props;
  /**
   * Nothing in it reacts to the visitor (a drawing): where the server's HTML is there it is kept as it is and
   * the code is never fetched; the code is needed only to build the part in the browser (a client-side visit).
   */
  decorative?: boolean;
}

const subscribeToNothing = () => () => undefined;
/**
 * True while React hydrates what the server sent (it reads the server's snapshot then), false in every render
 * in the browser after that: an island mounted by a client-side visit has no server HTML of its own. The page
 * hydrates in parts (app/root.tsx), so no page-wide mark can say this.
 */
const useHydrating = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );

/** Start fetching when the island comes this close to the viewport. */
const nearViewport = "300px 0px";

/** On the server, the part rendered whole: every word is in the prerendered HTML. */
function ServerIsland<Props extends object>({ code, as: Host, name, host, props }: IslandProps<Props>) {
  const Component = code.ready ?? use(code.load());
  return (
    <Host {...host} data-island={name}>
      <Component {...props} />
    </Host>
  );
}

/** What the visitor did to a part, to be read and put back when React's markup takes the server's place. */
interface PendingCarry {
  carry: () => CarriedState;
  /** Puts the state back; returns what is to be done once the part's own effects have run. */
  restore: (root: HTMLElement, state: CarriedState) => () => void;
}

/**
 * Carries what the visitor did (typed text, focus and selection, a held click, the pointer) from the server's
 * markup of a part to React's, in the commit that swaps them. A class, because getSnapshotBeforeUpdate is the
 * one moment React offers after the render and before it changes the page: the render takes slices of a
 * transition, so that a key typed meanwhile waits for one slice rather than the whole part, and whatever was
 * typed through it is still read here. Put back before the part's own effects read the fields (useEarlyInput).
 */
class CarryOver extends ReactComponent<{
  pending: RefObject<PendingCarry | undefined>;
  host: RefObject<HTMLElement | null>;
  /** Receives the replay of what the visitor did, for the island's effect to run after the part's effects. */
  afterEffects: RefObject<(() => void) | undefined>;
  /** The part as React renders it, in this commit: the swap. */
  live: boolean;
  children: ReactNode;
}> {
  getSnapshotBeforeUpdate(): (() => void) | null {
    const { pending, host, live, afterEffects } = this.props;
    const carry = live ? pending.current : undefined;
    if (!carry) return null;
    pending.current = undefined;
    const state = carry.carry();
    return () => {
      if (host.current) afterEffects.current = carry.restore(host.current, state);
    };
  }

  componentDidUpdate(_props: unknown, _state: unknown, restore: (() => void) | null): void {
    restore?.();
  }

  render(): ReactNode {
    return this.props.children;
  }
}

/**
 * In the browser, the part stays exactly as the server sent it until its code is needed: when it nears the
 * viewport (never, for a part hidden at this width), or when the visitor reaches into it first (focus,
 * pointer). Hydration skips it (React leaves an element's inner HTML alone while hydrating), so the page's
 * first JavaScript is the framework and what is in view. When the code arrives the part is rendered in
 * place, from identical markup, carrying over what the visitor typed, where the focus and the pointer were,
 * and a click, a submit or a paste made in the meantime.
 */
function ClientIsland<Props extends object>({
  code,
  as: Host,
  name,
  host,
  props,
  decorative = false,
}: IslandProps<Props>) {
  const hostRef = useRef<HTMLElement>(null);
  const [Component, setComponent] = useState(() => code.ready);
  const hydrating = useHydrating();
  // What the server sent, read once while hydrating (afterwards a page's islands come with their code):
  // the same object on every render, so React never writes it back.
  const [sent] = useState(() => ({
    __html: Component || !hydrating ? "" : (document.querySelector(`[data-island="${name}"]`)?.innerHTML ?? ""),
  }));
  const carried = useRef<PendingCarry | undefined>(undefined);
  const replay = useRef<(() => void) | undefined>(undefined);

  useEffect(() => {
    const element = hostRef.current;
    if (Component || !element || (decorative && sent.__html)) return;
    let done = false;
    let held: HeldAction | undefined;
    // The pointer may have come before any script ran (a menu entry hovered and clicked while the framework
    // came): the browser's own :hover says where it is, the deepest element last.
    let hovered: Element | undefined = [...element.querySelectorAll(":hover")].at(-1);
    let pressed: Element | undefined;
    const activate = () => {
      Promise.all([code.load(), loadCarrying()]).then(
        ([loaded, { carryState, restoreState }]) => {
          if (done) return;
          done = true;
          // Read when React is about to put its markup in place of the server's (CarryOver), not now: the part
          // is rendered in slices first, between which the visitor goes on typing, clicking and pointing.
          carried.current = { carry: () => carryState(element, { held, hovered, pressed }), restore: restoreState };
          startTransition(() => setComponent(() => loaded));
        },
        () => {
          // The code could not be fetched (offline, or a newer deployment): a held link, submit or paste goes
          // the browser's own way, which works without it; the next need tries the code again.
          if (held) goTheBrowsersWay(held);
          held = undefined;
        },
      );
    };
    // A click on a control that needs the code, a submit or a paste waits for it and is replayed afterwards.
    const hold = (event: Event) => {
      const action = holdable(event);
      if (!action) return;
      event.preventDefault();
      event.stopPropagation();
      held ??= action;
      activate();
    };
    const holdOn = ["click", "submit", "paste"] as const;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && activate(),
      { rootMargin: nearViewport },
    );
    if (sent.__html) observer.observe(element);
    else activate(); // Nothing was sent to show meanwhile (mounted in the browser before its code arrived).
    const early = ["focusin", "pointerdown", "pointerover"] as const;
    for (const type of early) element.addEventListener(type, activate, { once: true });
    const track = (event: PointerEvent) =>
      (hovered = event.type === "pointerover" ? (event.target as Element) : undefined);
    // A press still held when the code arrives is finished on the part React renders (restoreState).
    const press = (event: PointerEvent) => (pressed = event.isPrimary ? (event.target as Element) : pressed);
    const unpress = () => (pressed = undefined);
    for (const type of holdOn) element.addEventListener(type, hold, true);
    element.addEventListener("pointerover", track);
    element.addEventListener("pointerleave", track);
    element.addEventListener("pointerdown", press);
    addEventListener("pointerup", unpress, true);
    addEventListener("pointercancel", unpress, true);
    return () => {
      done = true;
      observer.disconnect();
      for (const type of early) element.removeEventListener(type, activate);
      for (const type of holdOn) element.removeEventListener(type, hold, true);
      element.removeEventListener("pointerover", track);
      element.removeEventListener("pointerleave", track);
      element.removeEventListener("pointerdown", press);
      removeEventListener("pointerup", unpress, true);
      removeEventListener("pointercancel", unpress, true);
    };
  }, [Component, code, sent, decorative]);

  // The part's own effects (children's) have run before this one: its handlers can answer the visitor now.
  useEffect(() => {
    replay.current?.();
    replay.current = undefined;
  }, [Component]);

  const ref = hostRef as Ref<HTMLElement>;
  return (
    <CarryOver pending={carried} host={hostRef} afterEffects={replay} live={Boolean(Component)}>
      {Component ? (
        <Host ref={ref} {...host} data-island={name} data-island-live="">
          <Component {...props} />
        </Host>
      ) : (
        <Host ref={ref} {...host} data-island={name} dangerouslySetInnerHTML={sent} suppressHydrationWarning />
      )}
    </CarryOver>
  );
}

export const Island = typeof document === "undefined" ? ServerIsland : ClientIsland;
