/**
 * The collection of that name, or undefined while it does not exist yet: a collection a later migration makes (a new
 * kind of page) is not there while an earlier migration saves records, and the hooks those saves run must pass it by.
 * Not the cached lookup: inside a migration the cache can lag the collections the same run has made.
 */
export function collectionNamed(app: CoreApp, name: string): core.Collection | undefined {
  try {
    return app.findCollectionByNameOrId(name);
  } catch {
    return undefined;
  }
}
