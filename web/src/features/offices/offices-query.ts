import { queryOptions } from "@tanstack/react-query";
import { EDITORS_ORDER, LIST_BATCH } from "../../../../shared/pages/lists";
import { queryKeys } from "../../../../shared/pages/view";
import type { Office } from "../../../../shared/schema/records";
import { pb } from "../../lib/pocketbase";

/** Offices change rarely; five minutes. */
export const officesQuery = () =>
  queryOptions({
    queryKey: queryKeys.offices(),
    queryFn: () => pb.collection("offices").getFullList<Office>({ sort: EDITORS_ORDER, batch: LIST_BATCH }),
    staleTime: 5 * 60_000,
  });
