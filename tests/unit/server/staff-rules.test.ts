/** The staff area's pure rules: which paths are the staff area, where `next` may lead, passwords, times, filters. */
import { describe, expect, it } from "vitest";
import { inboxQuery } from "../../../app/lib/inbox-filter";
import { describeFilter, parseInboxFilter } from "../../../app/lib/inbox-filter.server";
import { kolkataTime } from "../../../app/lib/kolkata-time";
import { isStaffPath, loginPathFor, safeNextPath } from "../../../app/lib/staff-paths";
import { hashPassword, passwordProblem, verifyAgainstDecoy, verifyPassword } from "../../../server/staff/passwords";
import { containsPattern } from "../../../server/store/dialect";
import { subscribersToCsv } from "../../../server/newsletter/subscribers";
import { clearedSessionCookie, sessionCookie, sessionIdOf } from "../../../server/staff/cookies";
import { fromThisSite } from "../../../server/staff/router";
import { formTokenMatches } from "../../../server/staff/sessions";

describe("staff paths", () => {
  it.each([
    "/admin",
    "/admin/",
    "/admin/login",
    "/admin.data",
    "/admin/messages/x.data",
    "/ADMIN",
    "/Admin/Subscribers",
    "/%61dmin",
    "/%41DMIN/x",
    "//admin",
    "///admin/x",
  ])("%s is the staff area", (path) => expect(isStaffPath(path)).toBe(true));

  it.each(["/", "/administration", "/admins", "/api/admin", "/contact", "/admin.json", "/%zz"])("%s is not", (path) =>
    expect(isStaffPath(path)).toBe(false),
  );

  it.each([
    [null, "/admin"],
    ["", "/admin"],
    ["/admin/subscribers?page=2", "/admin/subscribers?page=2"],
    ["/admin/messages/1#x", "/admin/messages/1"],
    ["//evil.example", "/admin"],
    ["https://evil.example/admin", "/admin"],
    ["/\\evil.example", "/admin"],
    ["\\\\evil.example", "/admin"],
    ["/admin/../contact", "/admin"],
    ["/%2e%2e/contact", "/admin"],
    ["/contact", "/admin"],
    ["javascript:alert(1)", "/admin"],
    ["/admin\n/x", "/admin"],
    ["/admin/login", "/admin"],
    ["/admin/login?next=//evil.example", "/admin"],
  ])("next=%j leads to %s", (next, expected) => expect(safeNextPath(next)).toBe(expected));

  it("the sign-in link keeps a safe next and drops an unsafe one", () => {
    expect(loginPathFor("/admin/subscribers")).toBe("/admin/login?next=%2Fadmin%2Fsubscribers");
    expect(loginPathFor("//evil.example")).toBe("/admin/login?next=%2Fadmin");
  });
});

describe("staff passwords", () => {
  it("need 12 to 256 characters, counted as characters not bytes", () => {
    expect(passwordProblem("elevenchars")).toMatch(/at least 12/);
    expect(passwordProblem("twelve chars")).toBeUndefined();
    expect(passwordProblem("🔑".repeat(12))).toBeUndefined();
    expect(passwordProblem("x".repeat(257))).toMatch(/at most 256/);
  });

  it("are hashed with argon2id at OWASP's parameters, salted, and verified", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword("correct horse battery")).not.toBe(hash);
    expect(await verifyPassword(hash, "correct horse battery")).toBe(true);
    expect(await verifyPassword(hash, "correct horse batterY")).toBe(false);
    expect(await verifyPassword("not a hash", "correct horse battery")).toBe(false);
    expect(await verifyAgainstDecoy("correct horse battery")).toBe(false);
  });
});

