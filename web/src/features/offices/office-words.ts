import { type OfficeWords, withOfficeWords } from "../../../../shared/languages/alternates";
import { LIST_BATCH } from "../../../../shared/pages/lists";
import type { Office } from "../../../../shared/schema/records";
import { documentLanguage } from "../../lib/document-language";
import { pb } from "../../lib/pocketbase";

/** The offices with the document's language's own words (`office_translations`), where it has them. */
export async function withWords(offices: Office[]): Promise<Office[]> {
  const words = await pb.collection("office_translations").getFullList<OfficeWords>({
    filter: pb.filter("language = {:code}", { code: documentLanguage().code }),
    fields: "office,name,city,country",
    batch: LIST_BATCH,
  });
  return withOfficeWords(offices, words);
}
