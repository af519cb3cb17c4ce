// The floods of issue 21 that are judged by time: 16,000 repeated query names answered in under 100 ms (once a
// quadratic copy took 21 s), and junk queries that must not push a page out of the cache. A time measured while other
// test files load both cores says little, so this file runs alone, after the others (vite.config.ts, `*.alone.test.ts`).
// The page rate limit is lifted (PAGE_RATE_LIMIT=0) so each flood reaches the bound under test.
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNews } from "./support/fixtures";
import { flood, median, timed } from "./support/flood";
import { startTestServer, type TestServer } from "./support/pocketbase";

let site: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  site = await startTestServer({ PAGE_RATE_LIMIT: "0" });
  admin = await site.superuser();
  for (let n = 0; n < 3; n++) await createNews(admin, { title: `Flood article ${n}`, tags: "design" });
}, 60_000);
afterAll(() => site?.stop());

describe("repeated query names", () => {
  it("answer /work with 16,000 of them in under 100 ms", async () => {
    const query = Array.from({ length: 16_000 }, () => "a").join("&");
    await fetch(`${site.url}/work`);
    const answer = await timed(`${site.url}/work?z=${Date.now()}&${query}`);
    expect(answer.status).toBe(414);
    expect(answer.ms).toBeLessThan(100);
    expect(answer.text).toContain("Address Too Long");
  });

  it("answer an address under the size limit with 4,000 of them at once, as too many parameters", async () => {
    const query = Array.from({ length: 4_000 }, () => "a").join("&");
    const answer = await timed(`${site.url}/news?z=${Date.now()}&${query}`);
    expect(answer.status).toBe(400);
    expect(answer.ms).toBeLessThan(100);
    expect(answer.text).toContain("more than 64 query parameters");
  });

  it("answer the API alike, in its JSON", async () => {
    const query = Array.from({ length: 100 }, (_, n) => `p${n}=1`).join("&");
    const response = await fetch(`${site.url}/api/collections/news/records?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400, message: expect.stringContaining("query parameters") });
  });

  it("still serve 64 parameters the page does not read as the page", async () => {
    const query = Array.from({ length: 63 }, (_, n) => `utm${n}=x`).join("&");
    const answer = await timed(`${site.url}/news?page=1&${query}`);
    expect(answer.status).toBe(200);
  });
});

describe("junk queries after an editor's save", () => {
  it("leave /news in the cache: its median time stays within 2× of before the flood", async () => {
    const news = (await admin.collection("news").getFullList())[0];
    if (!news) throw new Error("no article");
    await admin.collection("news").update(news.id, { excerpt: `Saved ${Date.now()}` });
    await fetch(`${site.url}/news`);
    const before: number[] = [];
    for (let n = 0; n < 15; n++) before.push((await timed(`${site.url}/news`)).ms);
    await flood(2000, 10, async (n) => {
      const junk = n % 3 === 0 ? `/contact?j=${n}` : n % 3 === 1 ? `/news?utm_source=${n}` : `/search?q=junk${n}`;
      const answer = await fetch(`${site.url}${junk}`);
      await answer.arrayBuffer();
    });
    const after: number[] = [];
    for (let n = 0; n < 15; n++) after.push((await timed(`${site.url}/news`)).ms);
    console.log(`/news median before the flood ${median(before).toFixed(1)} ms, after ${median(after).toFixed(1)} ms`);
    expect(median(after)).toBeLessThanOrEqual(Math.max(2 * median(before), 5));
    // The flood's 2,000 requests take 21-23 s on an idle machine and over 30 s beside a busy core: the time asserted
    // is /news's, not the flood's.
  }, 90_000);

  it("render a page once for a burst of misses", async () => {
    const news = (await admin.collection("news").getFullList())[0];
    if (!news) throw new Error("no article");
    await admin.collection("news").update(news.id, { excerpt: `Saved again ${Date.now()}` });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${site.url}/news?page=1&x=${Math.random()}`, { redirect: "manual" })),
    );
    expect(answers.every((answer) => answer.status === 301)).toBe(true);
    const bodies = await Promise.all(Array.from({ length: 20 }, async () => (await fetch(`${site.url}/news`)).text()));
    expect(new Set(bodies).size).toBe(1);
  });
});
