import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Icon } from "../app/icon";
import { NewsCard } from "../features/news/news-card";
import { newsPageQuery } from "../features/news/news-query";
import "./home.css";

interface NewsSearch {
  page?: number;
}

export const Route = createFileRoute("/news/")({
  staticData: { layout: "menu-spacer" },
  // ?page= must be a whole number from 1; anything else means the first page.
  validateSearch: (search: Record<string, unknown>): NewsSearch => {
    const page = Number(search.page);
    return Number.isInteger(page) && page > 1 ? { page } : {};
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ deps, context: { queryClient } }) => queryClient.ensureQueryData(newsPageQuery(deps.page)),
  head: ({ loaderData }) => ({ meta: [{ title: loaderData && loaderData.page > 1 ? `News, page ${loaderData.page}` : "News" }] }),
  component: News,
});

function News() {
  const { page = 1 } = Route.useSearch();
  const { data } = useSuspenseQuery(newsPageQuery(page));
  const pages = Array.from({ length: data.totalPages }, (_, i) => i + 1);
  const toPage = (n: number) => (n > 1 ? { page: n } : {});

  return (
    <div className="container">
      <header className="page-head">
        <h1>News</h1>
        <p className="lede">Studio notes, launches and the things we are learning.</p>
      </header>
      {data.items.length === 0 ? (
        <p className="notice" role="status">
          {data.totalItems === 0 ? "No news yet. " : `There is no page ${page}. `}
          {data.totalItems > 0 && <Link to="/news">Go to the first page</Link>}
        </p>
      ) : (
        <>
          <h2 className="visually-hidden">{page > 1 ? `Articles, page ${page}` : "Latest articles"}</h2>
          <div className="news-grid" data-animate="slide-bottom.stagger:0.08">
            {data.items.map((article) => (
              <NewsCard key={article.id} article={article} />
            ))}
          </div>
        </>
      )}
      {data.totalPages > 1 && (
        <nav className="pagination" aria-label="News pages">
          {page > 1 ? (
            <Link to="/news" search={toPage(page - 1)} rel="prev">
              <Icon name="arrow-left" /> <span className="visually-hidden">Previous page</span>
            </Link>
          ) : (
            <span aria-disabled="true">
              <Icon name="arrow-left" />
            </span>
          )}
          <ol>
            {pages.map((n) => (
              <li key={n}>
                <Link
                  to="/news"
                  search={toPage(n)}
                  aria-current={n === page ? "page" : undefined}
                  aria-label={`Page ${n}`}
                  activeOptions={{ includeSearch: true }}
                >
                  {n}
                </Link>
              </li>
            ))}
          </ol>
          {page < data.totalPages ? (
            <Link to="/news" search={toPage(page + 1)} rel="next">
              <span className="visually-hidden">Next page</span> <Icon name="arrow-right" />
            </Link>
          ) : (
            <span aria-disabled="true">
              <Icon name="arrow-right" />
            </span>
          )}
        </nav>
      )}
    </div>
  );
}
