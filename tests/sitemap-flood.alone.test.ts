// The sitemap made once per change of content (issue 32): it was made from every published record on every request,
// with no rate limit (8-10 s with 202 languages; a flood from one address took /work from 2.8 to 45 ms). The server
// names a making in X-Request-Steps (REQUEST_STEPS=1). Judged by time, so this file runs alone (vite.config.ts).
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createNews } from "./support/fixtures";
import { median, timed } from "./support/flood";
import { BEHIND_A_PROXY, startTestServer, type TestServer } from "./support/pocketbase";

let site: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  site = await startTestServer({ ...BEHIND_A_PROXY, SEED_DEMO: "true", REQUEST_STEPS: "1" });
  admin = await site.superuser();
}, 60_000);
afterAll(() => site?.stop());

/**
 * /sitemap.xml from one address at `perSecond` for `ms` (past PAGE_RATE_LIMIT's 30 a second: the rest answer 429):
 * how many answers of each status, and how many of them made it.
 */
async function flood(ms: number, perSecond = 60) {
  const statuses: Record<number, number> = {};
  let made = 0;
  const sent: Promise<void>[] = [];
  for (let at = 0; at < ms; at += 1000 / perSecond) {
    sent.push(
      fetch(`${site.url}/sitemap.xml`, { headers: { "X-Forwarded-For": "10.35.0.1" } }).then(async (response) => {
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        if (response.headers.get("x-request-steps")?.includes('"draw"')) made++;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000 / perSecond));
  }
  await Promise.all(sent);
  return { statuses, made };
}

const work = async (times: number) => {
  const all: number[] = [];
  for (let n = 0; n < times; n++)
    all.push((await timed(`${site.url}/work`, { headers: { "X-Forwarded-For": "10.35.9.9", "Accept-Encoding": "gzip" } })).ms);
  return median(all);
};

it("a flood of /sitemap.xml from one address (60 a second) makes it once per change of content, and leaves /work within 1.5× its time", async () => {
  for (let n = 0; n < 5; n++) await work(3);
  const before = await work(25);

  const measured = work(25);
  const first = await flood(3000);
  const during = await measured;
  expect(first.made).toBe(1);

  await createNews(admin, { title: "A change the sitemap shows" });
  const second = await flood(1500);
  expect(second.made).toBe(1);
  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
  expect(sitemap).toContain("a-change-the-sitemap-shows");

  console.info(
    `/work ${before.toFixed(1)} ms before, ${during.toFixed(1)} ms during a sitemap flood ${JSON.stringify(first.statuses)}`,
  );
  expect(first.statuses[200]).toBeGreaterThan(0);
  expect(during).toBeLessThanOrEqual(1.5 * before);
}, 60_000);
