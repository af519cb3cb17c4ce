import type { QueryClient } from "@tanstack/react-query";
import { PAGE_DATA_ID, type PageData } from "../../../../shared/pages/view";
import { setDocumentLanguage } from "../../lib/document-language";

/**
 * Seeds the query cache from the data the server wrote into the page (a JSON block, never run
 * as a script), keyed by the app's own query keys: the first render then needs no request to
 * the API. A page without the block (the Vite dev server's) simply loads its data as usual.
 */
export function seedFromPage(queryClient: QueryClient, doc: Document = document): number {
  const block = doc.getElementById(PAGE_DATA_ID);
  if (!block?.textContent) return 0;
  let data: PageData;
  try {
    data = JSON.parse(block.textContent) as PageData;
  } catch (error) {
    console.error("The page's inline data is not JSON; the app will load its data itself.", error);
    return 0;
  }
  setDocumentLanguage(data.language, data.words);
  for (const [key, value] of data.queries ?? []) queryClient.setQueryData(key, value);
  return data.queries?.length ?? 0;
}
