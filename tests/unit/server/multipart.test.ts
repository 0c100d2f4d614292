/**
 * The application form's bounded multipart parser, fed by a real HTTP server on a loopback port: bodies sent
 * by fetch's FormData as a browser would, and by hand where a test needs exact bytes (an empty file input,
 * a broken part, a body cut off).
 */
import { once } from "node:events";
import { createServer, request, type IncomingMessage, type OutgoingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readUpload, type Upload, type UploadLimits } from "../../../server/careers/multipart";

const limits: UploadLimits = { fileBytes: 1024, fieldBytes: 64, fields: 4 };

/** A request the test server took: the request itself, what readUpload made of it, its first bytes' arrival. */
interface Arrival {
  req: IncomingMessage;
  upload: Promise<Upload>;
  firstData: Promise<unknown>;
}

/**
 * A server that reads each request with readUpload under the limits the test asked for, and answers with
 * the upload's status once it settles (a refused body's rest is not waited for: `Connection: close`).
 */
class UploadServer {
  readonly server: Server;
  private readonly expected: { limits: UploadLimits; arrived: (arrival: Arrival) => void }[] = [];

  constructor(options: { requestTimeout?: number } = {}) {
    this.server = createServer({ ...options, connectionsCheckingInterval: 50 }, (req, res) => {
      const next = this.expected.shift();
      if (!next) throw new Error("a request no test expected");
      const upload = readUpload(req, next.limits);
      // Listened for at once: the first bytes may be in the same packet as the headers.
      next.arrived({ req, upload, firstData: once(req, "data") });
      void upload.then((result) => {
        res.statusCode = result.ok ? 200 : result.status;
        if (!result.ok) res.setHeader("Connection", "close");
        res.end(result.ok ? "ok" : result.reason);
      });
    });
  }

