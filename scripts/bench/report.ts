// bench/results.md: one run's figures as a Markdown report.
import { type JsBudgetFigures, totalBrotli } from "../lib/js-budget";
import { GOMEMLIMIT, GOMEMLIMIT_BYTES } from "../lib/memory-limit";
import { DEEP_PAGE, type DeepPageFigures, SEEDED_ARTICLES } from "./deep-pages";
import { PHONE } from "./devices";
import type { EdgeFigures } from "./edge-row";
import type { LighthouseFigures } from "./lighthouse";
import type { LoadRow } from "./load-rows";
import type { PageWeight } from "./page-weight";
import { DEEP, type ScaleColumn, SETTLE_MS, type StockRss } from "./scale";
import type { SearchTiming } from "./search";
import type { FortyFigures } from "./section-pages";
import { kb, mb, percent, seconds } from "./stats";
import { CONNECTIONS, LOAD_SECONDS, type Throughput } from "./throughput";

interface MeasuredPage {
  name: string;
  path: string;
  lighthouse: { median: LighthouseFigures; runs: LighthouseFigures[] };
  weight: PageWeight;
}

export interface BenchResults {
  header: string[];
  pages: MeasuredPage[];
  /** Lighthouse on an empty page served beside the site (floor-page.ts): the best score this machine gives. */
  floor: MeasuredPage["lighthouse"];
  js: JsBudgetFigures;
  load: LoadRow[];
  edge: EdgeFigures;
  deep: DeepPageFigures;
  search: SearchTiming[];
  forty: FortyFigures;
  /** `stock`: the stock binary's, for comparison; the others are ours. */
  rss: { moment: string; bytes: number; stock?: boolean }[];
  scale: { demo: ScaleColumn; fixture: ScaleColumn; stock: StockRss };
}

const table = (head: string[], rows: string[][]) =>
  [`| ${head.join(" | ")} |`, `|${head.map(() => " --- ").join("|")}|`, ...rows.map((row) => `| ${row.join(" | ")} |`)].join(
    "\n",
  );

const rate = (result: Throughput) => `${result.requestsPerSecond.toFixed(0)} req/s`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

function lighthouseSection(pages: MeasuredPage[], floor: BenchResults["floor"]): string {
  const rows = pages.map(({ name, path, lighthouse: { median, runs } }) => [
    `${name} \`${path}\``,
    String(median.score),
    seconds(median.fcp),
    seconds(median.lcp),
    ms(median.tbt),
    median.cls.toFixed(3),
    runs.map((run) => run.score).join(", "),
  ]);
  return [
    "## Lighthouse 12.8.2, mobile (median of 3)",
    "Default mobile settings: simulated throttling (4× CPU, slow 4G), Moto G Power screen (412 px, DPR 1.75), " +
      "Lighthouse's Moto G Power user agent (Headless Chromium's own would mark the visit as a bot). " +
      "Each metric is its own median over the runs; runs go round the pages in turn, so load on the machine spreads over all of them.",
    "",
    table(["page", "score", "FCP", "LCP", "TBT", "CLS", "scores of the runs"], rows),
    "",
    `The machine's floor: an empty page (one heading and one paragraph, no style, no script; \`scripts/bench/floor-page.ts\`) ` +
      `served by Node beside the site, in the same rounds: score ${floor.median.score} (runs ${floor.runs.map((run) => run.score).join(", ")}), ` +
      `TBT ${ms(floor.median.tbt)}. Taken median for median, no page scores above what this machine gives an empty one.`,
  ].join("\n");
}

