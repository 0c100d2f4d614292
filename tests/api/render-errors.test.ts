/**
 * A page that fails on the server is logged once, by the server's JSON logger: one line with the request
 * id, the path and where it was thrown, and nothing the visitor typed; never a raw stack trace on the
 * console. Against the production build, with a contact service that breaks the page in two ways.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContactService, SubmitResult } from "../../server/contact-service";
import { clientDir, hasBuild, noBuildMessage, reactRouterFor } from "../support/build";
import { postForm, startTestServer, validContact, type TestServer } from "../support/server";

/** A contact service whose submit answers `submit`; the rest is never reached by a form post. */
function contactsAnswering(submit: () => Promise<SubmitResult>): ContactService {
  return { submit, drain: () => Promise.resolve() };
}

describe.skipIf(!hasBuild)(`errors while rendering a page ${hasBuild ? "" : noBuildMessage}`, () => {
  let server: TestServer | undefined;
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, "error");
  });
  afterEach(async () => {
    consoleError.mockRestore();
    await server?.close();
  });

  async function postBrokenForm(contacts: ContactService) {
    server = await startTestServer({ clientDir, contacts, reactRouterFor });
    const response = await postForm(`${server.url}/contact?subscribed=0`, validContact);
    const requestId = response.headers.get("x-request-id")!;
    const html = await response.text();
    const errorLines = server.logger.lines.filter((line) => line.level === "error");
    return { response, html, requestId, errorLines, allLines: JSON.stringify(server.logger.lines) };
  }

  it("logs a component that throws while rendering as one line with the request id", async () => {
    // A field error that is not text: React refuses to render an object as a child.
    const { response, html, requestId, errorLines, allLines } = await postBrokenForm(
      contactsAnswering(async () => ({
        ok: false,
        status: 400,
        errors: { name: { not: "text" } as unknown as string },
      })),
    );
    expect(response.status).toBe(500);
    expect(html).toContain("Something went wrong");
    expect(errorLines).toEqual([
      expect.objectContaining({
        msg: "page failed",
        requestId,
        method: "POST",
        path: "/contact",
        error: expect.stringContaining("Objects are not valid as a React child"),
        stack: expect.any(String),
      }),
    ]);
    expect(errorLines[0].stack).not.toContain("\n");
    expect(consoleError).not.toHaveBeenCalled();
    // Nothing the visitor typed, not even the query string.
    for (const value of [validContact.email, validContact.name, validContact.phone, "subscribed"])
      expect(allLines).not.toContain(value);
  });

  it("logs a route action that throws the same way", async () => {
    const { response, requestId, errorLines } = await postBrokenForm(
      contactsAnswering(() => Promise.reject(new TypeError("a bug in the service"))),
    );
    expect(response.status).toBe(500);
    expect(errorLines).toEqual([
      expect.objectContaining({
        msg: "page failed",
        requestId,
        path: "/contact",
        error: "a bug in the service",
        errorName: "TypeError",
      }),
    ]);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
