/**
 * Rendered pages, kept in the app's store (shared by every handler's VM; module state is not)
 * until content changes. Values are plain strings: a JS object stored there would belong to
 * one VM. The limit bounds memory against a crawl of endless addresses: past it, pages are
 * rendered each time until the next content change empties the cache.
 */
const PREFIX = "page|";
const LIMIT = 500;

export interface CachedPage {
  status: number;
  noindex: boolean;
  html: string;
}

export function cachedPage(app: core.App, key: string, render: () => CachedPage): CachedPage {
  const store = app.store();
  const stored = store.get(PREFIX + key) as string | undefined;
  if (stored) {
    const [status = "200", noindex = "0"] = stored.split("|", 2);
    return { status: Number(status), noindex: noindex === "1", html: stored.slice(status.length + noindex.length + 2) };
  }
  const page = render();
  store.setIfLessThanLimit(PREFIX + key, `${page.status}|${page.noindex ? 1 : 0}|${page.html}`, LIMIT);
  return page;
}

/** Forgets every rendered page. */
export function forgetPages(app: core.App): void {
  const store = app.store();
  for (const key of Object.keys(store.getAll() as Record<string, unknown>)) if (key.startsWith(PREFIX)) store.remove(key);
}
