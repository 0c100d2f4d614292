/** A hyphenated word ("patient-monitor", "Cloud-Native"): kept whole on one line. */
const hyphenatedWord = /(\S*\p{L}-\p{L}\S*)/u;

/**
 * Heading words as a reader expects them: a hyphenated word is never split at its hyphen across two
 * lines (the heading's balanced wrapping then moves the whole word instead).
 */
export function HeadingText({ children }: { children: string }) {
  const parts = children.split(hyphenatedWord);
  if (parts.length === 1) return children;
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
