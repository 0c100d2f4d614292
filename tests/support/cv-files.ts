/**
 * CV files for the application tests: a real (minimal) PDF, a real .docx, and zips of other things, so the
 * server's checks read real bytes.
 */
import { storedZip, wordDocument } from "./zip";

/** A small valid PDF with one page of text; `text` makes two files differ. */
export function pdfBytes(text = "Curriculum vitae"): Buffer {
  const content = `BT /F1 12 Tf 72 720 Td (${text.replace(/[()\\]/g, "")}) Tj ET`;
  return Buffer.from(
    "%PDF-1.4\n" +
      "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n" +
      "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n" +
      "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj\n" +
      `4 0 obj << /Length ${Buffer.byteLength(content)} >> stream\n${content}\nendstream endobj\n` +
      "trailer << /Root 1 0 R >>\n%%EOF\n",
  );
}

/** A PDF of about `bytes` bytes (padded with a comment), for the size limits. */
export function pdfOfSize(bytes: number): Buffer {
  const head = pdfBytes();
  return Buffer.concat([head, Buffer.from("%"), Buffer.alloc(Math.max(0, bytes - head.length - 1), 0x20)]);
}

export const docxBytes = (text?: string) => wordDocument(text);

/** A zip of the named files: a .docx in name only. */
export const zipOf = (files: Record<string, string>) =>
  storedZip(Object.entries(files).map(([name, data]) => ({ name, data })));
