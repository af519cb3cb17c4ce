import { Link } from "@tanstack/react-router";
import { formatDate } from "../../../../shared/content/format";
import { isoDate } from "../../../../shared/content/pb-date";
import type { NewsCard as NewsCardRecord } from "../../../../shared/pages/lists";
import { words } from "../../lib/document-language";
import { ResponsiveImage } from "../../lib/responsive-image";
import "./news.css";
import { TagLinks } from "./tag-links";

/** `sizes` says how wide the grid shows it: IMAGE_SIZES.newsCard (shared/images/grid-sizes.ts). */
export function NewsCard({ article, sizes }: { article: NewsCardRecord; sizes: string }) {
  return (
    <article className="news-card">
      <Link to="/news/$slug" params={{ slug: article.slug }} className="news-card-link">
        {article.cover && (
          <ResponsiveImage record={article} file={article.cover} sizes={sizes} alt="" width={1200} height={750} />
        )}
        <h3>{article.title}</h3>
      </Link>
      <p className="news-card-meta">
        <time dateTime={isoDate(article.published_at)}>{formatDate(article.published_at, words())}</time>
        {article.tags && (
          <span>
            {" · "}
            <TagLinks tags={article.tags} />
          </span>
        )}
      </p>
      {article.excerpt && <p className="news-card-excerpt">{article.excerpt}</p>}
    </article>
  );
}
