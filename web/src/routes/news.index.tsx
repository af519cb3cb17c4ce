import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link, notFound, redirect } from "@tanstack/react-router";
import { readTagParam, taggedCount } from "../../../shared/content/tags";
import { IMAGE_SIZES } from "../../../shared/images/grid-sizes";
import { readPageParam } from "../../../shared/pages/list-params";
import type { PageContent } from "../../../shared/pages/view";
import { routeHead } from "../app/head/route-head";
import { Pagination } from "../app/lists/pagination";
import { NewsCard } from "../features/news/news-card";
import { newsPageQuery } from "../features/news/news-page-query";
import "./home.css";
import { fill } from "../../../shared/languages/words/fill";
import { words } from "../lib/document-language";

type Value = string | string[];

interface NewsSearch {
  /** As the address has them: the loader judges them by the server's own rules (list-params.ts, tags.ts). */
  tag?: Value;
  page?: Value;
}

export const Route = createFileRoute("/news/")({
  staticData: { layout: "menu-spacer" },
  validateSearch: (search: Record<string, unknown>): NewsSearch => ({
    ...(search.tag === undefined ? {} : { tag: search.tag as Value }),
    ...(search.page === undefined ? {} : { page: search.page as Value }),
  }),
  loaderDeps: ({ search }) => ({ tag: search.tag, page: search.page }),
  loader: async ({ deps, context: { queryClient } }) => {
    const request = readPageParam(deps.page);
    const tagged = readTagParam(deps.tag);
    // Page 1's other address moves to the list's own, keeping the rest of the query as it is (as the server does).
    if (request === "first-page-alias") throw redirect({ to: "/news", search: { tag: deps.tag }, replace: true });
    // A page number or tag that is no page, a page past the last, or a tag no article carries, is the not-found
    // page (and a 404 on a full load).
    if (request === "no-page" || tagged === "no-page") throw notFound();
    const { tag } = tagged;
    const news = await queryClient.ensureQueryData(newsPageQuery(request.page, tag));
    if ((request.page > 1 || tag !== undefined) && news.items.length === 0) throw notFound();
    return { kind: "news", news, ...(tag === undefined ? {} : { tag }) } satisfies PageContent;
  },
  head: routeHead,
  component: News,
});

function News() {
  const { news, tag } = Route.useLoaderData();
  const page = news.page;
  const { data } = useSuspenseQuery(newsPageQuery(page, tag));
  const said = words();
  const toPage = (n: number) => ({ ...(tag === undefined ? {} : { tag }), ...(n > 1 ? { page: String(n) } : {}) });

  return (
    <div className="container">
      <header className="page-head">
        {tag === undefined ? (
          <>
            <h1>{said.nav.news}</h1>
            <p className="lede">{said.news.lede}</p>
          </>
        ) : (
          <>
            <p className="eyebrow">
              <Link to="/news">{said.nav.news}</Link>
            </p>
            <h1>{fill(said.news.tagged, { tag })}</h1>
            <p className="lede">{taggedCount(data.totalItems, said)}</p>
          </>
        )}
      </header>
      {data.items.length === 0 ? (
        <p className="notice" role="status">
          {said.news.none}
        </p>
      ) : (
        <>
          <h2 className="visually-hidden">{page > 1 ? fill(said.news.pageOf, { page }) : said.news.latest}</h2>
          <div className="news-grid" data-animate="slide-bottom.stagger:0.08">
            {data.items.map((article) => (
              <NewsCard key={article.id} article={article} sizes={IMAGE_SIZES.newsCard(data.items.length)} />
            ))}
          </div>
        </>
      )}
      <Pagination to="/news" page={page} pages={data.totalPages} search={toPage} label={said.news.pages} />
    </div>
  );
}
