// npm run bench: the whole performance picture from one run, written to bench/results.md and
// printed: Lighthouse mobile per page, JS and image bytes at phone width, server throughput, the
// cost of a deep list page, and the server's memory. Informative, never a test (decision 084).
// BENCH_NOTE adds a line to the report's header (e.g. what else the machine was doing).
import { execFileSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { NEWEST_ORDER } from "../shared/pages/lists";
import { type BenchServer, settingsForLoad, startBenchServer } from "./bench/bench-server";
import { deepPages } from "./bench/deep-pages";
import { CHROMIUM, missingChromium } from "./bench/devices";
import { edgeRow } from "./bench/edge-row";
import { startFloorPage } from "./bench/floor-page";
import { type LighthouseFigures, lighthouseRun, medianFigures } from "./bench/lighthouse";
import { type LoadTarget, loadRow } from "./bench/load-rows";
import { pageWeights } from "./bench/page-weight";
import { type BenchResults, report } from "./bench/report";
import {
  appNewsList,
  DEEP,
  fixtureDataDir,
  restoreRows,
  type ScaleColumn,
  SETTLE_MS,
  type StockRss,
  scaleRows,
} from "./bench/scale";
import { searchTimings } from "./bench/search";
import { EVERY_KIND_PATH, fortySections, makeEveryKindPage } from "./bench/section-pages";
import { mb } from "./bench/stats";
import { startStockServer } from "./bench/stock";
import { throughput } from "./bench/throughput";
import { warmThumbnails } from "./bench/warm-thumbnails";
import { build } from "./lib/build";
import { measureJs } from "./lib/js-budget";
import { projectRoot } from "./lib/pocketbase-binary";
import { projectDirs } from "./lib/pocketbase-process";

const LIGHTHOUSE_RUNS = 3;
const started = performance.now();
const progress = (line: string) =>
  console.error(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" / ");
const run = (command: string, args: string[]) => {
  try {
    return execFileSync(command, args, { cwd: projectRoot, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "unknown";
  }
};

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The pages issue 11 measures: two lists and one of each detail page, from the demo content; and (issue 24) the
 * Portuguese home and a Portuguese article.
 */
async function pagesToMeasure(server: BenchServer): Promise<{ name: string; path: string }[]> {
  const first = async (collection: string, sort: string, language = "en") => {
    const filter = encodeURIComponent(`language = "${language}"`);
    const list = await json<{ items: { slug: string }[] }>(
      `${server.url}/api/collections/${collection}/records?perPage=1&fields=slug&filter=${filter}&sort=${encodeURIComponent(sort)}`,
    );
    const slug = list.items[0]?.slug;
    if (!slug) throw new Error(`The demo content has no published ${collection}`);
    return slug;
  };
  return [
    { name: "home", path: "/" },
    { name: "work", path: "/work" },
    { name: "a project", path: `/project/${await first("projects", "-published_at")}` },
    { name: "an article", path: `/news/${await first("news", NEWEST_ORDER)}` },
    { name: "home in Portuguese", path: "/pt/" },
    { name: "an article in Portuguese", path: `/pt/news/${await first("news", NEWEST_ORDER, "pt")}` },
    // Issue 33: one section of every kind (made by makeEveryKindPage before the pages are measured).
    { name: "a page with a section of every kind", path: EVERY_KIND_PATH },
  ];
}

async function bench(server: BenchServer): Promise<Omit<BenchResults, "header">> {
  const rss: BenchResults["rss"] = [{ moment: "started, demo content, idle", bytes: await server.rss() }];
  progress("making a page with a section of every kind");
  await makeEveryKindPage(server);
  const pages = await pagesToMeasure(server);
  const js = await measureJs(projectDirs.public);
  progress(
    `asked for ${await warmThumbnails(pages.map((page) => `${server.url}${page.path}`))} pictures once, as a visitor before`,
  );

  const runs = new Map<string, LighthouseFigures[]>(pages.map((page) => [page.path, []]));
  // The machine's floor: an empty page, in the same rounds (floor-page.ts).
  const floor = await startFloorPage();
  const floorRuns: LighthouseFigures[] = [];
  const measured = [
    ...pages.map((page) => ({ name: page.path, url: `${server.url}${page.path}`, into: runs.get(page.path) ?? [] })),
    { name: "an empty page (the machine's floor)", url: floor.url, into: floorRuns },
  ];
  try {
    for (let round = 1; round <= LIGHTHOUSE_RUNS; round++) {
      for (const { name, url, into } of measured) {
        progress(`Lighthouse run ${round}/${LIGHTHOUSE_RUNS}: ${name}`);
        const figures = await lighthouseRun(url);
        into.push(figures);
        progress(`  score ${figures.score}, LCP ${(figures.lcp / 1000).toFixed(2)} s, TBT ${figures.tbt.toFixed(0)} ms`);
      }
    }
  } finally {
    await floor.stop();
  }
  progress("bytes over the wire at 390 px, DPR 3");
  const weights = await pageWeights(pages.map((page) => `${server.url}${page.path}`));
  rss.push({ moment: "after Lighthouse and the page weights", bytes: await server.rss() });

  const home = await (await fetch(`${server.url}/`)).text();
  // The app's own script (boot names it in data-app, decision 073): a 100 KB static asset, as a page's are.
  const entry = /<script type="module"[^>]*data-app="([^"]+)"/.exec(home)?.[1];
  if (!entry) throw new Error("The home page names no app script (script[data-app])");
  // The boot script: 1.2 KB, the file the issue compares with the stock binary (sent as it is by both).
  const boot = /<script[^>]*src="(\/assets\/boot-[^"]+\.js)"/.exec(home)?.[1];
  if (!boot) throw new Error("The home page names no boot script (/assets/boot-*.js)");
  const article = pages[3]?.path ?? "";
  const list = "/api/collections/news/records?page=1&perPage=12";
  const targets: LoadTarget[] = [
    { name: "built file, as it is", path: boot, asIs: true, stock: { name: "the same file", path: boot, asIs: true } },
    { name: "article HTML", path: article, stock: { name: "the built file", path: boot, asIs: true } },
    {
      name: "article HTML revalidated (304)",
      path: article,
      revalidate: true,
      stock: { name: "the built file", path: boot, asIs: true },
    },
    { name: "the app's script, its brotli twin", path: entry },
    { name: "list API", path: list, stock: { name: "the same request", path: list } },
  ];
  progress("starting the stock binary (no migrations, one trivial hook) on a backup of the bench's data");
  const stock = await startStockServer(server);
  const load: BenchResults["load"] = [];
  try {
    for (const target of targets) {
      progress(`load: ${target.name} ${target.path}${target.stock ? ", interleaved with the stock binary, best of two" : ""}`);
      load.push(await loadRow(server.url, stock.url, target));
    }
    rss.push({ moment: "stock binary after the same loads", bytes: await stock.rss(), stock: true });
  } finally {
    await stock.stop();
  }
  rss.push({ moment: "after the throughput load", bytes: await server.rss() });
  progress(`load: ${article} through Varnish (varnish/site.vcl) in front, interleaved with the origin, best of two`);
  const edge = await edgeRow(server.url, article);

  const forty = await fortySections(server, progress);
  const deep = await deepPages(server, progress);
  rss.push({ moment: "after seeding 2,000 articles and the deep-page load", bytes: await server.rss() });
  const search = await searchTimings(server, progress);
  const scale = await scaleSection();

  return {
    pages: pages.map((page, i) => {
      const pageRuns = runs.get(page.path) ?? [];
      const weight = weights[i];
      if (!weight) throw new Error(`No page weight for ${page.path}`);
      return { ...page, lighthouse: { median: medianFigures(pageRuns), runs: pageRuns }, weight };
    }),
    floor: { median: medianFigures(floorRuns), runs: floorRuns },
    js,
    load,
    edge,
    deep,
    search,
    forty,
    rss,
    scale,
  };
}

