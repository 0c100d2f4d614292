/**
 * The CV file checks: what a file is, read from its bytes alone, and the name it is downloaded under.
 * Real files where there are real writers (pdfkit for a PDF, exceljs for a workbook, the ZIP writer in
 * tests/support for a Word package); broken ones are good files with bytes changed.
 */
import { validateHeaderValue } from "node:http";
import ExcelJS from "exceljs";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import {
  asciiCvFileName,
  cvContentDisposition,
  cvKind,
  cvMediaTypes,
  maxCvFileNameLength,
  safeCvFileName,
} from "../../../server/careers/cv-file";
import { endOfDirectoryOffset, storedZip, wordDocument, wordDocumentEntries } from "../../support/zip";

/** A PDF as pdfkit writes it: one page with a line of text. */
async function pdfkitDocument(): Promise<Buffer> {
  const document = new PDFDocument({ compress: false });
  const chunks: Buffer[] = [];
  document.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => document.on("end", resolve));
  document.text("Émilie Rao, software engineer");
  document.end();
  await ended;
  return Buffer.concat(chunks);
}

/** The smallest PDF a reader opens: one empty page. */
const minimalPdf = Buffer.from(
  [
    "%PDF-1.4",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj",
    "trailer << /Root 1 0 R >>",
    "%%EOF",
  ].join("\n"),
  "latin1",
);

/** `bytes` placed at an odd offset inside a larger buffer, as a slice of Node's shared pool would be. */
function atOffset(bytes: Uint8Array): Uint8Array {
  const backing = new Uint8Array(bytes.length + 16).fill(0x50); // "P", so the padding is no accidental match
  backing.set(bytes, 7);
  return backing.subarray(7, 7 + bytes.length);
}

/** A copy of `zip` with `change` applied to it. */
function altered(zip: Buffer, change: (copy: Buffer) => void): Buffer {
  const copy = Buffer.from(zip);
  change(copy);
  return copy;
}

/** Offsets in an archive's End Of Central Directory record. */
const eocd = { totalEntries: 10, directorySize: 12, directoryOffset: 16 };

describe("cvMediaTypes", () => {
  it("names the media type each kind is served as", () => {
    expect(cvMediaTypes).toEqual({
      pdf: "application/pdf",
      docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    });
  });
});

describe("cvKind: PDF", () => {
  it("knows a PDF that pdfkit wrote, and the smallest hand-written one", async () => {
    expect(cvKind(await pdfkitDocument())).toBe("pdf");
    expect(cvKind(minimalPdf)).toBe("pdf");
    expect(cvKind(Buffer.from("%PDF-2.0\n%%EOF\n"))).toBe("pdf");
  });

  it("reads the bytes of a view that does not start its buffer", () => {
    expect(cvKind(atOffset(minimalPdf))).toBe("pdf");
  });

  it("wants more than the header", () => {
    expect(cvKind(Buffer.from("%PDF-"))).toBeUndefined();
    expect(cvKind(Buffer.from("%PDF-1.7"))).toBeUndefined();
    expect(cvKind(Buffer.from("%PDF-1.7\n"))).toBe("pdf");
  });

  it.each([
    [" %PDF-1.7 after a space", "header not at the start"],
    ["<html>%PDF-1.7</html>", "header inside another format"],
    ["%PDF-3.0\n%%EOF", "no such version"],
    ["%PDF-1.x\n%%EOF", "no minor version"],
    ["%PDF-1,7\n%%EOF", "no dot"],
    ["%PDF-A.7\n%%EOF", "no major version"],
    ["%pdf-1.7\n%%EOF", "lower case"],
  ])("refuses %j (%s)", (text) => {
    expect(cvKind(Buffer.from(text, "latin1"))).toBeUndefined();
  });
});

