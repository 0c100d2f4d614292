/**
 * Working an enquiry (server/staff/enquiry-work.ts) on SQLite always and on PostgreSQL when TEST_DATABASE_URL is
 * set: who may own it, what its history records, the inbox's Mine and Unassigned, "Next new enquiry", and that an
 * erasure or a removed account leaves nothing behind that names the person.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { parseInboxFilter } from "../../../app/lib/inbox-filter.server";
import { addAccount, removeAccount, setDisabled } from "../../../server/staff/accounts";
import {
  addNote,
  assignOwner,
  enquiryHistory,
  nextNewEnquiry,
  possibleOwners,
} from "../../../server/staff/enquiry-work";
import { findMessage, inboxPage, newCount, setStatus } from "../../../server/staff/inbox";
import { clearOfSpam } from "../../../server/spam/screening";
import type { Store } from "../../../server/store/types";
import { describeOnEachStore } from "../../support/scratch-store";

const password = "correct horse battery staple";

const enquiry = (name: string, email = `${name.toLowerCase().replace(/ /g, ".")}@example.com`) => ({
  name,
  email,
  phone: "9876543210",
  countryCode: "+91" as const,
  company: undefined,
  service: undefined,
  message: `${name} would like to talk about a data platform.`,
});

function storeSuite(open: () => { store: Store; cleanup(): Promise<void> | void }) {
  let store: Store;
  let cleanup: () => Promise<void> | void;
  let asha: { id: string; email: string };
  let ravi: { id: string; email: string };
  let hr: { id: string; email: string };

  beforeEach(async () => {
    ({ store, cleanup } = open());
    await store.migrate();
    asha = await addAccount(store, "asha@jenesys.example", password, "sales");
    ravi = await addAccount(store, "ravi@jenesys.example", password, "admin");
    hr = await addAccount(store, "hr@jenesys.example", password, "hr");
  });
  afterEach(async () => cleanup());

  const filter = (query: string) => parseInboxFilter(new URLSearchParams(query));
  const ids = async (query: string, viewer?: string) =>
    (await inboxPage(store, filter(query), viewer)).messages.map((message) => message.name);

  it("gives an enquiry to a colleague who may use the inbox, records each change once, and refuses anyone else", async () => {
    const { id } = await store.saveContact(enquiry("Meera Iyer"));
    expect((await possibleOwners(store)).map((owner) => owner.email)).toEqual([asha.email, ravi.email]);

    expect(await assignOwner(store, asha, id, asha.id)).toBe("assigned");
    expect(await assignOwner(store, asha, id, asha.id)).toBe("unchanged");
    expect((await findMessage(store, id))?.owner).toEqual({ id: asha.id, email: asha.email });
    expect(await assignOwner(store, asha, id, hr.id)).toBe("not-a-colleague"); // HR does not work the inbox
    await addAccount(store, "second.admin@jenesys.example", password, "admin"); // so Ravi is not the last Admin
    await setDisabled(store, ravi.email, true);
    expect(await assignOwner(store, asha, id, ravi.id)).toBe("not-a-colleague");
    expect(await assignOwner(store, asha, id, "0b7e5a4c-1111-4a7e-9d7e-000000000001")).toBe("not-a-colleague");
    expect(await assignOwner(store, asha, "0b7e5a4c-1111-4a7e-9d7e-000000000001", asha.id)).toBe("no-such-enquiry");
    expect(await assignOwner(store, asha, "not-an-id", asha.id)).toBe("no-such-enquiry");
    expect(await assignOwner(store, asha, id, null)).toBe("assigned");
    expect((await findMessage(store, id))?.owner).toBeNull();

    expect((await enquiryHistory(store, id)).map(({ by, kind, detail }) => [by, kind, detail])).toEqual([
      [asha.email, "assigned", asha.email],
      [asha.email, "unassigned", null],
    ]);
  });

  it("keeps notes and status changes in the history, oldest first, with who made them", async () => {
    const { id } = await store.saveContact(enquiry("Kavya Menon"));
    expect(await addNote(store, asha, id, "Called her: wants a demo on Tuesday.\nSend the deck first.")).toBe(true);
    expect(await setStatus(store, id, "handled", ravi)).toBe(true);
    expect(await setStatus(store, id, "handled", ravi)).toBe(true); // the same status: nothing new to record
    expect(await addNote(store, asha, "0b7e5a4c-1111-4a7e-9d7e-000000000001", "lost")).toBe(false);
    const history = await enquiryHistory(store, id);
    expect(history.map(({ by, kind, detail }) => [by, kind, detail])).toEqual([
      [asha.email, "note", "Called her: wants a demo on Tuesday.\nSend the deck first."],
      [ravi.email, "status", "handled"],
    ]);
    expect(history[0]?.at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
  });

  it('records "Not spam" with who said it', async () => {
    const { id } = await store.saveContact(enquiry("Spam Sender"), undefined, {
      held: true,
      reasons: [{ signal: "links", weight: 3, note: "The message holds 3 links." }],
      fingerprint: "x",
    });
    expect(await clearOfSpam(store, id, ravi)).toBe(true);
    expect((await enquiryHistory(store, id)).map(({ by, kind }) => [by, kind])).toEqual([[ravi.email, "not spam"]]);
  });

  it("filters the inbox by Mine and Unassigned, and offers the newest other New one next", async () => {
    const first = await store.saveContact(enquiry("First Lead"));
    const second = await store.saveContact(enquiry("Second Lead"));
    const third = await store.saveContact(enquiry("Third Lead"));
    await assignOwner(store, asha, first.id, asha.id);
    await assignOwner(store, asha, second.id, ravi.id);
    expect(await ids("owner=mine", asha.id)).toEqual(["First Lead"]);
    expect(await ids("owner=mine", ravi.id)).toEqual(["Second Lead"]);
    expect(await ids("owner=mine")).toEqual([]); // nobody's own: nothing, not everything
    expect(await ids("owner=unassigned")).toEqual(["Third Lead"]);
    expect(await ids("")).toEqual(["Third Lead", "Second Lead", "First Lead"]);

    expect(await nextNewEnquiry(store, third.id)).toBe(second.id);
    expect(await newCount(store)).toBe(3); // the staff bar's count
    await setStatus(store, second.id, "handled", asha);
    expect(await newCount(store)).toBe(2);
    expect(await nextNewEnquiry(store, third.id)).toBe(first.id);
    expect(await nextNewEnquiry(store, "not-an-id")).toBe(third.id);
  });

  it("leaves an enquiry with nobody when its owner's account is removed, and erases its history with it", async () => {
    const { id } = await store.saveContact(enquiry("Leela Das", "Leela.Das@example.com"));
    await assignOwner(store, asha, id, asha.id);
    await addNote(store, asha, id, "Leela prefers WhatsApp.");
    expect(await removeAccount(store, asha.email)).toBe(true);
    expect((await findMessage(store, id))?.owner).toBeNull();
    expect(await store.deleteContactsByEmail("leela.das@example.com")).toBe(1);
    const left = await store.query((db) => db.selectFrom("enquiry_events").selectAll().execute());
    expect(left).toEqual([]);
  });
}

describeOnEachStore("working an enquiry", "enquiry-work", storeSuite);
