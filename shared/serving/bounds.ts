/**
 * Every resource a visitor can make the server spend (CPU, memory, disk, outbound calls, rows) has a bound here, with
 * its name, its setting (an environment variable, where ops may change it) and a safe default. The hooks read them
 * through `bound()`; settings.pb.ts reads each at start, so a typo stops the start instead of a request; and
 * docs/security.md lists them all (a test holds the page to this list).
 */

import { LIST_BATCH } from "../pages/lists";
import { MENU_BOUNDS } from "../pages/menus";

export interface Bound {
  /** The environment variable that changes it; undefined when it is fixed. */
  readonly env?: string;
  readonly default: number;
  /** The smallest and largest values the setting takes (0, where allowed, turns the limit or the feature off). */
  readonly min: number;
  readonly max: number;
  readonly unit: string;
  /** What it bounds, in a few words, for docs/security.md. */
  readonly what: string;
}

export const BOUNDS = {
  addressBytes: {
    default: 8192,
    min: 1,
    max: 8192,
    unit: "bytes",
    what: "a request's path and query together; longer answers 414 before any work",
  },
  queryParams: {
    default: 64,
    min: 1,
    max: 64,
    unit: "parameters",
    what: "parameters in one query string; more answers 400 before any work",
  },
  pageCacheMb: {
    env: "PAGE_CACHE_MB",
    default: 32,
    min: 0,
    max: 4096,
    unit: "MB",
    what: "rendered pages kept in memory, least recently used evicted first; a quarter of it for search results, not-found pages, the answers to visitors' list reads and crawl files unzipped for a client that takes no gzip",
  },
  databaseConnections: {
    env: "DB_CONNECTIONS",
    default: 6,
    min: 1,
    max: 120,
    unit: "connections",
    what: "connections to data.db open at once for concurrent reads (PocketBase's own default is 120); more requests wait their turn. Each keeps SQLite's page cache, outside the Go heap",
  },
  hooksPool: {
    env: "HOOKS_POOL",
    default: 15,
    min: 1,
    max: 500,
    unit: "engines",
    what: "JS engines kept ready for the hooks (PocketBase's --hooksPool, its own default 15), which npm start, the bench and the container pass. Every request holds one while it is answered, a list read while the database reads; one beyond them makes a new engine that runs the hooks' modules again. Each kept engine holds the hooks it has used, about 1 MB, which the collector marks on every cycle: at 50 connections on 2 cores, 15 engines answered built files, kept pages and the list API at least as fast as 25, and the scale fixture's live heap after the loads fell by 10 MB (2026-12-03)",
  },
  renderSeats: {
    env: "RENDER_SEATS",
    default: 4,
    min: 0,
    max: 500,
    unit: "engines",
    what: "JS engines that keep the app's screens built between page renders, about 1.6 MB each. A render in any other engine builds them for itself (about 14 ms) and lets them go, so the engines a burst of visitors used do not each keep them; a seat unused for 10 minutes is free for another engine",
  },
  gzipAtOnce: {
    env: "GZIP_AT_ONCE",
    default: 8,
    min: 0,
    max: 500,
    unit: "answers",
    what: "answers of the API and of pages not yet kept gzipped on the fly at once; each holds a compressor of about 0.8 MB while it is written. Past it an answer goes as it is (it says Vary: Accept-Encoding either way), but behind a CDN (CDN_MODE=on) up to four times as many pages wait up to 2 s for one, as the edge keeps what it is sent: at 50 connections every answer held one, 40 MB of a 200 MiB heap, and the collector's work cut the list API's rate to a third. 0 gzips nothing on the fly",
  },
  listReadSlots: {
    env: "LIST_READ_SLOTS",
    default: 1,
    min: 1,
    max: 120,
    unit: "reads at once",
    what: "visitors' reads of the records API in progress at once; a slot whose read took 20 ms or more then rests three times as long as the read took, so a flood of slow reads takes at most a quarter of a core per slot and leaves the pages and the contact form their own. More wait up to 2 s, then 503. A read of a shape the server's own render of a page read in under 10 ms (the app's own reads; the page and the filter's values aside, not the page's depth), found quick again in a slot each minute, takes no slot",
  },
  listReadPerPage: {
    // The app's own largest request (getFullList's batch), declared with its lists.
    default: LIST_BATCH,
    min: 1,
    max: LIST_BATCH,
    unit: "records",
    what: "records one visitor's list read may ask for (perPage); it may sort and filter only by the fields the app's own lists do. Past either, 400 with why",
  },
  pageRequestsPer10s: {
    env: "PAGE_RATE_LIMIT",
    default: 300,
    min: 0,
    max: 100_000,
    unit: "requests per 10 s per address",
    what: "page loads from one visitor, the payloads the app preloads included (built files and the API have their own); past it, 429 with Retry-After",
  },
  logMaxMb: {
    env: "LOG_MAX_MB",
    default: 64,
    // Half is for the write-ahead log, which SQLite checkpoints every 4 MB.
    min: 16,
    max: 100_000,
    unit: "MB",
    what: "the request log's database (auxiliary.db and its write-ahead log); past half of it the oldest entries are pruned, looked at every minute and every 500 entries",
  },
  loggedErrorsPerMinute: {
    env: "LOG_ERRORS_PER_MINUTE",
    default: 20,
    min: 0,
    max: 100_000,
    unit: "entries per minute per address",
    what: "logged failures and writes from one visitor; past it, one in a hundred is logged",
  },
  loggedAddressChars: {
    default: 512,
    min: 1,
    max: 512,
    unit: "characters",
    what: "a logged address (path and query)",
  },
  loggedUserAgentChars: { default: 256, min: 1, max: 256, unit: "characters", what: "a logged User-Agent" },
  loggedRefererChars: { default: 512, min: 1, max: 512, unit: "characters", what: "a logged Referer" },
  loggedLineChars: {
    default: 512,
    min: 1,
    max: 512,
    unit: "characters",
    what: "a line for the operator a visitor's request can cause (a refused preview link, a CSP report, a redirect loop met), its message and fields together; each such message at most LOG_ERRORS_PER_MINUTE lines a minute, then one in a hundred",
  },
  diskReserveMb: {
    env: "DISK_RESERVE_MB",
    default: 8,
    min: 0,
    max: 1024,
    unit: "MB",
    what: "a file kept in the data dir and released at start, so the server starts on a full disk",
  },
  realtimeConnections: {
    env: "REALTIME_MAX_CONNECTIONS",
    default: 200,
    min: 0,
    max: 100_000,
    unit: "connections",
    what: "open pages following live updates at once, all visitors together; past it, 503 (pages work without them)",
  },
  realtimeConnectionsPerAddress: {
    env: "REALTIME_CONNECTIONS_PER_ADDRESS",
    default: 10,
    min: 0,
    max: 100_000,
    unit: "connections per address",
    what: "open pages following live updates from one visitor; past it, 429",
  },
  realtimeTopics: {
    default: 1,
    min: 1,
    max: 1,
    unit: "topic per visitor connection",
    what: "what a visitor's realtime connection may follow: the site's content topic (and the SDK's own PB_CONNECT), without options",
  },
  iconFallbackCalls: {
    default: 2,
    min: 1,
    max: 2,
    unit: "calls at once",
    what: "outbound calls to the icon fallback; past it, answered from the cache or 404",
  },
  iconCacheEntries: {
    default: 2000,
    min: 1,
    max: 2000,
    unit: "icons",
    what: "icon fallback answers kept (a day) and failures kept (ten minutes)",
  },
  referrersPerDay: {
    env: "REFERRERS_PER_DAY",
    default: 100,
    min: 1,
    max: 100_000,
    unit: "sites per day",
    what: "referring sites counted by name each day; the rest count as (other)",
  },
  searchCandidates: {
    default: 500,
    min: 11,
    max: 500,
    unit: "matches",
    what: "matches of one search ranked against each other: a word in more records than this is ranked among its most recently saved matches only, so a word in every article costs what a rarer one does",
  },
  searchTypedWords: {
    default: 32,
    min: 1,
    max: 32,
    unit: "words",
    what: "the index's words a search's last word, as typed, stands for: a start more words begin with goes to the index as a prefix, which reads every row of every one of them",
  },
  searchedBodyChars: {
    default: 262_144,
    min: 1,
    max: 262_144,
    unit: "characters",
    what: "the part of a body (an article's or a project's) whose words search finds: its first 262,144 characters of HTML, cut before a tag the bound would split, about 40,000 words; the page shows it all. Making and storing the words of a 2 MB body held the database's one writer for 120-400 ms and each search that showed it re-read them all",
  },
  sitemapUrls: {
    env: "SITEMAP_URLS",
    default: 500,
    min: 1,
    max: 50_000,
    unit: "addresses",
    what: "addresses in one file of the sitemap: /sitemap.xml is an index of files per language and kind, each split at this many (the protocol allows 50,000); each file is made once per change of content, not per request, in time in proportion to it: with three languages' alternates, 500 took 30-55 ms cold on two cores, 1,000 took 60-66 ms here and 137 ms in the bench's loaded run (the bar is 100 ms), 5,000 took 300 ms",
  },
  richTextBytes: {
    default: 2_097_152,
    min: 1,
    max: 2_097_152,
    unit: "bytes",
    what: "an editor's rich-text body (a project's or an article's); a longer one is refused when saved, with a message. Saving and drawing it take time in proportion to it",
  },
  menuHeaderLinks: {
    default: MENU_BOUNDS.header,
    min: 1,
    max: MENU_BOUNDS.header,
    unit: "links",
    what: "links of the header's menu in one language (the phone's menu too); a save past it is refused, with a message",
  },
  menuFooterLinks: {
    default: MENU_BOUNDS.footer,
    min: 1,
    max: MENU_BOUNDS.footer,
    unit: "links",
    what: "links of the footer's menu in one language; a save past it is refused, with a message",
  },
  redirectHitsPerMinute: {
    default: 1,
    min: 1,
    max: 1,
    unit: "hit per visitor per redirect per minute",
    what: "a redirect's hit count",
  },
} as const satisfies Record<string, Bound>;

export type BoundName = keyof typeof BOUNDS;

/**
 * A bound's value: its setting when set (a whole number within its range), else its default. A setting that is not
 * one throws, naming the variable and what it takes.
 */
export function readBound(name: BoundName, env: (name: string) => string): number {
  const bound: Bound = BOUNDS[name];
  const raw = bound.env ? env(bound.env).trim() : "";
  if (raw === "") return bound.default;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < bound.min || value > bound.max) {
    throw new Error(
      `${bound.env} must be a whole number from ${bound.min} to ${bound.max} (${bound.unit}), not "${raw.slice(0, 40)}"`,
    );
  }
  return value;
}
