import { queryOptions } from "@tanstack/react-query";
import { LIST_BATCH, MENU_ORDER } from "../../../../shared/pages/lists";
import {
  idsFilter,
  liveKey,
  MENU_LINK_FIELDS,
  type MenuLink,
  type Menus,
  recordAddress,
  resolveMenus,
  wantedRecords,
} from "../../../../shared/pages/menus";
import { queryKeys } from "../../../../shared/pages/view";
import { documentLanguage } from "../../lib/document-language";
import { pb } from "../../lib/pocketbase";

/**
 * The header's and the footer's menus in the document's language (issue 33; decision 085), read as every visitor
 * reads them: the links, then the records they lead to, asked by id of their collections with the visitors' rules,
 * so a link to a draft, a scheduled or a removed record is left out (shared/pages/menus.ts). One read where the menus
 * link only to fixed pages and other sites; the server draws the page with the same, and its data carries the result.
 */
export const menusQuery = () =>
  queryOptions({
    queryKey: queryKeys.menus(),
    queryFn: async (): Promise<Menus> => {
      const { code, defaultCode } = documentLanguage();
      const filter = code === defaultCode ? `language = "${code}"` : `language = "${code}" || language = "${defaultCode}"`;
      const links = await pb
        .collection("menu_links")
        .getFullList<MenuLink>({ filter, sort: MENU_ORDER, fields: MENU_LINK_FIELDS.join(","), batch: LIST_BATCH });
      const live = new Map<string, string>();
      await Promise.all(
        [...wantedRecords(links)].map(async ([collection, ids]) => {
          const records = await pb
            .collection(collection)
            .getFullList<{ id: string; slug: string }>({ filter: idsFilter(ids), fields: "id,slug", batch: LIST_BATCH });
          for (const record of records) live.set(liveKey(collection, record.id), recordAddress(collection, record.slug));
        }),
      );
      return resolveMenus(links, live, code, defaultCode);
    },
    staleTime: 5 * 60_000,
  });
