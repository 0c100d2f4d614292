/**
 * The forms' route actions on the production build, as a browser reaches them: a fetcher's post
 * (JavaScript, /contact.data and /newsletter.data) and a plain form post (no JavaScript, asking for a
 * page). Both go through the same action, the same contact service and schema, and the same limits.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerPages } from "../../app/lib/form-outcome";
import { clientDir, hasBuild, noBuildMessage, reactRouterFor } from "../support/build";
import { startTestServer, validContact, type TestServer } from "../support/server";
import { listSubscriptions } from "../support/store-rows";

const formType = { "content-type": "application/x-www-form-urlencoded" };
const asPage = { ...formType, accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

function post(
  server: TestServer,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = formType,
) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

describe.skipIf(!hasBuild)(`form actions on the production build ${hasBuild ? "" : noBuildMessage}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      clientDir,
      reactRouterFor,
      env: { RATE_LIMIT_CONTACT_PER_MINUTE: "3", RATE_LIMIT_SUBSCRIBE_PER_MINUTE: "3" },
    });
  });
  afterAll(() => server.close());

  it("stores a message a fetcher posts to the contact action, once, with the schema's trimming", async () => {
    const answer = await post(server, "/contact.data", { ...validContact, name: "  Fetcher Post  " });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("ok");
    const stored = (await server.store.listContacts()).filter((row) => row.name === "Fetcher Post");
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: validContact.email, countryCode: validContact.countryCode });
  });

  it("answers a fetcher's invalid post with the schema's field messages and stores nothing", async () => {
    const before = (await server.store.listContacts()).length;
    const answer = await post(server, "/contact.data", { ...validContact, phone: "12345" });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("Please enter exactly 10 digits for your phone number.");
    expect((await server.store.listContacts()).length).toBe(before);
  });

  it("subscribes through the newsletter action: data for a fetcher, the home page's box for a plain post", async () => {
    const viaFetcher = await post(server, "/newsletter.data", { email: "Fetcher.Reader@Example.com" });
    expect(viaFetcher.status).toBe(200);
    const viaPage = await post(server, "/newsletter", { email: "page.reader@example.com" }, asPage);
    expect([viaPage.status, viaPage.headers.get("location")]).toEqual([303, answerPages.subscribe.ok]);
    const invalid = await post(server, "/newsletter", { email: "nobody@nowhere" }, asPage);
    expect([invalid.status, invalid.headers.get("location")]).toEqual([303, answerPages.subscribe.error]);
    expect((await listSubscriptions(server.store)).map((row) => row.email).sort()).toEqual([
      "fetcher.reader@example.com",
      "page.reader@example.com",
    ]);
  });

  it("counts newsletter posts against the newsletter's limit, not the contact form's", async () => {
    // Three newsletter posts above used its budget of three; the contact form has had two of its three.
    const over = await post(server, "/newsletter.data", { email: "fourth@example.com" });
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await listSubscriptions(server.store)).map((row) => row.email)).not.toContain("fourth@example.com");
    expect((await post(server, "/contact.data", { ...validContact, name: "Third Contact" })).status).toBe(200);
    expect((await post(server, "/contact.data", { ...validContact, name: "Fourth Contact" })).status).toBe(429);
  });

  it("refuses a post to a page without a form, from a fetcher or a plain form", async () => {
    expect((await post(server, "/overview.data", { email: "x@example.com" })).status).toBe(405);
    expect((await post(server, "/overview", { email: "x@example.com" }, asPage)).status).toBe(405);
  });
});
