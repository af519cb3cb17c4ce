// Site search (docs/decisions/archive/042-site-search-in-pocketbases-database.md): an FTS5 table in PocketBase's own database,
// holding every project, article and service with its status and publish time (the search applies the published rule
// when it reads), filled here with the records already there and kept in step by pb_hooks/src/search.pb.ts.
// The table as released, written out: a later change to it is a migration of its own. Run twice, it rebuilds the same
// rows; a data dir that never had the table gets it at its next start, filled.
//
// unicode61 with remove_diacritics 2 folds case and accents ("Café" is found by "cafe"); the prefix indexes serve the
// last word of a query, which is matched as the start of a word while it is still being typed.

import { addToIndex, SEARCHED_COLLECTIONS } from "./lib/search-index";

migrate(
  (app) => {
    app
      .db()
      .newQuery(
        "CREATE VIRTUAL TABLE IF NOT EXISTS search_index USING fts5(" +
          "collection UNINDEXED, record UNINDEXED, slug UNINDEXED, status UNINDEXED, published_at UNINDEXED, " +
          "title, keywords, body, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')",
      )
      .execute();
    app.db().newQuery("DELETE FROM search_index").execute();
    for (const name of SEARCHED_COLLECTIONS) {
      for (const record of app.findAllRecords(name)) if (record) addToIndex(app, record);
    }
  },
  (app) => {
    app.db().newQuery("DROP TABLE IF EXISTS search_index").execute();
  },
);
