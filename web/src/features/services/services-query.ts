import { queryOptions } from "@tanstack/react-query";
import { queryKeys } from "../../../../shared/pages/view";
import type { Service } from "../../../../shared/schema/records";
import { languageFilter } from "../../lib/document-language";
import { pb } from "../../lib/pocketbase";

/** Services change rarely; five minutes. */
export const servicesQuery = () =>
  queryOptions({
    queryKey: queryKeys.services(),
    queryFn: () => pb.collection("services").getFullList<Service>({ sort: "sort_order,name", filter: languageFilter() }),
    staleTime: 5 * 60_000,
  });