/**
 * Issue 34's rows at the demo's size (a fresh server of its own) and with the scale fixture, each on a server that
 * serves nothing else meanwhile; then the fixture server's memory after its loads and once it has idled SETTLE_MS,
 * beside the stock binary's after the same list loads on a backup of the same data, and once it too has idled as long.
 * The stock binary starts after ours has idled: the backup it starts from is made by our server.
 */
async function scaleSection(): Promise<{ demo: ScaleColumn; fixture: ScaleColumn; stock: StockRss }> {
  const column = async (made: string | undefined, deep: boolean): Promise<ScaleColumn & { server: BenchServer }> => {
    const server = await startBenchServer({ CDN_MODE: "on" }, made);
    try {
      await settingsForLoad(server);
      const rows = await scaleRows(server, progress, deep);
      const rssAfterLoads = await server.rss();
      return { ...rows, startMs: server.startMs, rssAfterLoads, rssSettled: rssAfterLoads, server };
    } catch (error) {
      await server.stop();
      throw error;
    }
  };
  const idle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  progress("scale: the demo's size, on a fresh server");
  const { server: demoServer, ...demo } = await column(undefined, false);
  await demoServer.stop();
  const { server: fixtureServer, ...fixture } = await column(await fixtureDataDir(progress), true);
  try {
    progress(`scale: the fixture server idles ${SETTLE_MS / 1000} s before its memory is read again`);
    await idle();
    fixture.rssSettled = await fixtureServer.rss();
    progress(`scale: the stock binary on a backup of the fixture's data, the same list loads, then ${SETTLE_MS / 1000} s idle`);
    const stock = await startStockServer(fixtureServer);
    let rss: StockRss;
    try {
      for (const page of [1, DEEP]) await throughput(`${stock.url}${appNewsList(page)}`);
      const afterLoads = await stock.rss();
      await idle();
      rss = { afterLoads, settled: await stock.rss() };
    } finally {
      await stock.stop();
    }
    fixture.restore = await restoreRows(fixtureServer, progress);
    return { demo, fixture, stock: rss };
  } finally {
    await fixtureServer.stop();
  }
}

