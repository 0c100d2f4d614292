/**
 * The production entry, compiled at build time to build/server/main.js (vite.server.config.ts), which
 * `npm start` and `npm run serve` run with node: serves the prerendered site, the API, and React Router's
 * build for everything else (the 404 page, the form posts without JavaScript).
 */
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { serverLoadContext } from "./context";
import { startServer } from "./start-server";

/**
 * build/: this module runs as build/server/main.js once compiled, and from its source (server/main.ts)
 * in the tests that run the server under tsx.
 */
const buildDir = fileURLToPath(new URL(import.meta.url.endsWith(".js") ? "../" : "../build/", import.meta.url));
const serverBuildFile = `${buildDir}server/index.js`;
const clientDir = `${buildDir}client`;

await startServer({
  clientDir: existsSync(clientDir) ? clientDir : undefined,
  async pageRenderer({ services }) {
    if (!existsSync(serverBuildFile)) {
      services.logger.error(
        `React Router build not found at ${serverBuildFile}: run \`npm run build\`. Serving the API and static files only.`,
      );
      return undefined;
    }
    const { createRequestHandler } = await import("@react-router/express");
    const buildUrl = pathToFileURL(serverBuildFile).href; // a variable, so neither the type checker nor the bundler needs the build
    const handler = createRequestHandler({
      build: () => import(/* @vite-ignore */ buildUrl) as Promise<ServerBuild>,
      getLoadContext: serverLoadContext(services),
      mode: process.env.NODE_ENV,
    }) as RequestHandler;
    return { handler };
  },
});
