import { queryOptions } from "@tanstack/react-query";
import { queryKeys } from "../../../../shared/pages/view";
import type { Office } from "../../../../shared/schema/records";
import { pb } from "../../lib/pocketbase";

/** Offices change rarely; five minutes. */
export const officesQuery = () =>
  queryOptions({
    queryKey: queryKeys.offices(),
    queryFn: () => pb.collection("offices").getFullList<Office>({ sort: "sort_order,name" }),
    staleTime: 5 * 60_000,
  });
