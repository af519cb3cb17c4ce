// A body's words are indexed up to its first 262,144 characters (searchedBodyChars, lib/search-index.ts; issue 32).
// Rows written before that hold the whole of a longer body: each is noted as due in search_pending, and the search
// hooks write it again, cut, by the minute's cron (found cut within a minute on a copy of such a row). Written out,
// as a released migration is.

{
  const SEARCHED_BODY_CHARS = 262_144;
  const BODY_TABLES = ["projects", "news"];

  migrate(
    (app) => {
      if (!app.hasTable("search_index") || !app.hasTable("search_pending")) return;
      for (const table of BODY_TABLES.filter((name) => app.hasTable(name)))
        app
          .db()
          .newQuery(
            "INSERT OR REPLACE INTO search_pending (collection, record, marked) " +
              `SELECT '${table}', id, lower(hex(randomblob(8))) FROM ${table} WHERE length(body) > {:bound}`,
          )
          .bind({ bound: SEARCHED_BODY_CHARS })
          .execute();
    },
    // Down: nothing to undo; a row written again holds what the hooks of the time index.
    () => {},
  );
}
