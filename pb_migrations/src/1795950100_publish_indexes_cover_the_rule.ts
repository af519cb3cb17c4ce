// publish_indexes_cover_the_rule, written by `npm run migration` on 2026-11-28 (numbered after the last one) from the declarations' diff:
// - projects: indexes
// - news: indexes
// - pages: indexes
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
      setIndexes(app, "projects", [
        "CREATE UNIQUE INDEX idx_projects_slug ON projects (language, slug)",
        "CREATE UNIQUE INDEX idx_projects_translation ON projects (translation_of, language) WHERE translation_of != ''",
        "CREATE INDEX idx_projects_portfolio ON projects (language, status, sort_order, published_at DESC, unpublish_at)",
      ]);
      setIndexes(app, "news", [
        "CREATE UNIQUE INDEX idx_news_slug ON news (language, slug)",
        "CREATE UNIQUE INDEX idx_news_translation ON news (translation_of, language) WHERE translation_of != ''",
        "CREATE INDEX idx_news_published ON news (language, status, published_at DESC, created DESC, unpublish_at)",
      ]);
      setIndexes(app, "pages", [
        "CREATE UNIQUE INDEX idx_pages_slug ON pages (language, slug)",
        "CREATE UNIQUE INDEX idx_pages_translation ON pages (translation_of, language) WHERE translation_of != ''",
        "CREATE INDEX idx_pages_public ON pages (language, status, published_at, unpublish_at)",
      ]);
    },
    (app) => {
      setIndexes(app, "pages", [
        "CREATE UNIQUE INDEX idx_pages_slug ON pages (language, slug)",
        "CREATE UNIQUE INDEX idx_pages_translation ON pages (translation_of, language) WHERE translation_of != ''",
        "CREATE INDEX idx_pages_public ON pages (language, status, published_at)",
      ]);
      setIndexes(app, "news", [
        "CREATE UNIQUE INDEX idx_news_slug ON news (language, slug)",
        "CREATE UNIQUE INDEX idx_news_translation ON news (translation_of, language) WHERE translation_of != ''",
        "CREATE INDEX idx_news_published ON news (language, status, published_at DESC, created DESC)",
      ]);
      setIndexes(app, "projects", [
        "CREATE UNIQUE INDEX idx_projects_slug ON projects (language, slug)",
        "CREATE UNIQUE INDEX idx_projects_translation ON projects (translation_of, language) WHERE translation_of != ''",
        "CREATE INDEX idx_projects_public ON projects (language, status, published_at)",
      ]);
    },
  );
}
