/**
 * Replays hostile and odd requests against the production server, loopback only, while a probe measures
 * what an ordinary visitor's `GET /` costs meanwhile. Each class of request has the answer it must get;
 * the run fails (exit 1) when one answers otherwise, when a body leaks a file or a stack trace, or when
 * the server stops answering.
 *
 *   npm run fuzz                                   a spawned server with a temporary SQLite store
 *   npm run fuzz -- --spawn postgres [--database-url postgres://postgres@127.0.0.1:5432/test]
 *   npm run fuzz -- --url http://127.0.0.1:3000    an already running server (use a high contact rate limit)
 *
 * A spawned server also gets a mail server in this process (double opt-in) and its store is read here, for
 * the classes that need state: address variants of one mailbox, HEAD and GET on the links in a mail, and a
 * staff delete with a stale version. Against --url those are skipped.
 */
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import net from "node:net";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { isLoopback, scratchStore, spawnServer, stopServer, type ScratchStore } from "./server-process";
import { mailboxKey } from "../server/newsletter/mailbox";
import { addAccount } from "../server/staff/accounts";
import { openStore } from "../server/store/index";
import type { Store } from "../server/store/types";
import { formToken, post as staffPost, signIn } from "../tests/support/staff";
import { linksIn, mailPart, startSmtp, type ReceivedMail, type TestSmtp } from "../tests/support/smtp";

