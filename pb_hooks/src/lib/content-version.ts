/**
 * A token that changes whenever a record changes, so anything built from content (the
 * page's ETag now, a cache of rendered pages later) can tell it is stale without a query.
 * It lives in the app's store, shared by every handler's VM; a module variable would not be.
 * A fresh token on every start means a restart never reissues an old ETag for new content.
 */
const KEY = "contentVersion";

export function contentVersion(app: core.App): string {
  return app.store().getOrSet(KEY, () => $security.randomString(10)) as string;
}

export function bumpContentVersion(app: core.App): void {
  app.store().set(KEY, $security.randomString(10));
}

/** System collections (superusers, auth origins, OTPs) hold no content a page shows. */
export function changesContent(collectionName: string): boolean {
  return !collectionName.startsWith("_");
}
