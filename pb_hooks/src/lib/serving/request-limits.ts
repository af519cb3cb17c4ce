import { escapeHtml } from "../../../../shared/content/html";
import { BOUNDS, readBound } from "../../../../shared/serving/bounds";
import { countOne, visitorOf } from "./visitor-counts";

/**
 * Requests past a sane size are refused before any work (decision 082): an address (path and query) longer than
 * 8 KB answers 414, a query of more than 64 parameters 400. Go's server takes up to 1 MB of request line and headers,
 * and everything below that reaches the hooks: an 8 KB query of 4,000 repeated names once cost seconds of CPU.
 */

export interface Refusal {
  status: 400 | 414 | 429 | 503;
  title: string;
  message: string;
}

const ADDRESS_TOO_LONG: Refusal = {
  status: 414,
  title: "Address Too Long",
  message: `This address is longer than the site reads (${BOUNDS.addressBytes.default / 1024} KB). Check the link, or start from the home page.`,
};

const TOO_MANY_PARAMETERS: Refusal = {
  status: 400,
  title: "Too Many Parameters",
  message: `This address carries more than ${BOUNDS.queryParams.default} query parameters; no page of the site reads that many.`,
};

export const TOO_MANY_PAGES: Refusal = {
  status: 429,
  title: "Too Many Requests",
  message: "You have opened a great many pages in a few seconds. Please wait a moment, then reload.",
};

/** Why this address is refused, or undefined. Constant work for an ordinary address; linear in it at worst. */
export function addressRefusal(escapedPath: string, rawQuery: string): Refusal | undefined {
  if (escapedPath.length + rawQuery.length > BOUNDS.addressBytes.default) return ADDRESS_TOO_LONG;
  const max = BOUNDS.queryParams.default;
  // Fewer characters than this cannot hold more than `max` parameters.
  if (rawQuery.length < 2 * max + 1) return undefined;
  let parameters = 1;
  for (let at = rawQuery.indexOf("&"); at >= 0; at = rawQuery.indexOf("&", at + 1))
    if (++parameters > max) return TOO_MANY_PARAMETERS;
  return undefined;
}

/** A refusal as a small page of its own: no renderer, no database, no stylesheet. */
function refusalPage(refusal: Refusal): string {
  const title = escapeHtml(refusal.title);
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1>` +
    `<p>${escapeHtml(refusal.message)}</p><p><a href="/">Go to the home page</a></p></main></body></html>`
  );
}

/** Answers a refusal: the small page, or the API's JSON for /api/ addresses. */
export function answerRefusal(e: core.RequestEvent, refusal: Refusal, api: boolean): void {
  e.response.header().set("Cache-Control", "no-store");
  if (refusal.status === 429 || refusal.status === 503) e.response.header().set("Retry-After", "10");
  if (api) e.json(refusal.status, { data: {}, message: refusal.message, status: refusal.status });
  else e.html(refusal.status, refusalPage(refusal));
}

/** PAGE_RATE_LIMIT, read once per VM: the environment is fixed for the process. */
let pageLimit: number | undefined;

/** Whether this visitor has opened more pages than PAGE_RATE_LIMIT in the last 10 s (shared/serving/bounds.ts); counts this one. */
export function overPageLimit(e: core.RequestEvent): boolean {
  pageLimit ??= readBound("pageRequestsPer10s", (name) => $os.getenv(name));
  if (pageLimit === 0) return false;
  const count = countOne(e.app.store(), "pages", visitorOf(e.realIP()), 10_000, Date.now());
  return count !== undefined && count > pageLimit;
}
