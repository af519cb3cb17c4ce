import { queryOptions } from "@tanstack/react-query";
import { TRANSLATION_FIELDS, type Translatable } from "../../../shared/languages/alternates";
import { LIST_BATCH } from "../../../shared/pages/lists";
import { queryKeys } from "../../../shared/pages/view";
import { pb } from "./pocketbase";

/**
 * A record's original and the translations of it visitors can see, each one's language and slug (issue 24), as the
 * server reads them for the page's data (pb_hooks/src/lib/pages/content.ts translationsOf), under the same key.
 */
export const translationsQuery = (collection: string, record: Translatable) => {
  const original = record.translation_of || record.id;
  return queryOptions({
    queryKey: queryKeys.translations(collection, original),
    // In the languages' order, sorted here: the few rows two index lookups find (the record, its translations) need no
    // sort of SQLite's, which would be a temporary one (tests/query-plans.test.ts).
    queryFn: async () =>
      (
        await pb.collection(collection).getFullList<Translatable>({
          filter: pb.filter("id = {:original} || translation_of = {:original}", { original }),
          fields: TRANSLATION_FIELDS.join(","),
          batch: LIST_BATCH,
        })
      ).sort((a, b) => (a.language < b.language ? -1 : a.language > b.language ? 1 : 0)),
    staleTime: 60_000,
  });
};
