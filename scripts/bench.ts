// npm run bench: how fast the real binary serves an article's HTML next to a hashed
// script (50 connections on loopback, with the encodings Chromium accepts), and how many bytes of
// JavaScript the home page loads, raw and as brotli. Informative, never a test.
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import autocannon from "autocannon";
import { build } from "./lib/build";
import { ensurePocketBase } from "./lib/pocketbase-binary";
import { freePort, type RunningPocketBase, startPocketBase } from "./lib/pocketbase-process";

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface Rate {
  requestsPerSecond: number;
  p99: number;
  failed: number;
}

async function load(url: string): Promise<Rate> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "accept-encoding": "gzip, deflate, br, zstd" },
  });
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99, failed: result.non2xx + result.errors };
}

/** The bytes a response puts on the wire (its body as sent, before any decoding). */
function wireBytes(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on("end", () => resolve(bytes));
      })
      .on("error", reject);
  });
}

/** Every script a browser loads for the page at url, by address. */
async function scriptsLoadedBy(url: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium" });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.add(response.url());
    });
    await page.goto(url, { waitUntil: "networkidle" });
    return [...scripts];
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function bench(server: RunningPocketBase): Promise<void> {
  const news = (await (await fetch(`${server.url}/api/collections/news/records?perPage=1&fields=slug`)).json()) as {
    items: { slug: string }[];
  };
  const article = `${server.url}/news/${news.items[0]?.slug}`;
  const entry = (await (await fetch(`${server.url}/`)).text()).match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
  if (!news.items[0] || !entry) throw new Error("The demo content has no article, or index.html names no entry script.");
  const script = `${server.url}${entry}`;

  console.log(`${CONNECTIONS} connections, ${SECONDS} s each, Accept-Encoding: br`);
  const html = await load(article);
  console.log(
    `article HTML  ${article.replace(server.url, "")}: ${html.requestsPerSecond.toFixed(0)} req/s, p99 ${html.p99} ms, ${html.failed} failed`,
  );
  const asset = await load(script);
  console.log(`hashed script ${entry}: ${asset.requestsPerSecond.toFixed(0)} req/s, p99 ${asset.p99} ms, ${asset.failed} failed`);
  console.log(`HTML / script rate: ${((100 * html.requestsPerSecond) / asset.requestsPerSecond).toFixed(0)} %`);

  const scripts = await scriptsLoadedBy(`${server.url}/`);
  let raw = 0;
  let brotli = 0;
  for (const url of scripts) {
    raw += await wireBytes(url, "identity");
    brotli += await wireBytes(url, "br");
  }
  console.log(`JavaScript for / (${scripts.length} scripts): ${kb(raw)} uncompressed, ${kb(brotli)} as brotli over the wire`);
}

await build({ onlyStale: true });
const dataDir = await mkdtemp(path.join(tmpdir(), "pb-bench-"));
let server: RunningPocketBase | undefined;
try {
  server = await startPocketBase({
    bin: await ensurePocketBase(),
    dataDir,
    http: `127.0.0.1:${await freePort()}`,
    env: { SEED_DEMO: "true" },
  });
  await bench(server);
} catch (error) {
  console.error(`Bench failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
