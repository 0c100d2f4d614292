import { honeypotField } from "../../lib/contact-rules";

/**
 * A field hidden from people and assistive technology, which bots that fill every field give themselves away
 * by filling (the server files such a post as spam). `id` keeps the traps of two forms on one page apart.
 */
export function SpamTrap({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
