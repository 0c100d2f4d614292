/**
 * A real SMTP server in the test process (smtp-server on 127.0.0.1), and enough MIME reading to check what
 * the site sent: headers, the text and HTML parts, the links in them.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  url: string;
  port: number;
  /** The next mail to arrive (or the oldest one not yet taken). */
  next(timeoutMs?: number): Promise<ReceivedMail>;
  /** Mails arrived and not yet taken. */
  waiting(): ReceivedMail[];
  /** Takes every mail arrived so far. */
  takeAll(): ReceivedMail[];
  close(): Promise<void>;
}

/**
 * Listens on `port` (0: a free one). `hold` makes it a slow mail server for some mails: the answer to a mail
 * for which it returns a promise waits until that promise settles (the test decides when, never a clock).
 */
export async function startSmtp(
  port = 0,
  options: { hold?: (to: string[]) => Promise<unknown> | undefined } = {},
): Promise<TestSmtp> {
  const waiters: Array<(mail: ReceivedMail) => void> = [];
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        const deliver = () => {
          const waiter = waiters.shift();
          if (waiter) waiter(mail);
          else inbox.push(mail);
          callback();
        };
        const held = options.hold?.(mail.to);
        if (held) void held.finally(deliver);
        else deliver();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const listening = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    port: listening,
    next: (timeoutMs = 30_000) => {
      const mail = inbox.shift();
      if (mail) return Promise.resolve(mail);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(take), 1);
          reject(new Error(`no mail arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        const take = (arrived: ReceivedMail) => {
          clearTimeout(timer);
          resolve(arrived);
        };
        waiters.push(take);
      });
    },
    waiting: () => [...inbox],
    takeAll: () => inbox.splice(0),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable soft breaks and escapes, enough to read a text or HTML part. */
export const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, "").replace(/((?:=[0-9A-F]{2})+)/g, (run) =>
    Buffer.from(
      run
        .split("=")
        .filter(Boolean)
        .map((hex) => parseInt(hex, 16)),
    ).toString("utf8"),
  );

/** A header's value, continuation lines unfolded; undefined when absent. */
export function mailHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((entry) => entry.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The decoded body of the part with this content type (text/plain, text/html). */
export function mailPart(raw: string, type: "text/plain" | "text/html"): string | undefined {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((candidate) =>
    new RegExp(`^Content-Type: ${type}`, "im").test(candidate.split(/\r?\n\r?\n/, 1)[0]),
  );
  if (!part) return undefined;
  const [head, ...body] = part.split(/\r?\n\r?\n/);
  const text = body.join("\n\n").replace(/\r?\n--[^\r\n]*--\s*$/, "");
  if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(text, "base64").toString("utf8");
  return /Content-Transfer-Encoding: quoted-printable/i.test(head) ? decodeQuotedPrintable(text) : text;
}

/** Every http(s) link in a decoded text part, in order. */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}
