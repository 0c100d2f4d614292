import { textBlocks } from "../lib/plain-text";
import { cn } from "../lib/cn";

/**
 * Text staff typed, as paragraphs and lists: React text nodes only, so markup in it shows as the
 * characters typed and never runs. `className` styles each block (spacing, colour).
 */
export function PlainText({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {textBlocks(text).map((block, index) =>
        block.kind === "paragraph" ? (
          <p key={index} className={className}>
            {block.text}
          </p>
        ) : (
          <ul key={index} className={cn(className, "list-disc space-y-1 pl-5 marker:text-accent-600")}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}
