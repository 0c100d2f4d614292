/** POST /api/visit over real HTTP: the beacon's answer, and what it adds to the day's totals (server/insights/visits.ts). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indiaDay, visitTotals } from "../../server/insights/visits";
import { postJson, startTestServer, type TestServer } from "../support/server";

const browser = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
};

describe("POST /api/visit", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const siteTotal = async () => {
    const today = indiaDay(new Date());
    const row = (await visitTotals(server.store, today, today)).find((total) => total.kind === "site");
    return row ? Number(row.views) : 0;
  };

  it("answers 204 with no body and no cookie, and counts the view", async () => {
    const before = await siteTotal();
    const response = await postJson(`${server.url}/api/visit`, { path: "/overview" }, browser);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await siteTotal()).toBe(before + 1);
  });

  it("gives a bot, a browser sending Sec-GPC: 1 and a made-up path the same answer, and counts none of them", async () => {
    const before = await siteTotal();
    const answers = await Promise.all([
      postJson(
        `${server.url}/api/visit`,
        { path: "/" },
        { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
      ),
      postJson(`${server.url}/api/visit`, { path: "/" }, { ...browser, "sec-gpc": "1" }),
      postJson(`${server.url}/api/visit`, { path: "/wp-admin" }, browser),
    ]);
    expect(answers.map((response) => response.status)).toEqual([204, 204, 204]);
    expect(await siteTotal()).toBe(before);
  });

  it("takes the beacon's JSON only through the API's body guard, and POST only", async () => {
    const notJson = await fetch(`${server.url}/api/visit`, {
      method: "POST",
      headers: { "content-type": "text/xml", ...browser },
      body: "<path>/</path>",
    });
    expect(notJson.status).toBe(415);
    const get = await fetch(`${server.url}/api/visit`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });
});

describe("POST /api/visit from one client", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_VISIT_PER_MINUTE: "2" } });
  });
  afterAll(() => server.close());

  it("counts at most the per-client limit of reports a minute", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await postJson(`${server.url}/api/visit`, { path: "/overview" }, browser)).status);
    expect(statuses).toEqual([204, 204, 429, 429]);
    const today = indiaDay(new Date());
    const site = (await visitTotals(server.store, today, today)).find((total) => total.kind === "site");
    expect(Number(site?.views)).toBe(2);
  });
});