describe("staff passwords at their limits", () => {
  it("count characters, not UTF-16 units, and say which limit was missed", () => {
    expect(passwordProblem("x".repeat(11))).toBe("The password must be at least 12 characters long.");
    expect(passwordProblem("🔑".repeat(11))).toBe("The password must be at least 12 characters long.");
    expect(passwordProblem("x".repeat(256))).toBeUndefined();
    expect(passwordProblem("🔑".repeat(256))).toBeUndefined();
    expect(passwordProblem("x".repeat(257))).toBe("The password must be at most 256 characters long.");
  });

  it("refuse a typed password of more than 1,024 UTF-16 units without hashing it, even if its hash matches", async () => {
    const longest = "x".repeat(1024);
    expect(await verifyPassword(await hashPassword(longest), longest)).toBe(true);
    const tooLong = "x".repeat(1025);
    expect(await verifyPassword(await hashPassword(tooLong), tooLong)).toBe(false);
  });
});

describe("a staff form's token", () => {
  const session = {
    idHash: "h",
    staffId: "s",
    email: "a@jenesys.example",
    role: "admin" as const,
    secondFactor: false,
    formToken: "abcdefghijklmnopqrstuvwxyz0123456789-_ABCDE",
  };

  it("must be the session's own, whole and exact, and a string", () => {
    expect(formTokenMatches(session, session.formToken)).toBe(true);
    expect(formTokenMatches(session, `${session.formToken.slice(0, -1)}F`)).toBe(false);
    expect(formTokenMatches(session, session.formToken.slice(0, -1))).toBe(false);
    expect(formTokenMatches(session, `${session.formToken}x`)).toBe(false);
    expect(formTokenMatches(session, "")).toBe(false);
    expect(formTokenMatches(session, undefined)).toBe(false);
    expect(formTokenMatches(session, [session.formToken])).toBe(false);
  });
});

describe("inbox filter", () => {
  it("reads the query string, ignoring what it does not know", () => {
    expect(
      parseInboxFilter(
        new URLSearchParams("q=%20asha%20&status=spam&service=Cloud+Solutions&source=search&owner=mine&page=3"),
      ),
    ).toEqual({
      search: "asha",
      status: "spam",
      service: "Cloud Solutions",
      source: "search",
      owner: "mine",
      page: 3,
    });
    expect(
      parseInboxFilter(new URLSearchParams("status=deleted&service=Hacking&source=tv&owner=ravi&page=-1")),
    ).toEqual({
      search: "",
      status: "",
      service: "",
      source: "",
      owner: "",
      page: 1,
    });
    expect(parseInboxFilter(new URLSearchParams(`q=${"x".repeat(500)}`)).search).toHaveLength(200);
  });

  it("writes it back without defaults, and describes it without the search words", () => {
    expect(inboxQuery({ search: "a b", status: "handled", service: "", source: "", owner: "", page: 1 })).toBe(
      "q=a+b&status=handled",
    );
    expect(inboxQuery({ search: "", status: "", service: "", source: "campaign", owner: "", page: 2 })).toBe(
      "source=campaign&page=2",
    );
    expect(describeFilter({ search: "Asha Rao", status: "", service: "none", source: "", owner: "", page: 1 })).toBe(
      "new and handled, no service, with a search",
    );
    expect(describeFilter({ search: "", status: "", service: "", source: "search", owner: "", page: 1 })).toBe(
      "new and handled, any service, from a search engine",
    );
    expect(inboxQuery({ search: "", status: "", service: "", source: "", owner: "mine", page: 1 })).toBe("owner=mine");
    expect(describeFilter({ search: "", status: "new", service: "", source: "", owner: "unassigned", page: 1 })).toBe(
      "new, any service, unassigned",
    );
  });

  it("searches for % _ and \\ literally", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
    expect(containsPattern("ASHA")).toBe("%asha%");
  });
});

describe("times in the staff area", () => {
  it("are India Standard Time, labelled, whatever the server's zone", () => {
    expect(kolkataTime("2026-01-31T18:45:00.000Z")).toBe("1 Feb 2026, 00:15 IST");
    expect(kolkataTime("2026-07-04T03:04:00.000Z")).toBe("4 Jul 2026, 08:34 IST");
  });
});

