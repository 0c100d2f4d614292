/**
 * The spam check: each signal on its own (server/spam/signals.ts), then the store's part on SQLite always and
 * on PostgreSQL when TEST_DATABASE_URL is set: the same text sent again, the threshold, and "Not spam" halving
 * the weights of a sender's domain.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { spamThreshold } from "../../../app/lib/enquiry-status";
import { findMessage } from "../../../server/staff/inbox";
import { clearOfSpam, messageFingerprint, screenEnquiry, storedReasons } from "../../../server/spam/screening";
import { domainOf, isDisposableDomain, spamEvidence, type SpamEvidence } from "../../../server/spam/signals";
import type { Store } from "../../../server/store/types";
import { describeOnEachStore } from "../../support/scratch-store";

const staffer = { email: "sales@jenesys.example" };

const plain: SpamEvidence = {
  email: "meera.iyer@example.com",
  message: "We would like a quote for moving our billing system to the cloud next quarter.",
  honeypot: false,
  filledInMs: 45_000,
  repeats: 0,
};
const signalsOf = (change: Partial<SpamEvidence>) =>
  spamEvidence({ ...plain, ...change }).map((reason) => reason.signal);

describe("the spam signals", () => {
  it("finds nothing in an ordinary enquiry, whatever language or script it is written in", () => {
    expect(spamEvidence(plain)).toEqual([]);
    for (const message of [
      "हमें अपने बिलिंग सिस्टम को अगली तिमाही में क्लाउड पर ले जाने के लिए एक कोटेशन चाहिए।",
      "அடுத்த காலாண்டில் எங்கள் பில்லிங் அமைப்பை கிளவுடுக்கு மாற்ற ஒரு விலைப்புள்ளி வேண்டும்.",
      "我们希望在下个季度将计费系统迁移到云端，请报价。",
      "Nous aimerions un devis pour migrer notre système de facturation vers le cloud.",
    ])
      expect(signalsOf({ message })).toEqual([]);
  });

  it("counts the honeypot, and a form sent faster than 3 s; no time said is no evidence", () => {
    expect(signalsOf({ honeypot: true })).toEqual(["honeypot"]);
    expect(signalsOf({ filledInMs: 2999 })).toEqual(["fast"]);
    expect(signalsOf({ filledInMs: 3000 })).toEqual([]);
    expect(signalsOf({ filledInMs: undefined })).toEqual([]);
    expect(spamEvidence({ ...plain, filledInMs: 2040 })[0]?.note).toBe(
      "Sent 2 s after the form appeared, faster than a person types.",
    );
  });

  it("weighs links one point each up to three, and adds a signal when links are most of the message", () => {
    const links = (message: string) => spamEvidence({ ...plain, message });
    expect(links("Our brief for the new intranet is at https://a.example, please have a look.")).toEqual([
      { signal: "links", weight: 1, note: "The message holds 1 link." },
    ]);
    const many = links("Offers at http://a.example http://b.example www.c.example https://d.example now");
    expect(many.map((reason) => [reason.signal, reason.weight])).toEqual([
      ["links", 3],
      ["mostly-links", 2],
    ]);
    expect(many[0]?.note).toBe("The message holds 4 links.");
  });

  it("counts capitals among cased letters only, and only in a message with 20 of them", () => {
    expect(signalsOf({ message: "BUY CHEAP FOLLOWERS NOW, BEST PRICE GUARANTEED" })).toEqual(["capitals"]);
    expect(signalsOf({ message: "SAP ERP AND AWS, PLEASE" })).toEqual([]); // 17 letters: too few to judge
    expect(signalsOf({ message: "URGENT: हमें आज ही कॉल करें, धन्यवाद" })).toEqual([]);
    // A link's lower-case letters do not hide the shouting around it.
    expect(
      signalsOf({ message: "CALL NOW FOR THE BEST SEO PRICES IN INDIA, see https://deals.example/offer/today" }),
    ).toEqual(["links", "capitals"]);
  });

  it("knows throwaway-address services and their subdomains, and not ordinary providers", () => {
    expect(isDisposableDomain("mailinator.com")).toBe(true);
    expect(isDisposableDomain("eu.mailinator.com")).toBe(true);
    expect(isDisposableDomain("gmail.com")).toBe(false);
    expect(isDisposableDomain("example.com")).toBe(false);
    expect(signalsOf({ email: "deal@Mailinator.com" })).toEqual(["disposable"]);
    expect(domainOf(" Someone@Example.COM ")).toBe("example.com");
  });

  it("names repeats in the sentence staff read", () => {
    expect(spamEvidence({ ...plain, repeats: 2 })).toEqual([
      { signal: "repeated", weight: 3, note: "The same text came in 2 other enquiries in the last 30 days." },
    ]);
  });
});

describe("stored reasons", () => {
  it("reads what the check wrote, and nothing from a value it did not write", () => {
    const reasons = spamEvidence({ ...plain, honeypot: true });
    expect(storedReasons(JSON.stringify(reasons))).toEqual(reasons);
    for (const json of [
      null,
      "",
      "not json",
      "{}",
      '[{"signal":"other","weight":1,"note":"x"}]',
      '[{"signal":"fast"}]',
    ])
      expect(storedReasons(json)).toEqual([]);
  });
});

const message = (email: string, text: string) => ({
  name: "Test Sender",
  email,
  phone: "9876543210",
  countryCode: "+91" as const,
  company: undefined,
  service: undefined,
  message: text,
});

function storeSuite(open: () => { store: Store; cleanup(): Promise<void> | void }) {
  let store: Store;
  let cleanup: () => Promise<void> | void;

  beforeEach(async () => {
    ({ store, cleanup } = open());
    await store.migrate();
  });
  afterEach(async () => cleanup());

  /** Screens and stores one enquiry as the contact service does; returns its id and the verdict. */
  async function send(email: string, text: string, evidence: Partial<SpamEvidence> = {}, now = new Date()) {
    const screening = await screenEnquiry(store, { email, message: text, honeypot: false, ...evidence }, now);
    const { id } = await store.saveContact(message(email, text), undefined, screening);
    // Received at the test's time, as if it had come then.
    await store.query((db) =>
      db.updateTable("contacts").set({ created_at: now.toISOString() }).where("id", "=", id).execute(),
    );
    return { id, screening };
  }

  const spammy = "Grow your traffic 10x with our SEO package, see https://seo.example and https://offer.example";

  it("recognises a text sent again within 30 days, compared without case or spacing, and not a short one", async () => {
    const text = "We offer guaranteed first-page ranking for your company website.";
    await send("a@one.example", text, {}, new Date("2026-10-01T10:00:00Z"));
    await send("b@two.example", text.toUpperCase().replace(/ /g, "  "), {}, new Date("2026-11-20T10:00:00Z"));
    const third = await send("c@three.example", text, {}, new Date("2026-11-27T10:00:00Z"));
    // The October copy is older than 30 days before the third; the November one counts.
    expect(third.screening.reasons.map((reason) => reason.note)).toContain(
      "The same text came in 1 other enquiry in the last 30 days.",
    );
    await send("d@four.example", "Please call me back.");
    expect((await send("e@five.example", "Please call me back.")).screening.reasons).toEqual([]);
    expect(messageFingerprint("A  b\nC")).toBe(messageFingerprint("a b c"));
  });

  it(`holds a score of ${spamThreshold} or more as spam and keeps the reasons of one below it`, async () => {
    const held = await send("offers@mailinator.com", spammy, { filledInMs: 2000 });
    expect(held.screening.held).toBe(true);
    const stored = await findMessage(store, held.id);
    expect(stored?.status).toBe("spam");
    expect(stored?.spamReasons.map((reason) => reason.signal)).toEqual(["fast", "links", "disposable"]);

    const kept = await send("ravi@example.com", "Our portal is at https://portal.example, can you maintain it?", {
      filledInMs: 2000,
    });
    expect(kept.screening.held).toBe(false); // 3 + 1 = 4 points
    const inbox = await findMessage(store, kept.id);
    expect(inbox?.status).toBe("new");
    expect(inbox?.spamReasons.map((reason) => reason.weight)).toEqual([3, 1]);
  });

  it('"Not spam" moves the enquiry to New and halves its reasons for the sender\'s domain only', async () => {
    const first = await send("offers@mailinator.com", spammy, { filledInMs: 2000 });
    expect(await clearOfSpam(store, first.id, staffer)).toBe(true);
    expect((await findMessage(store, first.id))?.status).toBe("new");
    expect(await clearOfSpam(store, first.id, staffer)).toBe(false); // no longer in Spam: pardons nothing twice

    const again = await send(
      "sales@mailinator.com",
      "Another offer for your website's growth, see https://one.example and https://two.example",
      {
        filledInMs: 2000,
      },
    );
    // fast 1.5 + links 1 + disposable 1.5 = 4: below the threshold now.
    expect(again.screening.reasons.map((reason) => reason.weight)).toEqual([1.5, 1, 1.5]);
    expect(again.screening.held).toBe(false);

    const otherDomain = await send(
      "x@yopmail.com",
      "Another offer for your website's growth, see https://one.example and https://two.example",
      {
        filledInMs: 2000,
      },
    );
    expect(otherDomain.screening.held).toBe(true);
    expect(await clearOfSpam(store, "not-an-id", staffer)).toBe(false);
  });
}

describeOnEachStore("the spam check", "spam", storeSuite);
