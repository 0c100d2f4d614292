// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { whenBrowserIdle } from "../../../app/lib/idle";

/** Idle callbacks the test runs by hand, as the browser does when it has nothing else to do. */
function fakeIdleCallbacks() {
  const pending = new Map<number, IdleRequestCallback>();
  const requested: Array<IdleRequestOptions | undefined> = [];
  let next = 1;
  vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
    pending.set(next, callback);
    requested.push(options);
    return next++;
  });
  vi.stubGlobal("cancelIdleCallback", (id: number) => pending.delete(id));
  return {
    requested,
    goIdle: () => {
      for (const [id, callback] of pending) {
        pending.delete(id);
        callback({ didTimeout: false, timeRemaining: () => 50 });
      }
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("whenBrowserIdle", () => {
  it("waits for the browser to be idle, at most 5 s, and runs the work once", () => {
    const idle = fakeIdleCallbacks();
    const work = vi.fn();
    whenBrowserIdle(work);
    expect(work).not.toHaveBeenCalled();
    expect(idle.requested).toEqual([{ timeout: 5000 }]);
    idle.goIdle();
    idle.goIdle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("does nothing once called off", () => {
    const idle = fakeIdleCallbacks();
    const work = vi.fn();
    whenBrowserIdle(work)();
    idle.goIdle();
    expect(work).not.toHaveBeenCalled();
  });

  it("runs the work after a second where the browser has no idle callbacks, and can be called off", () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    // `in window` is what the helper asks: take the property away, not only its value.
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    expect("requestIdleCallback" in window).toBe(false);
    vi.useFakeTimers();
    const work = vi.fn();
    const calledOff = vi.fn();
    whenBrowserIdle(work);
    whenBrowserIdle(calledOff)();
    vi.advanceTimersByTime(999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(calledOff).not.toHaveBeenCalled();
  });
});
