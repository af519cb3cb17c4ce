import { queryOptions } from "@tanstack/react-query";
import { queryKeys } from "../../../../shared/page-view";
import type { SiteSettings } from "../../../../shared/records";
import { pb } from "../../lib/pocketbase";

/** The site's one settings record. It changes rarely, so it stays fresh for five minutes. */
export const siteQuery = () =>
  queryOptions({
    queryKey: queryKeys.site(),
    queryFn: () => pb.collection("site").getFirstListItem<SiteSettings>(""),
    staleTime: 5 * 60_000,
  });
