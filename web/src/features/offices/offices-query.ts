import { queryOptions } from "@tanstack/react-query";
import { pb } from "../../lib/pocketbase";
import type { Office } from "../../lib/records";

/** Offices change rarely; five minutes. */
export const officesQuery = () =>
  queryOptions({
    queryKey: ["offices"],
    queryFn: () => pb.collection("offices").getFullList<Office>({ sort: "sort_order,name" }),
    staleTime: 5 * 60_000,
  });
