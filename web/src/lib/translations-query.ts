import { queryOptions } from "@tanstack/react-query";
import { TRANSLATION_FIELDS, type Translatable } from "../../../shared/languages/alternates";
import { LANGUAGE_ORDER, LIST_BATCH } from "../../../shared/pages/lists";
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
    queryFn: () =>
      pb.collection(collection).getFullList<Translatable>({
        filter: pb.filter("id = {:original} || translation_of = {:original}", { original }),
        fields: TRANSLATION_FIELDS.join(","),
        sort: LANGUAGE_ORDER,
        batch: LIST_BATCH,
      }),
    staleTime: 60_000,
  });
};
