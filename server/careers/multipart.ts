/**
 * The application form's body: one multipart/form-data request read as a stream by busboy, under limits, so
 * no request holds more than one file's worth of bytes and a bounded number of short fields in memory, and
 * none ends with an exception or a promise that never settles.
 *
 * The answer is a value, never a rejection: the route maps each refusal to a message on the form. What is
 * refused, and how:
 * - not multipart/form-data → 415; no boundary, a malformed part, a body cut short → 400 "malformed body";
 * - more than one file, more than `limits.fields` fields, a field (or field name) too long, a field name sent
 *   twice → 400. Repeated names are refused rather than one of them kept: the form has no field that takes
 *   several values, so a repeat is a hand-made post, and whichever copy a check read would not be the one
 *   another part of the code read. These refusals are decided when the whole body has been read (busboy
 *   skips what is over the limits without keeping it), so the answer reaches a browser that is still sending;
 * - a file over `limits.fileBytes` is not a refusal here: it comes back with `tooLarge: true` and only its
 *   first bytes, the rest read and discarded, so the form can say why it was not taken;
 * - a body over `limits.bodyBytes` → 413, from its declared Content-Length before anything is read, or as
 *   soon as a chunked body grows past it. The rest is then left unread: answer with `Connection: close`;
 * - a client that goes away, or a connection closed (by the server's request timeout too) before the body
 *   is complete → 400 "aborted"; nothing read so far is kept.
 */
import type { IncomingMessage } from "node:http";
import busboy, { type Busboy, type FieldInfo, type FileInfo } from "busboy";
import type { Readable } from "node:stream";

export interface UploadLimits {
  /** The most bytes of the file kept; a longer file comes back cut to this, with `tooLarge`. */
  fileBytes: number;
  /** The most bytes of one text field's value; a longer one refuses the upload. */
  fieldBytes: number;
  /** The most text fields; more refuse the upload. */
  fields: number;
  /**
   * The most bytes of the whole body; more → 413. Leave it out where a guard in front has already refused a
   * Content-Length over the limit and a body without one (Node never delivers more than the declared length).
   */
  bodyBytes?: number;
}

export interface UploadedFile {
  /** The name of the form field the file came in. */
  field: string;
  /** The name the browser gave, without any path; "" when it sent none. Not to be trusted for anything. */
  fileName: string;
  /** The media type the browser claimed; only for the record, the content decides what the file is. */
  claimedType: string;
  bytes: Buffer;
  /** true when the file went past limits.fileBytes: bytes holds only the first part, the rest was discarded */
  tooLarge: boolean;
}

export type Upload =
  | { ok: true; fields: Record<string, string>; file: UploadedFile | undefined }
  | { ok: false; status: 400 | 413 | 415; reason: string };

/** The reasons a refused upload gives, for the route to tell apart. */
export const uploadRefusals = {
  notMultipart: "not multipart/form-data",
  malformed: "malformed body",
  aborted: "aborted",
  bodyTooLarge: "body too large",
  tooManyFiles: "more than one file",
  tooManyFields: "too many fields",
  fieldTooLong: "field too long",
  repeatedField: "repeated field",
} as const;

/**
 * Field names are short words chosen by the site's own form. busboy 1.6 does not limit a multipart field's
 * name (only its 16 KiB part headers), so a long one is refused here, keeping every field small.
 */
export const maxFieldNameBytes = 100;

function refused(status: 400 | 413 | 415, reason: string): Upload {
  return { ok: false, status, reason };
}

/**
 * Reads one multipart/form-data request's fields and its one file within `limits`. Resolves when the body
 * has been read (or reading it was given up); never rejects. See the module's comment for each refusal.
 * Call it before anything else reads the body.
 */
export function readUpload(req: IncomingMessage, limits: UploadLimits): Promise<Upload> {
  const mediaType = req.headers["content-type"]?.split(";", 1)[0].trim().toLowerCase();
  if (mediaType !== "multipart/form-data") return Promise.resolve(refused(415, uploadRefusals.notMultipart));
  // A connection closed before this was called (the client went away while an earlier handler awaited
  // something) will not report its close again: waiting for the body would wait for ever.
  if (req.destroyed) return Promise.resolve(refused(400, uploadRefusals.aborted));
  const maxBodyBytes = limits.bodyBytes ?? Infinity;
  if (Number(req.headers["content-length"]) > maxBodyBytes)
    return Promise.resolve(refused(413, uploadRefusals.bodyTooLarge));
  let parser: Busboy;
  try {
    parser = createParser(req, limits);
  } catch {
    // busboy throws for a Content-Type without a boundary.
    return Promise.resolve(refused(400, uploadRefusals.malformed));
  }
  return new Promise((resolve) => collect(req, parser, limits, maxBodyBytes, resolve));
}