const missing = missingChromium();
if (missing) {
  console.error(`Bench cannot start: ${missing}`);
  process.exit(1);
}
const loadBefore = loadAverage();
await build({ onlyStale: true });
progress("starting PocketBase on a temporary data dir with the demo content");
let server: BenchServer | undefined;
try {
  // CDN_MODE=on: the pages say an edge may keep them, for the edge row; nothing else a row measures changes with it.
  server = await startBenchServer({ CDN_MODE: "on" });
  await settingsForLoad(server);
  const results = await bench(server);
  const commit = run("git", ["rev-parse", "--short", "HEAD"]);
  const dirty = run("git", ["status", "--porcelain"]) === "" ? "" : " with uncommitted changes";
  const header = [
    `Run ${new Date().toISOString()} on commit ${commit}${dirty}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), ${mb(os.totalmem())} RAM.`,
    `Load average (1 / 5 / 15 min): ${loadBefore} at the start, ${loadAverage()} at the end. Took ${((performance.now() - started) / 60_000).toFixed(1)} min.`,
    `${run(CHROMIUM, ["--version"]).split("\n")[0]}; Lighthouse 12.8.2; Node ${process.version}.`,
    ...(process.env.BENCH_NOTE ? ["", `> ${process.env.BENCH_NOTE}`] : []),
  ];
  const text = report({ header, ...results });
  await mkdir(path.join(projectRoot, "bench"), { recursive: true });
  await writeFile(path.join(projectRoot, "bench/results.md"), text);
  console.log(text);
  progress("written to bench/results.md");
} catch (error) {
  console.error(`Bench failed: ${(error as Error).stack ?? error}`);
  process.exitCode = 1;
} finally {
  await server?.stop();
}