function weightSection(pages: MeasuredPage[], js: JsBudgetFigures): string {
  const rows = pages.map(({ name, path, weight }) => [
    `${name} \`${path}\``,
    `${kb(weight.scripts.bytes)} (${weight.scripts.count})`,
    `${kb(weight.images.bytes)} (${weight.images.count})`,
    weight.images.largest ? `${kb(weight.images.largest.bytes)} \`${weight.images.largest.url}\`` : "none",
  ]);
  return [
    `## Bytes over the wire at ${PHONE.width} px, DPR ${PHONE.deviceScaleFactor}`,
    "A first visit in Playwright's Chromium (empty cache), counted until the network has been idle for 500 ms: " +
      "transfer size (headers and encoded body) of script and image responses, with the number of responses.",
    "",
    table(["page", "JS", "images", "largest image"], rows),
    "",
    `From the build alone (the JS budget test, brotli): ${kb(totalBrotli(js.beforeFirstRender))} in ${js.beforeFirstRender.length} files ` +
      `before the first render (budget 100 KB); ${kb(totalBrotli(js.loadedByHome))} in ${js.loadedByHome.length} files for \`/\` ` +
      `on a phone (budget 150 KB, every reachable \`import()\` counted); ${kb(totalBrotli(js.loadedByHomeOnDesktop))} on a ` +
      "desktop, which adds Lenis for its wheel.",
  ].join("\n");
}

/** Issue 25's bar: each of ours at least half the stock binary's rate, a page's p99 within twice the stock file's. */
const STOCK_SHARE = 0.5;
const P99_FACTOR = 2;
/** Issue 25's bar for memory after every load, under the container's GOMEMLIMIT (scripts/lib/memory-limit.ts). */
const RSS_AFTER_LOADS_MB = 150;

function loadSection(load: BenchResults["load"]): string {
  const rows = load.map(({ name, path, result, stock }) => [
    `${name} \`${path}\``,
    rate(result),
    ms(result.p50),
    ms(result.p99),
    String(result.failed),
    stock ? `${rate(stock.result)}, p99 ${ms(stock.result.p99)} (${stock.name})` : "",
    stock ? `${(result.requestsPerSecond / stock.result.requestsPerSecond).toFixed(2)}` : "",
  ]);
  const article = load.find((row) => row.name === "article HTML");
  const verdicts = load
    .filter((row) => row.stock)
    .map(({ name, result, stock }) => {
      const share = result.requestsPerSecond / (stock?.result.requestsPerSecond ?? 1);
      return `- ${name}: ${percent(share)} of the stock binary's ${stock?.name} (bar ${percent(STOCK_SHARE)}): ${share >= STOCK_SHARE ? "holds" : "MISSES"}.`;
    });
  if (article?.stock) {
    const holds = article.result.p99 <= P99_FACTOR * article.stock.result.p99;
    verdicts.push(
      `- article HTML p99: ${ms(article.result.p99)} against ${P99_FACTOR}× the stock built file's ${ms(article.stock.result.p99)}: ${holds ? "holds" : "MISSES"}.`,
    );
  }
  return [
    `## Server throughput (${CONNECTIONS} connections on loopback, ${LOAD_SECONDS} s each)`,
    'autocannon with the encodings Chromium accepts ("as it is": none); each address gets 2 s of the same load first (unmeasured), so the server\'s hook VMs and page cache are warm. ' +
      "The bench's own data dir has the per-IP rate limits off, or the limiter would answer the one client with 429s. " +
      "The stock binary is the same PocketBase with no migrations and one trivial hook (`routerUse((e) => e.next())`), serving the same pb_public on a backup of the bench's data; " +
      "where a row has a stock reference, the two are loaded in turn, twice, and each keeps its better run (issue 25).",
    "",
    table(["what", "req/s", "p50", "p99", "failed", "stock binary", "÷ stock"], rows),
    "",
    ...verdicts,
  ].join("\n");
}

