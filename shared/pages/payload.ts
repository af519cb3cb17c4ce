/**
 * A page's payload (seed spec §7, "prerendered page payload next to a page path"): the data a page's loaders filled,
 * as the server drew it, at `<page path>/_payload.json` with the page's query. The app preloads a linked page's data
 * from it (web/src/app/background/payloads.ts), with no SDK and no read of the records API; the server answers it from
 * the page it keeps (pb_hooks/src/lib/pages/payload.ts), so a preload costs what a kept page costs.
 */

const PAYLOAD_FILE = "_payload.json";
const SUFFIX = `/${PAYLOAD_FILE}`;

/** What a payload holds: the query cache entries of the page's loaders, by the app's own query keys. */
export interface Payload {
  queries: [readonly unknown[], unknown][];
}

/** The payload's address of a page's (`/work` → `/work/_payload.json`, `/` → `/_payload.json`); the query kept, the hash not. */
export function payloadAddress(href: string): string {
  const cut = href.search(/[?#]/);
  const path = cut < 0 ? href : href.slice(0, cut);
  const rest = cut < 0 ? "" : href.slice(cut);
  const query = rest.startsWith("?") ? rest.replace(/#.*$/, "") : "";
  return `${path.replace(/\/+$/, "")}${SUFFIX}${query}`;
}

/** The page path a payload's path names (`/work/_payload.json` → `/work`, `/_payload.json` → `/`), or undefined. */
export function pageOfPayload(path: string): string | undefined {
  if (!path.endsWith(SUFFIX)) return undefined;
  return path.slice(0, -SUFFIX.length) || "/";
}
