// Long articles in time linear in their size (issue 32): a body of a megabyte once took 67 s to save and ~70 s of CPU
// to draw, because the search text and the sanitiser copied the string at every character. Each body here is a new
// article, so each page is drawn cold. Judged by time, so this file runs alone (vite.config.ts, `*.alone.test.ts`).
import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOUNDS } from "../shared/serving/bounds";
import { allowManySubmissions, formToken, genuine, pause, send } from "./support/contact";
import { createNews } from "./support/fixtures";
import { median, timed } from "./support/flood";
import { LAST_SENTENCE, longBody } from "./support/long-body";
import { BEHIND_A_PROXY, startTestServer, type TestServer } from "./support/pocketbase";

const MB = 1024 * 1024;
const RUNS = 7;
let site: TestServer;
let admin: PocketBase;

beforeAll(async () => {
  site = await startTestServer({ ...BEHIND_A_PROXY, CONTACT_MIN_FILL_SECONDS: "0", PAGE_RATE_LIMIT: "0" });
  admin = await site.superuser();
  await allowManySubmissions(admin);
}, 60_000);
afterAll(() => site?.stop());

/** An article with a body of `bytes` saved through the API, then its page drawn cold: the time of each. */
async function saveAndDraw(bytes: number, n: number): Promise<{ save: number; draw: number }> {
  const body = longBody(bytes);
  const started = performance.now();
  const article = await createNews(admin, { title: `A long article ${bytes} ${n}`, body });
  const save = performance.now() - started;
  const page = await timed(`${site.url}/news/${article.slug}`);
  expect(page.status).toBe(200);
  // The whole body is on the page, to its last sentence.
  expect(page.text).toContain(LAST_SENTENCE);
  return { save, draw: page.ms };
}

describe("a long article (issue 32)", () => {
  it("of 1 MB saves in ≤ 2 s and is drawn cold in ≤ 2 s; one of 2 MB takes ≤ 2.2× as long", async () => {
    const runs = { one: [] as { save: number; draw: number }[], two: [] as { save: number; draw: number }[] };
    // Seven of each, taking turns at going first, so that neither size is always saved beside a larger index.
    for (let n = 0; n < RUNS; n++) {
      if (n % 2 === 0) runs.one.push(await saveAndDraw(MB, n));
      runs.two.push(await saveAndDraw(2 * MB, n));
      if (n % 2 === 1) runs.one.push(await saveAndDraw(MB, n));
    }
    // The bounds a visitor and an editor meet: the least disturbed of the runs, for time added by other work on the
    // machine is noise, never the code's.
    const least = (list: { save: number; draw: number }[], key: "save" | "draw") => Math.min(...list.map((run) => run[key]));
    // How the time grows with the body: each 2 MB run against the 1 MB run beside it, in the same minute, and the
    // median of the seven. The least of each size was compared before, and a loaded CI machine measured 2.30 (2 MB's
    // least against 1 MB's) where a quiet one measures 1.7–2.0: the two least runs were taken in different minutes.
    // The median of five pairs then met 2.33 on a loaded CI machine (1.5–1.9 quiet): three of five pairs disturbed.
    const growth = (key: "save" | "draw") =>
      median(runs.two.map((run, n) => run[key] / (runs.one[n] as { save: number; draw: number })[key]));
    const figures = {
      save1: least(runs.one, "save"),
      draw1: least(runs.one, "draw"),
      save2: least(runs.two, "save"),
      draw2: least(runs.two, "draw"),
      saveGrowth: growth("save"),
      drawGrowth: growth("draw"),
    };
    console.info(
      `long articles (ms, least of ${RUNS}; growth, median of ${RUNS} pairs): ${JSON.stringify(figures, (_, v) => (typeof v === "number" ? Number(v.toFixed(2)) : v))}`,
    );
    expect(figures.save1).toBeLessThanOrEqual(2000);
    expect(figures.draw1).toBeLessThanOrEqual(2000);
    expect(figures.saveGrowth).toBeLessThanOrEqual(2.2);
    expect(figures.drawGrowth).toBeLessThanOrEqual(2.2);
  }, 300_000);

  it("saved and drawn again with the same words, costs what it cost the first time", async () => {
    // PocketBase's JS engine keeps, per regular expression, the last text it read, and compared an equal text read
    // from another copy in full at every match: the second article with a body equal to the first took 5.5 s to save
    // where the first took 0.6 s (rich-text-sanitizer.ts, tokenScanner).
    const first = await saveAndDraw(MB, 100);
    const again = await saveAndDraw(MB, 101);
    console.info(
      `the same 1 MB body twice (ms): ${JSON.stringify({ first, again }, (_, v) => (typeof v === "number" ? Math.round(v) : v))}`,
    );
    expect(again.save).toBeLessThanOrEqual(Math.max(2 * first.save, 1000));
    expect(again.draw).toBeLessThanOrEqual(Math.max(2 * first.draw, 2000));
  }, 120_000);

  it("while the longest body the bound allows is saved, a contact message is stored in ≤ 200 ms", async () => {
    let saved = false;
    const started = performance.now();
    const saving = createNews(admin, { title: "The longest body", body: longBody(BOUNDS.richTextBytes.default) }).then(() => {
      saved = true;
    });
    // The save's request is on its way and being read.
    await pause(150);
    const times: number[] = [];
    for (let n = 0; !saved; n++) {
      const token = await formToken(site.url);
      const sent = performance.now();
      const answer = await send(
        site.url,
        { ...genuine, message: `Sent during a long save, ${n}.`, form_token: token, website: "" },
        // One address each (the form allows a few a minute per address), however many the save's time lets through.
        { "X-Forwarded-For": `10.32.${(n >> 8) & 255}.${(n & 255) + 1}` },
      );
      times.push(performance.now() - sent);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    await saving;
    const saveMs = performance.now() - started;
    console.info(`contact during a ${Math.round(saveMs)} ms save: ${times.map(Math.round).join(", ")} ms`);
    expect(times.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...times)).toBeLessThanOrEqual(200);
  }, 60_000);
});
