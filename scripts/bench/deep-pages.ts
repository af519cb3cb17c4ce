// What a deep page of a long list costs next to the first: 2,000 published articles are added to
// the bench's own data dir (never the demo's), then page 1 and page 100 of /news and of the list
// API are loaded alike.
import { NEWS_PAGE_SIZE } from "../../shared/pages/list-params";
import { NEWEST_ORDER } from "../../shared/pages/lists";
import type { BenchServer } from "./bench-server";
import { median } from "./stats";
import { type Throughput, throughput } from "./throughput";

export const SEEDED_ARTICLES = 2000;
export const DEEP_PAGE = 100;
/** Creates in flight at once while seeding. */
const PARALLEL_CREATES = 8;
const COLD_ROUNDS = 7;
const HOUR = 3_600_000;

/** An ordinary article of about 2 KB, so a list that returns whole records carries what a real one would. */
function article(n: number, now: number) {
  const label = String(n).padStart(4, "0");
  const paragraph = `<p>Bench article ${label} is one of ${SEEDED_ARTICLES} written by the bench to make the news list long. It says little, at the length a studio's note usually has, so that each record weighs what a real one does.</p>`;
  return {
    title: `Bench article ${label}`,
    slug: `bench-article-${label}`,
    excerpt: `A long list's article number ${label}, written by the bench.`,
    body: paragraph.repeat(8),
    tags: "bench",
    author_name: "The bench",
    status: "published",
    published_at: new Date(now - (n + 1) * HOUR).toISOString().replace("T", " "),
  };
}

/**
 * Creates the articles one request each, a few at a time; returns how long it took (ms). Not through the batch API:
 * every batch is held to the contact form's body limit (5,000 characters, decision 082), as a visitor's batch of
 * contact messages would be, and a batch of articles is larger.
 */
async function seedArticles(server: BenchServer): Promise<number> {
  const started = performance.now();
  const now = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL_CREATES }, async () => {
      while (next < SEEDED_ARTICLES) {
        const n = ++next;
        await server.admin("POST", "/api/collections/news/records", article(n, now));
      }
    }),
  );
  return performance.now() - started;
}

async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

export interface DeepPageFigures {
  seedMs: number;
  /** Median time of one request right after a content change emptied the page cache (ms). */
  coldHtml: { first: number; deep: number; article: number };
  /** Under load, with whatever the server caches of the rendered page. */
  warmHtml: { first: Throughput; deep: Throughput };
  api: { first: Throughput; deep: Throughput };
  urls: { firstHtml: string; deepHtml: string; firstApi: string; deepApi: string; article: string };
}

export async function deepPages(server: BenchServer, progress: (line: string) => void): Promise<DeepPageFigures> {
  progress(`seeding ${SEEDED_ARTICLES} published articles through the API`);
  const seedMs = await seedArticles(server);
  progress(`seeded in ${(seedMs / 1000).toFixed(1)} s`);

  const listApi = (page: number) =>
    `/api/collections/news/records?page=${page}&perPage=${NEWS_PAGE_SIZE}&sort=${encodeURIComponent(NEWEST_ORDER)}`;
  const urls = { firstHtml: "/news", deepHtml: `/news?page=${DEEP_PAGE}`, firstApi: listApi(1), deepApi: listApi(DEEP_PAGE) };

  // The server caches a rendered page until content changes: a cold render is timed just after a change.
  const seeded = (await server.admin(
    "GET",
    `/api/collections/news/records?perPage=1&fields=id,slug&filter=${encodeURIComponent("tags = 'bench' && status = 'published'")}`,
  )) as { items: { id: string; slug: string }[]; totalItems: number };
  const touched = seeded.items[0]?.id;
  // The saved article's own page: a detail page's render (the article, its neighbours, the frame), issue 23's figure.
  const article = `/news/${seeded.items[0]?.slug ?? ""}`;
  if (!touched || seeded.totalItems !== SEEDED_ARTICLES) {
    throw new Error(`Seeding left ${seeded.totalItems} published bench articles, not ${SEEDED_ARTICLES}`);
  }
  const cold = { first: [] as number[], deep: [] as number[], article: [] as number[] };
  for (let round = 0; round < COLD_ROUNDS; round++) {
    progress(`cold render, round ${round + 1}/${COLD_ROUNDS}`);
    await server.admin("PATCH", `/api/collections/news/records/${touched}`, { author_name: `The bench ${round}` });
    // Alternate which page goes first, so neither always pays for whatever the change left to do.
    const order = round % 2 === 0 ? (["first", "deep"] as const) : (["deep", "first"] as const);
    for (const which of order)
      cold[which].push(await timedGet(`${server.url}${which === "first" ? urls.firstHtml : urls.deepHtml}`));
    cold.article.push(await timedGet(`${server.url}${article}`));
  }

  progress(`load: ${urls.firstHtml} and ${urls.deepHtml}`);
  const warmHtml = {
    first: await throughput(`${server.url}${urls.firstHtml}`),
    deep: await throughput(`${server.url}${urls.deepHtml}`),
  };
  progress(`load: list API, page 1 and page ${DEEP_PAGE}`);
  const api = {
    first: await throughput(`${server.url}${urls.firstApi}`),
    deep: await throughput(`${server.url}${urls.deepApi}`),
  };
  return {
    seedMs,
    coldHtml: { first: median(cold.first), deep: median(cold.deep), article: median(cold.article) },
    warmHtml,
    api,
    urls: { ...urls, article },
  };
}
