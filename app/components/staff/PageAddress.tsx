import { Fragment } from "react";

/** A page's address, allowed to wrap after a slash or a hyphen on a narrow screen, never inside a word. */
export function PageAddress({ path }: { path: string }) {
  return path.split(/(?<=[/-])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
