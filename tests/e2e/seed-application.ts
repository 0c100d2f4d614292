/** Job applications for the browser tests of the staff area, stored as the opening's form stores them. */
import { e2eDatabaseUrl } from "../../playwright.config";
import { saveApplication } from "../../server/careers/applications";
import { openStore } from "../../server/store/index";

/** The CV the seeded applications carry: a small PDF, with bytes past ASCII so a changed byte would show. */
export const seededCv = Buffer.concat([
  Buffer.from("%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj << /Type /Catalog >> endobj\n", "latin1"),
  Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255]),
  Buffer.from("\n%%EOF\n"),
]);

/**
 * A job application to the first published opening, stored as the opening's form stores it (its confirmation and
 * HR's notice queued with it), on the store of the server at `databaseUrl`.
 */
export async function seedApplication(
  candidate: { fullName: string; email: string; fileName?: string },
  databaseUrl = e2eDatabaseUrl,
): Promise<{ id: string; opening: { id: string; title: string } }> {
  const store = openStore(databaseUrl);
  try {
    const opening = await store.query((db) =>
      db
        .selectFrom("openings")
        .select(["id", "title"])
        .where("state", "=", "published")
        .orderBy("position")
        .executeTakeFirstOrThrow(),
    );
    const { id } = await saveApplication(store, opening, {
      form: {
        fullName: candidate.fullName,
        email: candidate.email,
        phone: "+91 98765 43210",
        location: "Chennai",
        noticePeriod: "30 days",
        link: "https://www.linkedin.com/in/a-candidate",
        coverLetter: "I have run payroll systems for ten years.\n\nI would like to bring that to your team.",
        consent: "yes",
        otherRoles: false,
      },
      cv: { fileName: candidate.fileName ?? `${candidate.fullName} CV.pdf`, kind: "pdf", bytes: seededCv },
      consentText: "I agree that Jenesys Technologies keeps the details and CV I send here.",
    });
    return { id, opening };
  } finally {
    await store.close();
  }
}