describe("cvKind: Word documents", () => {
  it("knows a Word package by the parts it lists", () => {
    expect(cvKind(wordDocument())).toBe("docx");
    expect(cvKind(atOffset(wordDocument()))).toBe("docx");
  });

  it("reads past each entry's extra field and comment", () => {
    // An "extended timestamp" extra field, as zip and most other tools write it.
    const timestamp = new Uint8Array([0x55, 0x54, 0x05, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00]);
    const entries = wordDocumentEntries().map((entry) => ({ ...entry, extra: timestamp, comment: "part" }));
    expect(cvKind(storedZip(entries))).toBe("docx");
  });

  it("finds the directory past an archive comment, up to the longest a ZIP can hold", () => {
    expect(cvKind(wordDocument("x", { comment: "Written by a CV builder" }))).toBe("docx");
    expect(cvKind(wordDocument("x", { comment: "c".repeat(0xffff) }))).toBe("docx");
  });

  it("is not fooled by the record's signature inside the comment", () => {
    // A fake record in the comment, pointing at nothing, found first when searching backwards.
    const fake = `PK\x05\x06${"\x00".repeat(4)}\x09\x00\x09\x00${"\xff".repeat(8)}\x00\x00`;
    expect(cvKind(wordDocument("x", { comment: `${fake}trailing` }))).toBe("docx");
  });

  it("refuses a workbook, a zip of a text file and an empty archive", async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("CV").addRow(["Émilie Rao"]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(cvKind(xlsx)).toBeUndefined();
    const xlsxLike = storedZip([
      { name: "[Content_Types].xml", data: "<Types/>" },
      { name: "xl/workbook.xml", data: "<workbook/>" },
    ]);
    expect(cvKind(xlsxLike)).toBeUndefined();
    expect(cvKind(storedZip([{ name: "cv.txt", data: "Émilie Rao" }]))).toBeUndefined();
    expect(cvKind(storedZip([]))).toBeUndefined();
  });

  it("wants both parts, under their exact names", () => {
    const [contentTypes, relationships, document] = wordDocumentEntries();
    expect(cvKind(storedZip([contentTypes, relationships]))).toBeUndefined();
    expect(cvKind(storedZip([relationships, document]))).toBeUndefined();
    expect(cvKind(storedZip([contentTypes, { ...document, name: "Word/Document.xml" }]))).toBeUndefined();
    expect(cvKind(storedZip([document, contentTypes]))).toBe("docx"); // in any order
  });

  it("refuses a macro-enabled document", () => {
    const macros = { name: "word/vbaProject.bin", data: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]) };
    expect(cvKind(storedZip([...wordDocumentEntries(), macros]))).toBeUndefined();
  });

  it("refuses an archive that does not start with an entry", () => {
    const docx = wordDocument();
    expect(cvKind(Buffer.concat([Buffer.from("MZ"), docx]))).toBeUndefined();
    expect(cvKind(altered(docx, (copy) => copy.writeUInt8(0x05, 2)))).toBeUndefined();
  });

  it("refuses an archive cut short or with bytes after its end record", () => {
    const docx = wordDocument();
    expect(cvKind(docx.subarray(0, docx.length - 1))).toBeUndefined();
    expect(cvKind(docx.subarray(0, docx.length / 2))).toBeUndefined();
    expect(cvKind(docx.subarray(0, endOfDirectoryOffset(docx)))).toBeUndefined();
    expect(cvKind(Buffer.concat([docx, Buffer.from("\n")]))).toBeUndefined();
    expect(cvKind(wordDocument("x", { comment: "note" }).subarray(0, -1))).toBeUndefined();
  });

  it("refuses an end record that points outside the file or past itself", () => {
    const docx = wordDocument();
    const end = endOfDirectoryOffset(docx);
    const offset = docx.readUInt32LE(end + eocd.directoryOffset);
    const size = docx.readUInt32LE(end + eocd.directorySize);
    for (const change of [
      (copy: Buffer) => copy.writeUInt32LE(0xffffffff, end + eocd.directoryOffset), // as ZIP64 writes it
      (copy: Buffer) => copy.writeUInt32LE(offset + 1, end + eocd.directoryOffset),
      (copy: Buffer) => copy.writeUInt32LE(size + 1, end + eocd.directorySize),
      (copy: Buffer) => copy.writeUInt32LE(0xffffffff, end + eocd.directorySize),
    ])
      expect(cvKind(altered(docx, change))).toBeUndefined();
  });

  it("refuses an entry count the directory does not hold", () => {
    const docx = wordDocument();
    const end = endOfDirectoryOffset(docx);
    expect(cvKind(altered(docx, (copy) => copy.writeUInt16LE(4, end + eocd.totalEntries)))).toBeUndefined();
    expect(cvKind(altered(docx, (copy) => copy.writeUInt16LE(0xffff, end + eocd.totalEntries)))).toBeUndefined();
    // One entry counted short: the document is not listed.
    expect(cvKind(altered(docx, (copy) => copy.writeUInt16LE(2, end + eocd.totalEntries)))).toBeUndefined();
  });

  it("stops at the directory's end even where an entry's signature follows it", () => {
    // The directory, then "PK\x01\x02" just before the end record, and one entry too many counted: reading
    // that would-be entry's fixed fields would run off the end of the file.
    const docx = wordDocument();
    const end = endOfDirectoryOffset(docx);
    const record = Buffer.from(docx.subarray(end));
    record.writeUInt16LE(4, eocd.totalEntries);
    const padded = Buffer.concat([docx.subarray(0, end), Buffer.from("PK\x01\x02", "latin1"), record]);
    expect(cvKind(padded)).toBeUndefined();
  });

  it("refuses a directory entry with a bad signature or lengths running past the directory", () => {
    const docx = wordDocument();
    const end = endOfDirectoryOffset(docx);
    const directory = docx.readUInt32LE(end + eocd.directoryOffset);
    const lastEntry = docx.lastIndexOf(Buffer.from("PK\x01\x02", "latin1"));
    expect(cvKind(altered(docx, (copy) => copy.writeUInt8(0x03, directory + 3)))).toBeUndefined();
    for (const field of [28, 30, 32]) {
      expect(cvKind(altered(docx, (copy) => copy.writeUInt16LE(0xffff, lastEntry + field)))).toBeUndefined();
      expect(
        cvKind(
          altered(docx, (copy) => copy.writeUInt16LE(copy.readUInt16LE(lastEntry + field) + 1, lastEntry + field)),
        ),
      ).toBeUndefined();
    }
  });

  it("reads an entry whose record ends exactly where the directory does", () => {
    // An entry with no name, extra field or comment: 46 bytes, the last of the directory.
    expect(cvKind(storedZip([...wordDocumentEntries(), { name: "", data: "" }]))).toBe("docx");
  });
});

