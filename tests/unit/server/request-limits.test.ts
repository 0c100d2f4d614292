import { describe, expect, it } from "vitest";
import { canonicalPath } from "../../../app/site/pages";
import { judgePath, requestLimits } from "../../../server/request-limits";
import { logPath, routeConsoleToLogger } from "../../../server/logger";
import { createMemoryLogger } from "../../support/memory-logger";

describe("judgePath", () => {
  it.each(["/", "/overview", "/ITConsultancy/", "/a/b/c?x=1", `/${"a/".repeat(31)}a`, "/x////////y", "/caf%C3%A9"])(
    "lets %s through",
    (path) => {
      expect(judgePath(path)).toEqual({ ok: true });
    },
  );

  it("refuses paths beyond each limit, with the status a client should see", () => {
    expect(judgePath(`/${"a".repeat(requestLimits.pathBytes)}`)).toMatchObject({ ok: false, status: 414 });
    expect(judgePath(`/${"é".repeat(requestLimits.pathBytes / 2)}`)).toMatchObject({ ok: false, status: 414 }); // bytes, not characters
    expect(judgePath(`/${"a/".repeat(32)}a`)).toMatchObject({ ok: false, status: 404, reason: "too many segments" });
    expect(judgePath("/x/////////y")).toMatchObject({ ok: false, status: 404, reason: "run of slashes" });
    expect(judgePath("/%E0%A4%A")).toMatchObject({ ok: false, status: 400 });
  });

  it("judges only the path: a long or odd query string is the page's business", () => {
    expect(judgePath(`/overview?q=${"/".repeat(5000)}%`)).toEqual({ ok: true });
  });
});

describe("canonicalPath", () => {
  it("strips any run of trailing slashes, in time linear in the run", () => {
    expect(canonicalPath("/itconsultancy///")).toBe("/ITconsultancy");
    expect(canonicalPath("//")).toBe("/");
    // 100,000 slashes not at the end: the old /\/+$/ retried from each one (about 5 * 10^9 steps).
    expect(canonicalPath(`/${"/".repeat(100_000)}a`)).toBeUndefined();
  });
});

describe("log lines", () => {
  it("cut long paths short and drop the query", () => {
    expect(logPath("/contact?email=a@example.com")).toBe("/contact");
    const long = logPath(`/${"a/".repeat(8000)}`);
    expect(long.length).toBeLessThan(250);
    expect(long).toContain("(16001 chars)");
  });

  it("turn what libraries print with console.* into JSON lines, errors with a short stack", () => {
    const logger = createMemoryLogger();
    const original = console.error;
    const restore = routeConsoleToLogger(logger);
    try {
      console.warn(`The URL path "/${"%".repeat(5000)}" could not be decoded`);
      console.error(new Error("render failed\nsecond line"));
    } finally {
      restore();
    }
    expect(logger.lines).toHaveLength(2);
    expect(logger.lines[0]).toMatchObject({ level: "warn", msg: "console" });
    expect(String(logger.lines[0].detail).length).toBeLessThanOrEqual(501);
    expect(logger.lines[1]).toMatchObject({
      level: "error",
      msg: "console",
      error: "render failed\nsecond line",
      errorName: "Error",
    });
    expect(String(logger.lines[1].stack)).toMatch(/request-limits\.test\.ts/);
    expect(console.error).toBe(original);
  });
});