  async listen(): Promise<void> {
    this.server.listen(0, "127.0.0.1");
    await once(this.server, "listening");
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/apply`;
  }

  /** The next request's arrival, read under `uploadLimits`. Call before sending it. */
  expect(uploadLimits: UploadLimits = limits): Promise<Arrival> {
    return new Promise((arrived) => this.expected.push({ limits: uploadLimits, arrived }));
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, "close");
  }
}

const server = new UploadServer();
beforeAll(() => server.listen());
afterAll(() => server.close());

/** Posts a FormData as fetch (and a browser) encodes it; the upload, and the status the server answered. */
async function postForm(form: FormData, uploadLimits?: UploadLimits): Promise<{ upload: Upload; status: number }> {
  const arrival = server.expect(uploadLimits);
  const response = await fetch(server.url, { method: "POST", body: form });
  await response.text();
  return { upload: await (await arrival).upload, status: response.status };
}

const boundary = "----JenesysFormBoundary7MA4YWxkTrZu0gW";

type Part =
  | { name: string; value: string; headers?: string[] }
  | { name: string; fileName?: string; type?: string; data: string | Uint8Array; headers?: string[] };

/** A multipart/form-data body written out by hand, byte for byte as a browser writes one. */
function multipart(parts: Part[], { close = true } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const fileName = "data" in part && part.fileName !== undefined ? `; filename="${part.fileName}"` : "";
    const headers = [`Content-Disposition: form-data; name="${part.name}"${fileName}`, ...(part.headers ?? [])];
    if ("data" in part) headers.push(`Content-Type: ${part.type ?? "application/octet-stream"}`);
    chunks.push(Buffer.from(`--${boundary}\r\n${headers.join("\r\n")}\r\n\r\n`));
    chunks.push(Buffer.from("data" in part ? part.data : part.value));
    chunks.push(Buffer.from("\r\n"));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const multipartType = `multipart/form-data; boundary=${boundary}`;

/** Sends `body` with exactly these headers over http.request; the upload, and the status answered. */
async function postRaw(
  body: Buffer | string,
  headers: OutgoingHttpHeaders,
  uploadLimits?: UploadLimits,
): Promise<{ upload: Upload; status: number }> {
  const arrival = server.expect(uploadLimits);
  const req = request(server.url, { method: "POST", headers });
  // A refused body's rest may meet a closed connection: that is the test's point, not its failure.
  req.on("error", () => undefined);
  req.end(body);
  const [response] = (await once(req, "response")) as [IncomingMessage];
  response.resume();
  return { upload: await (await arrival).upload, status: response.statusCode ?? 0 };
}

function withLength(body: Buffer, type = multipartType): OutgoingHttpHeaders {
  return { "Content-Type": type, "Content-Length": body.length };
}

const pdfBytes = Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n");

describe("readUpload: a form that keeps to the limits", () => {
  it("reads the fields and the file of a form fetch sends", async () => {
    const form = new FormData();
    form.append("name", "Zoë Ørsted 简历");
    form.append("email", "zoe@example.com");
    form.append("cv", new File([pdfBytes], "Émilie Rao – CV.pdf", { type: "application/pdf" }));
    form.append("message", "");
    const { upload, status } = await postForm(form);
    expect(status).toBe(200);
    expect(upload).toEqual({
      ok: true,
      fields: { name: "Zoë Ørsted 简历", email: "zoe@example.com", message: "" },
      file: {
        field: "cv",
        fileName: "Émilie Rao – CV.pdf",
        claimedType: "application/pdf",
        bytes: pdfBytes,
        tooLarge: false,
      },
    });
  });

  it("takes a form without a file", async () => {
    const form = new FormData();
    form.append("name", "Zoë");
    expect((await postForm(form)).upload).toEqual({ ok: true, fields: { name: "Zoë" }, file: undefined });
  });

  it("takes a file input left empty as no file", async () => {
    // What a browser sends for it: an empty file name, the generic type, no bytes.
    const body = multipart([
      { name: "name", value: "Zoë" },
      { name: "cv", fileName: "", data: "" },
    ]);
    expect((await postRaw(body, withLength(body))).upload).toEqual({
      ok: true,
      fields: { name: "Zoë" },
      file: undefined,
    });
  });

  it("keeps a named file with no bytes, and bytes sent without a name, for the form to judge", async () => {
    const empty = multipart([{ name: "cv", fileName: "cv.pdf", type: "application/pdf", data: "" }]);
    expect((await postRaw(empty, withLength(empty))).upload).toMatchObject({
      ok: true,
      file: {
        field: "cv",
        fileName: "cv.pdf",
        claimedType: "application/pdf",
        bytes: Buffer.alloc(0),
        tooLarge: false,
      },
    });
    const nameless = multipart([{ name: "cv", data: pdfBytes }]);
    expect((await postRaw(nameless, withLength(nameless))).upload).toMatchObject({
      ok: true,
      file: { field: "cv", fileName: "", claimedType: "application/octet-stream", bytes: pdfBytes },
    });
  });

  it("gives the file name without its path, decoded as UTF-8", async () => {
    const body = multipart([{ name: "cv", fileName: "C:\\Users\\zoë\\Lebenslauf – Zoë.pdf", data: pdfBytes }]);
    expect((await postRaw(body, withLength(body))).upload).toMatchObject({
      file: { fileName: "Lebenslauf – Zoë.pdf" },
    });
  });

  it("takes a file and fields of exactly the allowed size, and exactly as many fields as allowed", async () => {
    const form = new FormData();
    for (let i = 0; i < limits.fields - 1; i++) form.append(`field${i}`, "x");
    form.append("last", "é".repeat(limits.fieldBytes / 2)); // bytes, not characters
    form.append("n".repeat(100), "long name");
    const exact = Buffer.alloc(limits.fileBytes, 7);
    form.append("cv", new File([exact], "cv.pdf"));
    expect((await postForm(form, { ...limits, fields: limits.fields + 1 })).upload).toMatchObject({
      ok: true,
      fields: { last: "é".repeat(limits.fieldBytes / 2), ["n".repeat(100)]: "long name" },
      file: { bytes: exact, tooLarge: false },
    });
  });

  it("accepts the media type in any case, and with space before its parameters", async () => {
    const body = multipart([{ name: "name", value: "Zoë" }]);
    for (const type of [`Multipart/Form-Data; boundary=${boundary}`, `multipart/form-data ; boundary=${boundary}`])
      expect((await postRaw(body, withLength(body, type))).upload).toMatchObject({ ok: true, fields: { name: "Zoë" } });
  });

  it("keeps a field named like an object's own property as a field", async () => {
    const body = multipart([
      { name: "__proto__", value: "x" },
      { name: "constructor", value: "y" },
    ]);
    const { upload } = await postRaw(body, withLength(body));
    expect(upload.ok && Object.entries(upload.fields)).toEqual([
      ["__proto__", "x"],
      ["constructor", "y"],
    ]);
  });
});

describe("readUpload: a file over the limit", () => {
  it("comes back flagged with its first bytes, the rest read and discarded", async () => {
    const form = new FormData();
    form.append("name", "Zoë");
    const big = Buffer.alloc(limits.fileBytes * 50, 1);
    big[0] = 2;
    form.append("cv", new File([big], "big.pdf", { type: "application/pdf" }));
    form.append("after", "the file"); // parsing goes on past the discarded bytes
    const { upload, status } = await postForm(form);
    expect(status).toBe(200);
    expect(upload).toMatchObject({ ok: true, fields: { name: "Zoë", after: "the file" } });
    const file = upload.ok ? upload.file : undefined;
    expect(file).toMatchObject({ fileName: "big.pdf", tooLarge: true });
    expect(file?.bytes).toEqual(big.subarray(0, limits.fileBytes));
  });

  it("is flagged from the first byte over", async () => {
    const form = new FormData();
    form.append("cv", new File([Buffer.alloc(limits.fileBytes + 1, 1)], "cv.pdf"));
    const { upload } = await postForm(form);
    expect(upload.ok && upload.file).toMatchObject({ tooLarge: true, bytes: Buffer.alloc(limits.fileBytes, 1) });
  });
});

describe("readUpload: refusals", () => {
  it("refuses a body that is not multipart/form-data with 415", async () => {
    const cases: OutgoingHttpHeaders[] = [
      { "Content-Type": "application/x-www-form-urlencoded" },
      { "Content-Type": "multipart/mixed; boundary=x" },
      { "Content-Type": "text/plain" },
      {},
    ];
    for (const headers of cases) {
      const { upload, status } = await postRaw("name=x", headers);
      expect(upload).toEqual({ ok: false, status: 415, reason: "not multipart/form-data" });
      expect(status).toBe(415);
    }
  });

  it("refuses a second file", async () => {
    const form = new FormData();
    form.append("cv", new File([pdfBytes], "cv.pdf"));
    form.append("letter", new File([pdfBytes], "letter.pdf"));
    form.append("name", "Zoë");
    expect(await postForm(form)).toEqual({
      upload: { ok: false, status: 400, reason: "more than one file" },
      status: 400,
    });
  });

  it("refuses more fields than allowed", async () => {
    const form = new FormData();
    for (let i = 0; i <= limits.fields; i++) form.append(`field${i}`, "x");
    form.append("cv", new File([pdfBytes], "cv.pdf"));
    expect((await postForm(form)).upload).toEqual({ ok: false, status: 400, reason: "too many fields" });
  });

  it("refuses a field longer than allowed, in bytes", async () => {
    for (const value of ["x".repeat(limits.fieldBytes + 1), `${"é".repeat(limits.fieldBytes / 2)}x`]) {
      const form = new FormData();
      form.append("name", value);
      expect((await postForm(form)).upload).toEqual({ ok: false, status: 400, reason: "field too long" });
    }
  });

  it("refuses a field with a long name", async () => {
    const form = new FormData();
    form.append("n".repeat(101), "x");
    expect((await postForm(form)).upload).toEqual({ ok: false, status: 400, reason: "field too long" });
  });

  it("refuses a field name sent twice", async () => {
    const form = new FormData();
    form.append("email", "zoe@example.com");
    form.append("email", "someone@example.com");
    expect((await postForm(form)).upload).toEqual({ ok: false, status: 400, reason: "repeated field" });
  });

  it("answers the first limit broken", async () => {
    const form = new FormData();
    form.append("email", "a");
    form.append("email", "b");
    form.append("name", "x".repeat(limits.fieldBytes + 1));
    expect((await postForm(form)).upload).toMatchObject({ reason: "repeated field" });
  });
});

describe("readUpload: the body's size", () => {
  const bounded = { ...limits, bodyBytes: 600 };
  const body = multipart([{ name: "cv", fileName: "cv.pdf", data: Buffer.alloc(400, 1) }]);
  const exact = multipart([
    { name: "cv", fileName: "cv.pdf", data: Buffer.alloc(400 + bounded.bodyBytes - body.length, 1) },
  ]);
  const over = multipart([
    { name: "cv", fileName: "cv.pdf", data: Buffer.alloc(401 + bounded.bodyBytes - body.length, 1) },
  ]);

  it("takes a body of exactly the limit, declared or chunked", async () => {
    expect(exact.length).toBe(bounded.bodyBytes);
    expect((await postRaw(exact, withLength(exact), bounded)).upload).toMatchObject({ ok: true });
    expect((await postRaw(exact, { "Content-Type": multipartType }, bounded)).upload).toMatchObject({ ok: true });
  });

  it("refuses a declared length over the limit with 413 before reading any of it", async () => {
    const arrival = server.expect(bounded);
    const req = request(server.url, { method: "POST", headers: withLength(over) });
    req.on("error", () => undefined);
    req.write(over.subarray(0, 10)); // and no more: the answer cannot be waiting for the rest
    const [response] = (await once(req, "response")) as [IncomingMessage];
    expect(response.statusCode).toBe(413);
    expect(await (await arrival).upload).toEqual({ ok: false, status: 413, reason: "body too large" });
    req.destroy();
  });

  it("refuses a chunked body once it grows past the limit with 413, and reads no more of it", async () => {
    const arrival = server.expect(bounded);
    const req = request(server.url, { method: "POST", headers: { "Content-Type": multipartType } });
    req.on("error", () => undefined);
    req.write(over); // chunked: no length declared
    const { req: received, upload } = await arrival;
    expect(await upload).toEqual({ ok: false, status: 413, reason: "body too large" });
    expect(received.readableFlowing).toBe(false);
    expect(received.listenerCount("data")).toBe(0);
    req.destroy();
  });
});

describe("readUpload: broken bodies", () => {
  it("refuses a multipart type without a boundary", async () => {
    const body = multipart([{ name: "name", value: "Zoë" }]);
    expect(await postRaw(body, withLength(body, "multipart/form-data"))).toEqual({
      upload: { ok: false, status: 400, reason: "malformed body" },
      status: 400,
    });
  });

  it("refuses a body that does not use the boundary it declared", async () => {
    const body = multipart([{ name: "name", value: "Zoë" }]);
    const { upload } = await postRaw(body, withLength(body, "multipart/form-data; boundary=another"));
    expect(upload).toEqual({ ok: false, status: 400, reason: "malformed body" });
  });

  it("refuses a body without its closing boundary, cut inside a field or a file", async () => {
    for (const parts of [[{ name: "name", value: "Zoë" }], [{ name: "cv", fileName: "cv.pdf", data: pdfBytes }]]) {
      const body = multipart(parts, { close: false }).subarray(0, -2);
      expect((await postRaw(body, withLength(body))).upload).toEqual({
        ok: false,
        status: 400,
        reason: "malformed body",
      });
    }
  });

  it("refuses a malformed part header, reading the rest of the body so the answer gets through", async () => {
    const body = Buffer.concat([
      multipart([{ name: "name", value: "Zoë", headers: ["Broken\u0001Header: x"] }]),
      Buffer.alloc(200_000, "x"),
    ]);
    expect(await postRaw(body, withLength(body))).toEqual({
      upload: { ok: false, status: 400, reason: "malformed body" },
      status: 400,
    });
  });

  it("refuses an empty body", async () => {
    expect((await postRaw("", withLength(Buffer.alloc(0)))).upload).toMatchObject({
      status: 400,
      reason: "malformed body",
    });
  });
});

describe("readUpload: a body that never completes", () => {
  /** Sends the first part of `body` (its length declared in full), waits until the server reads it, then `end`s. */
  async function breakOff(target: UploadServer, body: Buffer, end: (req: ReturnType<typeof request>) => void) {
    const arrival = target.expect();
    const req = request(target.url, { method: "POST", headers: withLength(body) });
    req.on("error", () => undefined);
    req.write(body.subarray(0, body.length / 2));
    const { req: received, upload, firstData } = await arrival;
    await firstData;
    end(req);
    return { received, upload };
  }

  const body = multipart([
    { name: "name", value: "Zoë" },
    { name: "cv", fileName: "cv.pdf", data: Buffer.alloc(900, 1) },
  ]);

  it("settles as aborted when the client goes away in the middle of the file", async () => {
    const { received, upload } = await breakOff(server, body, (req) => req.destroy());
    expect(await upload).toEqual({ ok: false, status: 400, reason: "aborted" });
    expect(received.complete).toBe(false);
    expect(received.listenerCount("data")).toBe(0);
  });

  it("settles as aborted when the server's request timeout ends a slow upload", async () => {
    const slow = new UploadServer({ requestTimeout: 300 });
    await slow.listen();
    try {
      // The client just stops sending: without the server's timeout the upload would never settle.
      const { upload } = await breakOff(slow, body, () => undefined);
      expect(await upload).toEqual({ ok: false, status: 400, reason: "aborted" });
    } finally {
      await slow.close();
    }
  });

  it("stays settled as aborted when the client goes away after a refusal was decided", async () => {
    const twoFiles = multipart([
      { name: "a", fileName: "a.pdf", data: pdfBytes },
      { name: "b", fileName: "b.pdf", data: Buffer.alloc(900, 1) },
    ]);
    const { upload } = await breakOff(server, twoFiles, (req) => req.destroy());
    expect(await upload).toEqual({ ok: false, status: 400, reason: "aborted" });
  });

  it("settles as aborted when the client went away before the parser was called", async () => {
    // A handler that awaited something first (a rate limit, a session) and calls readUpload too late.
    let late: ((upload: Promise<Upload>) => void) | undefined;
    const uploadRead = new Promise<Upload>((resolve) => (late = resolve));
    const lateServer = createServer((req) => {
      req.on("close", () => late?.(readUpload(req, limits)));
      req.pause();
    });
    lateServer.listen(0, "127.0.0.1");
    await once(lateServer, "listening");
    try {
      const { port } = lateServer.address() as AddressInfo;
      const req = request(`http://127.0.0.1:${port}/apply`, { method: "POST", headers: withLength(body) });
      req.on("error", () => undefined);
      req.write(body.subarray(0, 100));
      await once(lateServer, "request");
      req.destroy();
      expect(await uploadRead).toEqual({ ok: false, status: 400, reason: "aborted" });
    } finally {
      lateServer.closeAllConnections();
      lateServer.close();
    }
  });

  it("does not take a close after the whole body came for an abort", async () => {
    // Node closes a request right after its last bytes, which can be before the parser is done with them;
    // here the close comes first on purpose, from a stand-in for the request.
    const body = multipart([{ name: "name", value: "Zoë" }]);
    const req = Object.assign(Readable.from([body]), { headers: { "content-type": multipartType }, complete: true });
    const upload = readUpload(req as unknown as IncomingMessage, limits);
    req.emit("close");
    expect(await upload).toEqual({ ok: true, fields: { name: "Zoë" }, file: undefined });
  });

  it("lets the server go on answering after clients went away", async () => {
    const settled = await Promise.all(
      Array.from({ length: 5 }, () => breakOff(server, body, (req) => req.destroy()).then(({ upload }) => upload)),
    );
    expect(settled.every((upload) => !upload.ok && upload.reason === "aborted")).toBe(true);
    const form = new FormData();
    form.append("name", "Zoë");
    expect((await postForm(form)).upload).toMatchObject({ ok: true });
  });
});
