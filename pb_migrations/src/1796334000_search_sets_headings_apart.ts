// A search result's snippet ran a heading into the text after it ("Our approach We design…"); the index now sets a
// heading apart from what follows (" — ", lib/search-index.ts). Rows written before hold the run-in words: each
// record with a heading (an editor's page, whose sections have headings; a project or article whose body has one) is
// noted as due in search_pending, and the search hooks write it again by the minute's cron, 500 a minute. Until then
// it is found as before. Written out, as a released migration is.

{
  const BODY_TABLES = ["projects", "news"];

  migrate(
    (app) => {
      if (!app.hasTable("search_index") || !app.hasTable("search_pending")) return;
      const due = (table: string, where: string) =>
        app
          .db()
          .newQuery(
            "INSERT OR REPLACE INTO search_pending (collection, record, marked) " +
              `SELECT '${table}', id, lower(hex(randomblob(8))) FROM ${table} WHERE ${where}`,
          )
          .execute();
      for (const table of BODY_TABLES.filter((name) => app.hasTable(name))) due(table, "body LIKE '%</h%'");
      if (app.hasTable("pages")) due("pages", "sections != '[]' AND sections != ''");
    },
    // Down: nothing to undo; a row written again holds what the hooks of the time index.
    () => {},
  );
}
