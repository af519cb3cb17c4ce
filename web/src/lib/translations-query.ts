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
    // Two lookups by equality, the original by its id and its translations by theirs, in the languages' order, sorted
    // here (a sort of SQLite's would be a temporary one: tests/query-plans.test.ts). As one filter (`id = … ||
    // translation_of = …`), SQLite read every published article by its publish time whenever its statistics were of a
    // smaller table (a site that grew since its last analysis): 50–70 ms of each article's render with 2,000 of them.
    queryFn: async () => {
      const read = (filter: string) =>
        pb.collection(collection).getFullList<Translatable>({ filter, fields: TRANSLATION_FIELDS.join(","), batch: LIST_BATCH });
      const [originals, translations] = await Promise.all([
        read(pb.filter("id = {:original}", { original })),
        read(pb.filter("translation_of = {:original}", { original })),
      ]);
      return [...originals, ...translations].sort((a, b) => (a.language < b.language ? -1 : a.language > b.language ? 1 : 0));
    },
    staleTime: 60_000,
  });
};
