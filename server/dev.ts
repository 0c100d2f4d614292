/**
 * `npm run dev`: the whole site in one process while it is being changed — the same Express application,
 * API, rate limits and store as production, with Vite in middleware mode compiling the app on request and
 * reloading the browser on each change, as React Router's custom-server template does. Pages are rendered on
 * every request (nothing is prerendered), so the 404 page, the form posts and their outcome pages all work.
 * A change under server/ needs a restart.
 */
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { serverLoadContext } from "./context";
import { startServer } from "./start-server";

// Development whatever the shell says: React's and React Router's development builds, with their warnings.
process.env.NODE_ENV = "development";
// Messages written while developing stay apart from a production store on the same machine.
process.env.DATABASE_URL ||= "sqlite:./data/dev.db";

await startServer({
  async pageRenderer({ services, httpServer }) {
    const [{ createServer }, { createRequestHandler }] = await Promise.all([
      import("vite"),
      import("@react-router/express"),
    ]);
    const sigtermListeners = new Set(process.listeners("SIGTERM"));
    const vite = await createServer({
      appType: "custom",
      // Hot reload's WebSocket shares the site's port, so the page's `connect-src 'self'` allows it. No CORS:
      // the site only ever calls itself, and production answers no other origin either.
      // The watcher leaves out what the app is never built from: the tests (whose lint check plants a tsconfig.json
      // for a moment, and a tsconfig.json that comes or goes makes Vite drop every module, a page being rendered
      // then meeting two copies of a module and its React context), the stores the server itself writes under
      // data/, and build output.
      server: {
        middlewareMode: true,
        hmr: { server: httpServer },
        cors: false,
        watch: { ignored: ["**/tests/**", "**/data/**", "**/build/**", "**/reports/**"] },
      },
    });
    // React Router's plugin starts a second Vite server of its own, which exits the process on SIGTERM; that
    // would cut short the graceful shutdown, which closes Vite after the requests under way.
    for (const listener of process.listeners("SIGTERM"))
      if (!sigtermListeners.has(listener)) process.off("SIGTERM", listener);
    const renderPage = createRequestHandler({
      build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      getLoadContext: serverLoadContext(services),
      mode: "development",
    }) as RequestHandler;
    // Vite answers its own requests (the app's modules, public/ files, the hot-reload client) and passes the
    // rest on to React Router.
    const handler: RequestHandler = (req, res, next) => {
      vite.middlewares(req, res, () => void renderPage(req, res, next));
    };
    return { handler, close: () => vite.close() };
  },
});

// The server's own shutdown is the one SIGTERM listener from here on: React Router's plugin may start its second
// Vite server later, on a first request, and that one's listener would exit the process before the requests under
// way are answered and "stopped" is logged.
const ownSigtermListeners = new Set(process.listeners("SIGTERM"));
process.on("newListener", (event, listener) => {
  if (event === "SIGTERM" && !ownSigtermListeners.has(listener as () => void))
    queueMicrotask(() => process.off("SIGTERM", listener as () => void)); // before any signal can be handled
});
