/**
 * The running server, whoever starts it: settings, JSON logs, the store, the rate limits, the Express
 * application and its HTTP server. Starts even when the database is down (pages keep working; the store is
 * retried in the background) and shuts down gracefully on SIGTERM/SIGINT so no accepted message is cut off
 * mid-write. What differs between production (server/main.ts) and development (server/dev.ts) is only how
 * pages are rendered: the compiled React Router build, or Vite compiling the app on each change.
 */
import { createServer, type Server } from "node:http";
import type { RequestHandler } from "express";
import { createApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { createLogger, describeError, routeConsoleToLogger, type Logger } from "./logger";
import { createServices, type Services } from "./services";
import type { Store } from "./store/types";

/** What renders the pages that are not static files: React Router's request handler, and how to stop it. */
export interface PageRenderer {
  handler: RequestHandler;
  /** Called as the server stops accepting: closes what would hold it open (hot reload's WebSockets). */
  close?(): Promise<void>;
}

export interface ServerOptions {
  /** The build's client directory (build/client), when there is one. */
  clientDir?: string;
  /**
   * Creates the page renderer once the server's parts exist; undefined serves the API and static files only.
   * `httpServer` is not listening yet: the development renderer attaches hot reload's WebSocket to it.
   */
  pageRenderer(parts: { services: Services; httpServer: Server }): Promise<PageRenderer | undefined>;
}

/** Retries the migration with backoff until it succeeds or the server stops, then calls `onReady`. */
function migrateInBackground(store: Store, logger: Logger, onReady: () => void): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const attempt = async (delayMs: number) => {
    try {
      await store.migrate();
      logger.info("store ready", { store: store.kind });
      if (!stopped) onReady();
    } catch (error) {
      if (stopped) return;
      logger.error("store unavailable at start; pages are served, messages answer 503 until it is back", {
        store: store.kind,
        retryInMs: delayMs,
        ...describeError(error),
      });
      timer = setTimeout(() => void attempt(Math.min(delayMs * 2, 30_000)), delayMs);
    }
  };
  void attempt(1000);
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

export async function startServer(options: ServerOptions): Promise<void> {
  try {
    await run(options);
  } catch (error) {
    const message = error instanceof ConfigError ? error.message : "The server failed to start.";
    process.stdout.write(
      JSON.stringify({ time: new Date().toISOString(), level: "error", msg: message, ...describeError(error) }) + "\n",
    );
    process.exit(1);
  }
}

async function run(options: ServerOptions): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  routeConsoleToLogger(logger);
  const services = createServices(config, logger);
  const { store, notifier, newsletter, contacts, rateLimits, backups, staff, careers, visits } = services;
  if (!config.newsletter.doubleOptIn) {
    logger.info(
      config.smtpUrl
        ? "newsletter sign-ups are single opt-in: NEWSLETTER_DOUBLE_OPT_IN=0"
        : "newsletter sign-ups are single opt-in because no mail server is configured (SMTP_URL)",
    );
  }

  // Our own http.Server: Express 5's app.listen() calls its callback on errors too, which would log "listening".
  // Slow-loris headers and bodies are cut off instead of holding sockets. A form post takes milliseconds, but a
  // 5 MB CV from a phone on a slow network (a few hundred kbit/s up) takes a minute or two: three minutes for a
  // whole request, after which the cut-off upload leaves nothing behind (server/careers/posts.ts).
  const server: Server = createServer({ requestTimeout: 180_000, headersTimeout: 20_000 });
  const pages = await options.pageRenderer({ services, httpServer: server });
  server.on("request", createApp(services, { reactRouter: pages?.handler, clientDir: options.clientDir }));
  // The first snapshot, the newsletter's mails and its purge wait for the store file to exist and be migrated.
  const migration = migrateInBackground(store, logger, () => {
    backups?.start();
    newsletter.start();
    staff.start();
    careers.start();
    visits.start();
  });

  server.on("error", (error) => {
    logger.error("server error", describeError(error));
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    logger.info("listening", {
      url: `http://${config.host}:${port}`,
      port,
      store: store.kind,
      mode: process.env.NODE_ENV ?? "development",
    });
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    migration.stop();
    const backupsStopped = backups?.stop(); // a snapshot under way is abandoned; its temporary file removed
    // Stop accepting, let in-flight requests finish; idle keep-alive sockets would otherwise hold us open.
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    force.unref();
    const pagesClosed = pages?.close?.();
    server.close(() => void stopServices());
    const stopServices = async () => {
      try {
        // Give enquiry and newsletter e-mails already under way a moment to reach the mail server (a newsletter
        // mail cut short stays in the outbox and goes out after the next start).
        await Promise.race([
          Promise.all([contacts.drain(), newsletter.stop(), staff.stop(), careers.stop()]),
          new Promise((resolve) => setTimeout(resolve, 5000).unref()),
        ]);
        await pagesClosed;
        await backupsStopped;
        await store.close();
        await rateLimits.close();
        await visits.close();
        notifier?.close();
        logger.info("stopped");
        process.exit(0);
      } catch (error) {
        logger.error("error while stopping", describeError(error));
        process.exit(1);
      }
    };
    server.closeIdleConnections();
    // Logged once the listening socket is closed: from here on new connections are refused.
    logger.info("shutting down", { signal });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
