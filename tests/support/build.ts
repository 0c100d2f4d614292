/**
 * The production build (`npm run build`), when it exists: its client files, CSP hashes and React Router
 * handler, for tests that need the real pages. Tests that use it skip with a message when it is missing
 * (`npm test` runs the unit and API tests before it builds).
 */
import { existsSync, readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { RequestHandler } from "express";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { serverLoadContext } from "../../server/context";
import type { Services } from "../../server/services";

const buildDir = new URL("../../build/", import.meta.url).pathname;
const serverBuild = `${buildDir}server/index.js`;

export const clientDir = `${buildDir}client`;

/** True when a complete build is present (a build in progress lacks the files written last). */
export const hasBuild = [
  serverBuild,
  `${clientDir}/index.html`,
  `${clientDir}/contact/index.html`,
  `${buildDir}csp-script-hashes.json`,
].every((file) => existsSync(file));

export const noBuildMessage = "(skipped: no production build; run `npm run build` first)";

export function buildScriptHashes(): string[] {
  return JSON.parse(readFileSync(`${buildDir}csp-script-hashes.json`, "utf8")) as string[];
}

/** React Router's handler over the build, wired as server/main.ts wires it. */
export function reactRouterFor(services: Services): RequestHandler {
  const buildUrl = pathToFileURL(serverBuild).href;
  return createRequestHandler({
    build: () => import(/* @vite-ignore */ buildUrl) as Promise<ServerBuild>,
    getLoadContext: serverLoadContext(services),
    mode: "production",
  }) as RequestHandler;
}
