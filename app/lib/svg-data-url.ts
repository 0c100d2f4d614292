/** An SVG as a data URL: percent-encoded where a URL must be, readable (and compressible) elsewhere. */
export function svgDataUrl(svg: string): string {
  const encoded = encodeURIComponent(svg.replace(/\s+/g, " ").trim())
    .replace(/%2F/g, "/")
    .replace(/%3A/g, ":")
    .replace(/%3D/g, "=")
    .replace(/%2C/g, ",")
    .replace(/%3B/g, ";");
  return `data:image/svg+xml,${encoded}`;
}