function deepSection(deep: DeepPageFigures): string {
  const ratio = (first: number, deepValue: number) => `${(deepValue / first).toFixed(2)}×`;
  const { coldHtml, warmHtml, api, urls } = deep;
  return [
    `## Page 1 against page ${DEEP_PAGE}, with ${SEEDED_ARTICLES} more published articles`,
    `Seeded into the bench's data dir through the API (8 creates at a time) in ${seconds(deep.seedMs)}. ` +
      "Cold: one request right after an article was saved (which empties the page cache), median of 7 rounds. " +
      "Cost ratios are page 100 over page 1 (time) or page 1 over page 100 (rate): above 1× means the deep page costs more.",
    "",
    table(
      ["what", "page 1", `page ${DEEP_PAGE}`, "cost ratio"],
      [
        [
          `HTML cold render \`${urls.firstHtml}\` / \`${urls.deepHtml}\``,
          ms(coldHtml.first),
          ms(coldHtml.deep),
          ratio(coldHtml.first, coldHtml.deep),
        ],
        [
          "HTML under load (page cache as the server keeps it)",
          `${rate(warmHtml.first)}, p99 ${ms(warmHtml.first.p99)}`,
          `${rate(warmHtml.deep)}, p99 ${ms(warmHtml.deep.p99)}`,
          ratio(warmHtml.deep.requestsPerSecond, warmHtml.first.requestsPerSecond),
        ],
        [
          `list API \`${urls.deepApi}\``,
          `${rate(api.first)}, p99 ${ms(api.first.p99)}`,
          `${rate(api.deep)}, p99 ${ms(api.deep.p99)}`,
          ratio(api.deep.requestsPerSecond, api.first.requestsPerSecond),
        ],
      ],
    ),
    "",
    `Failed requests under load: HTML ${warmHtml.first.failed} / ${warmHtml.deep.failed}, API ${api.first.failed} / ${api.deep.failed}.`,
    "",
    `An article's cold render (\`${urls.article}\`, right after the same saves, median of 7): ${ms(coldHtml.article)}, ` +
      "the whole request on loopback; issue 23 asks at most 50 ms of server time.",
  ].join("\n");
}

/** Issue 33's bars for pages of sections: a phone's JS, Lighthouse, a forty-section page's render and admin form. */
function sectionsSection(pages: MeasuredPage[], forty: FortyFigures, floor: BenchResults["floor"]): string {
  const holds = (ok: boolean) => (ok ? "holds" : "MISSES");
  const lines = pages
    .filter((page) => page.path === "/" || page.path.startsWith("/bench-"))
    .map((page) => {
      const { bodies, bytes, count } = page.weight.scripts;
      const bar = page.path === "/" ? 150 : 170;
      const score = Math.round(page.lighthouse.median.score);
      return `- ${page.name} \`${page.path}\`: JS ${kb(bodies)} in ${count} files, their encoded bodies as the JS budget counts them (bar ${bar} KB): ${holds(bodies <= bar * 1024)}; ${kb(bytes)} with their response headers; Lighthouse ${score} (bar 98): ${holds(score >= 98)}, where an empty page scores ${floor.median.score} on this machine.`;
    });
  return [
    "## Pages of sections (issue 33)",
    "A page with one section of every kind and a page of forty (a hero, then text, quote, figures, questions and call to action sections in turn), made through the API as an editor's saves are.",
    "",
    ...lines,
    `- \`${forty.path}\` cold render, right after one of its sections was saved (which empties the page cache), median of 7: ${ms(forty.coldRender)}, the whole request on loopback (bar 80 ms): ${holds(forty.coldRender <= 80)}.`,
    `- The admin at 1440 px opens its form from the list of pages, its forty sections listed, median of 5: ${ms(forty.adminForm)} (bar 2 s): ${holds(forty.adminForm <= 2000)}.`,
  ].join("\n");
}

function searchSection(timings: SearchTiming[]): string {
  return [
    `## Search with ${SEEDED_ARTICLES} more published articles`,
    "`/api/search?q=` one request at a time after 3 unmeasured ones, median and 95th percentile of 31, whole request on loopback. " +
      "Issue 14 asks for under 20 ms.",
    "",
    table(
      ["query", "results", "median", "p95"],
      timings.map((t) => [
        `${t.name} \`${t.q}\``,
        `${t.hits}${t.more ? " (more)" : ""}`,
        `${t.median.toFixed(1)} ms`,
        `${t.p95.toFixed(1)} ms`,
      ]),
    ),
  ].join("\n");
}

function memorySection(rss: BenchResults["rss"]): string {
  const last = rss.filter((entry) => !entry.stock).at(-1);
  return [
    "## PocketBase's memory (VmRSS)",
    "",
    `Run with GOMEMLIMIT=${process.env.GOMEMLIMIT || GOMEMLIMIT}, as the container is (a soft limit on the Go heap; RSS also counts the`,
    "JS engines and SQLite's cache, so it may pass it).",
    "",
    table(
      ["moment", "RSS", `of ${GOMEMLIMIT}`],
      rss.map(({ moment, bytes }) => [moment, mb(bytes), `${Math.round((bytes / GOMEMLIMIT_BYTES) * 100)} %`]),
    ),
    "",
    last
      ? `After every load: ${mb(last.bytes)} against issue 25's ${RSS_AFTER_LOADS_MB} MB: ${last.bytes <= RSS_AFTER_LOADS_MB * 1024 * 1024 ? "holds" : "MISSES"}.`
      : "",
  ].join("\n");
}

