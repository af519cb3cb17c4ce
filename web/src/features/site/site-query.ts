import { queryOptions } from "@tanstack/react-query";
import { queryKeys } from "../../../../shared/pages/view";
import type { SiteSettings } from "../../../../shared/schema/records";
import { documentLanguage } from "../../lib/document-language";
import { pb } from "../../lib/pocketbase";

/** The site's one settings record. It changes rarely, so it stays fresh for five minutes. */
export const siteQuery = () =>
  queryOptions({
    queryKey: queryKeys.site(),
    queryFn: async () => {
      const site = await pb.collection("site").getFirstListItem<SiteSettings>("");
      // In a language other than the default, with its own words where it has them (issue 24). Only a change of the
      // site's settings refetches them (a page's first load has them in its data): the code loads then.
      return documentLanguage().prefix ? (await import("./site-words")).withWords(site) : site;
    },
    staleTime: 5 * 60_000,
  });