describe("subscribers' CSV", () => {
  it("has a header, CRLF rows, and no cell a spreadsheet would run as a formula", () => {
    expect(
      subscribersToCsv([
        {
          email: "=HYPERLINK(1)@evil.example",
          status: "confirmed",
          consentedAt: "2026-01-02T03:05:00.000Z",
          optIn: "double",
          signedUpAt: "2026-01-02T03:04:05.000Z",
        },
        {
          email: "plain@example.com",
          status: "pending",
          consentedAt: null,
          optIn: null,
          signedUpAt: "2026-01-03T03:04:05.000Z",
        },
      ]),
    ).toBe(
      "email,status,consented_at,opt_in,signed_up_at\r\n" +
        "'=HYPERLINK(1)@evil.example,confirmed,2026-01-02T03:05:00.000Z,double,2026-01-02T03:04:05.000Z\r\n" +
        "plain@example.com,pending,,,2026-01-03T03:04:05.000Z\r\n",
    );
  });
});

describe("the session cookie", () => {
  const request = (cookie: string | undefined, secure: boolean) =>
    ({
      secure,
      get: (name: string) => (name.toLowerCase() === "cookie" ? cookie : undefined),
    }) as unknown as Parameters<typeof sessionIdOf>[0];

  it("is HttpOnly and SameSite=Lax for 7 days; over TLS Secure under the __Host- name; cleared the same way", () => {
    expect(sessionCookie("abc", false)).toBe("staff_session=abc; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax");
    expect(sessionCookie("abc", true)).toBe(
      "__Host-staff_session=abc; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax; Secure",
    );
    expect(clearedSessionCookie(false)).toBe("staff_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax");
    expect(clearedSessionCookie(true)).toBe("__Host-staff_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure");
  });

  it("is read only under the name right for the request's scheme, among other cookies, with = in its value kept", () => {
    const header = "theme=dark; staff_session=plain=id; __Host-staff_session=secure=id; other=1";
    expect(sessionIdOf(request(header, false))).toBe("plain=id");
    expect(sessionIdOf(request(header, true))).toBe("secure=id");
    expect(sessionIdOf(request("staff_session=plain", true))).toBeUndefined();
    expect(sessionIdOf(request("xstaff_session=a; staff_sessionx=b", false))).toBeUndefined();
    expect(sessionIdOf(request(undefined, false))).toBeUndefined();
    expect(sessionIdOf(request("  staff_session=spaced  ", false))).toBe("spaced");
  });
});

describe("a staff post's origin", () => {
  const request = (headers: Record<string, string>, own = "https://www.jenesys.example") =>
    ({
      protocol: own.split("://")[0],
      host: own.split("://")[1],
      get: (name: string) => headers[name.toLowerCase()],
    }) as unknown as Parameters<typeof fromThisSite>[0];

  it("must be the request's own origin, or the configured public origin when there is one", () => {
    expect(fromThisSite(request({ origin: "https://www.jenesys.example" }))).toBe(true);
    expect(fromThisSite(request({ origin: "https://evil.example" }))).toBe(false);
    expect(fromThisSite(request({ origin: "http://www.jenesys.example" }))).toBe(false);
    // The Host is the client's to choose: with a public origin configured, only that origin counts.
    expect(
      fromThisSite(request({ origin: "https://evil.example" }, "https://evil.example"), "https://www.jenesys.example"),
    ).toBe(false);
    expect(
      fromThisSite(
        request({ origin: "https://www.jenesys.example" }, "https://evil.example"),
        "https://www.jenesys.example",
      ),
    ).toBe(true);
  });

  it("must say it comes from a page of this site: same-origin Sec-Fetch-Site alone will do, neither header will not", () => {
    expect(fromThisSite(request({ "sec-fetch-site": "same-origin" }))).toBe(true);
    expect(fromThisSite(request({ "sec-fetch-site": "same-site" }))).toBe(false);
    expect(fromThisSite(request({ origin: "https://www.jenesys.example", "sec-fetch-site": "cross-site" }))).toBe(
      false,
    );
    expect(fromThisSite(request({}))).toBe(false);
  });
});
