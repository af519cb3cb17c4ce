import { BOUNDS, readBound } from "../../../../shared/serving/bounds";
import { pruneEvery } from "./log-size";
import { countOne, visitorOf } from "./visitor-counts";

/**
 * What PocketBase's request log keeps (decision 083, and 057 for the bounds). It logs errors and writes; a successful
 * read (GET, HEAD, OPTIONS) is not logged one by one: at 400 bytes a request, a busy site's log grew by 280 MB in
 * 700,000 requests, each with a visitor's address. An entry keeps at most 512 characters of the address, 256 of the
 * User-Agent and 512 of the Referer (PocketBase's own cut is 3,000 and 2,000: 7 KB of headers made 9 KB rows), and
 * one visitor's entries past LOG_ERRORS_PER_MINUTE are sampled, one in a hundred. Everything here runs once the
 * answer is known, just before PocketBase's logger reads the request.
 */

/** The flag PocketBase's own skipSuccessActivityLog sets; its logger leaves a request with it out. */
const SKIP = "__skipSuccessActivityLogger";
/** Past a visitor's budget, one entry in this many is still logged, so a flood stays visible. */
const SAMPLE_ONE_IN = 100;
const WINDOW_MS = 60_000;
/** Logged entries between two looks at the log's size (log-size.ts). */
const PRUNE_CHECK_EVERY = 500;

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A failure as PocketBase's router would answer it: an ApiError's status, message and data. */
interface ApiFailure {
  status: number;
  message: string;
  data: unknown;
}

function apiFailure(failure: unknown): ApiFailure | undefined {
  const value = (failure as { value?: Partial<ApiFailure> } | undefined)?.value;
  return typeof value?.status === "number" && typeof value.message === "string"
    ? { status: value.status, message: value.message, data: value.data ?? {} }
    : undefined;
}

/** The parts of the request the logger writes, cut to what an entry keeps. */
function trimForLog(request: NonNullable<core.RequestEvent["request"]>): void {
  const url = request.url;
  if (!url) return;
  const max = BOUNDS.loggedAddressChars.default;
  const path = url.path ?? "";
  if (path.length > max) {
    url.path = `${path.slice(0, max)}…`;
    url.rawPath = "";
  }
  const room = Math.max(0, max - Math.min(path.length, max));
  if ((url.rawQuery ?? "").length > room) url.rawQuery = `${url.rawQuery.slice(0, room)}…`;
  for (const [name, limit] of [
    ["User-Agent", BOUNDS.loggedUserAgentChars.default],
    ["Referer", BOUNDS.loggedRefererChars.default],
  ] as const) {
    const value = request.header.get(name);
    if (value.length > limit) request.header.set(name, `${value.slice(0, limit)}…`);
  }
}

/**
 * Whether a visitor's entry is within their budget this minute, or the one in a hundred past it that is kept. A
 * signed-in editor's entries are always kept.
 */
function withinBudget(e: core.RequestEvent, count: number | undefined): boolean {
  if (e.auth) return true;
  const budget = readBound("loggedErrorsPerMinute", (name) => $os.getenv(name));
  return count === undefined || count <= budget || count % SAMPLE_ONE_IN === 0;
}

/**
 * After the handler (and whatever it threw, `failure`): leaves a successful read out of the log; cuts what any other
 * entry keeps; and past the visitor's budget leaves the entry out too, answering a failure here as PocketBase would
 * (its logger logs every error it is handed). Throws `failure` on when it is to be logged.
 */
export function settleRequestLog(e: core.RequestEvent, failure: unknown, method = e.request?.method ?? ""): void {
  const status = e.status();
  if (failure === undefined && READS.has(method) && status > 0 && status < 400) {
    e.set(SKIP, true);
    return;
  }
  const request = e.request;
  if (request) trimForLog(request);
  const count = countOne(e.app.store(), "log", visitorOf(e.realIP()), WINDOW_MS, Date.now());
  if (withinBudget(e, count)) {
    // A crowd of addresses, each within its budget, can still write fast: the log's size is looked at every few
    // hundred entries, not only by the minute's cron.
    pruneEvery(e.app, PRUNE_CHECK_EVERY);
    if (failure !== undefined) throw failure;
    return;
  }
  if (failure === undefined) {
    e.set(SKIP, true);
    return;
  }
  const answer = apiFailure(failure);
  // An error that is not PocketBase's own kind goes to PocketBase's handler, and so to the log: it is rare and worth seeing.
  if (!answer) throw failure;
  e.set(SKIP, true);
  if (status > 0) return;
  e.json(answer.status, { data: answer.data, message: answer.message, status: answer.status });
}
