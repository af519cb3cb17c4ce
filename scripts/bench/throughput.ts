// Server throughput on loopback with autocannon: 50 connections, asking with the encodings
// Chromium accepts, as a browser would.
import autocannon from "autocannon";

export const CONNECTIONS = 50;
export const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const WARM_SECONDS = 2;

export interface Throughput {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Non-2xx answers plus connection errors and timeouts: a rate with failures in it is not a rate. */
  failed: number;
}

/**
 * `revalidate`: ask with the page's own ETag, as a CDN's edge does each minute behind CDN_MODE=on; the answer is 304,
 * and anything else counts as failed. `asIs`: ask for no encoding, so that a file is sent as it is on disk (the same
 * bytes from our server and the stock binary, which has no twins).
 */
export async function throughput(url: string, { revalidate = false, asIs = false } = {}): Promise<Throughput> {
  const headers: Record<string, string> = asIs ? {} : { "accept-encoding": "gzip, deflate, br, zstd" };
  const first = await fetch(url, { headers });
  if (!first.ok) throw new Error(`${url} answered ${first.status} before the load started`);
  await first.arrayBuffer();
  if (revalidate) {
    const etag = first.headers.get("etag");
    if (!etag) throw new Error(`${url} sent no ETag to revalidate with`);
    headers["if-none-match"] = etag;
    const again = await fetch(url, { headers });
    if (again.status !== 304) throw new Error(`${url} answered ${again.status} to its own ETag, not 304`);
  }
  // A short unmeasured burst first: without it, the first address loaded on a fresh server came
  // out up to 3× slower than the same address loaded again (hook VMs and modules warming up).
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_SECONDS, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: LOAD_SECONDS, headers });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: (revalidate ? result.non2xx - result["3xx"] : result.non2xx) + result.errors + result.timeouts,
  };
}
