// How long /api/search takes once the bench has added its 2,000 articles (deep-pages.ts): one request at a time, so
// the figure is a visitor's wait, not a throughput. Queries from rare to matching every article, the worst case
// being a word all 2,000 bench articles share (every row is ranked and a snippet made for the best 20).
import type { SearchResults } from "../../shared/search/results";
import type { BenchServer } from "./bench-server";
import { median } from "./stats";

const ROUNDS = 31;
const WARM_UP = 3;

/** What each query is: a reader's word, a prefix as typed, two words, nothing at all, every article. */
const SEARCH_QUERIES = [
  { name: "a rare word", q: "Tokyo" },
  { name: "a prefix as typed", q: "shelv" },
  { name: "two words", q: "bench article 1999" },
  { name: "no match", q: "qwzxv" },
  { name: "every bench article", q: "bench" },
] as const;

export interface SearchTiming {
  name: string;
  q: string;
  hits: number;
  more: boolean;
  /** Milliseconds, whole request on loopback: median and 95th percentile of ROUNDS. */
  median: number;
  p95: number;
}

async function timedSearch(url: string): Promise<{ ms: number; results: SearchResults }> {
  const started = performance.now();
  const response = await fetch(url);
  const results = (await response.json()) as SearchResults;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - started, results };
}

export async function searchTimings(server: BenchServer, progress: (line: string) => void): Promise<SearchTiming[]> {
  const timings: SearchTiming[] = [];
  for (const { name, q } of SEARCH_QUERIES) {
    progress(`search: ${name} (${q}), ${ROUNDS} requests one after another`);
    const url = `${server.url}/api/search?q=${encodeURIComponent(q)}`;
    for (let i = 0; i < WARM_UP; i++) await timedSearch(url);
    const times: number[] = [];
    let last: SearchResults | undefined;
    for (let i = 0; i < ROUNDS; i++) {
      const { ms, results } = await timedSearch(url);
      times.push(ms);
      last = results;
    }
    const sorted = [...times].sort((a, b) => a - b);
    timings.push({
      name,
      q,
      hits: last?.hits.length ?? 0,
      more: last?.more ?? false,
      median: median(times),
      p95: sorted[Math.ceil(0.95 * sorted.length) - 1] ?? Number.NaN,
    });
  }
  return timings;
}
