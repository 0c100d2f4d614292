/**
 * Job applications over HTTP against the real server and the production build, on SQLite and (when
 * TEST_DATABASE_URL is set) PostgreSQL: the opening's page takes a multipart post with a CV, answers the page's
 * script in JSON and a browser without JavaScript with the page, and refuses what it must with nothing stored.
 * The candidate's confirmation reaches a real SMTP server in the test, and its link withdraws the application.
 * Each refusal is a request that would be stored if its check were removed.
 */
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Store } from "../../server/store/types";
import { hasBuild, noBuildMessage, reactRouterFor, clientDir } from "../support/build";
import { docxBytes, pdfBytes, pdfOfSize, zipOf } from "../support/cv-files";
import { scratchPostgresStore } from "../support/scratch-store";
import { startTestServer, type TestServer } from "../support/server";
import { decodeQuotedPrintable, linksIn, startSmtp, type TestSmtp } from "../support/smtp";

const pgUrl = process.env.TEST_DATABASE_URL;
const slug = "storage-solutions-engineer";
const openingUrl = (base: string, path = slug) => `${base}/CurrentOpenings/${path}`;

const fields = {
  fullName: "Karthik Subramanian",
  email: "karthik.s@example.in",
  phone: "+91 98840 11223",
  location: "Chennai",
  noticePeriod: "60 days",
  link: "https://github.com/karthik-s",
  coverLetter: "Eight years of SAN and NAS work for banks.",
  consent: "yes",
};

/** The form as a browser posts it: its text fields and one file. */
function formOf(values: Record<string, string>, file?: { bytes: Buffer; name: string; type?: string }): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  if (file)
    form.append("cv", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/pdf" }), file.name);
  return form;
}

const pdf = (bytes = pdfBytes()) => ({ bytes, name: "Karthik CV.pdf" });

const stores: Array<[string, (() => { store: Store; cleanup(): Promise<void> }) | undefined]> = [
  ["SQLite", undefined],
  ...(pgUrl
    ? [
        ["PostgreSQL", () => scratchPostgresStore(pgUrl, "applications_http")] as [
          string,
          () => { store: Store; cleanup(): Promise<void> },
        ],
      ]
    : []),
];

if (!pgUrl)
  describe.skip("job applications over HTTP on PostgreSQL (skipped: set TEST_DATABASE_URL to run)", () => {
    it("runs", () => undefined);
  });

