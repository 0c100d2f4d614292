/**
 * What a visitor would see as broken or unfinished layout, measured in the browser: things outside the
 * window, controls sticking out of their box or cut off, fields too narrow to read, targets too small to
 * tap, controls on top of each other, grids ending with a lone item, words broken across heading lines,
 * headings ending with a lone word, figures split from their unit or a standard from its number, faint or cut-off placeholders and text
 * wider than its box. A test that only types into a field cannot see any of these.
 */
import { readFileSync, readdirSync } from "node:fs";
import type { CDPSession, Page } from "@playwright/test";

export const layoutRules = {
  /** Narrowest text field or select a visitor can read what they typed in. */
  minFieldWidthPx: 120,
  /** WCAG 2.2 target size (minimum), SC 2.5.8. */
  minTargetPx: 24,
  /** Sub-pixel rounding allowed at every edge. */
  tolerancePx: 1,
} as const;

/** How long one scroll position waits for the page's next frame before moving on (see scrollThrough). */
const frameWaitMs = 2_000;
/** A call into the page that has not returned after this long has found the page's renderer stuck. */
const stallMs = 30_000;

/**
 * A debugger session on each page the layout check scrolls, enabled while the page still answers: a page
 * whose main thread is stuck can then be paused (the debugger interrupts running JavaScript, as DevTools'
 * pause button does) and asked where it is, which a session opened only after the stall cannot do.
 */
const debuggers = new WeakMap<Page, Promise<CDPSession>>();

function watchForStalls(page: Page): Promise<CDPSession> {
  let session = debuggers.get(page);
  if (!session) {
    session = page
      .context()
      .newCDPSession(page)
      .then(async (cdp) => {
        await cdp.send("Debugger.enable");
        return cdp;
      });
    debuggers.set(page, session);
  }
  return session;
}

/** Said by stalledAt when the debugger's pause did not land: no JavaScript ran on the page's main thread. */
const outsideJavaScript = "outside JavaScript (no pause)";

/**
 * What the page's main thread is doing when a call into it does not return: the JavaScript it is running,
 * or, when it does not pause, that it is stuck outside JavaScript. Named in the failure, so a stall seen
 * once in a full run says where it was.
 */
async function stalledAt(page: Page): Promise<string> {
  const cdp = await watchForStalls(page);
  const paused = new Promise<string>((resolve) =>
    cdp.once("Debugger.paused", ({ callFrames }) =>
      resolve(
        callFrames
          .slice(0, 12)
          .map((frame) => `${frame.functionName || "(anonymous)"} ${frame.url}:${frame.location.lineNumber + 1}`)
          .join(" < "),
      ),
    ),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const where = await Promise.race([
    cdp.send("Debugger.pause").then(() => paused),
    new Promise<string>((resolve) => (timer = setTimeout(() => resolve(outsideJavaScript), 10_000))),
  ]);
  clearTimeout(timer);
  void cdp.send("Debugger.resume").catch(() => undefined);
  return where;
}

/**
 * What the kernel says of every thread of every Chromium process on this machine (Linux): running (R) or
 * asleep (S) and on what, threads of one name and state counted together. A renderer stuck outside
 * JavaScript shows here whether it is busy or waiting, and on which of its own threads or of another
 * process (the GPU process draws its frames) the wait may be.
 */
function chromiumThreads(): string {
  const read = (file: string) => {
    try {
      return readFileSync(file, "utf8");
    } catch {
      return "";
    }
  };
  const list = (directory: string) => {
    try {
      return readdirSync(directory);
    } catch {
      return [];
    }
  };
  const stateOf = (file: string) => {
    const stat = read(file);
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0];
  };
  const processes = list("/proc")
    .filter((pid) => /^\d+$/.test(pid))
    // A child process's command line is rewritten as one string (its process title), so it is read as text.
    .map((pid) => ({ pid, command: read(`/proc/${pid}/cmdline`).replaceAll("\0", " ") }))
    .filter(({ command }) => /^\S*chrom/.test(command));
  return (
    processes
      .map(({ pid, command }) => {
        const type = /--type=(\S+)/.exec(command)?.[1] ?? "browser";
        const threads = new Map<string, number>();
        for (const tid of list(`/proc/${pid}/task`)) {
          const task = `/proc/${pid}/task/${tid}`;
          const key = `${tid === pid ? "main" : read(`${task}/comm`).trim()} ${stateOf(`${task}/stat`)} ${read(`${task}/wchan`) || "-"}`;
          threads.set(key, (threads.get(key) ?? 0) + 1);
        }
        const summary = [...threads].map(([key, count]) => (count > 1 ? `${count}× ${key}` : key)).join("; ");
        return `${type} ${pid}: ${summary}`;
      })
      .join(" | ") || "none found"
  );
}

