// npm run bench:log-flood: the request log under a flood (issue 21; decision 082). A crowd of addresses (X-Forwarded-For
// from a declared proxy, so no one address's sampling holds it back) sends not-found pages with 7 KB of headers, as
// fast as the server answers, for FLOOD_SECONDS (600); the request log's database (auxiliary.db and its write-ahead log)
// is measured every five seconds against LOG_MAX_MB (16 here, where the default is 64, so the pruning is seen). Exits
// 1 if it ever passes the limit.
import { stat } from "node:fs/promises";
import path from "node:path";
import { startBenchServer } from "./bench/bench-server";

const SECONDS = Number(process.env.FLOOD_SECONDS || 600);
const LIMIT_MB = Number(process.env.LOG_MAX_MB || 16);
const CONCURRENCY = 16;

const server = await startBenchServer({
  LOG_MAX_MB: String(LIMIT_MB),
  TRUSTED_PROXY_IPS: "127.0.0.1",
  TRUSTED_PROXY_HEADERS: "X-Forwarded-For",
});
const logBytes = async () => {
  let total = 0;
  for (const suffix of ["", "-wal"])
    total += (await stat(path.join(server.dataDir, `auxiliary.db${suffix}`)).catch(() => ({ size: 0 }))).size;
  return total;
};
const mb = (bytes: number) => (bytes / 1048576).toFixed(1);

const headers = {
  "User-Agent": `Mozilla/5.0 ${"u".repeat(2000)}`,
  Referer: `https://flood.example/${"r".repeat(2000)}`,
  "X-Padding": "p".repeat(3000),
};
const until = Date.now() + SECONDS * 1000;
let sent = 0;
let largest = 0;
const samples: string[] = [];
const sampler = setInterval(async () => {
  const bytes = await logBytes();
  largest = Math.max(largest, bytes);
  samples.push(`${Math.round((Date.now() - (until - SECONDS * 1000)) / 1000)} s: ${mb(bytes)} MB after ${sent} requests`);
  if (samples.length % 12 === 0) console.log(samples.at(-1));
}, 5000);

try {
  console.log(`log flood: ${SECONDS} s, ${CONCURRENCY} at once, LOG_MAX_MB=${LIMIT_MB}, log at ${mb(await logBytes())} MB`);
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      while (Date.now() < until) {
        const n = sent++;
        const ip = `10.${worker}.${(n >> 8) & 255}.${n & 255}`;
        const answer = await fetch(`${server.url}/no/such/page-${n}?${"q".repeat(100)}`, {
          headers: { ...headers, "X-Forwarded-For": ip },
        });
        await answer.arrayBuffer();
      }
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 6000));
} finally {
  clearInterval(sampler);
  await server.stop();
}
console.log(
  `log flood: ${sent} not-found requests in ${SECONDS} s (${Math.round(sent / SECONDS)}/s); the log's database at most ${mb(largest)} MB of ${LIMIT_MB} MB`,
);
process.exit(largest <= LIMIT_MB * 1048576 ? 0 : 1);