interface Probe {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  chunked?: boolean;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

interface HostileClass {
  name: string;
  probes: Probe[];
  /** The statuses every probe of the class may get. */
  expect: number[];
  /** Extra checks on an answer; a string is the failure. */
  check?: (answer: Answer, probe: Probe) => string | undefined;
  /** Several clients looping the probes for this long, as an attacker would (ms). */
  floodMs?: number;
}

const json = (value: unknown) => JSON.stringify(value);
const validContact = {
  name: "Fuzz Tester",
  email: "fuzz@example.com",
  phone: "9876543210",
  message: "Replayed by npm run fuzz.",
};
const jsonType = { "content-type": "application/json" };
const formType = { "content-type": "application/x-www-form-urlencoded" };

/** What no answer may contain: a system file, a secret, a stack frame, a path of ours. */
const leaks = [/root:x:0:0/, /SECRET=/, /\bat .+:\d+:\d+\)/, /node_modules/, /\/work\//, /"scripts":/];
const noLeak = (answer: Answer) => leaks.find((pattern) => pattern.test(answer.body))?.toString();

/** A redirect stays on this site: a path, never another origin. */
const staysHere = (answer: Answer) => {
  const location = answer.headers.location;
  if (location === undefined) return undefined;
  return /^\/(?![/\\])/.test(location) ? undefined : `redirects off-site to ${location}`;
};

const classes: HostileClass[] = [
  {
    name: "deep path (8,100 segments, 16 KB)",
    probes: [{ path: `/${"a/".repeat(8100)}a` }],
    expect: [404, 414],
    floodMs: 3000,
  },
  { name: "run of 16,000 slashes", probes: [{ path: `/${"/".repeat(16_000)}a` }], expect: [404, 414], floodMs: 3000 },
  {
    name: "33 segments, 9 slashes in a row",
    probes: [{ path: `/${"a/".repeat(33)}` }, { path: "/a/////////b" }],
    expect: [404],
  },
  {
    name: "malformed percent-escapes",
    probes: ["/%E0%A4%A", "/%", "/overview%ZZ", "/%E0%A4%A/x", "/CurrentOpenings/%C0%AF", "/admin/%FF"].flatMap(
      (path) => [{ path }, { path, method: "HEAD" }],
    ),
    expect: [400],
    check: (answer) =>
      answer.headers["x-content-type-options"] === "nosniff" && answer.headers["content-security-policy"]
        ? undefined
        : "no security headers",
  },
  {
    name: "path traversal",
    probes: [
      "/../../../../etc/passwd",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/assets/..%2f..%2f..%2fpackage.json",
      "/.env",
      "/.git/config",
      "/..%5c..%5cpackage.json",
      "/build/server/index.js",
    ].map((path) => ({ path })),
    expect: [400, 404],
  },
  {
    name: "Host header tricks",
    probes: [
      { path: "/ITConsultancy", headers: { host: "evil.example" } },
      { path: "/overview/", headers: { host: "evil.example", "x-forwarded-host": "evil.example" } },
      { path: "/no-such-page", headers: { host: "evil.example:99999" } },
    ],
    expect: [301, 400, 404],
    check: staysHere,
  },
  {
    name: "open redirects",
    probes: [
      "//evil.example/",
      "/\\evil.example",
      "/%2F%2Fevil.example",
      "/ITConsultancy?next=//evil.example",
      "/%09/evil.example",
    ].map((path) => ({ path })),
    expect: [200, 301, 400, 404],
    check: staysHere,
  },
  {
    name: "unsatisfiable Range",
    probes: [{ path: "/favicon.svg", headers: { range: "bytes=999999999-", "accept-encoding": "identity" } }],
    expect: [416],
  },
  {
    name: "oversized and odd bodies",
    probes: [
      { path: "/api/contact", headers: jsonType, body: json({ ...validContact, message: "x".repeat(17 * 1024) }) },
      {
        path: "/api/contact",
        headers: jsonType,
        body: json({ ...validContact, message: "x".repeat(17 * 1024) }),
        chunked: true,
      },
      { path: "/api/contact", headers: formType, body: `message=${"x".repeat(1024 * 1024)}` },
      {
        path: "/api/contact",
        headers: { ...jsonType, "content-encoding": "gzip" },
        body: gzipSync(Buffer.alloc(10 * 1024 * 1024, 0x20)),
      },
      { path: "/contact", headers: formType, body: `message=${"x".repeat(100 * 1024)}` },
    ],
    expect: [413],
  },
  {
    name: "wrong types and charsets",
    probes: [
      {
        path: "/api/contact",
        headers: { "content-type": "application/json; charset=utf-7" },
        body: json({ ...validContact, name: "+ADw-script+AD4-" }),
      },
      {
        path: "/api/contact",
        headers: { "content-type": "application/json; charset=utf-16" },
        body: json(validContact),
      },
      { path: "/api/contact", headers: { "content-type": "text/plain" }, body: "hello" },
      { path: "/contact", headers: jsonType, body: json(validContact) },
      { path: "/contact", headers: { "content-type": "multipart/form-data; boundary=x" }, body: "--x--" },
    ],
    expect: [415],
  },
  {
    name: "posts where no form is",
    probes: [
      { path: "/overview", headers: formType, body: "a=b" },
      { path: "/no-such-page", headers: formType, body: "a=b" },
    ],
    expect: [405],
  },
  {
    name: "prototype pollution and wrong shapes",
    probes: [
      { path: "/api/contact", headers: jsonType, body: `{"__proto__": ${json(validContact)}}` },
      { path: "/api/contact", headers: jsonType, body: json({ constructor: { prototype: validContact } }) },
      { path: "/api/contact", headers: jsonType, body: "[1,2,3]" },
      { path: "/api/contact", headers: jsonType, body: json({ ...validContact, name: { first: "A" } }) },
    ],
    expect: [400],
  },
  {
    name: "forged lines and invisible characters",
    probes: [
      {
        path: "/api/contact",
        headers: jsonType,
        body: json({ ...validContact, name: "Evil\r\nE-mail: x@evil.example" }),
      },
      { path: "/api/contact", headers: jsonType, body: json({ ...validContact, company: "Acme \u202Efdp.exe" }) },
      { path: "/api/contact", headers: jsonType, body: json({ ...validContact, name: "A\u0000B" }) },
      { path: "/api/subscribe", headers: jsonType, body: json({ email: "a@example.com\r\nBcc: b@example.com" }) },
    ],
    expect: [400],
  },
  {
    name: "formula injection (stored as typed, neutralised in the CSV export)",
    probes: [
      {
        path: "/api/contact",
        headers: jsonType,
        body: json({ ...validContact, name: '=HYPERLINK("http://evil.example")', message: "+cmd|' /C calc'!A0" }),
      },
    ],
    expect: [201],
  },
];

/** What a stateful class did: its requests' statuses, and what went wrong. */
interface ScenarioResult {
  statuses: number[];
  problems: string[];
}

/** A class that needs the spawned server's store and mail server. */
interface Scenario {
  name: string;
  run(context: { base: string; store: Store; mail: MailTo }): Promise<ScenarioResult>;
}

/** The next mail to this address, other mails kept for their own takers. */
type MailTo = (address: string) => Promise<ReceivedMail>;

function mailTaker(smtp: TestSmtp): MailTo {
  const kept: ReceivedMail[] = [];
  return async (address) => {
    for (;;) {
      const found = kept.findIndex((mail) => mail.to.includes(address));
      if (found >= 0) return kept.splice(found, 1)[0];
      kept.push(await smtp.next(15_000));
    }
  };
}

/** The path and query of a link in a mail (its links point at the public origin, not at the spawned server). */
function linkOn(mail: ReceivedMail, path: string): string {
  const link = linksIn(mailPart(mail.raw, "text/plain") ?? "").find(
    (candidate) => new URL(candidate).pathname === path,
  );
  if (!link) throw new Error(`no ${path} link in a mail`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

const scenarios: Scenario[] = [
  {
    name: "address variants of one mailbox (+tags, Gmail dots)",
    async run({ base, store }) {
      const variants = [
        ...Array.from({ length: 8 }, (_, i) => `fuzz.victim+${i}@example.com`),
        "Fuzz.Victim@Example.com",
        "fuzz.victim+news@EXAMPLE.COM",
        "fuzzvictim@gmail.com",
        "f.uzzvictim@gmail.com",
        "fu.zz.victim@googlemail.com",
        "FuzzVictim+x@gmail.com",
        "f.u.z.z.v.i.c.t.i.m+y@googlemail.com",
      ];
      const statuses: number[] = [];
      const problems: string[] = [];
      for (const email of variants) {
        const answer = await send(base, { path: "/api/subscribe", headers: jsonType, body: json({ email }) });
        statuses.push(answer.status);
        if (answer.status !== 202 || answer.body !== '{"checkInbox":true}')
          problems.push(`${email}: ${answer.status} ${answer.body.slice(0, 60)}`);
      }
      // The mails queued are committed before each answer: count them per mailbox now, no waiting.
      const rows = await store.query((db) =>
        db.selectFrom("newsletter_outbox").select("email").where("kind", "=", "confirm").execute(),
      );
      const perMailbox = new Map<string, number>();
      for (const row of rows) perMailbox.set(mailboxKey(row.email), (perMailbox.get(mailboxKey(row.email)) ?? 0) + 1);
      for (const mailbox of ["fuzz.victim@example.com", "fuzzvictim@gmail.com"])
        if (perMailbox.get(mailbox) !== 3)
          problems.push(`${perMailbox.get(mailbox) ?? 0} mails queued to ${mailbox}, not 3`);
      return { statuses, problems };
    },
  },
  {
    name: "HEAD and GET on the links in a mail",
    async run({ base, store, mail }) {
      const statuses: number[] = [];
      const problems: string[] = [];
      const address = "fuzz.scanned@example.com";
      const status = async () =>
        (
          await store.query((db) =>
            db.selectFrom("newsletter_subscriptions").select("status").where("email", "=", address).executeTakeFirst(),
          )
        )?.status;
      await send(base, { path: "/api/subscribe", headers: jsonType, body: json({ email: address }) });
      const confirmation = await mail(address);
      const links = [linkOn(confirmation, "/newsletter/confirm"), linkOn(confirmation, "/newsletter/unsubscribe")];
      for (const path of [...links, ...links])
        for (const method of ["HEAD", "GET"]) {
          const answer = await send(base, { path, method });
          statuses.push(answer.status);
          if (answer.status !== 200) problems.push(`${method} ${path.split("?")[0]}: ${answer.status}`);
        }
      for (const token of ["", "garbled", "A".repeat(43)]) {
        const answer = await send(base, { path: `/newsletter/confirm?token=${token}`, method: "HEAD" });
        statuses.push(answer.status);
        if (answer.status !== (token.length === 43 ? 200 : 400))
          problems.push(`HEAD confirm?token=${token}: ${answer.status}`);
      }
      if ((await status()) !== "pending") problems.push(`a HEAD or GET changed the address: ${await status()}`);
      const welcome = await store.query((db) =>
        db
          .selectFrom("newsletter_outbox")
          .select("id")
          .where("email", "=", address)
          .where("kind", "=", "welcome")
          .execute(),
      );
      if (welcome.length > 0) problems.push("a HEAD or GET queued the welcome mail");
      // The button still works: one POST confirms.
      const pressed = await send(base, { path: links[0], headers: { ...formType, origin: "null" }, body: "" });
      statuses.push(pressed.status);
      if (pressed.status !== 200 || (await status()) !== "confirmed")
        problems.push(`the button's POST: ${pressed.status}`);
      await mail(address); // the welcome
      return { statuses, problems };
    },
  },
  {
    name: "staff delete with a stale or missing version",
    async run({ base, store }) {
      const statuses: number[] = [];
      const problems: string[] = [];
      const email = "fuzz.staff@jenesys.example";
      const password = `fuzz ${randomBytes(9).toString("base64")}`;
      await addAccount(store, email, password, "admin");
      const cookie = (await signIn(base, email, password)).cookie;
      if (!cookie) return { statuses, problems: ["could not sign in"] };
      const fields = {
        title: "Fuzz Stale Version",
        department: "Systems Engineering",
        location: "Remote",
        employmentType: "contract",
        experience: "1 year",
        summary: "Replayed by npm run fuzz.",
        skills: "Fuzzing",
        responsibilities: "Being deleted",
        applyBy: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      };
      const editorPost = async (path: string, extra: Record<string, string>) => {
        const token = await formToken(base, cookie, path);
        const answer = await staffPost(`${base}${path}`, { token, ...extra }, { cookie });
        statuses.push(answer.status);
        return answer;
      };
      const created = await editorPost("/admin/openings/new", { ...fields, intent: "publish" });
      const path = created.location?.replace(/\?.*$/, "");
      if (created.status !== 302 || !path) return { statuses, problems: [`creating the opening: ${created.status}`] };
      await editorPost(path, { ...fields, version: "1", intent: "publish" }); // now version 2
      for (const version of [
        { version: "1" },
        {},
        { version: "0" },
        { version: "-1" },
        { version: "2.5" },
        { version: "x" },
      ] as Array<Record<string, string>>) {
        const refused = await editorPost(path, { intent: "delete", ...version });
        if (refused.status !== 409)
          problems.push(`delete with ${JSON.stringify(version)}: ${refused.status}, expected 409`);
      }
      const id = path.split("/").pop()!;
      const kept = await store.query((db) =>
        db.selectFrom("openings").select("version").where("id", "=", id).executeTakeFirst(),
      );
      if (kept?.version !== 2) problems.push("a stale delete removed or changed the opening");
      const deleted = await editorPost(path, { intent: "delete", version: "2" });
      if (deleted.status !== 302) problems.push(`delete with the current version: ${deleted.status}`);
      return { statuses, problems };
    },
  },
];

function send(base: string, probe: Probe): Promise<Answer> {
  const { hostname, port } = new URL(base);
  const body = typeof probe.body === "string" ? Buffer.from(probe.body) : probe.body;
  const headers: Record<string, string> = { ...probe.headers };
  if (body && !probe.chunked) headers["content-length"] = String(body.length);
  const method = probe.method ?? (body ? "POST" : "GET");
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      { hostname, port, path: probe.path, method, headers, agent: false, timeout: 30_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
            ms: performance.now() - started,
          }),
        );
        response.on("error", () => resolve({ status: 0, headers: {}, body: "", ms: performance.now() - started }));
      },
    );
    // A server that answers before reading a huge body may reset the connection: that is an answer too.
    request.on("error", () => resolve({ status: -1, headers: {}, body: "", ms: performance.now() - started }));
    request.on("timeout", () => request.destroy());
    if (body && probe.chunked)
      for (let offset = 0; offset < body.length; offset += 4096) request.write(body.subarray(offset, offset + 4096));
    else if (body) request.write(body);
    request.end();
  });
}

