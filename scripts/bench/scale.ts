// Issue 34: the same rows at the demo's size and with years of content (the scale fixture, scripts/fixtures/). The
// demo's column is read on the bench's own server before it seeds anything; the fixture's on a server of its own, on a
// data dir made with the demo and then the fixture, which is saved inside PocketBase (every hook runs).
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { withImageSizes } from "../../shared/images/sizes-read";
import { NEWS_PAGE_SIZE } from "../../shared/pages/list-params";
import { listOptions, newsCards } from "../../shared/pages/lists";
import { SCALE, type ScaleSizes } from "../fixtures/scale-plan";
import { ensurePocketBase } from "../lib/pocketbase-binary";
import { makeScaleFixture } from "../lib/scale-fixture";
import type { BenchServer } from "./bench-server";
import { median } from "./stats";
import { type Throughput, throughput } from "./throughput";

export const DEEP = 100;
const COLD_ROUNDS = 5;
const SAVES = 20;
const SEARCH_ROUNDS = 21;
/** How long the server idles after the loads before its memory is read again (the two minutes). */
export const SETTLE_MS = 120_000;

/** The stock binary's memory (VmRSS) after the list loads on a backup of the fixture's data, and SETTLE_MS later. */
export interface StockRss {
  afterLoads: number;
  settled: number;
}

/**
 * The app's own news list request, as an in-app navigation sends it (web/src/features/news/news-page-query.ts): its
 * cards' fields, with their images' sizes expanded (shared/images/sizes-read.ts).
 */
export const appNewsList = (page: number) => {
  const { sort, fields, expand } = withImageSizes("news", listOptions(newsCards)) ?? listOptions(newsCards);
  const query = { page: String(page), perPage: String(NEWS_PAGE_SIZE), sort, fields, ...(expand ? { expand } : {}) };
  return `/api/collections/news/records?${new URLSearchParams({ ...query, filter: 'language = "en"' })}`;
};

/** The search rows: a word, a prefix as typed, two words, none, and a word in every article of the fixture's. */
const SCALE_SEARCHES = [
  { name: "a word", q: "harbour" },
  { name: "a prefix as typed", q: "shelv" },
  { name: "two words", q: "copper harbour" },
  { name: "no match", q: "qwzxv" },
  { name: "every fixture article", q: "fixture" },
] as const;

export interface ScaleColumn {
  articles: number;
  /** From the serving process's start to the first page's answer (ms). */
  startMs: number;
  api: { first: Throughput; deep?: Throughput };
  html: { first: Throughput; deep?: Throughput };
  /** Median of COLD_ROUNDS, each right after a save emptied the page cache (ms). */
  cold: Record<string, number>;
  search: { name: string; q: string; median: number; p95: number }[];
  sitemapColdMs: number;
  /** Every file the index names, each read once right after a save: the slowest (ms) and how many. */
  sitemapFiles: { slowestMs: number; slowest: string; files: number };
  saveMs: number;
  rssAfterLoads: number;
  rssSettled: number;
  /** The fixture's only: PocketBase's backup of it, and its restore until the site answers again (ms). */
  restore?: { backupMs: number; restoreMs: number };
}

async function timed(url: string, init?: RequestInit): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil(share * values.length) - 1] ?? Number.NaN;

