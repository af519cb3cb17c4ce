// Each search row's language, by the index's rowid (pb_migrations/src/lib/search-index.ts; issue 34): the search finds
// a matching row's language with one lookup, where it listed the ids of every record in the visitor's language for
// each search. A plain table beside the index, filled from the rows already there through search_rows (each row's
// record). Written out, as a released migration is.

migrate(
  (app) => {
    app.db().newQuery("CREATE TABLE IF NOT EXISTS search_languages (row INTEGER PRIMARY KEY, language TEXT NOT NULL)").execute();
    if (!app.hasTable("search_rows")) return;
    const languageOf = ["projects", "news", "services", "pages"]
      .filter((table) => app.hasTable(table))
      .map((table) => `(SELECT language FROM ${table} WHERE id = r.record)`);
    app
      .db()
      .newQuery(
        "INSERT OR REPLACE INTO search_languages (row, language) " +
          `SELECT r.row, COALESCE(${[...languageOf, "''"].join(", ")}) FROM search_rows AS r`,
      )
      .execute();
  },
  (app) => {
    app.db().newQuery("DROP TABLE IF EXISTS search_languages").execute();
  },
);
