/**
 * What an applicant's CV file is, and the name it is offered for download under.
 *
 * The kind is read from the bytes alone. The file name and the type the browser claims are whatever the
 * sender typed: an executable renamed "cv.pdf" claims application/pdf just as well as a real PDF does. Only
 * two kinds are taken: a PDF, and a Word .docx (a ZIP package whose directory lists the parts every Word
 * document has). Anything else, an empty file included, has no kind and is refused.
 *
 * The ZIP directory is parsed here rather than by a library: all the check needs is the list of entry names,
 * nothing is decompressed, and every read is bounds-checked so a truncated or hostile file is "not a CV",
 * never an exception.
 */

export type CvKind = "pdf" | "docx";

export const cvMediaTypes: Record<CvKind, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

const cvExtensions: Record<CvKind, string> = { pdf: ".pdf", docx: ".docx" };

/** What the bytes are, read from the content alone; undefined for anything else (an empty file included). */
export function cvKind(bytes: Uint8Array): CvKind | undefined {
  if (isPdf(bytes)) return "pdf";
  if (isDocx(bytes)) return "docx";
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------
// PDF

/**
 * "%PDF-" and a version ("1.7", "2.0"): the header every PDF writer puts at byte 0. The specification lets a
 * reader look for it within the first 1024 bytes, but no CV tool writes anything before it, and accepting
 * junk in front would let another format (an HTML page, a script) pass as a PDF.
 */
const pdfHeader = /%PDF-[12]\.\d/;
const pdfHeaderLength = "%PDF-1.7".length;

function isPdf(bytes: Uint8Array): boolean {
  // A header alone is no document: the file must go on past it.
  if (bytes.length <= pdfHeaderLength) return false;
  // Only the header's own eight bytes are matched, so the pattern needs no anchor.
  return pdfHeader.test(latin1(bytes, 0, pdfHeaderLength));
}

// ---------------------------------------------------------------------------------------------------------
// DOCX: a ZIP package (ECMA-376 Open Packaging Conventions)

const localFileHeaderSignature = 0x04034b50; // "PK\x03\x04", the first bytes of every ZIP entry

/** A central directory entry (PKWARE's APPNOTE 4.3.12): the fields read, their offsets, its fixed size. */
const centralEntry = { signature: 0x02014b50, nameLength: 28, extraLength: 30, commentLength: 32, fixedBytes: 46 };

/** The End Of Central Directory record (APPNOTE 4.3.16), the last thing in an archive before its comment. */
const endOfDirectory = {
  signature: 0x06054b50,
  totalEntries: 10,
  directorySize: 12,
  directoryOffset: 16,
  commentLength: 20,
  fixedBytes: 22,
  /** The comment after it has at most this many bytes. */
  maxCommentBytes: 0xffff,
};

/** The parts every Word document's package has: the content types, and the main document. */
const wordParts = ["[Content_Types].xml", "word/document.xml"];
/**
 * A package with a VBA project is a macro-enabled .docm whatever its name says; a CV has no business
 * running code on the machine of whoever opens it.
 */
const macroPart = "word/vbaProject.bin";

function isDocx(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!hasUint32(view, 0, localFileHeaderSignature)) return false;
  const names = zipEntryNames(view);
  if (names === undefined) return false;
  return wordParts.every((part) => names.has(part)) && !names.has(macroPart);
}

interface CentralDirectory {
  offset: number;
  size: number;
  entries: number;
}

/** The names the ZIP's central directory lists; undefined when there is no readable directory. */
function zipEntryNames(view: DataView): Set<string> | undefined {
  const directory = findCentralDirectory(view);
  if (directory === undefined) return undefined;
  const names = new Set<string>();
  const end = directory.offset + directory.size;
  let at = directory.offset;
  for (let i = 0; i < directory.entries; i++) {
    // Each entry must start with its signature and end inside the directory the EOCD record described:
    // an entry count larger than the directory holds runs off its end and is refused here.
    if (at + centralEntry.fixedBytes > end || !hasUint32(view, at, centralEntry.signature)) return undefined;
    const nameLength = view.getUint16(at + centralEntry.nameLength, true);
    const extraLength = view.getUint16(at + centralEntry.extraLength, true);
    const commentLength = view.getUint16(at + centralEntry.commentLength, true);
    const next = at + centralEntry.fixedBytes + nameLength + extraLength + commentLength;
    if (next > end) return undefined;
    names.add(latin1(view, at + centralEntry.fixedBytes, nameLength));
    at = next;
  }
  return names;
}

/**
 * Where the central directory is, from the End Of Central Directory record at the end of the file: the
 * record is 22 bytes plus a comment of up to 65,535, so it is searched for backwards over that much only.
 * The one taken is the one whose comment ends exactly at the end of the file, so the signature's bytes
 * inside a comment are not mistaken for it. Undefined when no record is found or it points outside the file
 * (a truncated download, a ZIP64 file whose real offsets are elsewhere, a forged record).
 */
function findCentralDirectory(view: DataView): CentralDirectory | undefined {
  const lowest = Math.max(0, view.byteLength - endOfDirectory.fixedBytes - endOfDirectory.maxCommentBytes);
  for (let at = view.byteLength - endOfDirectory.fixedBytes; at >= lowest; at--) {
    if (!hasUint32(view, at, endOfDirectory.signature)) continue;
    const commentLength = view.getUint16(at + endOfDirectory.commentLength, true);
    if (at + endOfDirectory.fixedBytes + commentLength !== view.byteLength) continue;
    const directory = {
      entries: view.getUint16(at + endOfDirectory.totalEntries, true),
      size: view.getUint32(at + endOfDirectory.directorySize, true),
      offset: view.getUint32(at + endOfDirectory.directoryOffset, true),
    };
    // The directory lies between the entries' data and the record describing it.
    return directory.offset + directory.size <= at ? directory : undefined;
  }
  return undefined;
}