/**
 * A page whose renderer stopped running anything, JavaScript or timers, for longer than the stall bound:
 * Chromium's own process stuck (seen, rarely, in headless Chromium, quiet or busy), not the page's code,
 * which a pause would have named. The layout check opens the page afresh once when it meets one.
 */
export class RendererStall extends Error {
  override name = "RendererStall";
}

/** A promise's answer, or undefined when it has none within the bound. */
async function within<T>(call: Promise<T>, limitMs: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const answer = await Promise.race([
    call.catch(() => undefined),
    new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), limitMs))),
  ]);
  clearTimeout(timer);
  return answer;
}

/**
 * A renderer that is idle yet runs none of its page's timers has had the page's task queues stopped, which
 * Chromium does to a page it takes for hidden or frozen. Each way back is tried in turn and the one that
 * brought the page back is named, for the stall's report (the layout check measures afresh either way).
 */
async function tryToWake(page: Page): Promise<string> {
  const cdp = await watchForStalls(page);
  const ways: Array<[string, () => Promise<unknown>]> = [
    ["by itself", async () => undefined],
    ["once brought to the front", () => cdp.send("Page.bringToFront")],
    ["once its lifecycle was set to active", () => cdp.send("Page.setWebLifecycleState", { state: "active" })],
  ];
  for (const [how, wake] of ways) {
    await within(wake(), 5_000);
    // The pause asked for by stalledAt lands as soon as the page runs again: let it go on.
    void cdp.send("Debugger.resume").catch(() => undefined);
    const visibility = await within(
      page.evaluate(() => document.visibilityState),
      5_000,
    );
    if (visibility) return `it answered again ${how} (its visibility then: ${visibility})`;
  }
  return "nothing tried woke it";
}

/** Runs a call into the page; if the page's renderer does not answer within stallMs, fails naming where it is stuck. */
async function answered<T>(page: Page, what: string, call: Promise<T>, limitMs = stallMs): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stalled = Symbol("stalled");
  const result = await Promise.race([
    call,
    new Promise<typeof stalled>((resolve) => (timer = setTimeout(() => resolve(stalled), limitMs))),
  ]);
  clearTimeout(timer);
  if (result !== stalled) return result;
  call.catch(() => undefined);
  const where = await stalledAt(page);
  const message = `The page did not answer ${what} within ${limitMs / 1000} s; its main thread is at: ${where}`;
  if (where !== outsideJavaScript) throw new Error(message);
  const threads = chromiumThreads();
  throw new RendererStall(`${message}; ${await tryToWake(page)}; Chromium's threads (name, state, wait): ${threads}`);
}

