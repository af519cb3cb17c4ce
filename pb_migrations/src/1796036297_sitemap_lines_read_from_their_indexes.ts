// sitemap_lines_read_from_their_indexes, written by `npm run migration` on 2026-11-30 from the declarations' diff:
// - projects: indexes
// - news: indexes
// - pages: indexes
// Written by hand besides (issue 34): a sitemap file's lines, and each line's translations and original, are read
// from these indexes alone. Right after a save, every table row a file read was a 4 KB page PocketBase's SQLite
// allocated again: the scale fixture's /sitemaps/en/news-1.xml took 190-230 ms.
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
        "CREATE INDEX idx_projects_translations ON projects (translation_of, language, status, published_at, unpublish_at, noindex, slug)",
        "CREATE INDEX idx_projects_originals ON projects (id, language, status, published_at, unpublish_at, noindex, slug)",
        "CREATE INDEX idx_projects_publish_times ON projects (published_at)",
        "CREATE INDEX idx_projects_unpublish_times ON projects (unpublish_at)",
        "CREATE INDEX idx_projects_unsaved ON projects (id) WHERE preview_url = ''",
        "CREATE INDEX idx_projects_updated ON projects (updated)",
        "CREATE INDEX idx_projects_portfolio ON projects (language, status, sort_order, published_at DESC, unpublish_at, noindex, slug, updated, translation_of, id)",
        "CREATE INDEX idx_projects_featured ON projects (language, status, featured DESC, sort_order, published_at DESC, unpublish_at)",
      ]);
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
      setIndexes(app, "pages", [
        "CREATE UNIQUE INDEX idx_pages_slug ON pages (language, slug)",
        "CREATE UNIQUE INDEX idx_pages_translation ON pages (translation_of, language) WHERE translation_of != ''",
        "CREATE INDEX idx_pages_translations ON pages (translation_of, language, status, published_at, unpublish_at, noindex, slug)",
        "CREATE INDEX idx_pages_originals ON pages (id, language, status, published_at, unpublish_at, noindex, slug)",
        "CREATE INDEX idx_pages_publish_times ON pages (published_at)",
        "CREATE INDEX idx_pages_unpublish_times ON pages (unpublish_at)",
        "CREATE INDEX idx_pages_unsaved ON pages (id) WHERE preview_url = ''",
        "CREATE INDEX idx_pages_updated ON pages (updated)",
        "CREATE INDEX idx_pages_public ON pages (language, status, published_at, unpublish_at, noindex, slug, updated, translation_of, id)",
      ]);
    },
    (app) => {
      setIndexes(app, "pages", [
        "CREATE UNIQUE INDEX idx_pages_slug ON pages (language, slug)",
        "CREATE UNIQUE INDEX idx_pages_translation ON pages (translation_of, language) WHERE translation_of != ''",
        "CREATE INDEX idx_pages_translations ON pages (translation_of, language)",
        "CREATE INDEX idx_pages_publish_times ON pages (published_at)",
        "CREATE INDEX idx_pages_unpublish_times ON pages (unpublish_at)",
        "CREATE INDEX idx_pages_unsaved ON pages (id) WHERE preview_url = ''",
        "CREATE INDEX idx_pages_updated ON pages (updated)",
        "CREATE INDEX idx_pages_public ON pages (language, status, published_at, unpublish_at, noindex)",
      ]);
      setIndexes(app, "news", [
        "CREATE UNIQUE INDEX idx_news_slug ON news (language, slug)",
        "CREATE UNIQUE INDEX idx_news_translation ON news (translation_of, language) WHERE translation_of != ''",
        "CREATE INDEX idx_news_translations ON news (translation_of, language)",
        "CREATE INDEX idx_news_publish_times ON news (published_at)",
        "CREATE INDEX idx_news_unpublish_times ON news (unpublish_at)",
        "CREATE INDEX idx_news_unsaved ON news (id) WHERE preview_url = ''",
        "CREATE INDEX idx_news_updated ON news (updated)",
        "CREATE INDEX idx_news_published ON news (language, status, published_at DESC, created DESC, unpublish_at, noindex)",
      ]);
      setIndexes(app, "projects", [
        "CREATE UNIQUE INDEX idx_projects_slug ON projects (language, slug)",
        "CREATE UNIQUE INDEX idx_projects_translation ON projects (translation_of, language) WHERE translation_of != ''",
        "CREATE INDEX idx_projects_translations ON projects (translation_of, language)",
        "CREATE INDEX idx_projects_publish_times ON projects (published_at)",
        "CREATE INDEX idx_projects_unpublish_times ON projects (unpublish_at)",
        "CREATE INDEX idx_projects_unsaved ON projects (id) WHERE preview_url = ''",
        "CREATE INDEX idx_projects_updated ON projects (updated)",
        "CREATE INDEX idx_projects_portfolio ON projects (language, status, sort_order, published_at DESC, unpublish_at, noindex)",
        "CREATE INDEX idx_projects_featured ON projects (language, status, featured DESC, sort_order, published_at DESC, unpublish_at)",
      ]);
    },
  );
}
