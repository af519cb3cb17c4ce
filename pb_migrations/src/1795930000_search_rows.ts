// Each search row's rowid by its record (pb_migrations/src/lib/search-index.ts ROWS_TABLE; issues 32 and 34): FTS5
// cannot index its `record` column, so finding a record's row to replace it read every row's words, every body in the
// index, at each save. A plain table beside the index, not a collection, filled from the rows already there; a record
// with two rows (none should have) keeps its newest and loses the other. Written out, as a released migration is.

migrate(
  (app) => {
    app
      .db()
      .newQuery("CREATE TABLE IF NOT EXISTS search_rows (record TEXT PRIMARY KEY NOT NULL, row INTEGER NOT NULL UNIQUE)")
      .execute();
    if (!app.hasTable("search_index")) return;
    app
      .db()
      .newQuery("INSERT OR REPLACE INTO search_rows (record, row) SELECT record, max(rowid) FROM search_index GROUP BY record")
      .execute();
    app.db().newQuery("DELETE FROM search_index WHERE rowid NOT IN (SELECT row FROM search_rows)").execute();
  },
  (app) => {
    app.db().newQuery("DROP TABLE IF EXISTS search_rows").execute();
  },
);
