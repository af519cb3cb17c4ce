import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { formatDate } from "../../../shared/content/format";
import { isoDate } from "../../../shared/content/pb-date";
import { SLUG_PATTERN } from "../../../shared/content/slug";
import { coverAlt } from "../../../shared/images/alt-text";
import { IMAGE_SIZES } from "../../../shared/images/grid-sizes";
import { COVER_FRAMES } from "../../../shared/images/images";
import { fill } from "../../../shared/languages/words/fill";
import type { PageContent } from "../../../shared/pages/view";
import { validateRoute } from "../app/errors/page-error";
import { routeHead } from "../app/head/route-head";
import { held, usePreview } from "../app/preview/preview";
import { PreviewBar } from "../app/preview/preview-bar";
import { articleNeighboursQuery, articleQuery } from "../features/news/news-query";
import { TagLinks } from "../features/news/tag-links";
import { orNotFound } from "../lib/backend-error";
import { words } from "../lib/document-language";
import { ResponsiveImage } from "../lib/responsive-image";
import { RichText } from "../lib/rich-text";
import { translationsQuery } from "../lib/translations-query";
import "../features/news/news.css";

export const Route = createFileRoute("/news/$slug")({
  staticData: { layout: "menu-spacer" },
  beforeLoad: ({ params, location }) => validateRoute(SLUG_PATTERN.test(params.slug), location.pathname),
  loader: async ({ params, context: { queryClient } }) => {
    const article = await orNotFound(queryClient.ensureQueryData(articleQuery(params.slug)));
    const [, translations] = await Promise.all([
      queryClient.ensureQueryData(articleNeighboursQuery(article)),
      queryClient.ensureQueryData(translationsQuery("news", article)),
    ]);
    return { kind: "article", record: article, translations } satisfies PageContent;
  },
  head: routeHead,
  // A preview link's page opens with its bar (app/preview/preview-bar.tsx).
  component: () => (
    <>
      <PreviewBar />
      <ArticlePage />
    </>
  ),
});

function ArticlePage() {
  const { slug } = Route.useParams();
  const preview = usePreview();
  const { data: article } = useSuspenseQuery(held(articleQuery(slug), preview));
  const { data: neighbours } = useSuspenseQuery(held(articleNeighboursQuery(article), preview));
  const said = words();

  return (
    <article className="container">
      <header className="article-header">
        <p className="eyebrow">
          <Link to="/news">{said.nav.news}</Link>
        </p>
        <h1>{article.title}</h1>
        {article.excerpt && <p className="lede">{article.excerpt}</p>}
        <p className="article-meta">
          <time dateTime={isoDate(article.published_at)}>{formatDate(article.published_at, said)}</time>
          {article.author_name && <span>{fill(said.news.by, { author: article.author_name })}</span>}
          {article.tags && (
            <span>
              <TagLinks tags={article.tags} />
            </span>
          )}
        </p>
      </header>
      {article.cover && (
        <ResponsiveImage
          record={article}
          file={article.cover}
          sizes={IMAGE_SIZES.cover}
          alt={coverAlt(article)}
          width={1200}
          height={750}
          priority
          frame={COVER_FRAMES.news}
          className="article-cover"
        />
      )}
      {article.body && <RichText html={article.body} className="prose article-body" />}
      <nav className="article-nav" aria-label={said.news.more}>
        {neighbours.older ? (
          <Link to="/news/$slug" params={{ slug: neighbours.older.slug }} rel="prev">
            <span className="eyebrow">{said.news.previous}</span>
            <strong>{neighbours.older.title}</strong>
          </Link>
        ) : (
          <span />
        )}
        {neighbours.newer && (
          <Link to="/news/$slug" params={{ slug: neighbours.newer.slug }} rel="next" className="newer">
            <span className="eyebrow">{said.news.next}</span>
            <strong>{neighbours.newer.title}</strong>
          </Link>
        )}
      </nav>
    </article>
  );
}
