/**
 * Hostile and odd requests to the write paths. Every one must get a 4xx with a JSON error (or, for text a
 * person may legitimately type, 201 and the text stored and exported exactly), never a 5xx, never a stack
 * trace or a path of ours in the body, and the server keeps answering afterwards. SQLite always;
 * PostgreSQL too when TEST_DATABASE_URL is set (it refuses NUL bytes that SQLite would store).
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { RequestHandler } from "express";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvColumns, freeTextColumns } from "../../server/contacts-export";
import { findMessage } from "../../server/staff/inbox";
import { openPostgresStore } from "../../server/store/postgres";
import { openSqliteStore } from "../../server/store/sqlite";
import type { Store, StoredContact } from "../../server/store/types";
import { clientDir, hasBuild, noBuildMessage, reactRouterFor } from "../support/build";
import { operatorCommand } from "../support/operator";
import { parseCsv, restoreFormula } from "../support/csv";
import { withSchema } from "../support/main-process";
import { startTestServer, tempDir, validContact, type TestServer } from "../support/server";

const repoRoot = new URL("../../", import.meta.url).pathname;
const pgUrl = process.env.TEST_DATABASE_URL;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

interface SendOptions {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Send the body with Transfer-Encoding: chunked (no Content-Length). */
  chunked?: boolean;
}

/**
 * A request with full control of bytes and headers (fetch would fix up some of what we want to send wrong).
 * Keep-alive, so a server that answers before reading the whole body drains it instead of resetting the
 * connection under a client still writing.
 */
function send(base: string, options: SendOptions): Promise<Answer> {
  const { hostname, port } = new URL(base);
  const body = typeof options.body === "string" ? Buffer.from(options.body, "utf8") : options.body;
  const headers: Record<string, string> = { ...options.headers };
  if (body && !options.chunked && !Object.keys(headers).some((name) => name.toLowerCase() === "content-length")) {
    headers["content-length"] = String(body.length);
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      { hostname, port, path: options.path, method: options.method ?? "POST", headers, agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    if (body && options.chunked) {
      // Several writes, so the body really goes out in chunks.
      for (let offset = 0; offset < body.length; offset += 4096) request.write(body.subarray(offset, offset + 4096));
    } else if (body) {
      request.write(body);
    }
    request.end();
  }).finally(() => agent.destroy());
}

const json = (value: unknown) => JSON.stringify(value);
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const jsonType = { "content-type": "application/json" };
const formType = { "content-type": "application/x-www-form-urlencoded" };
const valid = (overrides: Record<string, unknown> = {}) => ({
  ...validContact,
  email: `h-${randomBytes(4).toString("hex")}@example.com`,
  ...overrides,
});
const validForm = "name=Asha+Rao&email=asha%40example.com&phone=9876543210&message=Hello";

/** What a body must never contain, whatever the request: stack frames, our paths, module names. */
function expectNoInternals(answer: Answer): void {
  expect(answer.text).not.toContain(repoRoot);
  expect(answer.text).not.toMatch(
    /node_modules|\bat [^\s()]+ \([^)]*:\d+:\d+\)|\.[cm]?[tj]sx?:\d+:\d+|SqliteError|PostgresError|StoreUnavailableError/,
  );
}

function expectJsonError(answer: Answer, status: number, field?: string): void {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.headers["content-type"]).toMatch(/^application\/json/);
  const body = JSON.parse(answer.text) as { error?: string; errors?: Record<string, string> };
  if (field) expect(Object.keys(body.errors ?? {}), answer.text).toContain(field);
  else expect(typeof body.error === "string" || typeof body.errors === "object", answer.text).toBe(true);
  expectNoInternals(answer);
}

interface StoreHarness {
  name: string;
  open(dir: string): Store;
  databaseUrl(dir: string): string;
  cleanup(): Promise<void>;
}

