/**
 * Rendered pages, kept in the app's store (shared by every handler's VM; module state is not)
 * until content changes. A page is kept as Go bytes, which pass from the store to the response
 * untouched; as a JS string it would be converted twice per request. The limit bounds memory
 * against a crawl of endless addresses: past it, pages are rendered each time until the next
 * content change empties the cache.
 */
const PREFIX = "page|";
const LIMIT = 1000;

export interface RenderedPage {
  status: number;
  noindex: boolean;
  /** No cache may keep it, the browser's included (shared/page-view.ts, isPrivatePage). */
  noStore: boolean;
  /** The visit counts for a route rule (a page removed on purpose): counted on every request, cached or not. */
  counted: boolean;
  html: string;
}

export interface CachedPage {
  status: number;
  noindex: boolean;
  noStore: boolean;
  counted: boolean;
  /** The document as bytes (toBytes), for e.blob. */
  body: unknown;
}

export function cachedPage(app: core.App, key: string): CachedPage | undefined {
  const store = app.store();
  const meta = store.get(`${PREFIX}${key}|meta`) as string | undefined;
  if (!meta) return undefined;
  const body = store.get(`${PREFIX}${key}`);
  if (body === undefined || body === null) return undefined;
  const [status = "200", noindex = "0", counted = "0", noStore = "0"] = meta.split("|");
  return { status: Number(status), noindex: noindex === "1", counted: counted === "1", noStore: noStore === "1", body };
}

export function keepPage(app: core.App, key: string, page: RenderedPage): CachedPage {
  const store = app.store();
  const body = toBytes(page.html);
  // The body first: a reader that finds the meta finds the body too. Two entries per page, hence the limit's double.
  if (store.setIfLessThanLimit(`${PREFIX}${key}`, body, LIMIT * 2))
    store.set(`${PREFIX}${key}|meta`, `${page.status}|${page.noindex ? 1 : 0}|${page.counted ? 1 : 0}|${page.noStore ? 1 : 0}`);
  return { status: page.status, noindex: page.noindex, counted: page.counted, noStore: page.noStore, body };
}

/** Forgets every rendered page. */
export function forgetPages(app: core.App): void {
  const store = app.store();
  for (const key of Object.keys(store.getAll() as Record<string, unknown>)) if (key.startsWith(PREFIX)) store.remove(key);
}
