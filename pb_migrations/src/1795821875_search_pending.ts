// The search index's line of records still to write (issue 32; pb_migrations/src/lib/search-index.ts PENDING_TABLE): a
// save writes a line in its own transaction, and the row after it has committed, so a long body's words never hold the
// database's one writer. A plain table in PocketBase's own database, beside the index: not a collection, no one reads it
// through the API. `marked` tells one save's line from the next one's. Written out, as a released migration is.

migrate(
  (app) => {
    app
      .db()
      .newQuery(
        "CREATE TABLE IF NOT EXISTS search_pending (collection TEXT NOT NULL, record TEXT NOT NULL, marked TEXT NOT NULL, " +
          "PRIMARY KEY (collection, record))",
      )
      .execute();
  },
  (app) => {
    app.db().newQuery("DROP TABLE IF EXISTS search_pending").execute();
  },
);