const sqliteHarness = (): StoreHarness => ({
  name: "SQLite",
  open: (dir) => openSqliteStore(join(dir, "store.db")),
  databaseUrl: (dir) => `sqlite:${join(dir, "store.db")}`,
  cleanup: async () => undefined,
});

const postgresHarness = (base: string): StoreHarness => {
  const schema = `hostile_${randomBytes(5).toString("hex")}`;
  return {
    name: "PostgreSQL",
    open: () => openPostgresStore(withSchema(base, schema)),
    databaseUrl: () => withSchema(base, schema),
    async cleanup() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
};

function exportWithCli(databaseUrl: string, format: "json" | "csv"): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [operatorCommand("contacts"), "export", "--format", format],
      { cwd: repoRoot, env: { ...process.env, DATABASE_URL: databaseUrl }, maxBuffer: 32 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
  });
}

/** Bodies that must be refused: [label, request, expected status, field the error must name]. */
const refusedContact: Array<[string, Omit<SendOptions, "path">, number, string?]> = [
  ["malformed JSON", { headers: jsonType, body: '{"name": "Asha",' }, 400],
  ["JSON with trailing garbage", { headers: jsonType, body: `${json(valid())} trailing` }, 400],
  ["a JSON array", { headers: jsonType, body: json([valid()]) }, 400],
  ["a JSON string", { headers: jsonType, body: '"name=Asha"' }, 400],
  ["JSON null", { headers: jsonType, body: "null" }, 400],
  ["a JSON number", { headers: jsonType, body: "42" }, 400],
  ["JSON true", { headers: jsonType, body: "true" }, 400],
  ["an empty JSON body", { headers: jsonType, body: "" }, 400, "name"],
  ["JSON nested 10,000 levels deep", { headers: jsonType, body: "[".repeat(10_000) + "]".repeat(10_000) }, 413],
  [
    "JSON nested 7,000 levels deep inside a field",
    { headers: jsonType, body: `{"name":${"[".repeat(7000)}${"]".repeat(7000)}}` },
    400,
    "name",
  ],
  [
    "JSON objects 2,000 levels deep",
    { headers: jsonType, body: '{"a":'.repeat(2000) + "1" + "}".repeat(2000) },
    400,
    "name",
  ],
  ["a text/plain body", { headers: { "content-type": "text/plain" }, body: json(valid()) }, 415],
  ["no content type", { body: json(valid()) }, 415],
  ["an XML body", { headers: { "content-type": "application/xml" }, body: "<contact><name>x</name></contact>" }, 415],
  [
    "a multipart body",
    {
      headers: { "content-type": "multipart/form-data; boundary=XyZ" },
      body: '--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha\r\n--XyZ--\r\n',
    },
    415,
  ],
  [
    "JSON in a latin-1 charset",
    { headers: { "content-type": "application/json; charset=latin1" }, body: json(valid()) },
    415,
  ],
  [
    "UTF-8 bytes declared as UTF-16",
    { headers: { "content-type": "application/json; charset=utf-16" }, body: json(valid()) },
    415,
  ],
  [
    "JSON declared as UTF-7 (its +ADw- would decode to '<')",
    { headers: { "content-type": "application/json; charset=utf-7" }, body: json(valid({ name: "+ADw-script+AD4-" })) },
    415,
  ],
  [
    "a form declared as UTF-16",
    { headers: { "content-type": "application/x-www-form-urlencoded; charset=UTF-16LE" }, body: validForm },
    415,
  ],
  [
    "an unknown content encoding",
    { headers: { ...jsonType, "content-encoding": "compress" }, body: json(valid()) },
    415,
  ],
  [
    "a gzip bomb (10 MB of zeros, inflated past the limit)",
    { headers: { ...jsonType, "content-encoding": "gzip" }, body: gzipSync(Buffer.alloc(10 * 1024 * 1024, 0x20)) },
    413,
  ],
  ["a 17 KB JSON body", { headers: jsonType, body: json(valid({ message: "x".repeat(17 * 1024) })) }, 413],
  [
    "a 17 KB chunked JSON body",
    { headers: jsonType, body: json(valid({ message: "x".repeat(17 * 1024) })), chunked: true },
    413,
  ],
  ["a 1 MB form body", { headers: formType, body: `${validForm}&message=${"x".repeat(1024 * 1024)}` }, 413],
  [
    "a form with 100 fields",
    { headers: formType, body: Array.from({ length: 100 }, (_, i) => `f${i}=1`).join("&") },
    413,
  ],
  ["a 5,000-character name", { headers: jsonType, body: json(valid({ name: "N".repeat(5000) })) }, 400, "name"],
  [
    "a 1,000-character e-mail address",
    { headers: jsonType, body: json(valid({ email: `${"a".repeat(990)}@example.com` })) },
    400,
    "email",
  ],
  [
    "a 5,001-character message",
    { headers: jsonType, body: json(valid({ message: "m".repeat(5001) })) },
    400,
    "message",
  ],
  ["a NUL byte in the name", { headers: jsonType, body: json(valid({ name: "Asha\u0000Rao" })) }, 400, "name"],
  [
    "a bell and an escape sequence in the message",
    { headers: jsonType, body: json(valid({ message: "Hi\u0007 \u001b[31mred\u001b[0m" })) },
    400,
    "message",
  ],
  [
    "CR LF in the name (a forged line in the enquiry e-mail)",
    { headers: jsonType, body: json(valid({ name: "Evil\r\nE-mail: x@evil.example" })) },
    400,
    "name",
  ],
  [
    "a right-to-left override in the company",
    { headers: jsonType, body: json(valid({ company: "Acme \u202Efdp.exe" })) },
    400,
    "company",
  ],
  [
    "a line separator in a form's name",
    { headers: formType, body: validForm.replace("name=Asha+Rao", "name=Asha%E2%80%A8Rao") },
    400,
    "name",
  ],
  ["DEL in the company", { headers: jsonType, body: json(valid({ company: "Rao\u007fLogistics" })) }, 400, "company"],
  [
    "a NUL byte in a form field",
    { headers: formType, body: `${validForm.replace("name=Asha+Rao", "name=Asha%00Rao")}` },
    400,
    "name",
  ],
  [
    "a lone UTF-16 surrogate",
    { headers: jsonType, body: json(valid()).replace('"Asha Rao"', '"Asha \\ud800 Rao"') },
    400,
    "name",
  ],
  [
    "invalid UTF-8 bytes in JSON",
    {
      headers: jsonType,
      body: Buffer.concat([
        Buffer.from('{"name":"Asha '),
        Buffer.from([0xff, 0xfe, 0xc3]),
        Buffer.from(`","email":"a@example.com","phone":"9876543210","message":"Hi"}`),
      ]),
    },
    400,
  ],
  [
    "an overlong UTF-8 encoding of '<'",
    {
      headers: jsonType,
      body: Buffer.concat([
        Buffer.from('{"name":"'),
        Buffer.from([0xc0, 0xbc]),
        Buffer.from(`script","email":"a@example.com","phone":"9876543210","message":"Hi"}`),
      ]),
    },
    400,
  ],
  [
    "invalid UTF-8 percent-escapes in a form",
    { headers: formType, body: validForm.replace("Asha+Rao", "Asha%FF%FERao") },
    400,
  ],
  [
    "invalid UTF-8 raw bytes in a form",
    {
      headers: formType,
      body: Buffer.concat([
        Buffer.from("name=Asha"),
        Buffer.from([0xe9]),
        Buffer.from("&email=a%40example.com&phone=9876543210&message=Hi"),
      ]),
    },
    400,
  ],
  [
    "numbers where strings belong",
    { headers: jsonType, body: json(valid({ name: 42, phone: 9876543210 })) },
    400,
    "phone",
  ],
  [
    "objects and arrays where strings belong",
    { headers: jsonType, body: json(valid({ name: { first: "Asha" }, message: ["Hi"] })) },
    400,
    "message",
  ],
  [
    "booleans and null where strings belong",
    { headers: jsonType, body: json(valid({ name: true, email: null })) },
    400,
    "email",
  ],
  [
    "an object as the country code",
    { headers: jsonType, body: json(valid({ countryCode: { toString: "+91" } })) },
    400,
    "countryCode",
  ],
  ["repeated form fields (an array, not a name)", { headers: formType, body: `${validForm}&name=Second` }, 400, "name"],
  ["fields only under __proto__", { headers: jsonType, body: `{"__proto__": ${json(valid())}}` }, 400, "name"],
  [
    "fields only under constructor.prototype",
    { headers: jsonType, body: json({ constructor: { prototype: valid() } }) },
    400,
    "name",
  ],
];

