/**
 * A record's row in a collection kept apart from it (shared/schema/kept-apart.ts), found by the relation named for its
 * collection: one search of that relation's partial unique index. The condition `!= ''` is what lets SQLite use the
 * index (it holds set values only); PocketBase's filter would write it as a comparison it cannot read that way.
 */
export function keptRow(app: CoreApp, kept: string, collection: string, id: string): core.Record | undefined {
  if (id === "") return undefined;
  const row = new Record();
  try {
    app
      .recordQuery(kept)
      .andWhere($dbx.exp(`[[${collection}]] = {:id} AND [[${collection}]] != ''`, { id }))
      .limit(1)
      .one(row);
  } catch {
    // No row: sql.ErrNoRows.
    return undefined;
  }
  return row;
}
