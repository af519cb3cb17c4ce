import type { Plugin } from "vite";

/**
 * The Vite dev server's page with the data PocketBase writes into the same page (`npm run dev`): its language (the
 * router's basepath, `/pt`), its words, the query cache its loaders filled, its title. Without them every address
 * of another language was a not-found page in English, and each first page loaded its data again. Only the data: the
 * dev server's app draws the page itself, with the code being edited. A page PocketBase cannot answer in time (it is
 * restarting after a hook's change) is served as it is, in the default language.
 */
const DATA_BLOCK = /<script type="application\/json" id="page-data"[^>]*>[\s\S]*?<\/script>/;
const TITLE = /<title>[^<]*<\/title>/;
const HTML_OPEN = /<html lang="[^"]*"(?: dir="[^"]*")?/;
const ASK_MS = 3000;

/** The dev page with the server page's data block, title and language; the dev page as it is when it has none. */
export function withServerPageData(devHtml: string, serverHtml: string): string {
  const block = DATA_BLOCK.exec(serverHtml)?.[0];
  if (!block || DATA_BLOCK.test(devHtml)) return devHtml;
  const title = TITLE.exec(serverHtml)?.[0];
  const html = HTML_OPEN.exec(serverHtml)?.[0];
  let page = devHtml;
  if (title) page = page.replace(TITLE, () => title);
  if (html) page = page.replace(HTML_OPEN, () => html);
  const end = page.lastIndexOf("</body>");
  return end < 0 ? `${page}${block}` : `${page.slice(0, end)}${block}${page.slice(end)}`;
}

export function devPageData(pocketbase: string): Plugin {
  return {
    name: "dev-page-data",
    apply: "serve",
    transformIndexHtml: {
      order: "pre",
      handler: async (html, context) => {
        const address = context.originalUrl ?? context.path;
        try {
          const answer = await fetch(new URL(address, pocketbase), {
            headers: { accept: "text/html" },
            redirect: "manual",
            signal: AbortSignal.timeout(ASK_MS),
          });
          return withServerPageData(html, await answer.text());
        } catch (error) {
          context.server?.config.logger.warn(`No page data from PocketBase for ${address}: ${String(error)}`);
          return html;
        }
      },
    },
  };
}
