import { queryOptions } from "@tanstack/react-query";
import { EDITORS_ORDER, LIST_BATCH } from "../../../../shared/pages/lists";
import { queryKeys } from "../../../../shared/pages/view";
import type { Service } from "../../../../shared/schema/records";
import { languageFilter } from "../../lib/document-language";
import { pb } from "../../lib/pocketbase";

/** Services change rarely; five minutes. */
export const servicesQuery = () =>
  queryOptions({
    queryKey: queryKeys.services(),
    queryFn: () =>
      pb.collection("services").getFullList<Service>({ sort: EDITORS_ORDER, filter: languageFilter(), batch: LIST_BATCH }),
    staleTime: 5 * 60_000,
  });
