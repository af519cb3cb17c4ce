import { queryOptions } from "@tanstack/react-query";
import { EDITORS_ORDER, LIST_BATCH } from "../../../../shared/pages/lists";
import { queryKeys } from "../../../../shared/pages/view";
import type { Office } from "../../../../shared/schema/records";
import { documentLanguage } from "../../lib/document-language";
import { pb } from "../../lib/pocketbase";

/**
 * Offices change rarely; five minutes. In a language other than the default, with its own words for their names
 * where it has them (Lisboa): the code loads then, as the site's words do.
 */
export const officesQuery = () =>
  queryOptions({
    queryKey: queryKeys.offices(),
    queryFn: async () => {
      const offices = await pb.collection("offices").getFullList<Office>({ sort: EDITORS_ORDER, batch: LIST_BATCH });
      return documentLanguage().prefix ? (await import("./office-words")).withWords(offices) : offices;
    },
    staleTime: 5 * 60_000,
  });
