/**
 * The mailbox an address reaches, for the limit of confirmation mails (newsletterRules.confirmationMailsPerDay
 * in 24 hours per mailbox): variants of one address that most providers deliver to the same person count
 * together, so a stranger cannot send ten mails to one inbox by writing its address ten ways. Only the count
 * uses this: the address is stored, shown and written to exactly as it was entered (in lower case).
 *
 * The rules, chosen to be safe for every provider (counting two mailboxes as one only makes the limit stricter):
 * - case is ignored, in the domain and the local part;
 * - a `+tag` is ignored at every domain (sub-addressing: Gmail, Outlook, iCloud, Fastmail, Proton, …);
 * - dots in the local part are ignored at gmail.com and googlemail.com only, which are one domain: other
 *   providers treat `v.ictim` and `victim` as different mailboxes.
 */

/** Domains whose mailboxes ignore dots in the local part, and the one domain they all are. */
const dotBlindDomains: ReadonlyMap<string, string> = new Map([
  ["gmail.com", "gmail.com"],
  ["googlemail.com", "gmail.com"],
]);

function parts(email: string): { local: string; domain: string } {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  return at < 0 ? { local: address, domain: "" } : { local: address.slice(0, at), domain: address.slice(at + 1) };
}

/** One key per mailbox: `victim+news@Example.com` → `victim@example.com`, `v.ictim@googlemail.com` → `victim@gmail.com`. */
export function mailboxKey(email: string): string {
  const { local, domain } = parts(email);
  const untagged = local.split("+")[0];
  const shared = dotBlindDomains.get(domain);
  return shared ? `${untagged.replaceAll(".", "")}@${shared}` : `${untagged}@${domain}`;
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * LIKE patterns (escape character `\`) that every address of the same mailbox matches, to narrow the
 * store's rows before mailboxKey decides: the same first character (an address the sign-up accepts never
 * starts with a dot) at the same domain, or any domain of the same dot-blind family.
 */
export function mailboxPatterns(email: string): string[] {
  const { local, domain } = parts(email);
  const shared = dotBlindDomains.get(domain);
  const domains = shared
    ? [...dotBlindDomains].filter(([, family]) => family === shared).map(([name]) => name)
    : [domain];
  return domains.map((name) => `${likeEscaped(local.slice(0, 1))}%@${likeEscaped(name)}`);
}
