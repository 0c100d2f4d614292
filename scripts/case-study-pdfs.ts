/**
 * Writes one A4 PDF per success story (/SuccessStories) so that each case-study card's "Download PDF"
 * link has a file behind it. The PDFs are generated from the same records the page renders, so the two
 * cannot drift apart. Only the built-in Helvetica fonts are used: no font files to ship.
 *
 * Run directly: npx tsx scripts/case-study-pdfs.ts OUTDIR
 */
import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import PDFDocument from "pdfkit";
import type { CaseStudy, Section } from "../app/content/types";
import { page as successStories } from "../app/content/pages/insights/success-stories";
import { site } from "../app/site/facts";

type CaseStudiesSection = Extract<Section, { kind: "caseStudies" }>;

/** The case studies of /SuccessStories, in page order. */
export function caseStudies(): CaseStudy[] {
  const section = successStories.sections.find(
    (candidate): candidate is CaseStudiesSection => candidate.kind === "caseStudies",
  );
  if (!section) throw new Error("The /SuccessStories page has no caseStudies section.");
  return section.studies;
}

const colours = { brand: "#1d4ed8", ink: "#0f172a", muted: "#475569", rule: "#cbd5e1" } as const;
const margin = 56;

function heading(doc: PDFKit.PDFDocument, text: string): void {
  doc.moveDown(1).font("Helvetica-Bold").fontSize(13).fillColor(colours.brand).text(text);
  doc.moveDown(0.3);
}

function body(doc: PDFKit.PDFDocument, text: string): void {
  doc.font("Helvetica").fontSize(11).fillColor(colours.ink).text(text, { align: "left", lineGap: 3 });
}

function renderStudy(doc: PDFKit.PDFDocument, study: CaseStudy): void {
  const width = doc.page.width - margin * 2;

  // Header: company name, then a rule.
  doc.font("Helvetica-Bold").fontSize(10).fillColor(colours.brand).text(`${site.name} — Success Story`, margin, margin);
  const ruleY = doc.y + 6;
  doc
    .moveTo(margin, ruleY)
    .lineTo(margin + width, ruleY)
    .lineWidth(1)
    .strokeColor(colours.rule)
    .stroke();
  doc.y = ruleY + 18;

  doc.font("Helvetica-Bold").fontSize(22).fillColor(colours.ink).text(study.title, margin, doc.y, { width });
  doc.moveDown(0.5);
  doc.font("Helvetica-Bold").fontSize(11).fillColor(colours.muted).text("Client: ", { continued: true });
  doc.font("Helvetica").text(study.client);
  doc.font("Helvetica-Bold").text("Industry: ", { continued: true });
  doc.font("Helvetica").text(study.industry);

  heading(doc, "Challenge");
  body(doc, study.challenge);

  heading(doc, "Solution");
  body(doc, study.solution);

  heading(doc, "Outcomes");
  doc.font("Helvetica").fontSize(11).fillColor(colours.ink);
  for (const outcome of study.outcomes) {
    doc.text(`•  ${outcome}`, margin + 8, doc.y, { width: width - 8, indent: 0, lineGap: 3 });
    doc.moveDown(0.25);
  }
}

/** Adds the footer (site address and e-mail) to every buffered page. */
function addFooters(doc: PDFKit.PDFDocument): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // Writing inside the margin must not start a new page.
    const width = doc.page.width - margin * 2;
    const y = doc.page.height - 40;
    doc
      .moveTo(margin, y - 8)
      .lineTo(margin + width, y - 8)
      .lineWidth(0.5)
      .strokeColor(colours.rule)
      .stroke();
    doc
      .font("Helvetica")
      .fontSize(9)
      .fillColor(colours.muted)
      .text(`${site.url}   |   ${site.email.info}`, margin, y, { width, align: "center", lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
}

async function writeStudy(study: CaseStudy, path: string): Promise<void> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: margin, bottom: margin + 24, left: margin, right: margin },
    bufferPages: true,
    info: {
      Title: `${study.title} — ${site.name} Success Story`,
      Author: site.name,
      Subject: `${study.industry} case study`,
    },
  });
  const finished = new Promise<void>((resolvePromise, reject) => {
    const stream = createWriteStream(path);
    stream.on("finish", () => resolvePromise());
    stream.on("error", reject);
    doc.on("error", reject);
    doc.pipe(stream);
  });
  renderStudy(doc, study);
  addFooters(doc);
  doc.end();
  await finished;
}

/** Writes `${outDir}/${slug}.pdf` for every case study and returns the paths written. */
export async function writeCaseStudyPdfs(outDir: string): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  for (const study of caseStudies()) {
    const path = join(outDir, `${study.slug}.pdf`);
    await writeStudy(study, path);
    written.push(path);
  }
  return written;
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;

if (invokedDirectly) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error("Usage: npx tsx scripts/case-study-pdfs.ts OUTDIR");
    process.exit(1);
  }
  const paths = await writeCaseStudyPdfs(resolve(outDir));
  for (const path of paths) console.log(path);
}
