/**
 * The staff exports stream: the download receives a batch's rows before the next batch is read from the store,
 * and the reading waits while the connection is behind. Each test waits for states (bytes arrived, a batch
 * asked for), never for a time: an export that gathered every row before writing would never let the reader go on.
 */
import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { enquiryColumns, type ExportedEnquiry } from "../../../server/contacts-export";
import { sendRows } from "../../../server/staff/endpoints";

/** A download that takes its bytes slowly: one write at a time, each taken on a later turn of the event loop. */
function slowDownload() {
  const received: Buffer[] = [];
  let arrived: () => void = () => undefined;
  const output = new Writable({
    highWaterMark: 1024,
    write(chunk: Buffer, _encoding, done) {
      received.push(chunk);
      arrived();
      setImmediate(done);
    },
  });
  return {
    output,
    bytes: () => received.reduce((sum, chunk) => sum + chunk.length, 0),
    text: () => Buffer.concat(received).toString("utf8"),
    /** Resolves once `done` says what has arrived is enough. */
    async until(done: () => boolean): Promise<void> {
      while (!done()) await new Promise<void>((resolve) => (arrived = resolve));
    },
  };
}

const rowsPerBatch = 400;

/**
 * `count` batches of enquiries with text that does not compress away, each made only when asked for, and only
 * once `arrived(batch)` says the one before it has reached the download.
 */
async function* batches(
  count: number,
  reads: number[],
  download: ReturnType<typeof slowDownload>,
  arrived: (batch: number) => boolean,
) {
  for (let batch = 0; batch < count; batch++) {
    if (batch > 0) await download.until(() => arrived(batch - 1));
    reads.push(download.bytes());
    yield Array.from({ length: rowsPerBatch }, (_, row): ExportedEnquiry => ({
      id: `${batch}-${row}`,
      createdAt: "2026-11-26T18:40:05.000Z",
      name: `Person ${randomBytes(6).toString("hex")}`,
      email: `${randomBytes(8).toString("hex")}@example.com`,
      company: null,
      phone: "9876543210",
      countryCode: "+91",
      service: null,
      message: randomBytes(120).toString("base64"),
      landingPage: null,
      referrerHost: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      status: "new",
      owner: null,
    }));
  }
}

describe("a staff export", () => {
  it("as CSV writes each batch's rows out before the next batch is read", async () => {
    const download = slowDownload();
    const reads: number[] = [];
    // The previous batch's last row is in the download.
    const arrived = (batch: number) => download.text().includes(`\r\n${batch}-${rowsPerBatch - 1},`);
    await sendRows(
      download.output,
      "csv",
      { name: "Enquiries", columns: enquiryColumns },
      batches(6, reads, download, arrived),
    );
    expect(reads).toHaveLength(6);
    expect(download.text().startsWith(`\uFEFFid,created_at,name,`)).toBe(true);
    expect(download.text().split("\r\n")).toHaveLength(6 * rowsPerBatch + 2); // the header, the rows, the last CRLF
  });

  it("as Excel sends each batch's rows on, zipped, before the next batch is read", async () => {
    const download = slowDownload();
    const reads: number[] = [];
    // A batch is about 100 kB of text that does not compress well: 20 kB more than when it was read means
    // its rows are on their way (the workbook's other parts are a few kB in all).
    const arrived = (batch: number) => download.bytes() > reads[batch] + 20_000;
    await sendRows(
      download.output,
      "xlsx",
      { name: "Enquiries", columns: enquiryColumns },
      batches(6, reads, download, arrived),
    );
    expect(reads).toHaveLength(6);
    expect(download.bytes()).toBeGreaterThan(6 * 20_000);
  });
});
