/**
 * The body of every mail the site sends to a person (newsletter mails, staff invitations): paragraphs as
 * plain text and as simple HTML, links written out in full in the text part. Every link is built on the
 * configured public origin, never on anything a request said.
 */
export const linkTo = (publicUrl: string, path: string, token: string) =>
  `${publicUrl}${path}?token=${encodeURIComponent(token)}`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/** One paragraph of the mail: plain text, or text with one link in it. */
export type Paragraph = string | { before: string; link: string; label: string; after?: string };

export function renderMail(paragraphs: Paragraph[]): { text: string; html: string } {
  const text = paragraphs.map((paragraph) =>
    typeof paragraph === "string"
      ? paragraph
      : `${paragraph.before}\n${paragraph.link}${paragraph.after ? `\n${paragraph.after}` : ""}`,
  );
  const html = paragraphs.map((paragraph) => {
    if (typeof paragraph === "string") return `<p>${escapeHtml(paragraph)}</p>`;
    const link = `<a href="${escapeHtml(paragraph.link)}" style="color:#1e3a8a;font-weight:600">${escapeHtml(paragraph.label)}</a>`;
    return `<p>${escapeHtml(paragraph.before)} ${link}${paragraph.after ? ` ${escapeHtml(paragraph.after)}` : ""}</p>`;
  });
  return {
    text: `${text.join("\n\n")}\n`,
    html: `<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a;max-width:560px">${html.join("")}</body></html>`,
  };
}