/** The rows of this section on one server; `deep` when the list has a page 100. */
export async function scaleRows(
  server: BenchServer,
  progress: (line: string) => void,
  deep: boolean,
): Promise<Omit<ScaleColumn, "startMs" | "rssAfterLoads" | "rssSettled">> {
  const url = (address: string) => `${server.url}${address}`;
  const total = (await server.admin("GET", "/api/collections/news/records?perPage=1&fields=id")) as { totalItems: number };
  const [article] = (
    (await server.admin(
      "GET",
      `/api/collections/news/records?perPage=1&fields=id,slug&sort=-published_at&filter=${encodeURIComponent('language = "en" && status = "published" && published_at <= @now')}`,
    )) as {
      items: { id: string; slug: string }[];
    }
  ).items;
  if (!article) throw new Error("No published English article to measure with");
  progress(`scale rows with ${total.totalItems} articles: the list API and /news under load`);
  const api = {
    first: await throughput(url(appNewsList(1))),
    ...(deep ? { deep: await throughput(url(appNewsList(DEEP))) } : {}),
  };
  const html = { first: await throughput(url("/news")), ...(deep ? { deep: await throughput(url(`/news?page=${DEEP}`)) } : {}) };

  progress("scale rows: cold renders and the sitemap, each right after a save");
  const pages = ["/", "/work", "/news", ...(deep ? [`/news?page=${DEEP}`] : []), `/news/${article.slug}`, "/sitemap.xml"];
  const cold: Record<string, number[]> = Object.fromEntries(pages.map((page) => [page, []]));
  for (let round = 0; round < COLD_ROUNDS; round++) {
    await server.admin("PATCH", `/api/collections/news/records/${article.id}`, { author_name: `Cold round ${round}` });
    for (const page of pages) cold[page]?.push(await timed(url(page)));
  }

  progress("scale rows: every file of the sitemap, right after a save");
  await server.admin("PATCH", `/api/collections/news/records/${article.id}`, { author_name: "Sitemap files" });
  const index = await (await fetch(url("/sitemap.xml"))).text();
  const files = [...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  const sitemapFiles = { slowestMs: 0, slowest: "", files: files.length };
  for (const file of files) {
    const took = await timed(url(file));
    if (took > sitemapFiles.slowestMs) Object.assign(sitemapFiles, { slowestMs: took, slowest: file });
  }

  progress(`scale rows: ${SAVES} saves of an article's title and body`);
  const saves: number[] = [];
  for (let n = 0; n < SAVES; n++) {
    const started = performance.now();
    await server.admin("PATCH", `/api/collections/news/records/${article.id}`, {
      title: `A measured save ${n}`,
      body: `<p>The body of save ${n}, as an editor changes a paragraph.</p>`,
    });
    saves.push(performance.now() - started);
  }

  progress("scale rows: search, one request at a time");
  const search = [];
  for (const { name, q } of SCALE_SEARCHES) {
    const address = url(`/api/search?q=${encodeURIComponent(q)}`);
    for (let i = 0; i < 3; i++) await timed(address);
    const times: number[] = [];
    for (let i = 0; i < SEARCH_ROUNDS; i++) times.push(await timed(address));
    search.push({ name, q, median: median(times), p95: percentile(times, 0.95) });
  }
  const { "/sitemap.xml": sitemap = [], ...renders } = cold;
  return {
    articles: total.totalItems,
    api,
    html,
    cold: Object.fromEntries(Object.entries(renders).map(([page, times]) => [page, median(times)])),
    search,
    sitemapColdMs: median(sitemap),
    sitemapFiles,
    saveMs: median(saves),
  };
}

/** The fixture's sizes: the issue's, or BENCH_SCALE="articles,projects" for a quicker look. */
function benchSizes(): ScaleSizes {
  const [articles, projects] = (process.env.BENCH_SCALE ?? "").split(",").map(Number);
  return articles && projects ? { articles, projects } : SCALE;
}

/** A data dir with the demo and the fixture, made before the server that reads it starts. */
export async function fixtureDataDir(progress: (line: string) => void, sizes: ScaleSizes = benchSizes()): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "pb-bench-scale-"));
  progress(`making the scale fixture (${sizes.articles} articles, ${sizes.projects} projects) in ${dataDir}`);
  const ms = await makeScaleFixture({
    bin: await ensurePocketBase(),
    dataDir,
    sizes,
    env: { SEED_DEMO: "true" },
    progress: (line) => {
      if (/ saved$/.test(line) && !/000 /.test(line)) return;
      progress(`  ${line.replace(/^\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d /, "")}`);
    },
  });
  progress(`made in ${(ms / 60_000).toFixed(1)} min`);
  return dataDir;
}

/**
 * The restore drill's first part on the fixture (issue 34: at most 60 s): PocketBase's own backup of the data dir, then
 * its restore through the API, which replaces the data and restarts the process in place. Restored means the site
 * answers `/` again and a change made after the backup is gone: the old process answers until it restarts.
 */
export async function restoreRows(
  server: BenchServer,
  progress: (line: string) => void,
): Promise<{ backupMs: number; restoreMs: number }> {
  const name = "bench-restore.zip";
  const [article] = (
    (await server.admin("GET", "/api/collections/news/records?perPage=1&fields=id,author_name&sort=created")) as {
      items: { id: string; author_name: string }[];
    }
  ).items;
  if (!article) throw new Error("No article to tell the restored data by");
  progress("scale: the fixture's backup (PocketBase's own), then its restore");
  let started = performance.now();
  await server.admin("POST", "/api/backups", { name });
  const backupMs = performance.now() - started;
  await server.admin("PATCH", `/api/collections/news/records/${article.id}`, { author_name: "Changed after the backup" });
  started = performance.now();
  await server.admin("POST", `/api/backups/${name}/restore`);
  const until = started + 300_000;
  for (;;) {
    if (performance.now() > until) throw new Error("The restored site did not answer within 300 s");
    const restored = await (async () => {
      try {
        const home = await fetch(`${server.url}/`);
        await home.arrayBuffer();
        if (!home.ok) return false;
        const read = (await server.admin("GET", `/api/collections/news/records/${article.id}?fields=author_name`)) as {
          author_name: string;
        };
        return read.author_name === article.author_name;
      } catch {
        // Restarting: refused connections and failed sign-ins until it is back.
        return false;
      }
    })();
    if (restored) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { backupMs, restoreMs: performance.now() - started };
}
