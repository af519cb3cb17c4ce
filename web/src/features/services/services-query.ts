import { queryOptions } from "@tanstack/react-query";
import { pb } from "../../lib/pocketbase";
import type { Service } from "../../lib/records";

/** Services change rarely; five minutes. */
export const servicesQuery = () =>
  queryOptions({
    queryKey: ["services"],
    queryFn: () => pb.collection("services").getFullList<Service>({ sort: "sort_order,name" }),
    staleTime: 5 * 60_000,
  });