describe("cvKind: anything else", () => {
  it.each([
    ["an empty file", Buffer.alloc(0)],
    ["one byte", Buffer.from("P")],
    ["the start of a ZIP signature", Buffer.from("PK")],
    ["a bare ZIP signature", Buffer.from("PK\x03\x04", "latin1")],
    ["a Windows executable", Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00", "latin1"), Buffer.alloc(200)])],
    ["a Linux executable", Buffer.concat([Buffer.from("\x7fELF\x02\x01\x01", "latin1"), Buffer.alloc(200)])],
    ["an old Word document", Buffer.from("\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "latin1")],
    ["plain text", Buffer.from("Émilie Rao, software engineer\n")],
  ])("has no kind for %s", (_, bytes) => {
    expect(cvKind(bytes)).toBeUndefined();
  });

  it("never throws on a damaged Word package, whatever the damage", () => {
    // A fixed sequence of pseudo-random damage: overwritten bytes in the directory and end record, and cuts.
    const docx = wordDocument("x", { comment: "note" });
    let seed = 20260101;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const directory = docx.readUInt32LE(endOfDirectoryOffset(docx) + eocd.directoryOffset);
    for (let round = 0; round < 2000; round++) {
      const copy = Buffer.from(docx);
      for (let hits = 1 + (next() % 4); hits > 0; hits--)
        copy[directory + (next() % (docx.length - directory))] = next();
      const cut = round % 3 === 0 ? copy.subarray(0, next() % copy.length) : copy;
      expect(["docx", undefined]).toContain(cvKind(cut));
    }
  });
});

describe("safeCvFileName", () => {
  it("keeps an ordinary name, with the kind's extension in lower case", () => {
    expect(safeCvFileName("cv.pdf", "pdf")).toBe("cv.pdf");
    expect(safeCvFileName("CV.PDF", "pdf")).toBe("CV.pdf");
    expect(safeCvFileName("Lebenslauf 2026.docx", "docx")).toBe("Lebenslauf 2026.docx");
    expect(safeCvFileName("resume", "docx")).toBe("resume.docx");
  });

  it("gives the extension the content has, not the one the name has", () => {
    expect(safeCvFileName("cv.docx", "pdf")).toBe("cv.pdf");
    expect(safeCvFileName("cv.doc", "docx")).toBe("cv.docx");
    expect(safeCvFileName("cv.pdf", "docx")).toBe("cv.docx");
    expect(safeCvFileName("cv.exe", "pdf")).toBe("cv.exe.pdf");
    expect(safeCvFileName("cv.pdf.exe", "pdf")).toBe("cv.pdf.exe.pdf");
    expect(safeCvFileName("my.pdfs", "pdf")).toBe("my.pdfs.pdf");
  });

  it("drops any path", () => {
    expect(safeCvFileName("C:\\Users\\x\\cv.pdf", "pdf")).toBe("cv.pdf");
    expect(safeCvFileName("../../etc/passwd", "pdf")).toBe("passwd.pdf");
    expect(safeCvFileName("a/b\\c.docx", "docx")).toBe("c.docx");
    expect(safeCvFileName("a\\b/c.docx", "docx")).toBe("c.docx");
    expect(safeCvFileName("/home/x/", "pdf")).toBe("cv.pdf");
  });

  it("drops control and invisible characters, so nothing can end the header line", () => {
    expect(safeCvFileName("cv\r\nSet-Cookie: a=b.pdf", "pdf")).toBe("cvSet-Cookie_ a=b.pdf");
    expect(safeCvFileName("c\x00v\x7f\x85.pdf", "pdf")).toBe("cv.pdf");
    expect(safeCvFileName("tab\there.pdf", "pdf")).toBe("tabhere.pdf");
    expect(safeCvFileName("cv\u202efdp.exe", "pdf")).toBe("cvfdp.exe.pdf"); // right-to-left override
    expect(safeCvFileName("c\u200bv\u2028.pdf", "pdf")).toBe("cv.pdf"); // zero-width space, line separator
    expect(safeCvFileName("cv\u2029\ud800.pdf", "pdf")).toBe("cv.pdf"); // paragraph separator, lone surrogate
  });

  it("replaces quotes, backslashes and what Windows refuses in a name", () => {
    expect(safeCvFileName('my "best" cv.pdf', "pdf")).toBe("my _best_ cv.pdf");
    expect(safeCvFileName("a<b>c:d|e?f*g.pdf", "pdf")).toBe("a_b_c_d_e_f_g.pdf");
  });

  it("keeps letters of any script, composed", () => {
    expect(safeCvFileName("Émilie Rao – CV.pdf", "pdf")).toBe("Émilie Rao – CV.pdf");
    expect(safeCvFileName("E\u0301milie.pdf", "pdf")).toBe("\u00c9milie.pdf"); // as macOS sends it
    expect(safeCvFileName("简历 🎓.docx", "docx")).toBe("简历 🎓.docx");
  });

  it("folds runs of white space and trims dots and spaces from the ends", () => {
    expect(safeCvFileName("my \u00a0  cv\t .pdf", "pdf")).toBe("my cv.pdf");
    expect(safeCvFileName(" .hidden.pdf", "pdf")).toBe("hidden.pdf");
    expect(safeCvFileName(". . .hidden.pdf", "pdf")).toBe("hidden.pdf");
    expect(safeCvFileName("cv. . .pdf", "pdf")).toBe("cv.pdf");
    expect(safeCvFileName("cv..pdf", "pdf")).toBe("cv.pdf");
    expect(safeCvFileName("cv. .docx", "docx")).toBe("cv.docx");
  });

  it("offers a plain name when nothing is left", () => {
    for (const name of ["", ".pdf", "...", "..", "\r\n", "  ", '"', "C:\\"])
      expect(safeCvFileName(name, "pdf")).toMatch(/^(cv|_)\.pdf$/);
    expect(safeCvFileName("", "docx")).toBe("cv.docx");
    expect(safeCvFileName("..", "pdf")).toBe("cv.pdf");
  });

  it("never offers a Windows device name", () => {
    expect(safeCvFileName("CON.pdf", "pdf")).toBe("cv-CON.pdf");
    expect(safeCvFileName("nul.txt.pdf", "pdf")).toBe("cv-nul.txt.pdf");
    expect(safeCvFileName("com1", "docx")).toBe("cv-com1.docx");
    expect(safeCvFileName("LPT9.docx", "docx")).toBe("cv-LPT9.docx");
    expect(safeCvFileName("aux", "pdf")).toBe("cv-aux.pdf");
    expect(safeCvFileName("prn.pdf", "pdf")).toBe("cv-prn.pdf");
    expect(safeCvFileName("console.pdf", "pdf")).toBe("console.pdf");
    expect(safeCvFileName("my con.pdf", "pdf")).toBe("my con.pdf");
  });

  it("cuts a long name to the limit, between characters, keeping the extension", () => {
    expect(maxCvFileNameLength).toBe(100);
    const long = safeCvFileName(`${"a".repeat(300)}.pdf`, "pdf");
    expect(long).toBe(`${"a".repeat(96)}.pdf`);
    const emoji = safeCvFileName(`${"🎓".repeat(200)}.docx`, "docx");
    expect(Array.from(emoji)).toHaveLength(100);
    expect(emoji).toBe(`${"🎓".repeat(95)}.docx`);
    expect(safeCvFileName(`${"a".repeat(95)} b.pdf`, "pdf")).toBe(`${"a".repeat(95)}.pdf`); // no space before the dot
    expect(safeCvFileName(`${"a".repeat(96)}.pdf`, "pdf")).toBe(`${"a".repeat(96)}.pdf`);
  });
});

describe("asciiCvFileName", () => {
  const ascii = (name: string, kind: "pdf" | "docx" = "pdf") => asciiCvFileName(safeCvFileName(name, kind), kind);

  it("keeps an ASCII name as it is", () => {
    expect(ascii("Rao CV (final) v2.pdf")).toBe("Rao CV (final) v2.pdf");
    expect(ascii("cv", "docx")).toBe("cv.docx");
  });

  it("drops accents and writes dashes and apostrophes in ASCII", () => {
    expect(ascii("Émilie Rao – CV.pdf")).toBe("Emilie Rao - CV.pdf");
    expect(ascii("Zoë Ørsted—Ñúñez‐x−y.pdf")).toBe("Zoe _rsted-Nunez-x-y.pdf");
    expect(ascii("O’Brien ‘x’ ‚y‛.docx", "docx")).toBe("O'Brien 'x' 'y'.docx");
  });

  it("writes other characters as underscores, and offers a plain name when only those are left", () => {
    expect(ascii("简历 Rao.pdf")).toBe("__ Rao.pdf");
    expect(ascii("简历.pdf")).toBe("cv.pdf");
    expect(ascii("🎓.docx", "docx")).toBe("cv.docx");
    expect(ascii("9.pdf")).toBe("9.pdf");
  });

  it("replaces what the full-width forms decompose to, and percent signs", () => {
    expect(ascii("100% me.pdf")).toBe("100_ me.pdf");
    expect(ascii("Ａ＂Ｂ／Ｃ＼Ｄ％Ｅ：Ｆ.pdf")).toBe("A_B_C_D_E_F.pdf");
    expect(ascii("．．ｘ．.pdf")).toBe("x.pdf");
    expect(ascii("ＣＯＮ.pdf")).toBe("cv-CON.pdf");
  });

  it("stays within the length limit when the decomposition makes a name longer", () => {
    const name = ascii(`${"\u3326".repeat(90)}.pdf`); // each is "ドル" (or similar) decomposed
    expect(name.length).toBeLessThanOrEqual(maxCvFileNameLength);
    expect(name.endsWith(".pdf")).toBe(true);
    expect(ascii(`${"ﬀ".repeat(96)}.pdf`)).toBe(`${"f".repeat(96)}.pdf`);
  });
});

describe("cvContentDisposition", () => {
  it("offers the file as an attachment, with an ASCII name and the UTF-8 one", () => {
    expect(cvContentDisposition("Émilie Rao – CV.pdf", "pdf")).toBe(
      "attachment; filename=\"Emilie Rao - CV.pdf\"; filename*=UTF-8''%C3%89milie%20Rao%20%E2%80%93%20CV.pdf",
    );
    expect(cvContentDisposition("cv.docx", "docx")).toBe("attachment; filename=\"cv.docx\"; filename*=UTF-8''cv.docx");
  });

  it("encodes the characters RFC 8187 does not allow bare", () => {
    expect(cvContentDisposition("O'Brien (final)!~.pdf", "pdf")).toBe(
      "attachment; filename=\"O'Brien (final)!~.pdf\"; filename*=UTF-8''O%27Brien%20%28final%29!~.pdf",
    );
    expect(cvContentDisposition("a*b.pdf", "pdf")).toContain("filename*=UTF-8''a_b.pdf");
  });

  it("is a valid header for any name, and its parts decode to the safe name", () => {
    const names = [
      'a"b\\c.pdf',
      "x\r\nSet-Cookie: session=1",
      "C:\\fakepath\\Émilie Rao – CV.pdf",
      "../../etc/passwd",
      "简历.pdf",
      "cv\ud800\udc00\udbff.pdf",
      "%0d%0a.pdf",
      `${"é".repeat(500)}.pdf`,
      "\u202egpj.pdf",
    ];
    const shape =
      /^attachment; filename="([\x20-\x21\x23-\x5b\x5d-\x7e]+)"; filename\*=UTF-8''([A-Za-z0-9!#$&+\-.^_`|~%]+)$/;
    for (const name of names) {
      const value = cvContentDisposition(name, "pdf");
      expect(() => validateHeaderValue("Content-Disposition", value)).not.toThrow();
      const [, plain, encoded] = shape.exec(value) ?? [];
      expect(plain, name).toBeDefined();
      expect(plain).not.toContain("%");
      expect(decodeURIComponent(encoded)).toBe(safeCvFileName(name, "pdf"));
    }
  });
});
