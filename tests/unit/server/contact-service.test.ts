/**
 * The two public write paths without HTTP, an enquiry and a single opt-in newsletter sign-up: validation,
 * honeypot, store failures, and e-mail kept off the request path.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContactMessage } from "../../../app/lib/contact-schema";
import { createContactService } from "../../../server/contact-service";
import { createNewsletterService } from "../../../server/newsletter/service";
import { createMemoryLogger } from "../../support/memory-logger";
import type { Notifier } from "../../../server/notify";
import type { SpamReason } from "../../../server/spam/signals";
import { openSqliteStore } from "../../../server/store/sqlite";
import { StoreUnavailableError, type SpamVerdict, type Store } from "../../../server/store/types";
import { tempDir } from "../../support/server";

/** The contact service, with the newsletter's sign-up (single opt-in, no mail server) over the same store. */
function writePaths(deps: Parameters<typeof createContactService>[0]) {
  const newsletter = createNewsletterService({
    store: deps.store,
    config: { doubleOptIn: false, from: "web@jenesys.example", publicUrl: "https://www.jenesys.example" },
    smtpUrl: undefined,
    logger: deps.logger,
  });
  return { ...createContactService(deps), subscribe: newsletter.subscribe };
}

const valid = { name: "Asha Rao", email: "asha@example.com", phone: "9876543210", message: "Hello" };

/** A real SQLite store for the spam check's reads (repeats, pardons); the tests' stores record their writes. */
let checkStore: Store;
let checkDir: ReturnType<typeof tempDir>;
beforeAll(async () => {
  checkDir = tempDir("contact-service-");
  checkStore = openSqliteStore(join(checkDir.path, "store.db"));
});
afterAll(async () => {
  await checkStore.close();
  checkDir.remove();
});

function fakeStore(
  overrides: Partial<Store> = {},
): Store & { saved: ContactMessage[]; verdicts: (SpamVerdict | undefined)[] } {
  const saved: ContactMessage[] = [];
  const verdicts: (SpamVerdict | undefined)[] = [];
  return {
    kind: "sqlite",
    saved,
    verdicts,
    migrate: async () => undefined,
    schemaVersion: async () => 1,
    saveContact: async (message, _source, verdict) => {
      saved.push(message);
      verdicts.push(verdict);
      return { id: `id-${saved.length}`, createdAt: "2026-01-01T00:00:00.000Z" };
    },
    subscribe: async () => ({ created: true }),
    listContacts: async () => [],
    query: (operation) => checkStore.query(operation),
    deleteContactsByEmail: async () => 0,
    ping: async () => true,
    close: async () => undefined,
    ...overrides,
  };
}

