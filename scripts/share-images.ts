/**
 * Build-time images: one 1200×630 share card per page group (og:image), the PNG icons and logo
 * rendered from the SVG mark in public/favicon.svg, and the web app manifest. SVG templates rendered
 * by sharp, so the images are made in the repository and change with the site's facts.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { description as homeDescription } from "../app/content/home";
import { site } from "../app/site/facts";
import { shareImage, siteIcons } from "../app/site/meta";
import { type PageGroup, groupNames } from "../app/site/pages";

const markSvg = readFileSync(path.resolve(import.meta.dirname, "../public/favicon.svg"), "utf8");

/** The line under each card's heading. */
const taglines: Record<PageGroup, string> = {
  home: "Enterprise software, embedded systems and digital services, from Bangalore and Chennai since 2002.",
  company: "Two decades of engineering for enterprises and governments, built on people, technology and quality.",
  enterprise: "Application development, AI, modernisation, e-business and testing for the systems a business runs on.",
  systems: "Embedded, storage, networking and telecom software, from board bring-up to validation.",
  industry: "Software for telecom, healthcare, banking, government, energy, retail, logistics and infrastructure.",
  products: "ERPConstruct, FINdeal and EnergIT, and product engineering for software and device companies.",
  partners: "Solutions built on Microsoft, IBM, HP and Oracle technology, delivered by certified teams.",
  services: "Cloud, consultancy, design, app and e-commerce development from one accountable team.",
  insights: "Client success stories, news and milestones from Jenesys Technologies.",
  careers: "Engineering careers in Bangalore and Chennai: learning, mentoring and work that matters.",
  legal: "How this website handles your information, and the terms on which it is provided.",
};

// Web fonts cannot be loaded by the SVG renderer, so the cards name the brand font first and fall back
// to metric-compatible system sans-serifs; line lengths below allow for the widest of them (DejaVu Sans).
const fontFamily = "'Plus Jakarta Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char] ?? char,
  );

/** Greedy word wrap by character count (no text measurement is available when drawing SVG). */
export function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The mark as a nested <svg> at a position; its gradient id is renamed so it cannot clash with the card's. */
function placedMark(x: number, y: number, size: number): string {
  const inner = markSvg
    .replace(/^[\s\S]*?<svg[^>]*>|<\/svg>\s*$/g, "")
    .replaceAll('id="g"', 'id="mark"')
    .replaceAll("url(#g)", "url(#mark)");
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 40 40">${inner}</svg>`;
}

export function shareCardSvg(group: PageGroup): string {
  const { width, height, heading } = shareImage(group);
  const headingLines = wrap(heading, 24);
  const headingSize = headingLines.length > 1 ? 64 : 104;
  const headingY = (index: number) => 270 + headingSize * 0.8 + index * headingSize * 1.15;
  const taglineTop = headingY(headingLines.length - 1) + 36 + headingSize * 0.4;
  const text = (lines: string[], y: (index: number) => number, attributes: string) =>
    lines.map((line, index) => `<text x="80" y="${y(index)}" ${attributes}>${escapeXml(line)}</text>`).join("");

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#172155"/><stop offset="1" stop-color="#1d3fd8"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <g fill="none" stroke="#2dd4bf" stroke-width="2" opacity="0.22">
    <circle cx="1090" cy="100" r="200"/><circle cx="1090" cy="100" r="280"/><circle cx="1090" cy="100" r="360"/>
  </g>
  <circle cx="1150" cy="640" r="190" fill="#ffffff" opacity="0.05"/>
  ${placedMark(80, 72, 88)}
  <g font-family="${fontFamily}" fill="#ffffff">
    <text x="192" y="128" font-size="38" font-weight="800">${escapeXml(site.name)}</text>
    <rect x="80" y="246" width="96" height="8" rx="4" fill="#2dd4bf"/>
    ${text(headingLines, headingY, `font-size="${headingSize}" font-weight="800"`)}
    ${text(wrap(taglines[group], 56), (index) => taglineTop + index * 42, `font-size="30" fill="#dbe4ff"`)}
    <text x="80" y="572" font-size="26" font-weight="700" fill="#5eead4">${escapeXml(new URL(site.url).host)}</text>
  </g>
</svg>`;
}

const renderMark = (svg: string, size: number) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 40 })
    .resize(size, size)
    .png({ compressionLevel: 9 });

/** Writes og/{group}.png, the icons, logo.png and site.webmanifest into the build's client directory. */
export async function writeShareImages(clientDir: string): Promise<string[]> {
  mkdirSync(path.join(clientDir, "og"), { recursive: true });
  const out = (urlPath: string) => path.join(clientDir, urlPath);
  // iOS rounds the corners of home-screen icons itself and fills transparency with black: square and opaque.
  const squareMark = markSvg.replace(/ rx="[\d.]+"/, "");
  if (squareMark === markSvg) throw new Error("public/favicon.svg: expected a rounded rect (rx) to square off");

  const images: [string, Sharp][] = [
    ...(Object.keys(groupNames) as PageGroup[]).map((group): [string, Sharp] => [
      shareImage(group).path,
      sharp(Buffer.from(shareCardSvg(group))).png({ compressionLevel: 9 }),
    ]),
    [siteIcons.png32, renderMark(markSvg, 32)],
    [siteIcons.png192, renderMark(markSvg, 192)],
    [siteIcons.png512, renderMark(markSvg, 512)],
    [siteIcons.logo, renderMark(markSvg, 512)],
    [siteIcons.appleTouch, renderMark(squareMark, 180).flatten({ background: "#ffffff" })],
  ];
  await Promise.all(images.map(([urlPath, image]) => image.toFile(out(urlPath))));

  const manifest = {
    name: site.name,
    short_name: site.shortName,
    description: homeDescription,
    lang: "en-IN",
    start_url: "/",
    scope: "/",
    // A marketing site keeps the browser's address bar: visitors share its links.
    display: "browser",
    theme_color: "#172155",
    background_color: "#ffffff",
    icons: [
      { src: siteIcons.png192, sizes: "192x192", type: "image/png" },
      { src: siteIcons.png512, sizes: "512x512", type: "image/png" },
      { src: siteIcons.svg, sizes: "any", type: "image/svg+xml" },
    ],
  };
  writeFileSync(out(siteIcons.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
  return [...images.map(([urlPath]) => urlPath), siteIcons.manifest];
}