function edgeSection(edge: EdgeFigures): string {
  const row = (name: string, result: Throughput) => [name, rate(result), ms(result.p50), ms(result.p99), String(result.failed)];
  return [
    `## An edge in front: ${edge.version} from \`varnish/site.vcl\` (${CONNECTIONS} connections)`,
    "",
    `The same article \`${edge.path}\` through the edge and from the site itself (CDN_MODE=on), loaded in turn, twice, ` +
      "each keeping its better run. What one edge carries is what Varnish on this machine carries; the site behind it " +
      `was asked ${edge.originRequests} times during the edge's loads.`,
    "",
    table(
      ["what", "req/s", "p50", "p99", "failed"],
      [row("article HTML through the edge", edge.edge), row("article HTML from the site", edge.origin)],
    ),
    "",
    `The edge serves ${(edge.edge.requestsPerSecond / edge.origin.requestsPerSecond).toFixed(1)}× the site's own rate.`,
  ].join("\n");
}

/** Issue 34's bars, each a row's verdict. */
const SCALE_BARS = {
  firstShare: 0.8,
  deepShare: 0.5,
  p99Ms: 250,
  deepHtmlCost: 1.5,
  coldMs: 50,
  searchMedianMs: 20,
  searchP95Ms: 40,
  sitemapMs: 100,
  saveMs: 100,
  restoreMs: 60_000,
  startMs: 5000,
  rssMb: 200,
  settledMb: 130,
};

