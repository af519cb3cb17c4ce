import type { QueryClient } from "@tanstack/react-query";
import { DRAWN_TEXT_ATTRIBUTE, withDrawnTexts } from "../../../../shared/pages/drawn-text";
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
  // A rich text the server drew is on the page once: read back from its element (a query whose element is gone is
  // left for the app to load).
  const marked = data.drawn?.length ? doc.querySelectorAll(`[${DRAWN_TEXT_ATTRIBUTE}]`) : undefined;
  const queries = marked
    ? withDrawnTexts(data.queries ?? [], data.drawn ?? [], ({ element }) => marked[element]?.innerHTML)
    : (data.queries ?? []);
  for (const [key, value] of queries) queryClient.setQueryData(key, value);
  return queries.length;
}
