// A visitor with nothing but curl (issue 21): megabytes of junk in the query and the headers, and 404s that once filled
// the disk with their headers. The floods judged by time (repeated names, junk queries against the page cache) are in
// floods-timing.alone.test.ts, and the one judged by the server's memory in floods-memory.alone.test.ts: both have the
// machine to themselves. Each flood is
// bounded by a named setting (shared/serving/bounds.ts); the page rate limit is lifted here (PAGE_RATE_LIMIT=0) so each
// flood reaches the bound under test, and has a test of its own below.
import { stat } from "node:fs/promises";
import path from "node:path";
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNews } from "./support/fixtures";
import { flood } from "./support/flood";
import { BEHIND_A_PROXY, startTestServer, type TestServer } from "./support/pocketbase";

let site: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  site = await startTestServer({ PAGE_RATE_LIMIT: "0" });
  admin = await site.superuser();
  for (let n = 0; n < 3; n++) await createNews(admin, { title: `Flood article ${n}`, tags: "design" });
}, 60_000);
afterAll(() => site?.stop());

describe("2,000 not-found addresses with 7 KB of headers", () => {
  const logBytes = async () => {
    let total = 0;
    for (const suffix of ["", "-wal"])
      total += (await stat(path.join(site.dataDir, `auxiliary.db${suffix}`)).catch(() => ({ size: 0 }))).size;
    return total;
  };

  it("grow the request log's database by at most 2 MB, each entry cut short", async () => {
    await new Promise((resolve) => setTimeout(resolve, 3500));
    const before = await logBytes();
    const headers = {
      "User-Agent": `Mozilla/5.0 ${"u".repeat(2000)}`,
      Referer: `https://referrer.example/${"r".repeat(2000)}`,
      "X-Padding": "p".repeat(3000),
    };
    const started = Date.now();
    await flood(2000, 10, async (n) => {
      const answer = await fetch(`${site.url}/no/such/page-${n}?${"q".repeat(100)}`, { headers });
      const body = await answer.text();
      if (answer.status === 404) return;
      // A failure names what answered, and why, as the server's log says it (a page that could not be drawn logs its error;
      // PocketBase writes its log every few seconds).
      await new Promise((resolve) => setTimeout(resolve, 4000));
      const errors = await admin.logs.getList(1, 5, { filter: "level >= 8", sort: "-created" });
      const why = errors.items.map((entry) => `${entry.message} ${JSON.stringify(entry.data).slice(0, 400)}`).join("\n");
      expect(answer.status, `/no/such/page-${n}: ${body.slice(0, 300)}\n${why}`).toBe(404);
    });
    // PocketBase writes its log in batches, every few seconds.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const grown = (await logBytes()) - before;
    console.log(`request log grew by ${(grown / 1024).toFixed(0)} KB for 2,000 404s sent in ${Date.now() - started} ms`);
    expect(grown).toBeLessThanOrEqual(2 * 1024 * 1024);
    const logs = await admin.logs.getList(1, 50, { filter: 'data.url ~ "/no/such/page-"' });
    expect(logs.totalItems).toBeGreaterThan(0);
    expect(logs.totalItems).toBeLessThan(200);
    for (const entry of logs.items) {
      const data = entry.data as { url: string; userAgent: string; referer: string };
      expect(data.url.length).toBeLessThanOrEqual(513 + 3);
      expect(data.userAgent.length).toBeLessThanOrEqual(257 + 3);
      expect(data.referer.length).toBeLessThanOrEqual(513 + 3);
    }
    // Each new address is a page-cache miss that React draws (some 35 ms of the server's CPU on this 2-core machine,
    // the root's menus read with it; decision 072): about 70 s with the machine to itself, and up to five times that
    // beside the other test files.
  }, 420_000);
});

describe("the page rate limit (PAGE_RATE_LIMIT)", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({
      PAGE_RATE_LIMIT: "20",
      ...BEHIND_A_PROXY,
    });
  }, 60_000);
  afterAll(() => limited?.stop());

  it("answers a visitor past it with 429 and Retry-After, and leaves other visitors and built files alone", {
    timeout: 30_000,
  }, async () => {
    const as = (ip: string) => ({ headers: { "X-Forwarded-For": ip } });
    // The limit counts in windows of 10 s from the epoch (the server shares this machine's clock): start just after one
    // opens, so the burst below falls in a single window.
    await new Promise((resolve) => setTimeout(resolve, 10_000 - (Date.now() % 10_000) + 50));
    const statuses: number[] = [];
    for (let n = 0; n < 25; n++) statuses.push((await fetch(`${limited.url}/work?n=${n}`, as("203.0.113.10"))).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    const refused = await fetch(`${limited.url}/work`, as("203.0.113.10"));
    expect(refused.headers.get("retry-after")).toBe("10");
    expect(await refused.text()).toContain("Too Many Requests");
    expect((await fetch(`${limited.url}/work`, as("203.0.113.11"))).status).toBe(200);
    expect((await fetch(`${limited.url}/builds/latest.json`, as("203.0.113.10"))).status).toBe(200);
  });
});