function scaleSection({ demo, fixture, stock }: BenchResults["scale"]): string {
  const verdict = (holds: boolean) => (holds ? "holds" : "**misses**");
  const bars = SCALE_BARS;
  const load = (t: Throughput | undefined) => (t ? `${rate(t)}, p99 ${ms(t.p99)}` : "—");
  const firstShare = fixture.api.first.requestsPerSecond / demo.api.first.requestsPerSecond;
  const deepShare = (fixture.api.deep?.requestsPerSecond ?? 0) / demo.api.first.requestsPerSecond;
  const htmlCost = fixture.html.first.requestsPerSecond / (fixture.html.deep?.requestsPerSecond ?? Number.NaN);
  const p99 = Math.max(fixture.api.first.p99, fixture.api.deep?.p99 ?? 0);
  const rows: string[][] = [
    ["articles in the data dir", String(demo.articles), String(fixture.articles), ""],
    [
      "the app's news list request, page 1, 50 connections",
      load(demo.api.first),
      load(fixture.api.first),
      `${percent(firstShare)} of the demo's (bar ${percent(bars.firstShare)}): ${verdict(firstShare >= bars.firstShare)}`,
    ],
    [
      `the same, page ${DEEP}`,
      "—",
      load(fixture.api.deep),
      `${percent(deepShare)} of the demo's page 1 (bar ${percent(bars.deepShare)}): ${verdict(deepShare >= bars.deepShare)}; p99 bar ${bars.p99Ms} ms: ${verdict(p99 <= bars.p99Ms)}`,
    ],
    ["`/news` under load", load(demo.html.first), load(fixture.html.first), ""],
    [
      `\`/news?page=${DEEP}\` under load`,
      "—",
      load(fixture.html.deep),
      `${htmlCost.toFixed(2)}× the cost of \`/news\` (bar ${bars.deepHtmlCost}×): ${verdict(htmlCost <= bars.deepHtmlCost)}`,
    ],
    ...Object.keys(fixture.cold).map((page) => [
      `cold render of \`${page.replace(/\/news\/[^?]+$/, "/news/<article>")}\``,
      demo.cold[page] === undefined ? "—" : ms(demo.cold[page] ?? 0),
      ms(fixture.cold[page] ?? 0),
      `bar ${bars.coldMs} ms: ${verdict((fixture.cold[page] ?? 0) <= bars.coldMs)}`,
    ]),
    ...fixture.search.map((row, i) => [
      `search, ${row.name} (\`${row.q}\`), median / p95`,
      `${ms(demo.search[i]?.median ?? 0)} / ${ms(demo.search[i]?.p95 ?? 0)}`,
      `${ms(row.median)} / ${ms(row.p95)}`,
      `bars ${bars.searchMedianMs} / ${bars.searchP95Ms} ms: ${verdict(row.median <= bars.searchMedianMs && row.p95 <= bars.searchP95Ms)}`,
    ]),
    [
      "`/sitemap.xml` cold",
      ms(demo.sitemapColdMs),
      ms(fixture.sitemapColdMs),
      `bar ${bars.sitemapMs} ms: ${verdict(fixture.sitemapColdMs <= bars.sitemapMs)}`,
    ],
    [
      "the sitemap's slowest file, each of its files read once right after a save",
      `${ms(demo.sitemapFiles.slowestMs)} (of ${demo.sitemapFiles.files})`,
      `${ms(fixture.sitemapFiles.slowestMs)} (\`${fixture.sitemapFiles.slowest}\`, of ${fixture.sitemapFiles.files})`,
      `bar ${bars.sitemapMs} ms: ${verdict(fixture.sitemapFiles.slowestMs <= bars.sitemapMs)}`,
    ],
    [
      "the restore drill's backup of the data dir, then its restore until the site answers",
      "—",
      fixture.restore ? `${ms(fixture.restore.backupMs)}, then ${ms(fixture.restore.restoreMs)}` : "not measured",
      `bar ${bars.restoreMs} ms for the restore: ${verdict((fixture.restore?.restoreMs ?? Number.POSITIVE_INFINITY) <= bars.restoreMs)}`,
    ],
    [
      "an article's save (title and body), median of 20",
      ms(demo.saveMs),
      ms(fixture.saveMs),
      `bar ${bars.saveMs} ms: ${verdict(fixture.saveMs <= bars.saveMs)}`,
    ],
    [
      "start to the first page",
      ms(demo.startMs),
      ms(fixture.startMs),
      `bar ${bars.startMs / 1000} s: ${verdict(fixture.startMs <= bars.startMs)}`,
    ],
    [
      "RSS after these loads",
      mb(demo.rssAfterLoads),
      mb(fixture.rssAfterLoads),
      `bar ${bars.rssMb} MB: ${verdict(fixture.rssAfterLoads <= bars.rssMb * 1024 * 1024)}; the stock binary after the same list loads: ${mb(stock.afterLoads)}`,
    ],
    [
      `RSS ${SETTLE_MS / 1000} s later`,
      "—",
      mb(fixture.rssSettled),
      `bar ${bars.settledMb} MB: ${verdict(fixture.rssSettled <= bars.settledMb * 1024 * 1024)}; the stock binary ${SETTLE_MS / 1000} s after its loads: ${mb(stock.settled)}`,
    ],
  ];
  return [
    "## Years of content (issue 34)",
    "The scale fixture (`npm run fixture:scale`: articles and projects in three languages with drafts, schedules, tags, covers and " +
      "redirects, saved inside PocketBase) beside the demo, each on a fresh server of its own with rate limits off. Cold: right after " +
      "an article's save emptied the page cache, median of 5. Search: one request at a time, 21 after 3 unmeasured.",
    "",
    table(["row", "demo", "scale fixture", "issue 34's bar"], rows),
  ].join("\n");
}

export function report(results: BenchResults): string {
  return [
    "# Bench results (`npm run bench`)",
    "",
    ...results.header,
    "",
    lighthouseSection(results.pages, results.floor),
    "",
    weightSection(results.pages, results.js),
    "",
    loadSection(results.load),
    "",
    edgeSection(results.edge),
    "",
    sectionsSection(results.pages, results.forty, results.floor),
    "",
    deepSection(results.deep),
    "",
    searchSection(results.search),
    "",
    memorySection(results.rss),
    "",
    scaleSection(results.scale),
    "",
    "Figures measured earlier, from the archived decision records: `bench/earlier.md`.",
    "",
  ].join("\n");
}
