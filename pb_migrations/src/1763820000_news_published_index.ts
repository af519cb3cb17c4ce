// The published news list in one index (docs/decisions/archive/026-lean-lists.md): visitors' lists filter by
// status and publication time and sort newest first, then by creation. An index in that very order
// lets SQLite read a page straight from it, and skip a deep page's earlier rows in the index alone,
// where (status, published_at) left the tie-break on `created` to a sort of every row up to the page.
// It replaces that index, which it covers. A snapshot of the change, idempotent: on a data dir that
// has it already, it writes the same index again.

const PUBLISHED = "idx_news_published";
const PUBLIC = "idx_news_public";

migrate(
  (app) => {
    const news = app.findCollectionByNameOrId("news");
    news.removeIndex(PUBLIC);
    news.addIndex(PUBLISHED, false, "status, published_at DESC, created DESC", "");
    app.save(news);
  },
  (app) => {
    const news = app.findCollectionByNameOrId("news");
    news.removeIndex(PUBLISHED);
    news.addIndex(PUBLIC, false, "status, published_at", "");
    app.save(news);
  },
);
