import { queryOptions } from "@tanstack/react-query";
import { pbDate } from "../../../../shared/content/pb-date";
import {
  ARTICLE_LINK_FIELDS,
  type ArticleLink,
  listOptions,
  NEIGHBOUR_ORDERS,
  type NewsCard,
  newsCards,
} from "../../../../shared/pages/lists";
import { HOME_NEWS, type Neighbours, queryKeys } from "../../../../shared/pages/view";
import type { NewsArticle } from "../../../../shared/schema/records";
import { languageFilter } from "../../lib/document-language";
import { pb } from "../../lib/pocketbase";

// News is the most often updated content; half a minute.
export const STALE = 30_000;

/** The latest articles (a list of articles section, the home page's among them): no page links, so no count (skipTotal). */
export const latestNewsQuery = (count = HOME_NEWS) =>
  queryOptions({
    queryKey: queryKeys.latestNews(count),
    queryFn: async () =>
      (
        await pb
          .collection("news")
          .getList<NewsCard>(1, count, { ...listOptions(newsCards), filter: languageFilter(), skipTotal: true })
      ).items,
    staleTime: STALE,
  });

export const articleQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.article(slug),
    queryFn: () =>
      pb.collection("news").getFirstListItem<NewsArticle>(`${languageFilter()} && ${pb.filter("slug = {:slug}", { slug })}`),
    staleTime: STALE,
  });

/** The articles published just before and just after this one. */
export const articleNeighboursQuery = (article: NewsArticle) =>
  queryOptions({
    queryKey: queryKeys.articleNeighbours(article.slug),
    queryFn: async (): Promise<Neighbours> => {
      // A draft seen through its preview link has no publish time yet: its neighbours are those of now.
      const at = article.published_at || pbDate(Date.now());
      const neighbour = (filter: string, sort: string) =>
        pb.collection("news").getList<ArticleLink>(1, 1, {
          filter: `${languageFilter()} && ${pb.filter(filter, { at })}`,
          sort,
          fields: ARTICLE_LINK_FIELDS.join(","),
          skipTotal: true,
        });
      const [older, newer] = await Promise.all([
        neighbour("published_at < {:at}", NEIGHBOUR_ORDERS[0]),
        neighbour("published_at > {:at}", NEIGHBOUR_ORDERS[1]),
      ]);
      return { older: older.items[0], newer: newer.items[0] };
    },
    staleTime: STALE,
  });
