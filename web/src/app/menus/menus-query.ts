import { queryOptions } from "@tanstack/react-query";
import type { Menus } from "../../../../shared/pages/menus";
import { queryKeys } from "../../../../shared/pages/view";

/**
 * The header's and the footer's menus in the document's language (issue 33; decision 076). A page's first load has
 * them in its data (the server drew it with the same read); the browser reads them again only when they change (a live
 * update of a menu, or of a record one links to), so the reading's code loads then (read-menus.ts), with the SDK.
 */
export const menusQuery = () =>
  queryOptions({
    queryKey: queryKeys.menus(),
    queryFn: async (): Promise<Menus> => (await import("./read-menus")).readMenus(),
    staleTime: 5 * 60_000,
  });