/**
 * Scrolls the page through (so lazy and revealed content is laid out), then back to the top.
 *
 * The page scrolls itself, one window at a time, waiting for the next frame at each position so observers
 * (reveals, islands) see it: one call into the page rather than two per position, which on a busy machine
 * cost more than the scrolling. Headless Chromium on a busy machine has been seen to stop drawing frames, so
 * each frame's wait is bounded by a timer (layout, which the checks read synchronously, is exact either way).
 * A page that stops answering altogether fails with where its main thread is (see answered), rather than at
 * the test's limit.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await watchForStalls(page);
  const positions = await answered(
    page,
    "the page's height",
    page.evaluate(() => Math.ceil(document.documentElement.scrollHeight / Math.max(200, window.innerHeight * 0.9))),
  );
  // Every position may wait out its frame's timer; a page still scrolling after that has stopped answering.
  const bound = stallMs + (positions + 1) * frameWaitMs;
  await answered(
    page,
    "a scroll through the page",
    page.evaluate(async (waitMs) => {
      const step = Math.max(200, Math.floor(window.innerHeight * 0.9));
      const nextFrame = () =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, waitMs);
          requestAnimationFrame(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      // The height is read at every position: content laid out on the way (an island's list) makes the page longer.
      for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
        window.scrollTo({ top: y, behavior: "instant" });
        await nextFrame();
      }
      window.scrollTo({ top: 0, behavior: "instant" });
      await nextFrame();
    }, frameWaitMs),
    bound,
  );
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
      const label = (el.getAttribute("aria-label") ?? (el as HTMLElement).innerText ?? "")
        .trim()
        .replace(/\s+/g, " ")
        .slice(0, 40);
      return `<${el.tagName.toLowerCase()}${id}${testId}>${label ? ` "${label}"` : ""}`;
    };
    const box = (r: DOMRect) =>
      `x ${Math.round(r.left)}-${Math.round(r.right)}, y ${Math.round(r.top + window.scrollY)}, ${Math.round(r.width)}x${Math.round(r.height)}`;

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
    /** Inside a closed <details> (its summary aside): not laid out, though the browser may keep its last boxes. */
    const folded = (el: Element) => {
      const details = el.closest("details:not([open])");
      return details !== null && el.closest("summary")?.parentElement !== details;
    };
    /** Rendered, with a box, and meant to be seen. */
    const shown = (el: Element) => {
      if (folded(el)) return false;
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
      let left = rect.left,
        right = rect.right,
        top = rect.top,
        bottom = rect.bottom;
      for (const ancestor of clippingAncestors(el)) {
        const clip = ancestor.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
        top = Math.max(top, clip.top);
        bottom = Math.min(bottom, clip.bottom);
      }
      return { left, right, top, bottom, empty: right - left <= 0 || bottom - top <= 0 };
    };

    // 1. Nothing visible outside the window, sideways.
    const wide: Element[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      if (!shown(el) || (el.closest("svg") !== null && el.tagName.toLowerCase() !== "svg")) continue;
      const visible = visibleRect(el);
      if (visible.empty) continue;
      if (visible.left < -tolerancePx || visible.right > viewportWidth + tolerancePx) {
        if (wide.some((outer) => outer.contains(el))) continue; // report the outermost only
        wide.push(el);
        problems.push(`outside the ${viewportWidth} px window: ${name(el)} at ${box(el.getBoundingClientRect())}`);
      }
    }

    const interactive = [
      ...document.body.querySelectorAll<HTMLElement>(
        "a[href], button, input:not([type=hidden]), select, textarea, [role=button], [tabindex]:not([tabindex='-1'])",
      ),
    ].filter((el) => shown(el) && !el.closest("[inert]") && el.id !== "main");

    for (const el of interactive) {
      const rect = el.getBoundingClientRect();
      // 2. Inside its parent's box, and not cut off by an ancestor.
      let parent = el.parentElement;
      while (parent && getComputedStyle(parent).display === "contents") parent = parent.parentElement;
      if (
        parent &&
        parent !== document.body &&
        getComputedStyle(el).position !== "absolute" &&
        getComputedStyle(el).position !== "fixed"
      ) {
        const outer = parent.getBoundingClientRect();
        if (rect.left < outer.left - tolerancePx || rect.right > outer.right + tolerancePx) {
          problems.push(
            `sticks out of its parent: ${name(el)} at ${box(rect)}, parent ${name(parent)} at ${box(outer)}`,
          );
        }
      }
      for (const ancestor of clippingAncestors(el)) {
        const clip = ancestor.getBoundingClientRect();
        if (
          rect.left < clip.left - tolerancePx ||
          rect.right > clip.right + tolerancePx ||
          rect.top < clip.top - tolerancePx ||
          rect.bottom > clip.bottom + tolerancePx
        ) {
          problems.push(`cut off by ${name(ancestor)}: ${name(el)} at ${box(rect)}`);
          break;
        }
      }
      // 3. Fields wide enough to read.
      const tag = el.tagName.toLowerCase();
      const type = (el.getAttribute("type") ?? "text").toLowerCase();
      const isTextField =
        tag === "textarea" ||
        tag === "select" ||
        (tag === "input" && ["text", "email", "tel", "url", "search", "number", "password"].includes(type));
      if (isTextField && rect.width < minFieldWidthPx - tolerancePx) {
        problems.push(`field narrower than ${minFieldWidthPx} px: ${name(el)} at ${box(rect)}`);
      }
    }

    // 4. Targets of at least 24 x 24 px, except links inside a sentence and small targets with room around them.
    const inSentence = (el: HTMLElement) =>
      getComputedStyle(el).display === "inline" &&
      [...(el.parentElement?.childNodes ?? [])].some(
        (node) => node !== el && node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "",
      );
    const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    const targets = interactive.filter((el) => !inSentence(el));
    const small = new Set(
      targets.filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width < minTargetPx - tolerancePx || r.height < minTargetPx - tolerancePx;
      }),
    );
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
      if (crowded)
        problems.push(
          `target smaller than ${minTargetPx} px with another within reach: ${name(el)} at ${box(el.getBoundingClientRect())}`,
        );
    }

    // 5. No two controls on top of each other.
    for (let i = 0; i < interactive.length; i++) {
      for (let j = i + 1; j < interactive.length; j++) {
        const a = interactive[i],
          b = interactive[j];
        if (a.contains(b) || b.contains(a)) continue;
        const ra = a.getBoundingClientRect(),
          rb = b.getBoundingClientRect();
        const overlapX = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const overlapY = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (overlapX > tolerancePx && overlapY > tolerancePx)
          problems.push(`overlapping: ${name(a)} at ${box(ra)} and ${name(b)} at ${box(rb)}`);
      }
    }
    // 6. No grid of three or more similar items has a row of one item alone under a fuller row (2 + 2 + 1, or
    //    2 + 2 + 1 + 1 when items of one row stand at different heights), unless that item spans the row.
    for (const grid of document.body.querySelectorAll<HTMLElement>("ul, ol, div")) {
      if (getComputedStyle(grid).display !== "grid" || !shown(grid)) continue;
      const items = [...grid.children].filter(shown);
      if (items.length < 3 || new Set(items.map((item) => item.tagName)).size > 1) continue;
      const rows = new Map<number, number>();
      for (const item of items) {
        const top = Math.round(item.getBoundingClientRect().top);
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      const ordered = [...rows.entries()].sort((a, b) => a[0] - b[0]);
      const counts = ordered.map(([, count]) => count);
      const innerWidth =
        grid.clientWidth -
        parseFloat(getComputedStyle(grid).paddingLeft) -
        parseFloat(getComputedStyle(grid).paddingRight);
      const spansRow = (top: number) =>
        items.some(
          (item) =>
            Math.round(item.getBoundingClientRect().top) === top &&
            item.getBoundingClientRect().width >= 0.9 * innerWidth,
        );
      const lone = ordered.some(
        ([top, count], row) => row > 0 && count === 1 && Math.max(...counts.slice(0, row)) >= 2 && !spansRow(top),
      );
      if (lone) {
        problems.push(
          `grid with a lone item in a row: ${name(grid)} with ${items.length} items in rows of ${counts.join(", ")}`,
        );
      }
    }

    /** The line boxes (tops) a range of text is laid out on. */
    const linesOf = (range: Range) =>
      new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    const textNodes = (el: Element) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const nodes: Text[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (node.textContent!.trim()) nodes.push(node as Text);
      return nodes;
    };

    // 7. No heading breaks a word across lines (a hyphenated word split at its hyphen).
    for (const heading of document.body.querySelectorAll("h1, h2, h3, h4")) {
      if (!shown(heading)) continue;
      for (const node of textNodes(heading)) {
        for (const match of node.textContent.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          if (linesOf(range).size > 1)
            problems.push(`heading breaks a word across lines: ${name(heading)} at "${match[0]}"`);
        }
      }
    }

    // 7b. No heading of four or more words ends with one word alone on its last line.
    for (const heading of document.body.querySelectorAll("h1, h2, h3, h4")) {
      if (!shown(heading)) continue;
      const words = textNodes(heading)
        .filter((node) => !visuallyHidden(node.parentElement!))
        .flatMap((node) =>
          [...node.textContent.matchAll(/\S+/g)].map((match) => {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            return { word: match[0], top: Math.max(...linesOf(range)) };
          }),
        );
      if (words.length < 4) continue;
      const [last, beforeLast] = [words.at(-1)!, words.at(-2)!];
      if (last.top > beforeLast.top + tolerancePx)
        problems.push(`heading ends with a lone word: ${name(heading)} ("${last.word}")`);
    }

    // 8. A figure and its unit on one line ("27,54,000+", "160,000+", "40 hrs").
    for (const el of document.body.querySelectorAll("span, p, strong, dd, dt, div, li")) {
      const text = (el as HTMLElement).innerText?.trim() ?? "";
      if (!/^[\d][\d,.]*\s?(\+|%|[A-Za-z]{1,5}\+?)$/.test(text) || !shown(el)) continue;
      const range = document.createRange();
      range.selectNodeContents(el);
      if (linesOf(range).size > 1) problems.push(`figure broken across lines: ${name(el)}`);
    }

    // 8b. Inside a sentence, a standard's name and its number ("IEC 62304", "WCAG 2.1") and a figure and its
    // unit ("48 hours", "200+ projects", "1.2 million records") on one line. Years ("in 2002 we"), dates and the numbers
    // of product names ("Dynamics 365 and") are no figures.
    const together =
      /\b(?:IEC|ISO|WCAG|HL7|PCI DSS)\s[\d.]+|(?<![\w.,/:-])(?<!\b(?:Dynamics|Microsoft|Office|Windows|Java|Python|Scope|Level|Tier|Phase|Release|Version|Android|iOS|IPv)\s)(?!(?:19|20)\d\d\b)\d(?:[\d,.]*\d)?\+?\s(?!(?:January|February|March|April|May|June|July|August|September|October|November|December)\b)[A-Za-z]+/g;
    for (const node of textNodes(document.body)) {
      if (!shown(node.parentElement!)) continue;
      for (const match of node.textContent.matchAll(together)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        if (linesOf(range).size > 1)
          problems.push(`figure or standard broken across lines: ${name(node.parentElement!)} at "${match[0]}"`);
      }
    }

    // 9. Placeholders readable: 4.5:1 against the field's background.
    // Any CSS colour (rgb, oklch, color-mix results) as sRGB 0-255 and alpha 0-1, read back from a canvas pixel.
    const pixel = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const channels = (color: string) => {
      pixel.clearRect(0, 0, 1, 1);
      pixel.fillStyle = color;
      pixel.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = pixel.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const luminance = ([r, g, b]: number[]) => {
      const linear = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const backgroundOf = (el: Element): number[] => {
      const layers: number[][] = [];
      for (let node: Element | null = el; node; node = node.parentElement) {
        const [r, g, b, a = 1] = channels(getComputedStyle(node).backgroundColor);
        if (a > 0) layers.push([r, g, b, a]);
        if (a >= 1) break;
      }
      let base = [255, 255, 255];
      for (const [r, g, b, a] of layers.reverse())
        base = [r * a + base[0] * (1 - a), g * a + base[1] * (1 - a), b * a + base[2] * (1 - a)];
      return base;
    };
    for (const field of document.body.querySelectorAll<HTMLInputElement>("input[placeholder], textarea[placeholder]")) {
      if (!shown(field)) continue;
      const [r, g, b, a = 1] = channels(getComputedStyle(field, "::placeholder").color);
      const background = backgroundOf(field);
      const text = [r * a + background[0] * (1 - a), g * a + background[1] * (1 - a), b * a + background[2] * (1 - a)];
      const [light, dark] = [luminance(text), luminance(background)].sort((x, y) => y - x);
      const ratio = (light + 0.05) / (dark + 0.05);
      if (ratio < 4.5) problems.push(`placeholder contrast ${ratio.toFixed(2)}:1 in ${name(field)}`);
      // A one-line field shows its whole placeholder ("Enter 10-digit number", not "Enter 10-digit num").
      if (field instanceof HTMLInputElement) {
        const style = getComputedStyle(field, "::placeholder");
        pixel.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const own = getComputedStyle(field);
        const room = field.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight);
        const needed = pixel.measureText(field.placeholder).width;
        if (needed > room + tolerancePx)
          problems.push(
            `placeholder cut off: ${name(field)} ("${field.placeholder}" needs ${Math.round(needed)} px of ${Math.round(room)})`,
          );
      }
    }

    // 10. No text wider than its own box (a long address or a big figure in a narrow tile).
    for (const el of document.body.querySelectorAll<HTMLElement>("p, span, a, h1, h2, h3, h4, li, dd, div")) {
      const style = getComputedStyle(el);
      if (style.display === "inline" || style.position === "absolute" || style.position === "fixed" || !shown(el))
        continue;
      if (!/(visible)/.test(style.overflowX)) continue;
      const hasOwnText = [...el.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "",
      );
      if (hasOwnText && el.scrollWidth > el.clientWidth + tolerancePx) {
        problems.push(`text wider than its box: ${name(el)} (${el.scrollWidth} px in ${el.clientWidth} px)`);
      }
    }
    return problems;
  }, layoutRules);
}

