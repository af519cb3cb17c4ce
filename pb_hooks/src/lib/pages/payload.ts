import { drawnTextReader, withDrawnTexts } from "../../../../shared/pages/drawn-text";
import { PAGE_DATA_ID, type PageData } from "../../../../shared/pages/view";
import { encodingsOf } from "../serving/encodings";
import type { PageRequest } from "../serving/page-request";
import type { CachedPage } from "./cache";

/**
 * A page's payload (shared/pages/payload.ts; seed spec §7): the query cache its loaders filled, read from the page the
 * cache keeps (its inline data block), without the interface's words the app has already. What the app preloads for a
 * linked page, in place of running the page's loaders through the SDK and the records API.
 */

const JSON_TYPE = "application/json; charset=utf-8";

/**
 * Payloads this VM read lately, by their page's key (which begins with the build and the content version): reading one
 * parses its page's data block. At most RECENT_PAYLOADS, all dropped at once past it.
 */
const RECENT_PAYLOADS = 32;
const recent = new Map<string, string>();

/** The payload of a kept page: its data block's queries, as JSON. */
function payloadOf(key: string, page: CachedPage): string {
  const known = recent.get(key);
  if (known !== undefined) return known;
  const html = toString(page.body);
  const mark = html.indexOf(`id="${PAGE_DATA_ID}"`);
  const open = mark < 0 ? -1 : html.indexOf(">", mark) + 1;
  const close = open <= 0 ? -1 : html.indexOf("</script>", open);
  // Every page the app's screens draw has the block; one without it has nothing to preload.
  const data: Pick<PageData, "queries" | "drawn"> =
    close < 0 ? { queries: [] } : (JSON.parse(html.slice(open, close)) as PageData);
  // The rich texts the page drew, read back from where they are drawn (shared/pages/drawn-text.ts).
  const queries = data.drawn?.length ? withDrawnTexts(data.queries, data.drawn, drawnTextReader(html)) : data.queries;
  const payload = JSON.stringify({ queries });
  if (recent.size >= RECENT_PAYLOADS) recent.clear();
  recent.set(key, payload);
  return payload;
}

/** The payload's ETag: the page's build and content version, and the encoding PocketBase's gzip gives it. */
const payloadTag = (request: PageRequest, gzip: boolean) =>
  `"${request.build}-${request.content}-payload-${gzip ? "gzip" : "identity"}"`;

/**
 * Sends a page's payload: 204 for a page that is no page of its own to preload (not found, gone, moved, a private
 * page), which the app then loads as usual; else the JSON, revalidated by its ETag as the page is, kept from search
 * engines. The static route's answer, gzipped on the way by PocketBase's middleware.
 */
export function sendPayload(
  e: core.RequestEvent,
  request: PageRequest,
  page: CachedPage | undefined,
  cacheControl: string,
): void {
  const headers = e.response.header();
  headers.set("X-Robots-Tag", "noindex");
  if (page?.status !== 200 || page.noStore) {
    headers.set("Cache-Control", "no-store");
    e.noContent(204);
    return;
  }
  headers.set("Cache-Control", cacheControl);
  const etag = payloadTag(request, encodingsOf(e.request?.header.get("Accept-Encoding") ?? "").gzip);
  headers.set("ETag", etag);
  if ((e.request?.header.get("If-None-Match") ?? "") === etag) {
    e.noContent(304);
    return;
  }
  e.blob(200, JSON_TYPE, toBytes(payloadOf(request.key, page)));
}
