/**
 * Replays hostile and odd requests against the production server, loopback only, while a probe measures
 * what an ordinary visitor's `GET /` costs meanwhile. Each class of request has the answer it must get;
 * the run fails (exit 1) when one answers otherwise, when a body leaks a file or a stack trace, or when
 * the server stops answering.
 *
 *   npm run fuzz                                   a spawned server with a temporary SQLite store
 *   npm run fuzz -- --spawn postgres [--database-url postgres://postgres@127.0.0.1:5432/test]
 *   npm run fuzz -- --url http://127.0.0.1:3000    an already running server (use a high contact rate limit)
 */
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import net from "node:net";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { isLoopback, scratchStore, spawnServer, stopServer, type ScratchStore } from "./server-process";

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
    probes: [{ path: "/%E0%A4%A" }, { path: "/%" }, { path: "/overview%ZZ" }],
    expect: [400],
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
  let url = values.url;
  const serverErrors: string[] = [];
  try {
    if (spawnKind) {
      scratch = scratchStore(spawnKind, `fuzz_${randomBytes(4).toString("hex")}`, values["database-url"]);
      ({ url, child } = await spawnServer(
        scratch.databaseUrl,
        { RATE_LIMIT_CONTACT_PER_MINUTE: "1000000", RATE_LIMIT_SUBSCRIBE_PER_MINUTE: "1000000" },
        (line) => {
          if (!line.startsWith("{")) serverErrors.push(`not JSON: ${line.slice(0, 120)}`);
          else if (line.includes('"level":"error"')) serverErrors.push(line.slice(0, 200));
        },
      ));
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
    await scratch?.remove();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Hostile-request replay failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
