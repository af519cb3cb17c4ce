import { queryOptions } from "@tanstack/react-query";
import { queryKeys } from "../../../../shared/pages/view";
import type { SearchResults } from "../../../../shared/search/results";
import { describeBackendError, GENERIC_FAILURE } from "../../lib/backend-error";
import { documentLanguage, words } from "../../lib/document-language";
import { pb } from "../../lib/pocketbase";

/**
 * The results of one search (a query normalised by shared/search/query.ts), for the search page and the header's
 * dialog alike, under the key the server's first response of /search fills. A failure becomes a sentence to show:
 * the server's own for a refused search, else that search is not available (the details go to the console).
 */
export const searchQuery = (query: string) =>
  queryOptions({
    queryKey: queryKeys.search(query),
    queryFn: async () => {
      try {
        return await pb.send<SearchResults>("/api/search", { query: { q: query, lang: documentLanguage().code } });
      } catch (error) {
        const { message } = describeBackendError(error);
        throw new Error(message === GENERIC_FAILURE ? words().search.failed : message);
      }
    },
    staleTime: 30_000,
  });