/** Text a person may legitimately send: stored and exported exactly as sent. */
const legitimate: Array<[string, Record<string, string>]> = [
  ["emoji, skin tones and joined families", { name: "Asha 😀", message: "Thanks 👍🏽 from our family 👨‍👩‍👧‍👦 and 🇮🇳" }],
  [
    "right-to-left text and bidi controls",
    { name: "مرحبا", company: "שלום בע״מ", message: "مرحبا بالعالم — نريد موقعا جديدا\u202Egnp.exe" },
  ],
  [
    "an HTML script tag",
    { name: "<script>alert(1)</script>", message: "<img src=x onerror=alert(1)><script>document.cookie</script>" },
  ],
  [
    "SQL injection strings",
    {
      name: "Robert'); DROP TABLE contacts;--",
      company: "' OR '1'='1",
      message: "'; DROP TABLE contacts;--\n\" OR 1=1 --",
    },
  ],
  [
    "spreadsheet formulas",
    { name: '=HYPERLINK("http://evil.example","x")', company: "@SUM(A1:A9)", message: "+cmd|' /C calc'!A0\n-2+3" },
  ],
  [
    "quotes, commas, tabs and line breaks",
    { name: 'Dana "DJ" O\'Brien, Jr.', message: 'Line one,\r\nline\ttwo\nline "three"\rend' },
  ],
  [
    "combining marks, zero-width and non-breaking characters",
    { name: "Zoë Ångström", message: "Z̷a̴l̸g̵o\u200B\u200D\u00A0\uFEFFtext" },
  ],
  ["a message of 5,000 multi-byte characters", { name: "Long Writer", message: "é".repeat(2500) + "中".repeat(2500) }],
];

