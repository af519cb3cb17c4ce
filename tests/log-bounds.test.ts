// Every log line a visitor can cause within its bounds (issue 32): a refused preview of a 7,900-character address
// once wrote an 8 KB warning for each request, outside the per-visitor sampling, the 512-character cut and the count
// that decides when the log is pruned. Here 2,000 of them, each from an address of its own, so no visitor's budget
// samples them: the log stays under LOG_MAX_MB at every moment, and each warning is at most 512 characters. The
// refused link's page (not found) is the same for each, drawn once and kept.
import { stat } from "node:fs/promises";
import path from "node:path";
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, expect, it } from "vitest";
import { BOUNDS } from "../shared/serving/bounds";
import { flood } from "./support/flood";
import { BEHIND_A_PROXY, startTestServer, type TestServer } from "./support/pocketbase";

const LOG_MAX_MB = 16;
let site: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  site = await startTestServer({ ...BEHIND_A_PROXY, PAGE_RATE_LIMIT: "0", LOG_MAX_MB: String(LOG_MAX_MB) });
  admin = await site.superuser();
}, 60_000);
afterAll(() => site?.stop());

const logBytes = async () => {
  let total = 0;
  for (const suffix of ["", "-wal"])
    total += (await stat(path.join(site.dataDir, `auxiliary.db${suffix}`)).catch(() => ({ size: 0 }))).size;
  return total;
};

it("2,000 refused previews of 8 KB addresses leave the log under LOG_MAX_MB throughout, each line at most 512 characters", async () => {
  let largest = 0;
  let flooding = true;
  const watch = (async () => {
    while (flooding) {
      largest = Math.max(largest, await logBytes());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const slug = "a".repeat(7800);
  await flood(2000, 8, async (n) => {
    const answer = await fetch(`${site.url}/news/${slug}?preview=not-a-token-${n}`, {
      headers: { "X-Forwarded-For": `10.${36 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}` },
    });
    expect(answer.status).toBe(404);
    await answer.arrayBuffer();
  });
  // PocketBase writes its log in batches, every few seconds.
  await new Promise((resolve) => setTimeout(resolve, 4000));
  flooding = false;
  await watch;
  largest = Math.max(largest, await logBytes());
  console.info(`the log's files at most ${(largest / 1048576).toFixed(1)} MB during 2,000 refused previews`);
  expect(largest).toBeLessThan(LOG_MAX_MB * 1024 * 1024);

  const refused = await admin.logs.getList(1, 200, { filter: 'message = "Preview link refused"' });
  expect(refused.totalItems).toBeGreaterThan(0);
  // Sampled: the first few a minute, then one in a hundred.
  expect(refused.totalItems).toBeLessThan(200);
  for (const entry of refused.items) {
    const fields = Object.entries(entry.data as Record<string, unknown>).filter(([name]) => !["level", "type"].includes(name));
    const line = entry.message.length + fields.reduce((sum, [name, value]) => sum + name.length + 2 + String(value).length, 0);
    expect(line).toBeLessThanOrEqual(BOUNDS.loggedLineChars.default);
  }
}, 300_000);

it("a page drawn for a request writes no line of its own: 40 not-found addresses, each drawn, leave no warning", async () => {
  // The static route once returned the drawing's Promise, and PocketBase logged "the handler must a non-async function
  // and not return a Promise" for each page drawn: a warning per request for anyone asking for addresses that are not
  // there, outside every sample.
  const since = new Date(Date.now() - 1000).toISOString().replace("T", " ");
  for (let n = 0; n < 40; n++) {
    const answer = await fetch(`${site.url}/no-such-page-${n}`, { headers: { "X-Forwarded-For": `10.99.0.${n}` } });
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain("</html>");
  }
  await new Promise((resolve) => setTimeout(resolve, 4000));
  const warnings = await admin.logs.getList(1, 50, { filter: `level >= 4 && created >= "${since}"` });
  expect(warnings.items.map((entry) => entry.message)).toEqual([]);
}, 60_000);