describe("contact service", () => {
  it("stores a valid message with the schema's defaults and trimming", async () => {
    const store = fakeStore();
    const service = writePaths({ store, logger: createMemoryLogger() });
    expect(await service.submit({ ...valid, name: "  Asha Rao ", extra: "ignored" })).toEqual({ ok: true, id: "id-1" });
    expect(store.saved).toEqual([{ ...valid, countryCode: "+91", company: undefined, service: undefined }]);
  });

  it("returns field errors and stores nothing for invalid input", async () => {
    const store = fakeStore();
    const service = writePaths({ store, logger: createMemoryLogger() });
    const result = await service.submit({ ...valid, phone: "12", email: "x" });
    expect(result).toEqual({
      ok: false,
      status: 400,
      errors: { phone: expect.any(String), email: expect.any(String) },
    });
    expect(store.saved).toHaveLength(0);
  });

  it("holds a valid message with the honeypot filled as spam, unseen by the robot and unmailed; an invalid one is not stored", async () => {
    const store = fakeStore();
    const logger = createMemoryLogger();
    const notified: string[] = [];
    const notifier: Notifier = {
      notifyContact: async (message) => {
        notified.push(message.id);
      },
      close: () => undefined,
    };
    const service = writePaths({ store, notifier, logger });
    const result = await service.submit({ ...valid, website: "https://spam.example" });
    expect(result).toEqual({ ok: true, id: "id-1" });
    expect(store.verdicts[0]).toMatchObject({ held: true, reasons: [expect.objectContaining({ signal: "honeypot" })] });
    expect(await service.submit({ ...valid, phone: "12", website: "x" })).toEqual({
      ok: true,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(store.saved).toHaveLength(1);
    expect(logger.lines.some((line) => line.msg.includes("honeypot"))).toBe(true);
    await service.drain();
    expect(notified).toEqual([]);
    expect(await service.subscribe({ email: "bot@example.com", website: "x" })).toEqual({
      ok: true,
      outcome: "subscribed",
    });
  });

  it("treats a honeypot that is not a string as a robot's, without throwing", async () => {
    const store = fakeStore();
    const service = writePaths({ store, logger: createMemoryLogger() });
    for (const website of [{ toString: 1 }, Object.create(null), 0, ["x"]]) {
      expect((await service.submit({ ...valid, website })).ok).toBe(true);
    }
    expect(store.verdicts.map((verdict) => verdict?.held)).toEqual([true, true, true, true]);
  });

  it("passes the browser's filling time to the spam check, and ignores a time that is not a sane number", async () => {
    const store = fakeStore();
    const service = writePaths({ store, logger: createMemoryLogger() });
    for (const filledInMs of ["1200", 900, "-5", "soon", "1e12", ""]) await service.submit({ ...valid, filledInMs });
    expect(store.verdicts.map((verdict) => verdict?.reasons.map((reason) => (reason as SpamReason).signal))).toEqual([
      ["fast"],
      ["fast"],
      [],
      [],
      [],
      [],
    ]);
    expect(store.verdicts.every((verdict) => verdict?.held === false)).toBe(true);
  });

  it("refuses control characters and lone surrogates per field, but keeps tabs, line breaks and emoji", async () => {
    const store = fakeStore();
    const service = writePaths({ store, logger: createMemoryLogger() });
    expect(await service.submit({ ...valid, name: "A\u0000B", message: "bell\u0007", company: "\ud83d" })).toEqual({
      ok: false,
      status: 400,
      errors: {
        name: expect.stringMatching(/single line/),
        message: expect.stringMatching(/control characters/),
        company: expect.any(String),
      },
    });
    expect(await service.submit({ ...valid, phone: "12", message: "esc\u001b[0m" })).toEqual({
      ok: false,
      status: 400,
      errors: { phone: expect.any(String), message: expect.any(String) },
    });
    expect(await service.subscribe({ email: "a\u0000@example.com" })).toMatchObject({
      ok: false,
      status: 400,
      errors: { email: expect.any(String) },
    });
    expect(store.saved).toHaveLength(0);
    const text = "Line one\r\nline\ttwo 😀 مرحبا \u202Eok";
    expect((await service.submit({ ...valid, message: text })).ok).toBe(true);
    expect(store.saved[0]?.message).toBe(text);
  });

  it("refuses line breaks, C1 controls and bidi overrides in one-line fields, with the field's message", async () => {
    const store = fakeStore();
    const service = writePaths({ store, logger: createMemoryLogger() });
    const forged = {
      name: "Evil\r\nE-mail: x@evil.example",
      company: "Acme\u202Egnp.exe",
      email: "a\u0085b@example.com",
    };
    expect(await service.submit({ ...valid, ...forged })).toEqual({
      ok: false,
      status: 400,
      errors: {
        name: "Your name must be a single line of plain text.",
        company: "Company must be a single line of plain text.",
        email: "Your e-mail address must be a single line of plain text.",
      },
    });
    for (const name of ["A\nB", "A\rB", "A\u2028B", "A\u2029B", "A\tB", "A\u2066B\u2069", "A\u009bB"]) {
      expect(await service.submit({ ...valid, name })).toMatchObject({
        ok: false,
        status: 400,
        errors: { name: expect.stringMatching(/single line/) },
      });
    }
    expect(await service.subscribe({ email: "a@example.com\r\nBcc: b@example.com" })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(store.saved).toHaveLength(0);
    // Names in any script, with accents and joiners, are one line of text.
    for (const name of ["José Núñez", "राहुल शर्मा", "محمد", "O'Brien-Smith", "👩‍💻 Dev"]) {
      expect((await service.submit({ ...valid, name })).ok).toBe(true);
    }
    expect(store.saved).toHaveLength(5);
  });

  it("ignores an empty honeypot", async () => {
    const store = fakeStore();
    const service = writePaths({ store, logger: createMemoryLogger() });
    expect((await service.submit({ ...valid, website: "  " })).ok).toBe(true);
    expect(store.saved).toHaveLength(1);
  });

  it("answers 503 with a human message when the store is unavailable", async () => {
    const down = () => Promise.reject(new StoreUnavailableError("down"));
    const logger = createMemoryLogger();
    const service = writePaths({ store: fakeStore({ saveContact: down, subscribe: down }), logger });
    expect(await service.submit(valid)).toEqual({ ok: false, status: 503, error: expect.stringMatching(/try again/) });
    expect(await service.subscribe({ email: "a@example.com" })).toEqual({
      ok: false,
      status: 503,
      error: expect.any(String),
    });
    expect(logger.lines.filter((line) => line.level === "error")).toHaveLength(2);
  });

  it("lets programming errors through (they become 500s, not a misleading 503)", async () => {
    const service = writePaths({
      store: fakeStore({ saveContact: () => Promise.reject(new TypeError("bug")) }),
      logger: createMemoryLogger(),
    });
    await expect(service.submit(valid)).rejects.toThrow("bug");
  });

  it("answers without waiting for the e-mail, and logs its failure without personal data", async () => {
    let release: () => void = () => undefined;
    const sent: string[] = [];
    const slow: Notifier = {
      notifyContact: (contact) =>
        new Promise((_resolve, reject) => {
          sent.push(contact.email);
          release = () => reject(new Error("SMTP timeout"));
        }),
      close: () => undefined,
    };
    const logger = createMemoryLogger();
    const service = writePaths({ store: fakeStore(), notifier: slow, logger });
    expect(await service.submit(valid)).toEqual({ ok: true, id: "id-1" }); // resolved while the mail hangs
    await Promise.resolve();
    expect(sent).toEqual(["asha@example.com"]);
    release();
    await service.drain();
    expect(logger.lines.find((line) => line.msg === "contact notification failed")).toMatchObject({
      contactId: "id-1",
      error: "SMTP timeout",
    });
    expect(JSON.stringify(logger.lines)).not.toContain("asha@example.com");
  });

  it("survives a notifier that throws synchronously", async () => {
    const broken: Notifier = {
      notifyContact: () => {
        throw new Error("misconfigured");
      },
      close: () => undefined,
    };
    const logger = createMemoryLogger();
    const service = writePaths({ store: fakeStore(), notifier: broken, logger });
    expect((await service.submit(valid)).ok).toBe(true);
    await service.drain();
    expect(logger.lines.some((line) => line.msg === "contact notification failed")).toBe(true);
  });

  it("reports whether a subscription is new", async () => {
    const service = writePaths({
      store: fakeStore({ subscribe: async () => ({ created: false }) }),
      logger: createMemoryLogger(),
    });
    expect(await service.subscribe({ email: "a@example.com" })).toEqual({ ok: true, outcome: "already-subscribed" });
    expect(await service.subscribe({ email: "nope" })).toEqual({
      ok: false,
      status: 400,
      errors: { email: expect.any(String) },
    });
  });

  it("hands the notifier the stored message, absent optional fields as null, and logs the stored id", async () => {
    const sent: unknown[] = [];
    const notifier: Notifier = {
      notifyContact: async (contact) => {
        sent.push(contact);
      },
      close: () => undefined,
    };
    const logger = createMemoryLogger();
    const service = writePaths({ store: fakeStore(), notifier, logger });
    await service.submit({ ...valid, company: "Acme Infra", service: "Cloud Solutions" });
    await service.submit(valid);
    await service.drain();
    expect(sent).toEqual([
      expect.objectContaining({
        id: "id-1",
        name: "Asha Rao",
        company: "Acme Infra",
        service: "Cloud Solutions",
        countryCode: "+91",
      }),
      expect.objectContaining({ id: "id-2", company: null, service: null }),
    ]);
    expect(logger.lines.filter((line) => line.msg === "contact stored").map((line) => line.contactId)).toEqual([
      "id-1",
      "id-2",
    ]);
    expect(
      logger.lines.filter((line) => line.msg === "contact notification sent").map((line) => line.contactId),
    ).toEqual(["id-1", "id-2"]);
  });

  it("sends no notification, and logs no failure of one, when no mail server is configured", async () => {
    const logger = createMemoryLogger();
    const service = writePaths({ store: fakeStore(), logger });
    expect((await service.submit(valid)).ok).toBe(true);
    await service.drain();
    expect(logger.lines.filter((line) => line.msg.startsWith("contact notification"))).toEqual([]);
  });

  it("treats a newsletter sign-up with the honeypot filled as a bot: success-shaped answer, nothing stored", async () => {
    const subscribed: string[] = [];
    const logger = createMemoryLogger();
    const service = writePaths({
      store: fakeStore({
        subscribe: async (email) => {
          subscribed.push(email);
          return { created: true };
        },
      }),
      logger,
    });
    expect(await service.subscribe({ email: "bot@example.com", website: "https://spam.example" })).toEqual({
      ok: true,
      outcome: "subscribed",
    });
    expect(subscribed).toEqual([]);
    expect(logger.lines.some((line) => line.msg.includes("honeypot"))).toBe(true);
    expect(await service.subscribe({ email: "Person@Example.com " })).toEqual({ ok: true, outcome: "subscribed" });
    expect(subscribed).toEqual(["Person@Example.com"]); // trimmed; the store compares addresses in lower case
  });
});