describe.skipIf(!hasBuild).each(stores)(
  `job applications over HTTP on %s ${hasBuild ? "" : noBuildMessage}`,
  (_name, openStore) => {
    let server: TestServer;
    let smtp: TestSmtp;
    let cleanup: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      smtp = await startSmtp();
      const opened = openStore?.();
      cleanup = opened?.cleanup;
      server = await startTestServer({
        reactRouterFor,
        clientDir,
        store: opened?.store,
        // 10:00 in India on 27 November 2026: every seeded opening is open.
        clock: () => new Date("2026-11-27T04:30:00Z"),
        env: { SMTP_URL: smtp.url, RATE_LIMIT_CONTACT_PER_MINUTE: "1000", PUBLIC_URL: "https://www.jenesys.example" },
      });
    });
    afterAll(async () => {
      await server?.close();
      await smtp?.close();
      await cleanup?.();
    });
    beforeEach(async () => {
      await server.store.query((db) => db.deleteFrom("applications").execute());
      smtp.takeAll();
    });

    const stored = () =>
      server.store.query((db) =>
        db
          .selectFrom("applications")
          .innerJoin("application_files", "application_files.application_id", "applications.id")
          .select(["applications.id", "full_name", "email", "location", "cover_letter", "bytes", "file_name"])
          .execute(),
      );

    /** The page's script's post: JSON back. */
    const applyAsScript = (form: FormData, path = slug) =>
      fetch(openingUrl(server.url, path), { method: "POST", body: form, headers: { accept: "application/json" } });

    /** A browser without JavaScript: the page back. */
    const applyAsPage = (form: FormData) =>
      fetch(openingUrl(server.url), { method: "POST", body: form, headers: { accept: "text/html" } });

    it("stores an application with its CV's exact bytes and answers the script in JSON", async () => {
      const bytes = pdfBytes("Karthik Subramanian, storage engineer");
      const answer = await applyAsScript(formOf(fields, pdf(bytes)));
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ ok: true, updated: false });
      const [row] = await stored();
      expect(row).toMatchObject({ full_name: fields.fullName, email: fields.email, file_name: "Karthik CV.pdf" });
      expect(Buffer.from(row.bytes).equals(bytes)).toBe(true);
    });

    it("answers a browser without JavaScript with the page and its confirmation; a second application updates", async () => {
      const first = await applyAsPage(formOf(fields, pdf()));
      expect(first.status).toBe(200);
      expect(await first.text()).toContain("Thank you for applying");
      const second = await applyAsPage(
        formOf({ ...fields, email: "KARTHIK.S@example.in" }, { bytes: docxBytes(), name: "cv.docx" }),
      );
      expect(await second.text()).toContain("Your application is updated");
      const rows = await stored();
      expect(rows).toHaveLength(1);
      expect(rows[0].file_name).toBe("cv.docx");
    });

    it("puts the typed text back beside the errors, inert, and stores nothing", async () => {
      const script = `<script>alert("x")</script>`;
      const hostile = Object.fromEntries(
        Object.entries(fields).map(([name, value]) => [name, name === "consent" ? "" : `${value} ${script}`]),
      );
      const answer = await applyAsPage(formOf(hostile, pdf()));
      expect(answer.status).toBe(400);
      const html = await answer.text();
      expect(html).toContain("Please tick the box to agree");
      expect(html).toContain("Karthik Subramanian &lt;script&gt;");
      expect(html).not.toContain(script);
      expect(await stored()).toEqual([]);
    });

    it.each([
      [
        "an executable renamed .pdf",
        { bytes: Buffer.from("MZ\x90\x00\x03 This program cannot be run in DOS mode"), name: "cv.pdf" },
        "could not read this file",
      ],
      [
        "a .docx that is a zip of something else",
        { bytes: zipOf({ "payload.txt": "hello" }), name: "cv.docx" },
        "could not read this file",
      ],
      ["an empty file", { bytes: Buffer.alloc(0), name: "cv.pdf" }, "empty file"],
    ])("refuses %s, by its bytes, and stores nothing", async (_case, file, message) => {
      const answer = await applyAsScript(formOf(fields, file));
      expect(answer.status).toBe(400);
      const body = (await answer.json()) as { errors: Record<string, string> };
      expect(body.errors.cv).toContain(message);
      expect(await stored()).toEqual([]);
    });

    it("refuses a 6 MB CV with 413 and the message beside the field, and stores nothing", async () => {
      const answer = await applyAsScript(formOf(fields, pdf(pdfOfSize(6 * 1024 * 1024))));
      expect(answer.status).toBe(413);
      const body = (await answer.json()) as { errors: Record<string, string> };
      expect(body.errors.cv).toMatch(/larger than 5\sMB/);
      expect(await stored()).toEqual([]);
    });

    it("refuses a 50 MB body from its length, before reading it, while the site keeps answering", async () => {
      const declared = 50 * 1024 * 1024;
      const { port } = new URL(server.url);
      const refused = new Promise<{ status: number; closed: boolean }>((resolve, reject) => {
        const upload = httpRequest({
          host: "127.0.0.1",
          port,
          method: "POST",
          path: `/CurrentOpenings/${slug}`,
          headers: {
            "content-type": "multipart/form-data; boundary=----x",
            "content-length": String(declared),
            accept: "application/json",
          },
        });
        upload.on("response", (response) => {
          response.resume();
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, closed: response.headers.connection === "close" }),
          );
        });
        upload.on("error", reject);
        upload.write(Buffer.alloc(64 * 1024, 0x41)); // the upload under way, far from its end
      });
      const home = await fetch(`${server.url}/`);
      expect(home.status).toBe(200);
      expect(await refused).toEqual({ status: 413, closed: true });
      expect(await stored()).toEqual([]);
    });

    it("refuses a post that is not a multipart form, and an application to a closed or unknown opening", async () => {
      const urlencoded = await fetch(openingUrl(server.url), {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { accept: "application/json" },
      });
      expect(urlencoded.status).toBe(415);
      const unknown = await applyAsScript(formOf(fields, pdf()), "no-such-opening");
      expect(unknown.status).toBe(404);
      await server.store.query((db) =>
        db.updateTable("openings").set({ state: "closed" }).where("slug", "=", "test-automation-engineer").execute(),
      );
      const closed = await applyAsScript(formOf(fields, pdf()), "test-automation-engineer");
      expect(closed.status).toBe(410);
      expect(await stored()).toEqual([]);
    });

    it("tells a robot that filled the hidden field it worked, and keeps nothing", async () => {
      const answer = await applyAsScript(formOf({ ...fields, website: "https://spam.example" }, pdf()));
      expect(answer.status).toBe(200);
      expect(await stored()).toEqual([]);
    });

    it("mails the confirmation whose link, once confirmed, withdraws the application", async () => {
      // Mails of the tests before may still be arriving: this one's are told apart by name and address.
      const candidate = { ...fields, fullName: "Kavya Withdrawing", email: "kavya.w@example.in" };
      await applyAsScript(formOf(candidate, pdf()));
      const arrived = async (wanted: (raw: string, to: string[]) => boolean) => {
        for (;;) {
          const mail = await smtp.next();
          if (wanted(decodeQuotedPrintable(mail.raw), mail.to)) return mail;
        }
      };
      const confirmation = await arrived((_raw, to) => to.includes(candidate.email));
      const notice = await arrived((raw, to) => to.includes("careers@jenesys.example") && raw.includes("Kavya"));
      expect(notice.raw).not.toContain(candidate.phone);
      const link = linksIn(decodeQuotedPrintable(confirmation.raw)).find((href) =>
        href.includes("/applications/withdraw"),
      )!;
      const path = new URL(link).pathname + new URL(link).search;

      const asked = await fetch(`${server.url}${path}`);
      expect(asked.status).toBe(200);
      expect(asked.headers.get("x-robots-tag")).toContain("noindex");
      expect(await asked.text()).toContain("Withdraw your application?");
      expect(await stored()).toHaveLength(1); // opening the link erases nothing (mail scanners open links)

      const withdrawn = await fetch(`${server.url}${path}`, {
        method: "POST",
        body: new URLSearchParams({}),
        headers: { accept: "text/html" },
      });
      expect(withdrawn.status).toBe(200);
      expect(await withdrawn.text()).toContain("Your application is withdrawn");
      expect(await stored()).toEqual([]);
      expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    });
  },
);

describe.skipIf(!hasBuild)(
  `job applications within the contact form's rate limit ${hasBuild ? "" : noBuildMessage}`,
  () => {
    it("answers the post over the limit with 429 and stores nothing", async () => {
      const server = await startTestServer({
        reactRouterFor,
        clientDir,
        clock: () => new Date("2026-11-27T04:30:00Z"),
        env: { RATE_LIMIT_CONTACT_PER_MINUTE: "1" },
      });
      try {
        const post = (email: string) =>
          fetch(openingUrl(server.url), {
            method: "POST",
            body: formOf({ ...fields, email }, pdf()),
            headers: { accept: "application/json" },
          });
        expect((await post("first@example.in")).status).toBe(200);
        expect((await post("second@example.in")).status).toBe(429);
        const rows = await server.store.query((db) => db.selectFrom("applications").select("email").execute());
        expect(rows).toEqual([{ email: "first@example.in" }]);
      } finally {
        await server.close();
      }
    });
  },
);
