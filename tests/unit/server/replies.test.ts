/**
 * Replies to enquiries and their templates (server/staff/replies.ts, app/lib/reply-templates.ts) on SQLite always
 * and on PostgreSQL when TEST_DATABASE_URL is set: a template's words are filled in from the enquiry, a reply waits
 * in the store until the mail queue has sent it from the sales address, Reply-To its colleague, a refused mail is
 * tried again, and an erasure takes the replies with the enquiry.
 */
import type { SendMailOptions } from "nodemailer";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { replySchema, replyTemplateSchema } from "../../../app/lib/reply-schema";
import { fillTemplate } from "../../../app/lib/reply-templates";
import { createMailQueue } from "../../../server/mail-queue";
import {
  deleteReplyTemplate,
  queueReply,
  repliesTo,
  replyMails,
  replyTemplates,
  saveReplyTemplate,
} from "../../../server/staff/replies";
import { starterReplyTemplates } from "../../../server/store/seed/reply-templates";
import type { Store } from "../../../server/store/types";
import { createMemoryLogger } from "../../support/memory-logger";
import { describeOnEachStore } from "../../support/scratch-store";

const asha = { email: "asha@jenesys.example" };

describe("a template filled in from the enquiry", () => {
  const enquiry = { name: "Anita Rao", company: "Kaveri Foods", service: "Cloud Solutions", colleague: asha.email };

  it("fills each known word, wherever and however often it appears", () => {
    expect(fillTemplate("Dear {name}, about {service} for {company}. {name}! {colleague}", enquiry)).toBe(
      "Dear Anita Rao, about Cloud Solutions for Kaveri Foods. Anita Rao! asha@jenesys.example",
    );
  });

  it("says something sensible where the enquiry left a field out, and leaves unknown words for staff to see", () => {
    expect(fillTemplate("{company} / {service} / {phone}", { ...enquiry, company: null, service: null })).toBe(
      "your organisation / our services / {phone}",
    );
  });

  it("never lets the visitor's own words be read as template words", () => {
    expect(fillTemplate("Dear {name},", { ...enquiry, name: "{colleague}" })).toBe("Dear {colleague},");
  });

  it("checks a reply as the form's schema: a subject on one line, a text, within their limits", () => {
    expect(replySchema.safeParse({ subject: "  Hello  ", body: " Text " }).data).toEqual({
      subject: "Hello",
      body: "Text",
    });
    expect(replySchema.safeParse({ subject: "Two\nlines", body: "Text" }).success).toBe(false);
    expect(replySchema.safeParse({ subject: "Hello", body: "   " }).success).toBe(false);
    expect(replySchema.safeParse({ subject: "x".repeat(161), body: "Text" }).success).toBe(false);
    expect(replySchema.safeParse({ subject: "Hello", body: "x".repeat(10_001) }).success).toBe(false);
    expect(replyTemplateSchema.safeParse({ name: "", subject: "Hello", body: "Text" }).success).toBe(false);
  });
});

function storeSuite(open: () => { store: Store; cleanup(): Promise<void> | void }) {
  let store: Store;
  let cleanup: () => Promise<void> | void;
  let mails: SendMailOptions[];
  const deliver = (send: (mail: SendMailOptions) => Promise<unknown> = async (mail) => mails.push(mail)) =>
    createMailQueue(replyMails({ store, from: "sales@jenesys.example" }), {
      send,
      logger: createMemoryLogger(),
      retry: { firstDelayMs: 0, maxDelayMs: 0 },
    }).deliverDue();

  beforeEach(async () => {
    ({ store, cleanup } = open());
    await store.migrate();
    mails = [];
  });
  afterEach(async () => cleanup());

  const enquiry = async (email = "anita@kaveri.example") =>
    store.saveContact({
      name: "Anita Rao",
      email,
      phone: "9876543210",
      countryCode: "+91",
      company: "Kaveri Foods",
      service: "Cloud Solutions",
      message: "We need a field-service app.\nFor 40 engineers.",
    });

  it("starts with the three templates, and saves, changes and deletes them in the audit trail", async () => {
    expect((await replyTemplates(store)).map((template) => template.name).sort()).toEqual(
      starterReplyTemplates.map((template) => template.name).sort(),
    );
    await saveReplyTemplate(store, asha, { name: "Aa: call back", subject: "Your call", body: "Dear {name}," });
    const [added] = await replyTemplates(store);
    expect(added).toMatchObject({ name: "Aa: call back", subject: "Your call", body: "Dear {name}," });
    expect(await saveReplyTemplate(store, asha, { ...added, body: "Dear {name}, thanks." })).toBe(true);
    expect((await replyTemplates(store))[0].body).toBe("Dear {name}, thanks.");
    expect(await deleteReplyTemplate(store, asha, added.id)).toBe(true);
    expect(await deleteReplyTemplate(store, asha, added.id)).toBe(false);
    expect(await saveReplyTemplate(store, asha, { ...added })).toBe(false); // it is gone
    expect((await replyTemplates(store)).some((template) => template.id === added.id)).toBe(false);
    const trail = await store.query((db) => db.selectFrom("staff_audit").select(["action", "target"]).execute());
    expect(trail.map((row) => row.action)).toEqual([
      "reply template saved",
      "reply template saved",
      "reply template deleted",
    ]);
  });

  it("sends a reply from the sales address, Reply-To the colleague, with the visitor's message quoted, once", async () => {
    const { id } = await enquiry();
    expect(await queueReply(store, asha, id, { subject: "Your enquiry", body: "Dear Anita,\n\nThank you." })).toBe(
      true,
    );
    expect((await repliesTo(store, id))[0]).toMatchObject({ by: asha.email, subject: "Your enquiry", sentAt: null });
    await deliver();
    await deliver(); // nothing is sent twice
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ from: "sales@jenesys.example", to: "anita@kaveri.example", replyTo: asha.email });
    expect(mail.headers).toEqual({ Subject: "Your enquiry" });
    expect(mail.text).toMatch(
      /^Dear Anita,\n\nThank you\.\n\n\nYou wrote on .+ IST:\n> We need a field-service app\.\n> For 40 engineers\.\n$/,
    );
    expect((await repliesTo(store, id))[0].sentAt).not.toBeNull();
  });

  it("keeps a reply the mail server refused and sends it on the next pass", async () => {
    const { id } = await enquiry();
    await queueReply(store, asha, id, { subject: "Your enquiry", body: "Thank you." });
    await deliver(() => Promise.reject(new Error("451 try again later")));
    expect(mails).toHaveLength(0);
    expect((await repliesTo(store, id))[0].sentAt).toBeNull();
    await deliver();
    expect(mails).toHaveLength(1);
  });

  it("refuses a reply to no enquiry, and an erasure takes the replies with the enquiry", async () => {
    expect(await queueReply(store, asha, "not-an-id", { subject: "S", body: "B" })).toBe(false);
    expect(await queueReply(store, asha, crypto.randomUUID(), { subject: "S", body: "B" })).toBe(false);
    const { id } = await enquiry();
    await queueReply(store, asha, id, { subject: "Your enquiry", body: "Thank you." });
    await store.deleteContactsByEmail("ANITA@kaveri.example");
    expect(await store.query((db) => db.selectFrom("enquiry_replies").selectAll().execute())).toEqual([]);
    await deliver();
    expect(mails).toEqual([]); // an erased enquiry's reply is never sent
  });
}

describeOnEachStore("replies", "replies", storeSuite);
