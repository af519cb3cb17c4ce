import { queryOptions } from "@tanstack/react-query";
import type { Office } from "../../../../shared/records";
import { pb } from "../../lib/pocketbase";

/** Offices change rarely; five minutes. */
export const officesQuery = () =>
  queryOptions({
    queryKey: ["offices"],
    queryFn: () => pb.collection("offices").getFullList<Office>({ sort: "sort_order,name" }),
    staleTime: 5 * 60_000,
  });
