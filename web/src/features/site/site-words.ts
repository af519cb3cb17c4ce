import { withSiteWords } from "../../../../shared/languages/alternates";
import type { SiteSettings } from "../../../../shared/schema/records";
import { documentLanguage } from "../../lib/document-language";
import { pb } from "../../lib/pocketbase";

/** The site's settings with the document's language's own words (`site_translations`), where it has them. */
export async function withWords(site: SiteSettings): Promise<SiteSettings> {
  const { items } = await pb
    .collection("site_translations")
    .getList<Partial<SiteSettings>>(1, 1, { filter: `language = "${documentLanguage().code}"`, skipTotal: true });
  return withSiteWords(site, items[0]);
}
