import type PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchResults } from "../shared/search/results";
import { BOUNDS } from "../shared/serving/bounds";
import { createNews } from "./support/fixtures";
import { startTestServer, type TestServer } from "./support/pocketbase";

/**
 * A word in more records of a language than BOUNDS.searchCandidates is ranked among its most recently saved matches
 * only (pb_hooks/src/lib/search/search.ts; issue 34), so a word in every article costs what a rarer one does. A rarer
 * word is ranked among all its matches, as before.
 */
let site: TestServer;
let admin: PocketBase;
let oldest = "";
let newest = "";
const CANDIDATES = BOUNDS.searchCandidates.default;

beforeAll(async () => {
  site = await startTestServer();
  admin = await site.superuser();
  oldest = (await createNews(admin, { title: "Zephyr almanac", body: "<p>The zephyr, first written.</p>" })).id;
  // More than the candidates, each with the word in its text only: four saves at a time.
  for (let n = 0; n < CANDIDATES + 5; n += 4)
    await Promise.all(
      [0, 1, 2, 3].map((k) => createNews(admin, { title: `Note ${n + k}`, body: `<p>A zephyr in note ${n + k}.</p>` })),
    );
  newest = (await createNews(admin, { title: "Zephyr yearbook", body: "<p>The zephyr, last written.</p>" })).id;
}, 180_000);
afterAll(async () => {
  await site?.stop();
});

const hits = async (q: string) => {
  const answer = (await (await fetch(`${site.url}/api/search?q=${encodeURIComponent(q)}`)).json()) as SearchResults;
  return answer.hits.map((hit) => hit.id);
};

describe("a word in more records than the candidates", () => {
  it("is ranked among its newest: the newest title match first, the oldest past them", async () => {
    const found = await hits("zephyr");
    expect(found[0]).toBe(newest);
    expect(found).not.toContain(oldest);
  });

  it("leaves a rarer word ranked among all its matches", async () => {
    expect((await hits("almanac"))[0]).toBe(oldest);
  });
});
