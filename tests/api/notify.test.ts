/** Enquiry e-mails through a real SMTP conversation with an in-process smtp-server on 127.0.0.1. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContactService } from "../../server/contact-service";
import { createMemoryLogger } from "../support/memory-logger";
import { createNotifier } from "../../server/notify";
import { openSqliteStore } from "../../server/store/sqlite";
import { postJson, startTestServer, tempDir, validContact } from "../support/server";
import { decodeQuotedPrintable, startSmtp, type TestSmtp } from "../support/smtp";

describe("enquiry e-mail", () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());

  it("is not created without SMTP_URL or without a recipient", () => {
    expect(
      createNotifier({ smtpUrl: undefined, contactNotifyTo: "sales@jenesys.example", contactNotifyFrom: undefined }),
    ).toBeUndefined();
    expect(
      createNotifier({ smtpUrl: smtp.url, contactNotifyTo: undefined, contactNotifyFrom: undefined }),
    ).toBeUndefined();
  });

  it("arrives at CONTACT_NOTIFY_TO with every field after a 201", async () => {
    const notifier = createNotifier({
      smtpUrl: smtp.url,
      contactNotifyTo: "sales@jenesys.example",
      contactNotifyFrom: "website@jenesys.example",
    })!;
    const server = await startTestServer({ notifier });
    try {
      const response = await postJson(`${server.url}/api/contact`, {
        ...validContact,
        message: "Ünïcode message:\nsecond line",
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const mail = await smtp.next();
      expect(mail.from).toBe("website@jenesys.example");
      expect(mail.to).toEqual(["sales@jenesys.example"]);
      expect(mail.raw).toMatch(/^Subject: New website enquiry from Asha Rao\r?$/m);
      expect(mail.raw).toMatch(/^Reply-To: Asha Rao <asha\.rao@example\.com>\r?$/m);
      const text = decodeQuotedPrintable(mail.raw);
      for (const value of [
        validContact.name,
        validContact.email,
        validContact.company,
        `${validContact.countryCode} ${validContact.phone}`,
        validContact.service,
        "Ünïcode message:",
        "second line",
        id,
      ]) {
        expect(text).toContain(value);
      }
    } finally {
      notifier.close();
      await server.close();
    }
  });

  it("shows an RFC 2047 encoded word in a name literally, never decoded into the subject", async () => {
    const notifier = createNotifier({
      smtpUrl: smtp.url,
      contactNotifyTo: "sales@jenesys.example",
      contactNotifyFrom: "website@jenesys.example",
    })!;
    const server = await startTestServer({ notifier });
    const name = "=?UTF-8?B?SGFja2Vk?="; // "Hacked", were a mail client to decode it
    try {
      expect((await postJson(`${server.url}/api/contact`, { ...validContact, name })).status).toBe(201);
      const mail = await smtp.next();
      const subject = /^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? "";
      expect(subject).not.toContain(name); // not left for the client to decode
      // What a mail client shows: each encoded word decoded once.
      const shown = subject
        .trim()
        .split(/\s+/)
        .map((word) => {
          const match = /^=\?UTF-8\?B\?(.*)\?=$/i.exec(word);
          return match ? Buffer.from(match[1], "base64").toString("utf8") : word;
        })
        .join("");
      expect(shown).toBe(`New website enquiry from ${name}`);
      expect(mail.raw).toMatch(/^Reply-To: asha\.rao@example\.com\r?$/m);
    } finally {
      notifier.close();
      await server.close();
    }
  });

  it("keeps the message and answers 201 when the mail server is unreachable, logging the failure", async () => {
    const dir = tempDir();
    const store = openSqliteStore(`${dir.path}/store.db`);
    const logger = createMemoryLogger();
    const notifier = createNotifier(
      { smtpUrl: "smtp://127.0.0.1:1", contactNotifyTo: "sales@jenesys.example", contactNotifyFrom: undefined },
      logger,
    )!;
    const contacts = createContactService({ store, notifier, logger });
    const server = await startTestServer({ store, contacts });
    try {
      const response = await postJson(`${server.url}/api/contact`, validContact);
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect((await store.listContacts()).map((row) => row.id)).toEqual([id]);
      await contacts.drain();
      const failure = logger.lines.find((line) => line.msg === "contact notification failed");
      expect(failure).toMatchObject({ level: "error", contactId: id });
      expect(JSON.stringify(logger.lines)).not.toContain(validContact.email);
    } finally {
      notifier.close();
      await server.close();
      dir.remove();
    }
  });
});
