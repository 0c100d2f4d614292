/**
 * Staff write descriptions as plain text: paragraphs separated by a blank line, and lists whose lines
 * start with "- " or "• ". This turns such text into blocks the page renders as React text nodes, so
 * whatever markup someone types is shown as the characters they typed and never runs.
 */
export type TextBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

const bullet = /^\s*[-•]\s+/;

export function textBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    // Within a chunk, consecutive list lines make one list and other lines one paragraph.
    let current: TextBlock | undefined;
    for (const line of chunk
      .split("\n")
      .map((each) => each.trim())
      .filter(Boolean)) {
      if (bullet.test(line)) {
        const item = line.replace(bullet, "");
        if (current?.kind === "list") current.items.push(item);
        else blocks.push((current = { kind: "list", items: [item] }));
      } else if (current?.kind === "paragraph") {
        current.text += ` ${line}`;
      } else {
        blocks.push((current = { kind: "paragraph", text: line }));
      }
    }
  }
  return blocks;
}

/** The lines of a one-item-a-line field, without list markers or blank lines. */
export function textLines(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(bullet, "").trim())
    .filter(Boolean);
}

/** The first paragraph of a text: what a list card shows. */
export function firstParagraph(text: string): string {
  const first = textBlocks(text).find((block) => block.kind === "paragraph");
  return first?.kind === "paragraph" ? first.text : "";
}