/** Slow clients: connections that send their headers a few bytes at a time and never finish. */
function slowloris(base: string, connections: number, ms: number): Promise<void> {
  const { hostname, port } = new URL(base);
  const sockets: net.Socket[] = [];
  for (let i = 0; i < connections; i++) {
    const socket = net.connect(Number(port), hostname, () => socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"));
    socket.on("error", () => undefined);
    sockets.push(socket);
  }
  const drip = setInterval(() => {
    for (const socket of sockets) if (!socket.destroyed) socket.write(`X-${randomBytes(2).toString("hex")}: 1\r\n`);
  }, 500);
  return new Promise((resolve) =>
    setTimeout(() => {
      clearInterval(drip);
      for (const socket of sockets) socket.destroy();
      resolve();
    }, ms),
  );
}

/** GET / every 25 ms until stopped: what an ordinary visitor waits while the hostile requests run. */
function startVisitorProbe(base: string): { stop(): Promise<number[]> } {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const answer = await send(base, { path: "/" });
      latencies.push(answer.status === 200 ? answer.ms : Number.POSITIVE_INFINITY);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return latencies;
    },
  };
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { url: { type: "string" }, spawn: { type: "string" }, "database-url": { type: "string" } },
  });
  if (values.spawn && values.spawn !== "sqlite" && values.spawn !== "postgres")
    throw new Error("--spawn must be sqlite or postgres.");
  const spawnKind = values.url ? undefined : ((values.spawn ?? "sqlite") as "sqlite" | "postgres");
  let scratch: ScratchStore | undefined;
  let child: ChildProcess | undefined;
  let smtp: TestSmtp | undefined;
  let store: Store | undefined;
  let url = values.url;
  const serverErrors: string[] = [];
  try {
    if (spawnKind) {
      scratch = scratchStore(spawnKind, `fuzz_${randomBytes(4).toString("hex")}`, values["database-url"]);
      smtp = await startSmtp();
      ({ url, child } = await spawnServer(
        scratch.databaseUrl,
        {
          RATE_LIMIT_CONTACT_PER_MINUTE: "1000000",
          RATE_LIMIT_SUBSCRIBE_PER_MINUTE: "1000000",
          SMTP_URL: smtp.url,
          STAFF_SIGN_IN_FAILURES_PER_CLIENT: "1000",
        },
        (line) => {
          if (!line.startsWith("{")) serverErrors.push(`not JSON: ${line.slice(0, 120)}`);
          else if (line.includes('"level":"error"')) serverErrors.push(line.slice(0, 200));
          // What the framework prints (a malformed address it could not decode, …): a warning per request is a bug.
          else if (line.includes('"level":"warn"') && line.includes('"msg":"console"'))
            serverErrors.push(line.slice(0, 200));
        },
      ));
      store = openStore(scratch.databaseUrl);
    }
    if (!isLoopback(url!)) throw new Error(`Refusing ${url}: the replay only talks to http:// on loopback.`);
    const base = url!;

    // The first render loads the server build: done before the clock starts, as on any warmed-up instance.
    await send(base, { path: "/no-such-page" });
    const failures: string[] = [];
    const rows: string[] = [];
    const probe = startVisitorProbe(base);
    const started = performance.now();
    let sent = 0;
    for (const hostile of classes) {
      const answers: Answer[] = [];
      const run = async (p: Probe) => {
        const answer = await send(base, p);
        sent += 1;
        answers.push(answer);
        const problem = !hostile.expect.includes(answer.status)
          ? `status ${answer.status}, expected ${hostile.expect.join(" or ")}`
          : (noLeak(answer) ?? hostile.check?.(answer, p));
        if (problem)
          failures.push(`${hostile.name}: ${p.method ?? (p.body ? "POST" : "GET")} ${p.path.slice(0, 60)}: ${problem}`);
      };
      for (const p of hostile.probes) await run(p);
      if (hostile.floodMs) {
        const until = performance.now() + hostile.floodMs;
        await Promise.all(
          Array.from({ length: 8 }, async () => {
            while (performance.now() < until) for (const p of hostile.probes) await run(p);
          }),
        );
      }
      const worst = Math.max(...answers.map((a) => a.ms));
      const statuses = [...new Set(answers.map((a) => a.status))].sort().join(", ");
      rows.push(`| ${hostile.name} | ${answers.length} | ${statuses} | ${worst.toFixed(1)} |`);
    }
    const mail = smtp && mailTaker(smtp);
    for (const scenario of scenarios) {
      if (!store || !mail) {
        rows.push(`| ${scenario.name} | 0 | skipped: needs a spawned server | - |`);
        continue;
      }
      const startedAt = performance.now();
      const result = await scenario.run({ base, store, mail }).catch((error: unknown) => ({
        statuses: [] as number[],
        problems: [error instanceof Error ? error.message : String(error)],
      }));
      sent += result.statuses.length;
      failures.push(...result.problems.map((problem) => `${scenario.name}: ${problem}`));
      const statuses = [...new Set(result.statuses)].sort().join(", ");
      rows.push(
        `| ${scenario.name} | ${result.statuses.length} | ${statuses} | ${(performance.now() - startedAt).toFixed(1)} (all) |`,
      );
    }
    await slowloris(base, 200, 4000);
    rows.push("| slowloris (200 connections dripping headers for 4 s) | 200 | held | - |");
    const seconds = (performance.now() - started) / 1000;
    const visitor = (await probe.stop()).sort((a, b) => a - b);
    if (visitor.some((ms) => !Number.isFinite(ms))) failures.push("GET / failed during the run");
    const health = await send(base, { path: "/healthz" });
    if (health.status !== 200) failures.push(`/healthz answered ${health.status} after the run`);
    failures.push(...serverErrors.map((line) => `server log: ${line}`));

    process.stdout.write(
      [
        `target:   ${spawnKind ? `spawned server, ${spawnKind} store (${base})` : base}`,
        `requests: ${sent} hostile requests in ${seconds.toFixed(1)} s, plus 200 slow connections`,
        `GET / meanwhile: ${visitor.length} requests, p50 ${percentile(visitor, 0.5).toFixed(1)} ms, p99 ${percentile(visitor, 0.99).toFixed(1)} ms, worst ${(visitor.at(-1) ?? NaN).toFixed(1)} ms`,
        "",
        "| class | requests | statuses | worst ms |",
        "|---|---|---|---|",
        ...rows,
        "",
        failures.length
          ? `FAILED (${failures.length}):\n${failures
              .slice(0, 40)
              .map((f) => `  - ${f}`)
              .join("\n")}`
          : "every answer as expected; nothing leaked; the log stayed JSON",
        "",
      ].join("\n"),
    );
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    if (child) await stopServer(child);
    await store?.close();
    await smtp?.close();
    await scratch?.remove();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Hostile-request replay failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
