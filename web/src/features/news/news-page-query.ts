import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { tagFilter } from "../../../../shared/content/tags";
import { NEWS_PAGE_SIZE } from "../../../../shared/pages/list-params";
import { listOptions, type NewsCard, newsCards } from "../../../../shared/pages/lists";
import { queryKeys } from "../../../../shared/pages/view";
import { languageFilter } from "../../lib/document-language";
import { pb } from "../../lib/pocketbase";
import { STALE } from "./news-query";

/**
 * One page of /news, or of one tag's articles (/news?tag=): its cards, and the totals its page links need. A module
 * of its own: only the news list asks for it, so it travels with that page's code, not in the app's entry.
 */
export const newsPageQuery = (page: number, tag?: string) =>
  queryOptions({
    queryKey: queryKeys.newsPage(page, tag),
    queryFn: () => {
      const tagged = tag === undefined ? undefined : tagFilter(tag);
      return pb.collection("news").getList<NewsCard>(page, NEWS_PAGE_SIZE, {
        ...listOptions(newsCards),
        filter: tagged ? `${languageFilter()} && ${pb.filter(tagged.filter, tagged.params)}` : languageFilter(),
      });
    },
    staleTime: STALE,
    placeholderData: keepPreviousData,
  });
