import { HOOK_COLLECTIONS } from "../../../../shared/hook-collections";
import { tookStep } from "../../../../shared/pages/steps";
import { SCHEDULED_COLLECTIONS } from "../../../../shared/serving/live-pages";
import { appStore, forgetPages } from "./cache";
import { collectionNamed } from "./collection-named";

/**
 * A token that changes whenever content a page shows changes, so anything built from content
 * (the page's ETag, the rendered-page cache) can tell it is stale without a query. It lives in
 * the app's store, shared by every handler's VM; a module variable would not be. A fresh token
 * on every start means a restart never reissues an old ETag for new content.
 *
 * A scheduled record changes the pages when its time comes, though nothing is written then: the
 * token also rolls over at the earliest publication time still to come.
 */
const VERSION = "contentVersion";
const DUE = "contentDueAt";
/** Both in one value, `<due>|<token>`, for the one lookup every page request makes. */
const BOTH = "contentVersionDue";

/**
 * The collections whose records pages show, redirects included (shared/site-registry.ts); contact messages and logs
 * are not among them.
 */
const PAGE_COLLECTIONS = new Set<string>(HOOK_COLLECTIONS.purged);

export function changesContent(collectionName: string): boolean {
  return PAGE_COLLECTIONS.has(collectionName);
}

/**
 * The earliest time a field of a collection's published records still waits for. A scheduled collection that a later
 * migration makes (a new kind of page) is not there yet while an earlier migration saves records: none waits there.
 */
function dueIn(app: CoreApp, collection: string, field: "published_at" | "unpublish_at"): number[] {
  try {
    return app
      .findRecordsByFilter(collection, `status = "published" && ${field} > @now`, field, 1, 0)
      .map((record) => Date.parse(record?.getString(field).replace(" ", "T") ?? ""));
  } catch (error) {
    if (collectionNamed(app, collection)) throw error;
    return [];
  }
}

/** When the next scheduled record comes due, or leaves (its unpublish time), in ms since the epoch; 0 when none waits. */
export function nextDue(app: CoreApp): number {
  const times = SCHEDULED_COLLECTIONS.flatMap((collection) =>
    (["published_at", "unpublish_at"] as const).flatMap((field) => dueIn(app, collection, field)),
  ).filter((time) => Number.isFinite(time));
  return times.length > 0 ? Math.min(...times) : 0;
}

/**
 * A new token, and when the next scheduled record comes due. The token it replaces (`from`), unless none was kept or a
 * scheduled record came due under it (what was counted at it may have changed without a save); and the new one.
 */
export function bumpContentVersion(app: CoreApp): { from: string | undefined; to: string } {
  const store = app.store();
  const both = (store.get(BOTH) as string | undefined) ?? "";
  const dueBefore = Number(both.slice(0, both.indexOf("|")));
  const from = dueBefore > 0 && Date.now() >= dueBefore ? undefined : ((store.get(VERSION) as string | undefined) ?? undefined);
  const token = $security.randomString(10);
  const due = String(nextDue(app));
  store.set(VERSION, token);
  store.set(DUE, due);
  store.set(BOTH, `${due}|${token}`);
  forgetPages(app);
  return { from, to: token };
}

/**
 * The token as it is kept, without rolling it over: for a cache of what changes only when content is saved (the
 * languages), read where the token must not be made (a save inside a migration, before every field exists).
 */
export const keptContentVersion = (app: CoreApp): string | undefined =>
  (app.store().get(VERSION) as string | undefined) ?? undefined;

/** The current token; it rolls over first if a scheduled record has come due since it was made. */
export function contentVersion(app: CoreApp): string {
  tookStep("version", "");
  const store = appStore(app);
  const both = store.get(BOTH) as string | undefined;
  if (both != null) {
    const at = both.indexOf("|");
    const due = Number(both.slice(0, at));
    if (!(due > 0 && Date.now() >= due)) return both.slice(at + 1);
  }
  bumpContentVersion(app);
  return store.get(VERSION) as string;
}
