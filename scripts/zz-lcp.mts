import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "./chromium";
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", ...chromiumArgs] });
for (const url of process.argv.slice(2)) {
  const r = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  const a = r!.lhr.audits;
  const el = (a["largest-contentful-paint-element"]?.details as any)?.items?.[0]?.items?.[0]?.node;
  const phases = (a["largest-contentful-paint-element"]?.details as any)?.items?.[1]?.items;
  console.log(url, "LCP", Math.round(a["largest-contentful-paint"].numericValue!), "FCP", Math.round(a["first-contentful-paint"].numericValue!), "TBT", Math.round(a["total-blocking-time"].numericValue!));
  console.log("  element", el?.selector, el?.snippet?.slice(0, 120));
  console.log("  phases", JSON.stringify(phases));
  const reqs = ((a["network-requests"]?.details as any)?.items ?? []).map((i: any) => `${i.url.replace(/^https?:\/\/[^/]+/, "")} ${i.resourceType} ${Math.round(i.transferSize)}B ${Math.round(i.networkRequestTime)}-${Math.round(i.networkEndTime)}`);
  console.log("  " + reqs.join("\n  "));
  const rb = (a["render-blocking-resources"]?.details as any)?.items ?? [];
  console.log("  render-blocking", JSON.stringify(rb.map((i: any) => i.url)));
}
await chrome.kill();
