/**
 * Server rendering for the pages React Router renders on request (the 404 page, answers to form posts,
 * and at build time every prerendered page). Two changes from React Router's default:
 * - inline scripts carry the request's CSP nonce, so the Content-Security-Policy needs no 'unsafe-inline';
 * - the whole document is rendered, then passed through the first-paint transform
 *   (app/lib/first-paint.server.ts) that scripts/postbuild.ts also runs over the prerendered files: the
 *   stylesheet inline, no preloads, the framework's modules fetched after the first paint.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { PassThrough } from "node:stream";
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
  ServerRouter,
  isRouteErrorResponse,
} from "react-router";
import { requestContext } from "../server/context";
import { firstPaintHtml, pageStartUrl } from "./lib/first-paint.server";

export const streamTimeout = 5_000;

/**
 * build/client, beside build/server, in which this module runs once built: the bundler puts it in a folder
 * below (build/server/assets), so the walk goes up to build/server. Under the dev server no such folder is
 * found, and pages are left as rendered.
 */
const clientDir = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 3 && path.basename(dir) !== "server"; depth++) dir = path.dirname(dir);
  return path.resolve(dir, "../client");
})();
const assetCache = new Map<string, string | undefined>();
/** What a page runs before its framework (app/lib/page-start.ts), as built. */
const pageStart = pageStartUrl(clientDir);

/** A built asset's text (the stylesheet), read once; undefined under the dev server, which has no files. */
function readAsset(href: string): string | undefined {
  // Built assets and the site's own pictures only.
  if (!/^\/(?:assets|images)\//.test(href) || href.includes("..")) return undefined;
  if (!assetCache.has(href)) {
    let text: string | undefined;
    try {
      text = readFileSync(path.join(clientDir, href), "utf8");
    } catch {
      text = undefined;
    }
    assetCache.set(href, text);
  }
  return assetCache.get(href);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    responseHeaders.set("Content-Type", "text/html"); // what the same GET would carry
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Prerendering at build time has no request context: its inline scripts are allowed by hash instead.
  const nonce = loadContext.get(requestContext).cspNonce;

  return new Promise((resolve, reject) => {
    // The complete document at once (no streamed boundaries, no reveal scripts): the transform needs all
    // of it, and these pages have nothing slow to wait for.
    const readyOption: keyof RenderToPipeableStreamOptions = "onAllReady";
    // What a Suspense boundary caught (the header's, the page's: app/root.tsx). React would send the page without
    // that part, to be rendered in the browser; it goes back to React Router instead, as an error outside any
    // boundary does, which renders the route's error page with its status (a 404 rethrown, a 500).
    let caughtInBoundary: { error: unknown } | undefined;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // Every boundary inline, however large: React otherwise sends a big one (the header's, the page's:
        // app/root.tsx) after the page, hidden, with a script to move it into place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          if (caughtInBoundary) {
            clearTimeout(timeoutId);
            // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
            reject(caughtInBoundary.error);
            return;
          }
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("error", reject);
          body.on("end", () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            const html = firstPaintHtml(Buffer.concat(chunks).toString("utf8"), {
              readAsset,
              path: new URL(request.url).pathname,
              pageStart,
            });
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          // Whatever was thrown goes back as it is: React Router answers a thrown data() or redirect() itself.
          // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
          reject(error);
        },
        onError(error: unknown) {
          // Outside a boundary, onShellError rejects; inside one, the ready callback does. Either way React Router
          // hands the error to handleError below, which logs it once.
          caughtInBoundary ??= { error };
        },
      },
    );
  });
}

/**
 * A failure is logged once, by the server's JSON logger with the request's id (server/context.ts). At
 * build time, prerendering has no server and no request: the build's own output shows the error.
 */
function reportError(error: unknown, loadContext: Readonly<RouterContextProvider> | undefined): void {
  // No context at all when React Router refused the request before making one.
  const report = loadContext?.get(requestContext).reportError;
  if (report) report(error);
  else console.error(error);
}

/**
 * A 4xx that the router answers itself (an unknown path, a post to a page without an action) is the
 * client's doing and is already in the access log; only real failures are reported.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  reportError(error, context);
};
