/**
 * The production entry: serves the prerendered site, the API and React Router on PORT.
 * Starts even when the database is down (pages keep working; the store is retried in the background)
 * and shuts down gracefully on SIGTERM/SIGINT so no accepted message is cut off mid-write.
 */
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { createContactService, type ContactService } from "./contact-service";
import { serverLoadContext } from "./context";
import { createLogger, describeError, routeConsoleToLogger, type Logger } from "./logger";
import { createNotifier } from "./notify";
import { createRateLimits } from "./rate-limit";
import { openStore } from "./store/index";
import type { ContactStore } from "./store/types";

const buildDir = fileURLToPath(new URL("../build/", import.meta.url));
const serverBuildFile = `${buildDir}server/index.js`;
const clientDir = `${buildDir}client`;

async function loadReactRouter(contacts: ContactService, logger: Logger): Promise<RequestHandler | undefined> {
  if (!existsSync(serverBuildFile)) {
    logger.error(`React Router build not found at ${serverBuildFile}: run \`npm run build\`. Serving the API and static files only.`);
    return undefined;
  }
  const { createRequestHandler } = await import("@react-router/express");
  const buildUrl = pathToFileURL(serverBuildFile).href; // a variable, so the type checker does not need the build
  return createRequestHandler({
    build: () => import(buildUrl) as Promise<ServerBuild>,
    // app/env.d.ts declares AppLoadContext as ServerContext.
    getLoadContext: serverLoadContext(contacts),
    mode: process.env.NODE_ENV,
  }) as RequestHandler;
}

/** Retries the migration with backoff until it succeeds or the server stops. */
function migrateInBackground(store: ContactStore, logger: Logger): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const attempt = async (delayMs: number) => {
    try {
      await store.migrate();
      logger.info("store ready", { store: store.kind });
    } catch (error) {
      if (stopped) return;
      logger.error("store unavailable at start; pages are served, messages answer 503 until it is back", {
        store: store.kind, retryInMs: delayMs, ...describeError(error),
      });
      timer = setTimeout(() => void attempt(Math.min(delayMs * 2, 30_000)), delayMs);
    }
  };
  void attempt(1000);
  return { stop: () => { stopped = true; clearTimeout(timer); } };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  routeConsoleToLogger(logger);
  const store = openStore(config.databaseUrl, { logger });
  const notifier = createNotifier(config, logger);
  const contacts = createContactService({ store, notifier, logger });
  const rateLimits = createRateLimits(config, logger);
  const reactRouter = await loadReactRouter(contacts, logger);

  const app = createApp({
    config, store, logger, contacts, notifier, rateLimits, reactRouter,
    clientDir: existsSync(clientDir) ? clientDir : undefined,
  });
  const migration = migrateInBackground(store, logger);

  // Our own http.Server: Express 5's app.listen() calls its callback on errors too, which would log "listening".
  // A form post takes milliseconds; slow-loris headers and bodies are cut off instead of holding sockets.
  const server: Server = createServer({ requestTimeout: 30_000, headersTimeout: 20_000 }, app);
  server.on("error", (error) => {
    logger.error("server error", describeError(error));
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    logger.info("listening", { url: `http://${config.host}:${port}`, port, store: store.kind, mode: process.env.NODE_ENV ?? "development" });
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    migration.stop();
    // Stop accepting, let in-flight requests finish; idle keep-alive sockets would otherwise hold us open.
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    force.unref();
    server.close(async () => {
      try {
        // Give enquiry e-mails already under way a moment to reach the mail server.
        await Promise.race([contacts.drain(), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
        await store.close();
        await rateLimits.close();
        notifier?.close();
        logger.info("stopped");
        process.exit(0);
      } catch (error) {
        logger.error("error while stopping", describeError(error));
        process.exit(1);
      }
    });
    server.closeIdleConnections();
    // Logged once the listening socket is closed: from here on new connections are refused.
    logger.info("shutting down", { signal });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : "The server failed to start.";
  process.stdout.write(JSON.stringify({ time: new Date().toISOString(), level: "error", msg: message, ...describeError(error) }) + "\n");
  process.exit(1);
});
