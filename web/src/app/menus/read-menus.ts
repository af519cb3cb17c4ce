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
import { documentLanguage } from "../../lib/document-language";
import { pb } from "../../lib/pocketbase";

/**
 * The menus of the document's language, read as every visitor reads them: the links, then the records they lead to,
 * asked by id of their collections with the visitors' rules, so a link to a draft, a scheduled or a removed record is
 * left out (shared/pages/menus.ts). One read where the menus link only to fixed pages and other sites.
 */
export async function readMenus(): Promise<Menus> {
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
}