/** Touch targets of the staff area, a tool used on phones all day: larger than the site-wide minimum. */
export const staffTargetRules = {
  /** Buttons, fields, menus and links standing on their own (WCAG 2.5.5, Target Size (Enhanced)). */
  minTargetPx: 44,
  /** A link inside a sentence: at least a line of text tall. */
  minTextLinkHeightPx: 24,
} as const;

/**
 * The staff area's controls smaller than `staffTargetRules`: every button, field, select, summary and link in
 * [data-staff-area] that is shown, 44 x 44 px at least (a field as tall, and as wide as the site's rule asks),
 * and a link inside a sentence 24 px tall at least.
 */
export async function smallStaffTargets(page: Page): Promise<string[]> {
  return page.evaluate(({ minTargetPx, minTextLinkHeightPx }) => {
    const problems: string[] = [];
    const area = document.querySelector("[data-staff-area]");
    if (!area) return ["no [data-staff-area] on the page"];
    const controls = area.querySelectorAll<HTMLElement>(
      "a[href], button, input:not([type=hidden]), select, textarea, summary",
    );
    for (const el of controls) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue; // folded away (a closed menu), or not shown
      if (el.closest("[hidden], [aria-hidden=true]")) continue;
      const label = `<${el.tagName.toLowerCase()}> "${(el.innerText || el.getAttribute("aria-label") || (el as HTMLInputElement).name || "").trim().slice(0, 40)}"`;
      const size = `${Math.round(rect.width)} x ${Math.round(rect.height)}`;
      const inSentence =
        el.tagName === "A" &&
        getComputedStyle(el).display === "inline" &&
        [...(el.parentElement?.childNodes ?? [])].some(
          (node) => node !== el && node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "",
        );
      const isField = ["INPUT", "SELECT", "TEXTAREA"].includes(el.tagName);
      const isBox = el instanceof HTMLInputElement && ["checkbox", "radio"].includes(el.type);
      if (isBox) {
        // A tick box is reached through its label: the label is the target.
        const target = el.closest("label") ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null);
        const r = target?.getBoundingClientRect();
        if (!r || r.height < minTargetPx - 1) problems.push(`tick box without a 44 px label: ${label}`);
      } else if (inSentence) {
        if (rect.height < minTextLinkHeightPx - 1) problems.push(`text link under 24 px high: ${label} ${size}`);
      } else if (rect.height < minTargetPx - 1 || (!isField && rect.width < minTargetPx - 1)) {
        problems.push(`target under 44 x 44 px: ${label} ${size}`);
      }
    }
    return problems;
  }, staffTargetRules);
}
