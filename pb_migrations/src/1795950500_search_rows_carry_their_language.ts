// Each search row carries its language in the index itself (issue 34): a last column of the FTS5 table, which a search
// matches beside its words (`language : "en"`), so FTS5 reads and ranks the language's rows only. A table beside the
// index (search_languages, migration 1795950300) was joined after the ranking: with 20,000 articles in three languages
// the newest 500 matches in one language lay among 10,000 rows of the others, and all of them were ranked (a word in
// every article: 27 ms in SQLite's C, some 110 ms in PocketBase's; 7 ms in C with the column). The table is rebuilt
// with the same rowids, each row's language read from its record, and the table beside it dropped. Written out, as a
// released migration is.

{
  const COLUMNS = "collection, record, slug, status, published_at, title, keywords, body";
  const OPTIONS = "tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'";
  const RECORD_TABLES = ["projects", "news", "services", "pages"];

  const rebuild = (app: CoreApp, columns: string, select: string): void => {
    const db = app.db();
    db.newQuery("DROP TABLE IF EXISTS search_index_next").execute();
    db.newQuery(
      "CREATE VIRTUAL TABLE search_index_next USING fts5(collection UNINDEXED, record UNINDEXED, slug UNINDEXED, " +
        `status UNINDEXED, published_at UNINDEXED, ${columns}, ${OPTIONS})`,
    ).execute();
    db.newQuery(
      `INSERT INTO search_index_next (rowid, ${COLUMNS}${columns.endsWith("language") ? ", language" : ""}) ${select}`,
    ).execute();
    db.newQuery("DROP TABLE search_index").execute();
    db.newQuery("ALTER TABLE search_index_next RENAME TO search_index").execute();
  };

  migrate(
    (app) => {
      if (!app.hasTable("search_index")) return;
      const languageOf = RECORD_TABLES.filter((table) => app.hasTable(table)).map(
        (table) => `(SELECT language FROM ${table} WHERE id = i.record)`,
      );
      rebuild(
        app,
        "title, keywords, body, language",
        `SELECT i.rowid, ${COLUMNS.split(", ")
          .map((column) => `i.${column}`)
          .join(", ")}, COALESCE(${[...languageOf, "''"].join(", ")}) FROM search_index AS i`,
      );
      app.db().newQuery("DROP TABLE IF EXISTS search_languages").execute();
      // The index's writer (lib/search-index.ts) asks once per process whether rows carry their language.
      app.store().set("searchIndex|language", true);
    },
    (app) => {
      if (!app.hasTable("search_index")) return;
      app
        .db()
        .newQuery("CREATE TABLE IF NOT EXISTS search_languages (row INTEGER PRIMARY KEY, language TEXT NOT NULL)")
        .execute();
      app
        .db()
        .newQuery("INSERT OR REPLACE INTO search_languages (row, language) SELECT rowid, language FROM search_index")
        .execute();
      rebuild(app, "title, keywords, body", `SELECT rowid, ${COLUMNS} FROM search_index`);
      app.store().set("searchIndex|language", false);
    },
  );
}
