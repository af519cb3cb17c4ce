import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { NEWS_PAGE_SIZE } from "../../../../shared/list-params";
import { type Neighbours, queryKeys } from "../../../../shared/page-view";
import type { NewsArticle } from "../../../../shared/records";
import { pb } from "../../lib/pocketbase";

// News is the most often updated content; half a minute.
const STALE = 30_000;

export const newsPageQuery = (page: number, perPage = NEWS_PAGE_SIZE) =>
  queryOptions({
    queryKey: queryKeys.newsPage(page, perPage),
    queryFn: () => pb.collection("news").getList<NewsArticle>(page, perPage, { sort: "-published_at,-created" }),
    staleTime: STALE,
    placeholderData: keepPreviousData,
  });

export const articleQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.article(slug),
    queryFn: () => pb.collection("news").getFirstListItem<NewsArticle>(pb.filter("slug = {:slug}", { slug })),
    staleTime: STALE,
  });

/** The articles published just before and just after this one. */
export const articleNeighboursQuery = (article: NewsArticle) =>
  queryOptions({
    queryKey: queryKeys.articleNeighbours(article.slug),
    queryFn: async (): Promise<Neighbours> => {
      const at = article.published_at;
      const [older, newer] = await Promise.all([
        pb.collection("news").getList<NewsArticle>(1, 1, {
          filter: pb.filter("published_at < {:at}", { at }),
          sort: "-published_at",
          fields: "id,slug,title",
        }),
        pb.collection("news").getList<NewsArticle>(1, 1, {
          filter: pb.filter("published_at > {:at}", { at }),
          sort: "published_at",
          fields: "id,slug,title",
        }),
      ]);
      return { older: older.items[0], newer: newer.items[0] };
    },
    staleTime: STALE,
  });
