/** POST /api/contact, POST /api/subscribe and GET /healthz over real HTTP, against a temporary SQLite store. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findMessage } from "../../server/staff/inbox";
import { openSqliteStore } from "../../server/store/sqlite";
import { postForm, postJson, startTestServer, tempDir, validContact, type TestServer } from "../support/server";
import { listSubscriptions } from "../support/store-rows";

describe("POST /api/contact", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { RATE_LIMIT_CONTACT_PER_MINUTE: "1000", RATE_LIMIT_SUBSCRIBE_PER_MINUTE: "1000" },
    });
  });
  afterAll(() => server.close());

  it("stores a valid JSON message and answers 201 with its id", async () => {
    const response = await postJson(`${server.url}/api/contact`, validContact);
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const { id } = (await response.json()) as { id: string };
    const stored = (await server.store.listContacts()).find((row) => row.id === id);
    expect(stored).toMatchObject({ ...validContact, id });
  });

  it("accepts a form-urlencoded body from a script (no text/html in Accept) and answers JSON", async () => {
    const response = await postForm(
      `${server.url}/api/contact`,
      { ...validContact, name: "Form Poster" },
      { accept: "application/json" },
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await server.store.listContacts()).some((row) => row.id === id && row.name === "Form Poster")).toBe(true);
  });

  it("defaults the country code to +91 and trims fields", async () => {
    const { countryCode: _omitted, ...withoutCode } = validContact;
    const response = await postJson(`${server.url}/api/contact`, {
      ...withoutCode,
      name: "  Trimmed Name  ",
      company: "",
      service: "",
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const stored = (await server.store.listContacts()).find((row) => row.id === id);
    expect(stored).toMatchObject({ countryCode: "+91", name: "Trimmed Name", company: null, service: null });
  });

  it.each([
    ["name", { name: undefined }],
    ["name", { name: "   " }],
    ["email", { email: "not-an-email" }],
    ["email", { email: undefined }],
    ["phone", { phone: "12345" }],
    ["phone", { phone: "98765432101" }],
    ["phone", { phone: "98765abcde" }],
    ["countryCode", { countryCode: "+999" }],
    ["service", { service: "Plumbing" }],
    ["message", { message: "" }],
    ["message", { message: "x".repeat(5001) }],
  ])("answers 400 with an error for %s (%j)", async (field, change) => {
    const before = (await server.store.listContacts()).length;
    const response = await postJson(`${server.url}/api/contact`, { ...validContact, ...change });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(body.errors[field]).toMatch(/\w+/);
    expect((await server.store.listContacts()).length).toBe(before);
  });

  it("answers 400 with every field's error for an empty object", async () => {
    const response = await postJson(`${server.url}/api/contact`, {});
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(["email", "message", "name", "phone"]);
  });

  it("answers 413 with a JSON error for a body over 16 KB", async () => {
    const response = await postJson(`${server.url}/api/contact`, { ...validContact, message: "x".repeat(17 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/too large/) });
  });

  it("answers 415 for other content types and for a missing one", async () => {
    for (const headers of [
      { "content-type": "text/plain" },
      { "content-type": "multipart/form-data; boundary=x" },
      {} as Record<string, string>,
    ]) {
      const response = await fetch(`${server.url}/api/contact`, { method: "POST", headers, body: "name=x" });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
  });

  it("answers 400 with a JSON error for malformed JSON and for JSON that is not an object", async () => {
    for (const body of ['{"name": "Asha",', "[1, 2]", '"just a string"', "42", "null"]) {
      const response = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      expect(response.status, body).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    }
  });

  it("answers a filled honeypot like a success and holds the message in Spam with its reason", async () => {
    const response = await postJson(`${server.url}/api/contact`, { ...validContact, website: "http://spam.example" });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const held = await findMessage(server.store, id);
    expect(held?.status).toBe("spam");
    expect(held?.spamReasons[0]).toEqual({
      signal: "honeypot",
      weight: 10,
      note: "The hidden field that only robots see was filled in.",
    });
  });

  it("answers a filled honeypot with bad fields like a success too, and stores nothing", async () => {
    const before = await server.store.listContacts();
    const response = await postJson(`${server.url}/api/contact`, { ...validContact, phone: "1", website: "x" });
    expect(response.status).toBe(201);
    expect(await server.store.listContacts()).toHaveLength(before.length);
  });

  it("answers a browser's form post in JSON too: the site's forms post to their route actions, not here", async () => {
    const html = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };
    const ok = await postForm(`${server.url}/api/contact`, { ...validContact, name: "No Script" }, html);
    expect(ok.status).toBe(201);
    expect(await ok.json()).toEqual({ id: expect.any(String) });
    expect((await server.store.listContacts()).some((row) => row.name === "No Script")).toBe(true);

    const bad = await postForm(`${server.url}/api/contact`, { ...validContact, phone: "123" }, html);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ errors: { phone: expect.any(String) } });
  });

  it("answers other methods with 405 and unknown API paths with a JSON 404", async () => {
    const get = await fetch(`${server.url}/api/contact`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    const unknown = await fetch(`${server.url}/api/nothing-here`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "Not found." });
  });

  it("never logs bodies, e-mail addresses, phone numbers or query strings", async () => {
    await postJson(`${server.url}/api/contact?utm_source=secret-campaign`, {
      ...validContact,
      email: "private.person@example.org",
    });
    const text = JSON.stringify(server.logger.lines);
    expect(text).not.toContain("private.person");
    expect(text).not.toContain(validContact.phone);
    expect(text).not.toContain("secret-campaign");
    expect(text).not.toContain(validContact.message);
    const line = server.logger.lines.find((entry) => entry.msg === "request" && entry.method === "POST");
    expect(line).toMatchObject({
      path: "/api/contact",
      status: expect.any(Number),
      ms: expect.any(Number),
      requestId: expect.any(String),
    });
  });
});

describe("POST /api/subscribe", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("answers 201 for a new address and 200 alreadySubscribed for the same address in any case", async () => {
    const first = await postJson(`${server.url}/api/subscribe`, { email: "Reader@Example.com" });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ subscribed: true });
    const second = await postJson(`${server.url}/api/subscribe`, { email: "reader@example.com" });
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ subscribed: true, alreadySubscribed: true });
    expect(await listSubscriptions(server.store)).toEqual([
      { email: "reader@example.com", createdAt: expect.any(String) },
    ]);
  });

  it("answers 400 with an error for an invalid address", async () => {
    const response = await postJson(`${server.url}/api/subscribe`, { email: "nope" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { email: expect.any(String) } });
  });

  it("answers a browser's form post in JSON too", async () => {
    const html = { accept: "text/html" };
    const ok = await postForm(`${server.url}/api/subscribe`, { email: "noscript@example.com" }, html);
    expect([ok.status, await ok.json()]).toEqual([201, { subscribed: true }]);
    const bad = await postForm(`${server.url}/api/subscribe`, { email: "bad" }, html);
    expect([bad.status, await bad.json()]).toEqual([400, { errors: { email: expect.any(String) } }]);
  });
});

describe("rate limiting", () => {
  it("answers 429 with Retry-After once a client passes the limit", async () => {
    const server = await startTestServer({
      env: { RATE_LIMIT_CONTACT_PER_MINUTE: "3", RATE_LIMIT_SUBSCRIBE_PER_MINUTE: "2" },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await postJson(`${server.url}/api/contact`, validContact)).status);
      const limited = await postJson(`${server.url}/api/contact`, validContact);
      expect(statuses).toEqual([201, 201, 201]);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(await limited.json()).toEqual({ error: expect.any(String) });
      expect(await server.store.listContacts()).toHaveLength(3);

      // The subscribe budget is separate.
      expect((await postJson(`${server.url}/api/subscribe`, { email: "a@example.com" })).status).toBe(201);
      expect((await postJson(`${server.url}/api/subscribe`, { email: "b@example.com" })).status).toBe(201);
      expect((await postJson(`${server.url}/api/subscribe`, { email: "c@example.com" })).status).toBe(429);
    } finally {
      await server.close();
    }
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY says the proxy is trusted", async () => {
    const untrusted = await startTestServer({ env: { RATE_LIMIT_CONTACT_PER_MINUTE: "1" } });
    try {
      expect(
        (await postJson(`${untrusted.url}/api/contact`, validContact, { "x-forwarded-for": "203.0.113.1" })).status,
      ).toBe(201);
      expect(
        (await postJson(`${untrusted.url}/api/contact`, validContact, { "x-forwarded-for": "203.0.113.2" })).status,
      ).toBe(429);
    } finally {
      await untrusted.close();
    }
    const behindProxy = await startTestServer({ env: { RATE_LIMIT_CONTACT_PER_MINUTE: "1", TRUST_PROXY: "loopback" } });
    try {
      expect(
        (await postJson(`${behindProxy.url}/api/contact`, validContact, { "x-forwarded-for": "203.0.113.1" })).status,
      ).toBe(201);
      expect(
        (await postJson(`${behindProxy.url}/api/contact`, validContact, { "x-forwarded-for": "203.0.113.2" })).status,
      ).toBe(201);
      expect(
        (await postJson(`${behindProxy.url}/api/contact`, validContact, { "x-forwarded-for": "203.0.113.1" })).status,
      ).toBe(429);
    } finally {
      await behindProxy.close();
    }
  });
});

describe("store down", () => {
  it("answers 503 with a human message for contact and subscribe, and /healthz 503", async () => {
    const server = await startTestServer();
    try {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      await server.store.close();
      const contact = await postJson(`${server.url}/api/contact`, validContact);
      expect(contact.status).toBe(503);
      expect(await contact.json()).toEqual({ error: expect.stringMatching(/try again/i) });
      const subscribe = await postJson(`${server.url}/api/subscribe`, { email: "a@example.com" });
      expect(subscribe.status).toBe(503);
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: "unavailable" });
    } finally {
      await server.close();
    }
  });

  it("answers 503 while the SQLite file cannot be opened, and 201 once it can, without a restart", async () => {
    const dir = tempDir();
    const { writeFileSync, rmSync, mkdirSync } = await import("node:fs");
    const blocker = `${dir.path}/blocker`;
    writeFileSync(blocker, "not a folder");
    const server = await startTestServer({ store: openSqliteStore(`${blocker}/store.db`) });
    try {
      expect((await postJson(`${server.url}/api/contact`, validContact)).status).toBe(503);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(503);
      rmSync(blocker);
      mkdirSync(blocker);
      expect((await postJson(`${server.url}/api/contact`, validContact)).status).toBe(201);
      expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: "ok", store: "sqlite" });
    } finally {
      await server.close();
      dir.remove();
    }
  });
});

describe("GET /healthz", () => {
  it("answers 200 with the store kind, uncached", async () => {
    const server = await startTestServer();
    try {
      const response = await fetch(`${server.url}/healthz`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ status: "ok", store: "sqlite" });
    } finally {
      await server.close();
    }
  });
});
