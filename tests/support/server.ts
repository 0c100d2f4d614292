/** Test helpers: a real HTTP server around createApp on a free loopback port, with a temporary SQLite store. */
import { mkdtempSync, rmSync } from "node:fs";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import http from "node:http";
import type { RequestHandler } from "express";
import { createApp } from "../../server/app";
import { loadConfig, type Config } from "../../server/config";
import type { ContactService } from "../../server/contact-service";
import type { NewsletterService } from "../../server/newsletter/service";
import { createMemoryLogger } from "./memory-logger";
import type { Notifier } from "../../server/notify";
import { createServices, type Services } from "../../server/services";
import { openSqliteStore } from "../../server/store/sqlite";
import type { Store } from "../../server/store/types";

export const validContact = {
  name: "Asha Rao",
  email: "asha.rao@example.com",
  company: "Rao Logistics",
  phone: "9876543210",
  countryCode: "+44",
  service: "Cloud Solutions",
  message: "We would like to move our fleet tracking to the cloud.",
};

/** A loopback port nothing listens on just now (for a server a test starts, stops and starts again there). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export function tempDir(prefix = "jenesys-test-"): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export interface TestServer {
  url: string;
  store: Store;
  config: Config;
  logger: ReturnType<typeof createMemoryLogger>;
  close(): Promise<void>;
}

export async function startTestServer(
  options: {
    env?: Record<string, string>;
    store?: Store;
    notifier?: Notifier;
    contacts?: ContactService;
    /** Newsletter consent for the API and the pages (default: single opt-in over the store). */
    newsletter?: NewsletterService;
    clientDir?: string;
    reactRouter?: RequestHandler;
    /** Builds the React Router handler around the server's services (see tests/support/build.ts). */
    reactRouterFor?: (services: Services) => RequestHandler;
    /** What time it is for the openings' expiry (the real clock when not given). */
    clock?: () => Date;
  } = {},
): Promise<TestServer> {
  const dir = tempDir();
  const config = loadConfig({
    DATABASE_URL: `sqlite:${join(dir.path, "store.db")}`,
    LOG_LEVEL: "debug",
    ...options.env,
  });
  const store = options.store ?? openSqliteStore(join(dir.path, "store.db"));
  await store.migrate().catch(() => undefined); // a deliberately broken store may refuse
  const logger = createMemoryLogger();
  const services = createServices(config, logger, {
    store,
    notifier: options.notifier,
    contacts: options.contacts,
    newsletter: options.newsletter,
    clock: options.clock,
  });
  const app = createApp(services, {
    clientDir: options.clientDir,
    reactRouter: options.reactRouter ?? options.reactRouterFor?.(services),
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    store,
    config,
    logger,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.rateLimits.close();
      await store.close();
      dir.remove();
    },
  };
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

export function postForm(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

/**
 * A request that shows the bytes on the wire (fetch would decompress them) and sends the path exactly
 * as written (URL parsing would resolve "/%2e%2e/" before it left).
 */
export function rawGet(
  url: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const match = /^http:\/\/([^/:]+):(\d+)(\/.*)$/.exec(url);
  if (!match) throw new Error(`rawGet needs http://host:port/path, got ${url}`);
  const [, host, port, path] = match;
  return new Promise((resolve, reject) => {
    const request = http.request({ host, port: Number(port), path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}
