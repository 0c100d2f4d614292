/**
 * The CSP hashes of a page's inline scripts, as the browser computes them: one function for the build
 * (build/csp-script-hashes.json, for a CDN) and the server (each prerendered page's own policy).
 */
import { createHash } from "node:crypto";

/** Inline scripts only: not src=, not JSON-LD data (which the browser never runs). */
const inlineScript = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

/** "sha256-<base64>" for each distinct inline script of `html`, in the order they first appear. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    hashes.add(
      `sha256-${createHash("sha256")
        .update(match[1] ?? "")
        .digest("base64")}`,
    );
  }
  return [...hashes];
}