/** True when the four bytes at `at` exist and are `signature` (little-endian, as ZIP writes it). */
function hasUint32(view: DataView, at: number, signature: number): boolean {
  return at + 4 <= view.byteLength && view.getUint32(at, true) === signature;
}

/** Bytes as one character each: ZIP names and the PDF header are compared as ASCII. */
function latin1(source: Uint8Array | DataView, at: number, length: number): string {
  return Buffer.from(source.buffer, source.byteOffset + at, length).toString("latin1");
}

// ---------------------------------------------------------------------------------------------------------
// The download's file name

/** Longest name offered, extension included, in characters: long enough for any real name, short for a header. */
export const maxCvFileNameLength = 100;
/** The name offered when nothing of the original is left (only a path, control characters, dots). */
const fallbackStem = "cv";

/**
 * Control characters (CR and LF would end a header line), invisible format characters (a right-to-left
 * override shows "cv\u202efdp.exe" as "cvexe.pdf"), line separators and lone surrogates (which no encoder
 * can write as UTF-8) are dropped.
 */
const invisible = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;
/** Quotes and backslashes would end or escape the header's quoted name; the rest are refused by Windows. */
const reserved = /["\\<>:|?*]/g;
/** The names Windows keeps for devices, with any extension: "CON.pdf" or "nul.x.pdf" cannot be saved there. */
const windowsDeviceName = /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i;
/** Any extension a CV is sent under is replaced by the one its content has. */
const documentExtension = /\.(pdf|docx?)$/i;

/**
 * The name to offer a download under: the original name made safe (no path, no control or quote characters,
 * no header injection, sensible length, ASCII fallback), always ending in the kind's extension.
 *
 * The result may hold any other Unicode letter ("Émilie Rao – CV.pdf"); `asciiCvFileName` gives the
 * plain-ASCII version for the header's fallback parameter.
 */
export function safeCvFileName(original: string, kind: CvKind): string {
  const stem = withoutPath(original)
    .normalize("NFC")
    .replace(invisible, "")
    .replace(reserved, "_")
    .replace(/\s+/gu, " ")
    .replace(documentExtension, "");
  return finishName(stem, kind);
}

/**
 * The plain-ASCII version of a safe name, for clients that ignore `filename*`: accents dropped ("É" → "E"),
 * dashes and curly quotes as their ASCII look-alikes, anything else non-ASCII as "_". The compatibility
 * decomposition that drops the accents also turns full-width "＂", "／" or "％" into their ASCII selves, so
 * those are replaced again, "%" with them (RFC 6266 §4.3: some clients percent-decode the plain parameter).
 */
export function asciiCvFileName(safeName: string, kind: CvKind): string {
  const stem = safeName
    .slice(0, -cvExtensions[kind].length)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/[\u2018\u2019\u201a\u201b]/g, "'")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/[/%]/g, "_")
    .replace(reserved, "_");
  // A name in another script has nothing left but underscores: offer the plain fallback then.
  return finishName(/[a-z0-9]/i.test(stem) ? stem : fallbackStem, kind);
}

/**
 * Only the last segment of a path: browsers send the bare name, but old ones and hand-made posts send
 * "C:\Users\x\cv.pdf" or "../../etc/passwd", and nothing of a directory should reach a download.
 */
function withoutPath(name: string): string {
  return name.slice(Math.max(name.lastIndexOf("/"), name.lastIndexOf("\\")) + 1);
}

/** The cleaned stem trimmed, never empty or a device name, cut to length, with the kind's extension. */
function finishName(stem: string, kind: CvKind): string {
  const extension = cvExtensions[kind];
  let name = trimEnds(stem);
  if (name === "") name = fallbackStem;
  if (windowsDeviceName.test(name)) name = `${fallbackStem}-${name}`;
  return trimEnds(shorten(name, maxCvFileNameLength - extension.length)) + extension;
}

/** No leading dot (a hidden file, "..") or space, and no trailing dot or space (Windows drops them). */
function trimEnds(stem: string): string {
  return stem.replace(/^[.\s]+/u, "").replace(/[.\s]+$/u, "");
}

/** At most `length` characters, cut between code points so no surrogate pair is split. */
function shorten(stem: string, length: number): string {
  return Array.from(stem).slice(0, length).join("");
}

/**
 * The Content-Disposition header value for the download (RFC 6266): `attachment`, so the browser saves the
 * file and never renders it in the site's origin, with the ASCII name in `filename` and the Unicode one in
 * `filename*` (RFC 8187, formerly 5987), which every current browser prefers.
 */
export function cvContentDisposition(original: string, kind: CvKind): string {
  const safe = safeCvFileName(original, kind);
  return `attachment; filename="${asciiCvFileName(safe, kind)}"; filename*=UTF-8''${encodeExtValue(safe)}`;
}

/**
 * Percent-encodes all but RFC 8187's attr-chars. encodeURIComponent leaves "'", "(" and ")" alone, which are
 * not attr-chars ("'" separates the charset from the value), so those are encoded too. (It also leaves "*",
 * but a safe name has none.)
 */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(/['()]/g, (character) => extValueEscapes[character]);
}

const extValueEscapes: Record<string, string> = { "'": "%27", "(": "%28", ")": "%29" };
