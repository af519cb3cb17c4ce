// news_counted_from_a_narrow_index, written by `npm run migration` on 2026-11-30 from the declarations' diff:
// - news: indexes
// Written by hand besides (issue 34): a list's kept total is confirmed with two reads at its end, which read the
// published index up to there; right after a save, with 9,000 articles in a language, its wide entries cost /news's
// render 20-30 ms. This index holds the visitor rule's fields alone. Not for projects: SQLite took it for the
// portfolio's order too, and sorted.
// A snapshot with literal values (decision 075): once released it never changes. Run twice, `up` changes nothing.

// In a block: its helpers are its own, never another migration's of the same name.
{
  const setIndexes = (app: CoreApp, name: string, indexes: string[]): void => {
    const collection = app.findCollectionByNameOrId(name);
    // The binding takes a plain array for its JSON array type.
    collection.indexes = indexes as unknown as typeof collection.indexes;
    app.save(collection);
  };

  migrate(
    (app) => {
      setIndexes(app, "news", [
        "CREATE UNIQUE INDEX idx_news_slug ON news (language, slug)",
        "CREATE UNIQUE INDEX idx_news_translation ON news (translation_of, language) WHERE translation_of != ''",
        "CREATE INDEX idx_news_translations ON news (translation_of, language, status, published_at, unpublish_at, noindex, slug)",
        "CREATE INDEX idx_news_originals ON news (id, language, status, published_at, unpublish_at, noindex, slug)",
        "CREATE INDEX idx_news_publish_times ON news (published_at)",
        "CREATE INDEX idx_news_unpublish_times ON news (unpublish_at)",
        "CREATE INDEX idx_news_unsaved ON news (id) WHERE preview_url = ''",
        "CREATE INDEX idx_news_updated ON news (updated)",
        "CREATE INDEX idx_news_counted ON news (language, status, published_at, unpublish_at)",
        "CREATE INDEX idx_news_published ON news (language, status, published_at DESC, created DESC, unpublish_at, noindex, slug, updated, translation_of, id)",
      ]);
    },
    (app) => {
      setIndexes(app, "news", [
        "CREATE UNIQUE INDEX idx_news_slug ON news (language, slug)",
        "CREATE UNIQUE INDEX idx_news_translation ON news (translation_of, language) WHERE translation_of != ''",
        "CREATE INDEX idx_news_translations ON news (translation_of, language, status, published_at, unpublish_at, noindex, slug)",
        "CREATE INDEX idx_news_originals ON news (id, language, status, published_at, unpublish_at, noindex, slug)",
        "CREATE INDEX idx_news_publish_times ON news (published_at)",
        "CREATE INDEX idx_news_unpublish_times ON news (unpublish_at)",
        "CREATE INDEX idx_news_unsaved ON news (id) WHERE preview_url = ''",
        "CREATE INDEX idx_news_updated ON news (updated)",
        "CREATE INDEX idx_news_published ON news (language, status, published_at DESC, created DESC, unpublish_at, noindex, slug, updated, translation_of, id)",
      ]);
    },
  );
}
