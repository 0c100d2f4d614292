/** The one table of who may use which part of the staff area, and how a request's path finds its row. */
import { describe, expect, it } from "vitest";
import {
  areaOf,
  areasFor,
  homeFor,
  isStaffRole,
  mayOpen,
  mayUse,
  ownersOf,
  routedPath,
  staffRoles,
  type StaffAreaName,
  type StaffRole,
} from "../../../server/staff/permissions";

/** The table, written out here once more so that a change to the module's table is a decision a test names. */
const expected: Record<StaffAreaName, StaffRole[]> = {
  inbox: ["admin", "sales"],
  subscribers: ["admin", "sales"],
  insights: ["admin", "sales"],
  openings: ["admin", "hr", "editor"],
  applications: ["admin", "hr"],
  news: ["admin", "editor"],
  staff: ["admin"],
  audit: ["admin"],
  account: ["admin", "sales", "hr", "editor"],
};

describe("staff permissions", () => {
  const cases = Object.entries(expected).flatMap(([area, allowed]) =>
    staffRoles.map((role) => [role, area as StaffAreaName, allowed.includes(role)] as const),
  );

  it.each(cases)("%s may use %s: %s", (role, area, allowed) => expect(mayUse(role, area)).toBe(allowed));

  it.each([
    ["/admin", "inbox"],
    ["/admin/", "inbox"],
    ["/ADMIN", "inbox"],
    ["/admin.data", "inbox"],
    ["/admin?status=new", "inbox"],
    ["/admin/messages/0b7e5a4c", "inbox"],
    ["/admin/messages/0b7e5a4c.data", "inbox"],
    ["/admin/export.csv?status=new", "inbox"],
    ["/admin/subscribers", "subscribers"],
    ["/admin/subscribers.csv", "subscribers"],
    ["/Admin/Subscribers?page=2", "subscribers"],
    ["/admin/insights?days=90", "insights"],
    ["/admin/insights.csv?days=7", "insights"],
    ["/admin/openings", "openings"],
    ["/admin/openings/new", "openings"],
    ["/admin/openings/abc.data", "openings"],
    ["/admin/applications", "applications"],
    ["/admin/applications?stage=new", "applications"],
    ["/admin/applications/0b7e5a4c", "applications"],
    ["/admin/applications/0b7e5a4c/cv", "applications"],
    ["/admin/Applications/0b7e5a4c.data", "applications"],
    ["/admin/applications.csv?stage=new", "applications"],
    ["/admin/applications.csv/", "applications"],
    ["/admin/openings/../applications", "applications"],
    ["/admin/applicationsx", "staff"],
    ["/admin/news", "news"],
    ["/admin/news/new", "news"],
    ["/admin/%6eews", "news"],
    ["//admin//news", "news"],
    ["/admin/staff", "staff"],
    ["/admin/audit?page=2", "audit"],
    ["/admin/account", "account"],
    ["/admin/login?next=/admin", "account"],
    ["/admin/logout", "account"],
    // A path that only looks like an open area, once React Router has resolved it, is what it resolves to.
    ["/admin/account/../staff", "staff"],
    ["/admin/account/%2e%2e/staff", "staff"],
    ["/admin/account%2f..%2fnews", "news"],
    ["/admin/login/../../admin/subscribers", "subscribers"],
    // Neither a longer name nor an unknown page opens anything: an unnamed path is Admin's.
    ["/admin/newsroom", "staff"],
    ["/admin/accounts", "staff"],
    ["/admin/no-such-page", "staff"],
    ["/admin/%zz", "staff"],
  ] as const)("%s is the %s area", (path, area) => expect(areaOf(path)).toBe(area));

  it("resolves what React Router would resolve before matching", () => {
    expect(routedPath("/Admin/Openings/")).toBe("/admin/openings");
    expect(routedPath("/admin/news.data")).toBe("/admin/news");
    expect(routedPath("/admin/%4Eews/x")).toBe("/admin/news/x");
  });

  it("lets a path be opened by the roles of its area only", () => {
    expect(mayOpen("sales", "/admin/messages/x")).toBe(true);
    expect(mayOpen("editor", "/admin/messages/x")).toBe(false);
    expect(mayOpen("hr", "/admin/news/new")).toBe(false);
    expect(mayOpen("hr", "/admin/applications/x/cv")).toBe(true);
    expect(mayOpen("editor", "/admin/applications/x/cv")).toBe(false);
    expect(mayOpen("sales", "/admin/applications.csv")).toBe(false);
    expect(mayOpen("sales", "/admin/account/../staff")).toBe(false);
    expect(mayOpen("admin", "/admin/anything")).toBe(true);
  });

  it("lists each role's areas in menu order and sends it home to its first", () => {
    expect(areasFor("admin")).toEqual([
      "inbox",
      "subscribers",
      "insights",
      "openings",
      "applications",
      "news",
      "staff",
      "audit",
      "account",
    ]);
    expect(areasFor("sales")).toEqual(["inbox", "subscribers", "insights", "account"]);
    expect(areasFor("hr")).toEqual(["openings", "applications", "account"]);
    expect(areasFor("editor")).toEqual(["openings", "news", "account"]);
    expect(homeFor("admin")).toBe("/admin");
    expect(homeFor("sales")).toBe("/admin");
    expect(homeFor("hr")).toBe("/admin/openings");
    expect(homeFor("editor")).toBe("/admin/openings");
  });

  it("says whose an area is in words", () => {
    expect(ownersOf("inbox")).toBe("Sales and Admin");
    expect(ownersOf("openings")).toBe("HR, Editor and Admin");
    expect(ownersOf("news")).toBe("Editor and Admin");
    expect(ownersOf("applications")).toBe("HR and Admin");
    expect(ownersOf("staff")).toBe("Admin");
  });

  it.each([
    ["admin", true],
    ["sales", true],
    ["hr", true],
    ["editor", true],
    ["Admin", false],
    ["owner", false],
    ["", false],
    [undefined, false],
  ])("%j is a role: %s", (value, ok) => expect(isStaffRole(value)).toBe(ok));
});