function hostileSuite(makeHarness: () => StoreHarness) {
  let harness: StoreHarness;
  let dir: ReturnType<typeof tempDir>;
  let server: TestServer;
  const statuses: number[] = [];

  const post = async (path: string, request: Omit<SendOptions, "path">) => {
    const answer = await send(server.url, { path, ...request });
    statuses.push(answer.status);
    return answer;
  };

  beforeAll(async () => {
    harness = makeHarness();
    dir = tempDir();
    server = await startTestServer({
      store: harness.open(dir.path),
      env: { RATE_LIMIT_CONTACT_PER_MINUTE: "100000", RATE_LIMIT_SUBSCRIBE_PER_MINUTE: "100000" },
    });
  });
  afterAll(async () => {
    await server.close();
    await harness.cleanup();
    dir.remove();
  });

  it.each(refusedContact)(
    "POST /api/contact with %s: 4xx JSON error, nothing stored",
    async (_label, request, status, field) => {
      const before = (await server.store.listContacts()).length;
      const answer = await post("/api/contact", request);
      expectJsonError(answer, status, field);
      expect((await server.store.listContacts()).length).toBe(before);
    },
  );

  it("answers a JSON honeypot that is an object like a robot's (201, held in Spam), not with a 500", async () => {
    const answer = await post("/api/contact", { headers: jsonType, body: json(valid({ website: { toString: 1 } })) });
    expect(answer.status).toBe(201);
    const { id } = JSON.parse(answer.text) as { id: string };
    expect((await findMessage(server.store, id))?.status).toBe("spam");
  });

  it("takes the last of duplicate JSON keys, as JSON.parse does", async () => {
    const body = json(valid({ name: "First Name" })).replace(
      '"name":"First Name"',
      '"name":"First Name","name":"Second Name"',
    );
    const answer = await post("/api/contact", { headers: jsonType, body });
    expect(answer.status).toBe(201);
    const { id } = JSON.parse(answer.text) as { id: string };
    expect((await server.store.listContacts()).find((row) => row.id === id)?.name).toBe("Second Name");
  });

  it("never pollutes Object.prototype, whatever the keys", async () => {
    const keys = {
      json: '"__proto__":{"polluted":"json"},"constructor":{"prototype":{"polluted":"json"}},"toString":"x","hasOwnProperty":"y",',
      form: "__proto__[polluted]=form&constructor[prototype][polluted]=form&__proto__=form&__proto__.polluted=form&toString=x&hasOwnProperty=y&",
    };
    const requests: Array<[string, Omit<SendOptions, "path">]> = [
      ["/api/contact", { headers: jsonType, body: `{${keys.json}${json(valid()).slice(1)}` }],
      ["/api/contact", { headers: formType, body: keys.form + validForm }],
      ["/api/subscribe", { headers: jsonType, body: `{${keys.json}"email":"proto@example.com"}` }],
      ["/api/subscribe", { headers: formType, body: `${keys.form}email=proto2%40example.com` }],
    ];
    for (const [path, request] of requests) {
      const answer = await post(path, request);
      expect(answer.status, `${path} ${String(request.body)}: ${answer.text}`).toBeLessThan(300); // extra keys are ignored
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("polluted");
  });

  it.each([
    ["malformed JSON", { headers: jsonType, body: '{"email":' }, 400],
    ["a JSON array", { headers: jsonType, body: '["a@example.com"]' }, 400],
    ["JSON null", { headers: jsonType, body: "null" }, 400],
    ["a number as the address", { headers: jsonType, body: '{"email": 12345}' }, 400, "email"],
    ["an object as the address", { headers: jsonType, body: '{"email": {"$ne": null}}' }, 400, "email"],
    ["an array of addresses", { headers: formType, body: "email=a%40example.com&email=b%40example.com" }, 400, "email"],
    ["a NUL byte in the address", { headers: jsonType, body: json({ email: "a\u0000b@example.com" }) }, 400, "email"],
    [
      "a 1,000-character address",
      { headers: jsonType, body: json({ email: `${"a".repeat(990)}@example.com` }) },
      400,
      "email",
    ],
    [
      "SQL in the address",
      { headers: jsonType, body: json({ email: "x'; DROP TABLE newsletter_subscriptions;--@example.com" }) },
      400,
      "email",
    ],
    ["a multipart body", { headers: { "content-type": "multipart/form-data; boundary=b" }, body: "--b--\r\n" }, 415],
    ["no content type", { body: "email=a%40example.com" }, 415],
    ["a 17 KB body", { headers: jsonType, body: json({ email: "a@example.com", pad: "x".repeat(17 * 1024) }) }, 413],
    ["invalid UTF-8", { headers: formType, body: "email=%C3%28%40example.com" }, 400],
  ] as const)("POST /api/subscribe with %s: 4xx JSON error", async (_label, request, status, field?: string) => {
    const answer = await post("/api/subscribe", request);
    expectJsonError(answer, status, field);
  });

  it("stores text a person may legitimately send exactly, and exports it exactly as JSON and as safe CSV", async () => {
    const sent = new Map<string, Record<string, string>>();
    for (const [label, fields] of legitimate) {
      const body = { ...valid(), company: "", service: "", ...fields };
      const answer = await post("/api/contact", { headers: jsonType, body: json(body) });
      expect(answer.status, `${label}: ${answer.text}`).toBe(201);
      sent.set((JSON.parse(answer.text) as { id: string }).id, body);
    }
    // The same text as a browser's form post.
    const [formLabel, formFields] = legitimate[2];
    const formBody = { ...valid(), company: "", service: "", ...formFields };
    const formAnswer = await post("/api/contact", {
      headers: { ...formType, accept: "application/json" },
      body: form(formBody),
    });
    expect(formAnswer.status, `${formLabel} as a form: ${formAnswer.text}`).toBe(201);
    sent.set((JSON.parse(formAnswer.text) as { id: string }).id, formBody);

    const expected = (id: string) => {
      const body = sent.get(id)!;
      return { name: body.name, email: body.email, company: body.company || null, message: body.message };
    };
    const pick = (row: StoredContact) => ({
      name: row.name,
      email: row.email,
      company: row.company,
      message: row.message,
    });

    const stored = (await server.store.listContacts()).filter((row) => sent.has(row.id));
    expect(stored).toHaveLength(sent.size);
    for (const row of stored) expect(pick(row)).toEqual(expected(row.id));

    const databaseUrl = harness.databaseUrl(dir.path);
    const [jsonExport, csvExport] = await Promise.all([
      exportWithCli(databaseUrl, "json"),
      exportWithCli(databaseUrl, "csv"),
    ]);
    const exported = (JSON.parse(jsonExport) as StoredContact[]).filter((row) => sent.has(row.id));
    expect(exported).toHaveLength(sent.size);
    for (const row of exported) expect(pick(row)).toEqual(expected(row.id));

    const rows = parseCsv(csvExport);
    const freeText = csvColumns.flatMap(([key], index) => (freeTextColumns.has(key) ? [index] : []));
    for (const row of rows) for (const index of freeText) expect(row[index]).not.toMatch(/^[=+\-@\t\r]/);
    const fromCsv = rows
      .slice(1)
      .map(
        (row) =>
          Object.fromEntries(csvColumns.map(([key], index) => [key, restoreFormula(row[index])])) as Record<
            string,
            string
          >,
      )
      .filter((row) => sent.has(row.id));
    expect(fromCsv).toHaveLength(sent.size);
    for (const row of fromCsv) {
      expect({ name: row.name, email: row.email, company: row.company || null, message: row.message }).toEqual(
        expected(row.id),
      );
    }
  });

  it("never answered with a 5xx, and still answers afterwards", async () => {
    expect(statuses.length).toBeGreaterThan(40);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const answer = await post("/api/contact", { headers: jsonType, body: json(valid()) });
    expect(answer.status).toBe(201);
  });
}

describe("hostile input, SQLite store", () => {
  hostileSuite(sqliteHarness);
});

describe.skipIf(!pgUrl)(
  `hostile input, PostgreSQL store${pgUrl ? "" : " (skipped: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test to run)"}`,
  () => {
    hostileSuite(() => postgresHarness(pgUrl!));
  },
);

/**
 * Posts that reach the pages (React Router's route action for the no-JS form) and odd request lines.
 * A stand-in handler shows what is refused before React Router; the real build, when present, shows the
 * outcome a visitor gets.
 */
const pageRequests: Array<[string, SendOptions, number]> = [
  ["JSON to the form's action", { path: "/contact", headers: jsonType, body: json(validContact) }, 415],
  [
    "text/plain to the form's action",
    { path: "/contact", headers: { "content-type": "text/plain" }, body: "name=x" },
    415,
  ],
  ["a post without a body or type", { path: "/contact" }, 415],
  [
    "a multipart post without a boundary",
    { path: "/contact", headers: { "content-type": "multipart/form-data" }, body: "garbage" },
    415,
  ],
  [
    "a malformed multipart post",
    { path: "/contact", headers: { "content-type": "multipart/form-data; boundary=XyZ" }, body: "garbage" },
    415,
  ],
  [
    "a chunked form post (no Content-Length)",
    { path: "/contact", headers: formType, body: `${validForm}&pad=${"x".repeat(200 * 1024)}`, chunked: true },
    411,
  ],
  [
    "a form post over 64 KB",
    { path: "/contact", headers: formType, body: `${validForm}&pad=${"x".repeat(65 * 1024)}` },
    413,
  ],
  ["PUT to a page", { path: "/contact", method: "PUT", headers: formType, body: validForm }, 405],
  ["DELETE to a page", { path: "/", method: "DELETE" }, 405],
  ["a Host header with a space", { path: "/no-such-page", method: "GET", headers: { host: "a b" } }, 400],
  [
    "a Host header with a bad port",
    { path: "/no-such-page", method: "GET", headers: { host: "127.0.0.1:99999" } },
    400,
  ],
  ["an absolute-form request target", { path: "http://elsewhere.example/no-such-page", method: "GET" }, 400],
  ["an asterisk request target", { path: "*", method: "GET" }, 400],
];

describe("hostile page requests, before React Router", () => {
  let server: TestServer;
  let reached = 0;
  const standIn: RequestHandler = (_req, res) => {
    reached++;
    res.status(200).type("html").send("<p>rendered</p>");
  };
  beforeAll(async () => {
    server = await startTestServer({ reactRouter: standIn, env: { RATE_LIMIT_CONTACT_PER_MINUTE: "100000" } });
  });
  afterAll(() => server.close());

  it.each(pageRequests)("refuses %s", async (_label, request, status) => {
    const answer = await send(server.url, request);
    expect(answer.status, answer.text).toBe(status);
    expectNoInternals(answer);
    expect(reached).toBe(0);
  });

  it("lets a well-formed form post through", async () => {
    const answer = await send(server.url, { path: "/contact", headers: formType, body: validForm });
    expect(answer.status).toBe(200);
    expect(reached).toBe(1);
  });
});

describe.skipIf(!hasBuild)(`hostile page requests, with the production build ${hasBuild ? "" : noBuildMessage}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      clientDir,
      reactRouterFor,
      env: { RATE_LIMIT_CONTACT_PER_MINUTE: "100000" },
    });
  });
  afterAll(() => server.close());

  it.each(pageRequests)("answers %s with a 4xx", async (_label, request, status) => {
    const answer = await send(server.url, request);
    expect(answer.status, answer.text.slice(0, 300)).toBe(status);
    expectNoInternals(answer);
  });

  it("re-shows what the visitor typed on the no-JS answer page, escaped", async () => {
    const attack = "<script>alert(1)</script>";
    const answer = await send(server.url, {
      path: "/contact",
      headers: { ...formType, accept: "text/html" },
      body: form({
        name: attack,
        email: "not-an-email",
        phone: "9876543210",
        message: `Hello ${attack} "quoted" & more`,
      }),
    });
    expect(answer.status).toBeLessThan(500);
    expect(answer.headers["content-type"]).toMatch(/^text\/html/);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.text).toContain("&lt;script&gt;alert(1)&lt;/script&gt;"); // in the re-filled inputs
    expect(answer.text).not.toContain(attack); // nowhere raw: not in the markup, not in the hydration data
    expect(answer.text).toMatch(/valid e-mail/);
    expectNoInternals(answer);
    expect((await server.store.listContacts()).length).toBe(0);
  });

  it("answers a form post with hostile field names and bytes without a 5xx", async () => {
    for (const body of [
      `${validForm}&__proto__[x]=1&constructor[prototype][x]=1`,
      validForm.replace("Asha+Rao", "Asha%00%FF%FERao"),
      `${validForm}&email=b%40example.com`,
    ]) {
      const answer = await send(server.url, { path: "/contact", headers: { ...formType, accept: "text/html" }, body });
      expect(answer.status, body).toBeLessThan(500);
      expectNoInternals(answer);
    }
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
