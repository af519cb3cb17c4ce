// One render per page at a time (issue 32): visitors asking for a page that is being drawn wait for that render,
// however long it takes, instead of giving up after 5 s and drawing it themselves; and every spelling of a page's
// address is sent to its own, so a burst of spellings draws it once. The server counts its renders as steps
// (REQUEST_STEPS=1: a "draw" step in the X-Request-Steps header of the answer that drew). Judged by time, so this file
// runs alone (vite.config.ts, `*.alone.test.ts`).
import { afterEach, expect, it } from "vitest";
import type { Step } from "../shared/pages/steps";
import { createNews } from "./support/fixtures";
import { BEHIND_A_PROXY, startTestServer, type TestServer } from "./support/pocketbase";

let site: TestServer | undefined;
afterEach(async () => {
  await site?.stop();
  site = undefined;
});

/** A full page load by one visitor: its status, its time, and whether its answer drew the page. */
async function load(url: string, visitor: number) {
  const started = performance.now();
  const response = await fetch(url, { headers: { "X-Forwarded-For": `10.33.${visitor >> 8}.${visitor & 255}` } });
  await response.arrayBuffer();
  const steps = JSON.parse(response.headers.get("x-request-steps") ?? "[]") as [Step, string][];
  return {
    status: response.status,
    redirected: response.redirected,
    ms: performance.now() - started,
    drew: steps.some(([step]) => step === "draw"),
  };
}

it("twenty visitors asking at once for a page whose render takes 10 s: one render, twenty 200s, none past its time + 1 s", async () => {
  site = await startTestServer({ ...BEHIND_A_PROXY, REQUEST_STEPS: "1", TEST_RENDER_DELAY_MS: "10000", PAGE_RATE_LIMIT: "0" });
  const url = `${site.url}/work`;
  const loads = await Promise.all(Array.from({ length: 20 }, (_, n) => load(url, n + 1)));
  expect(loads.map((one) => one.status)).toEqual(Array(20).fill(200));
  const drawers = loads.filter((one) => one.drew);
  expect(drawers).toHaveLength(1);
  const renderMs = drawers[0]?.ms ?? 0;
  expect(renderMs).toBeGreaterThanOrEqual(10_000);
  const slowest = Math.max(...loads.map((one) => one.ms));
  console.info(
    `20 visitors, one 10 s render: the render's request ${Math.round(renderMs)} ms, the slowest ${Math.round(slowest)} ms`,
  );
  expect(slowest).toBeLessThanOrEqual(renderMs + 1000);
}, 60_000);

it("forty spellings of one article asked for at once draw it once", async () => {
  site = await startTestServer({ ...BEHIND_A_PROXY, REQUEST_STEPS: "1", PAGE_RATE_LIMIT: "0" });
  const admin = await site.superuser();
  const article = await createNews(admin, { title: "Spelt forty ways" });
  const own = `/news/${article.slug}`;
  // Each letter of the address in either case, and one of its letters escaped: forty different spellings.
  const spellings = new Set<string>();
  for (let n = 1; spellings.size < 40; n++) {
    const upper = Array.from(own, (char, at) => ((n >> (at % 20)) & 1 ? char.toUpperCase() : char)).join("");
    const escapeAt = 1 + (n % 4);
    spellings.add(
      n % 2 ? upper : `${upper.slice(0, escapeAt)}%${upper.charCodeAt(escapeAt).toString(16)}${upper.slice(escapeAt + 1)}`,
    );
  }
  spellings.delete(own);
  const loads = await Promise.all([...spellings].map((spelt, n) => load(`${site?.url}${spelt}`, n + 1)));
  expect(loads.map((one) => one.status)).toEqual(loads.map(() => 200));
  expect(loads.every((one) => one.redirected)).toBe(true);
  expect(loads.filter((one) => one.drew)).toHaveLength(1);
}, 60_000);
