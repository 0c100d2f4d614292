/** A hyphenated word ("patient-monitor", "Cloud-Native"): kept whole on one line. */
const hyphenatedWord = /(\S*\p{L}-\p{L}\S*)/u;

/** Headings this long or longer keep their last two words together; shorter ones wrap freely. */
const minWordsToBind = 4;

/**
 * The longest pair of last words kept together. Longer pairs may wrap on their own, because in a narrow
 * card they could be wider than the heading's box (the layout check then reports any lone last word).
 */
const maxTailLength = 24;

function keepHyphenatedWords(text: string) {
  const parts = text.split(hyphenatedWord);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * Heading words as a reader expects them: a hyphenated word is never split at its hyphen across two
 * lines, and the last two words stay together, so the last line never holds one word alone (balanced
 * wrapping alone still leaves such orphans in Chromium).
 */
export function HeadingText({ children }: { children: string }) {
  const words = children.split(" ");
  const tail = words.slice(-2).join(" ");
  if (words.length < minWordsToBind || tail.length > maxTailLength) return keepHyphenatedWords(children);
  const head = words.slice(0, -2).join(" ");
  return (
    <>
      {head && <>{keepHyphenatedWords(head)} </>}
      <span className="whitespace-nowrap">{tail}</span>
    </>
  );
}
