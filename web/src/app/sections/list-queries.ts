import { queryOptions } from "@tanstack/react-query";
import { queryKeys } from "../../../../shared/pages/view";
import type { Section } from "../../../../shared/schema/records";
import { DEFAULT_LISTED } from "../../../../shared/sections/kinds";
import { latestNewsQuery, STALE } from "../../features/news/news-query";

/** How many records a list section shows. */
export const listedCount = (section: Pick<Section, "count">) => section.count || DEFAULT_LISTED;

/**
 * The query a list of articles reads: as many of the latest as it shows, or of one tag's (whose code loads only for
 * such a list: the home page's latest news fetch none of it).
 */
export function articlesQueryOf(section: Pick<Section, "tag" | "count">) {
  const count = listedCount(section);
  const tag = section.tag.trim();
  if (tag === "") return latestNewsQuery(count);
  return queryOptions({
    queryKey: queryKeys.latestNews(count, tag),
    queryFn: () => import("./tagged-articles").then((module) => module.taggedArticles(count, tag)),
    staleTime: STALE,
  });
}
