/**
 * What a visitor would see as broken layout, measured in the browser: things outside the window, controls
 * sticking out of their box or cut off, fields too narrow to read, targets too small to tap, and controls on
 * top of each other. A test that only types into a field cannot see any of these.
 */
import type { Page } from "@playwright/test";

export const layoutRules = {
  /** Narrowest text field or select a visitor can read what they typed in. */
  minFieldWidthPx: 120,
  /** WCAG 2.2 target size (minimum), SC 2.5.8. */
  minTargetPx: 24,
  /** Sub-pixel rounding allowed at every edge. */
  tolerancePx: 1,
} as const;

/** Scrolls the page through (so lazy and revealed content is laid out), then back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.9));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  });
}

/** Every layout problem on the page as laid out now, one line each ("" when none). */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(({ minFieldWidthPx, minTargetPx, tolerancePx }) => {
    const problems: string[] = [];
    const viewportWidth = document.documentElement.clientWidth;
    const root = document.documentElement;

    const name = (el: Element) => {
      const id = el.id ? `#${el.id}` : "";
      const testId = el.getAttribute("data-testid") ? `[data-testid=${el.getAttribute("data-testid")}]` : "";
      const label = (el.getAttribute("aria-label") ?? (el as HTMLElement).innerText ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `<${el.tagName.toLowerCase()}${id}${testId}>${label ? ` "${label}"` : ""}`;
    };
    const box = (r: DOMRect) => `x ${Math.round(r.left)}-${Math.round(r.right)}, y ${Math.round(r.top + window.scrollY)}, ${Math.round(r.width)}x${Math.round(r.height)}`;

    /** Inside a 1 px clipping box: the way text is hidden from the eye on purpose (sr-only, the honeypot). */
    const visuallyHidden = (el: Element) => {
      for (let node: Element | null = el; node && node !== document.body; node = node.parentElement) {
        const rect = node.getBoundingClientRect();
        const style = getComputedStyle(node);
        const clips = /(hidden|clip)/.test(style.overflowX + style.overflowY) || style.clip !== "auto";
        if (clips && (rect.width <= 1 || rect.height <= 1)) return true;
      }
      return false;
    };
    /** Rendered, with a box, and meant to be seen. */
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      if (style.display === "none" || style.visibility === "hidden" || style.visibility === "collapse") return false;
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) return false;
      return !visuallyHidden(el);
    };
    /** Ancestors that cut their content off (html and body excluded: hiding the page's overflow hides a defect). */
    const clippingAncestors = (el: Element) => {
      const result: Element[] = [];
      for (let node = el.parentElement; node && node !== document.body && node !== root; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (/(hidden|clip)/.test(style.overflowX) || /(hidden|clip)/.test(style.overflowY)) result.push(node);
      }
      return result;
    };
    const visibleRect = (el: Element) => {
      const rect = el.getBoundingClientRect();
      let left = rect.left, right = rect.right, top = rect.top, bottom = rect.bottom;
      for (const ancestor of clippingAncestors(el)) {
        const clip = ancestor.getBoundingClientRect();
        left = Math.max(left, clip.left); right = Math.min(right, clip.right);
        top = Math.max(top, clip.top); bottom = Math.min(bottom, clip.bottom);
      }
      return { left, right, top, bottom, empty: right - left <= 0 || bottom - top <= 0 };
    };

    // 1. Nothing visible outside the window, sideways.
    const wide: Element[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      if (!shown(el) || el.closest("svg") !== null && el.tagName.toLowerCase() !== "svg") continue;
      const visible = visibleRect(el);
      if (visible.empty) continue;
      if (visible.left < -tolerancePx || visible.right > viewportWidth + tolerancePx) {
        if (wide.some((outer) => outer.contains(el))) continue; // report the outermost only
        wide.push(el);
        problems.push(`outside the ${viewportWidth} px window: ${name(el)} at ${box(el.getBoundingClientRect())}`);
      }
    }

    const interactive = [...document.body.querySelectorAll<HTMLElement>(
      "a[href], button, input:not([type=hidden]), select, textarea, [role=button], [tabindex]:not([tabindex='-1'])",
    )].filter((el) => shown(el) && !el.closest("[inert]") && el.id !== "main");

    for (const el of interactive) {
      const rect = el.getBoundingClientRect();
      // 2. Inside its parent's box, and not cut off by an ancestor.
      let parent = el.parentElement;
      while (parent && getComputedStyle(parent).display === "contents") parent = parent.parentElement;
      if (parent && parent !== document.body && getComputedStyle(el).position !== "absolute" && getComputedStyle(el).position !== "fixed") {
        const outer = parent.getBoundingClientRect();
        if (rect.left < outer.left - tolerancePx || rect.right > outer.right + tolerancePx) {
          problems.push(`sticks out of its parent: ${name(el)} at ${box(rect)}, parent ${name(parent)} at ${box(outer)}`);
        }
      }
      for (const ancestor of clippingAncestors(el)) {
        const clip = ancestor.getBoundingClientRect();
        if (rect.left < clip.left - tolerancePx || rect.right > clip.right + tolerancePx || rect.top < clip.top - tolerancePx || rect.bottom > clip.bottom + tolerancePx) {
          problems.push(`cut off by ${name(ancestor)}: ${name(el)} at ${box(rect)}`);
          break;
        }
      }
      // 3. Fields wide enough to read.
      const tag = el.tagName.toLowerCase();
      const type = (el.getAttribute("type") ?? "text").toLowerCase();
      const isTextField = tag === "textarea" || tag === "select" || (tag === "input" && ["text", "email", "tel", "url", "search", "number", "password"].includes(type));
      if (isTextField && rect.width < minFieldWidthPx - tolerancePx) {
        problems.push(`field narrower than ${minFieldWidthPx} px: ${name(el)} at ${box(rect)}`);
      }
    }

    // 4. Targets of at least 24 x 24 px, except links inside a sentence and small targets with room around them.
    const inSentence = (el: HTMLElement) =>
      getComputedStyle(el).display === "inline" &&
      [...(el.parentElement?.childNodes ?? [])].some((node) => node !== el && node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "");
    const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    const targets = interactive.filter((el) => !inSentence(el));
    const small = new Set(targets.filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width < minTargetPx - tolerancePx || r.height < minTargetPx - tolerancePx;
    }));
    for (const el of small) {
      const c = centre(el.getBoundingClientRect());
      const crowded = targets.some((other) => {
        if (other === el || other.contains(el) || el.contains(other)) return false;
        const r = other.getBoundingClientRect();
        if (small.has(other)) {
          const o = centre(r);
          return Math.hypot(o.x - c.x, o.y - c.y) < minTargetPx - tolerancePx;
        }
        const dx = Math.max(r.left - c.x, 0, c.x - r.right);
        const dy = Math.max(r.top - c.y, 0, c.y - r.bottom);
        return Math.hypot(dx, dy) < minTargetPx / 2 - tolerancePx;
      });
      if (crowded) problems.push(`target smaller than ${minTargetPx} px with another within reach: ${name(el)} at ${box(el.getBoundingClientRect())}`);
    }

    // 5. No two controls on top of each other.
    for (let i = 0; i < interactive.length; i++) {
      for (let j = i + 1; j < interactive.length; j++) {
        const a = interactive[i]!, b = interactive[j]!;
        if (a.contains(b) || b.contains(a)) continue;
        const ra = a.getBoundingClientRect(), rb = b.getBoundingClientRect();
        const overlapX = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const overlapY = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (overlapX > tolerancePx && overlapY > tolerancePx) problems.push(`overlapping: ${name(a)} at ${box(ra)} and ${name(b)} at ${box(rb)}`);
      }
    }
    return problems;
  }, layoutRules);
}