function createParser(req: IncomingMessage, limits: UploadLimits): Busboy {
  return busboy({
    headers: req.headers, // text fields are read as UTF-8, busboy's default
    // Without this, busboy decodes a file name as Latin-1 and "Émilie.pdf" arrives as "Ã‰milie.pdf".
    defParamCharset: "utf8",
    limits: {
      files: 1,
      fields: limits.fields,
      // busboy flags a value or file that reaches its limit as cut, even one that is exactly that long; one
      // byte more lets a value or file of exactly the allowed size through, and shows when one was longer.
      fieldSize: limits.fieldBytes + 1,
      fileSize: limits.fileBytes + 1,
    },
  });
}

/** Feeds the body through the parser, keeping the fields and the file within the limits, and answers once. */
function collect(
  req: IncomingMessage,
  parser: Busboy,
  limits: UploadLimits,
  maxBodyBytes: number,
  resolve: (upload: Upload) => void,
): void {
  const fields = new Map<string, string>();
  let file: UploadedFile | undefined;
  /** The first limit the form broke: answered once the whole body has been read. */
  let refusal: Upload | undefined;
  let settled = false;
  let receivedBytes = 0;

  // The promise keeps the first answer; `settled` tells the parser's error handler whether one was given.
  const settle = (upload: Upload) => {
    settled = true;
    resolve(upload);
  };
  const refuse = (reason: string) => {
    refusal ??= refused(400, reason);
  };
  /** Gives up reading: the parser and what it holds are dropped, the rest of the body is not read. */
  const stop = (upload: Upload) => {
    settle(upload);
    req.off("data", countBytes);
    req.unpipe(parser);
    req.pause();
    parser.destroy();
  };
  const countBytes = (chunk: Buffer) => {
    receivedBytes += chunk.length;
    if (receivedBytes > maxBodyBytes) stop(refused(413, uploadRefusals.bodyTooLarge));
  };

  parser.on("field", (name: string, value: string, info: FieldInfo) => {
    if (info.valueTruncated || Buffer.byteLength(name) > maxFieldNameBytes) refuse(uploadRefusals.fieldTooLong);
    else if (fields.has(name)) refuse(uploadRefusals.repeatedField);
    else fields.set(name, value);
  });
  parser.on("fieldsLimit", () => refuse(uploadRefusals.tooManyFields));
  parser.on("filesLimit", () => refuse(uploadRefusals.tooManyFiles));
  parser.on("file", (name: string, stream: Readable, info: FileInfo) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
    });
    // Destroyed with the parser's own error when the body breaks off inside the file: reported there.
    stream.on("error", () => undefined);
    // Kept in the "end" listener itself, not later: busboy finishes (and "close" answers) right after it.
    stream.on("end", () => {
      // A file input left empty still sends a part, with filename="" (which busboy gives as no name) and no
      // bytes. That is no file.
      if (info.filename === undefined && size === 0) return;
      file = {
        field: name,
        fileName: info.filename ?? "",
        claimedType: info.mimeType,
        bytes: Buffer.concat(chunks, Math.min(size, limits.fileBytes)),
        tooLarge: size > limits.fileBytes,
      };
    });
  });
  parser.on("error", () => {
    if (settled) return; // the parser destroyed after giving up reports its own end as an error
    settle(refused(400, uploadRefusals.malformed));
    // The body is read on to its end and discarded, so the client that sent it still gets the answer.
    req.unpipe(parser);
    req.resume();
  });
  parser.on("close", () => settle(refusal ?? { ok: true, fields: Object.fromEntries(fields), file }));

  // A connection that closes before the whole body came, whether the client went away or a server timeout
  // ended it. "close" also comes after a complete body, when `complete` is true; and it comes after an
  // "error" too (Node reports a broken-off request as an error only to a listener it has).
  req.on("close", () => {
    if (!req.complete) stop(refused(400, uploadRefusals.aborted));
  });
  req.on("data", countBytes);
  req.pipe(parser);
}
