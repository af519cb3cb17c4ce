import type { QueryClient } from "@tanstack/react-query";
import type { Preview } from "../../../../shared/content/preview";
import { inLanguage } from "../../../../shared/languages/languages";
import { canonicalUrl } from "../../../../shared/pages/canonical-url";
import { pageHead } from "../../../../shared/pages/head";
import { PAGE_DATA_ID, type PageContent, type PageView, queryKeys } from "../../../../shared/pages/view";
import { normalisePath } from "../../../../shared/redirects/paths";
import type { RedirectLookup } from "../../../../shared/redirects/rules";
import { siteUrlOrigin } from "../../../../shared/serving/site-url";
import { officesQuery } from "../../features/offices/offices-query";
import { siteQuery } from "../../features/site/site-query";
import { documentLanguage, words } from "../../lib/document-language";
import { routerHead } from "../../lib/head-content";

export interface ViewOf {
  /** The page's address within its language, with the query its page reads ("/news?page=2"). */
  within: string;
  content: PageContent;
  /** The origin absolute links take when the site record names none: the one the server was configured with. */
  fallbackOrigin: string;
  /** The page's redirect rules, when the caller has them (the server); else the ones the root asked for. */
  rules?: RedirectLookup;
  preview?: Preview;
}

/**
 * A page's view (shared/pages/view.ts), for its head: its content with what every page shows (the site, the offices,
 * the rules) and its addresses. The server's render (web/src/server/render.tsx) and the app's navigations
 * (route-head.ts) make it here alike, from the query cache the routes' loaders filled.
 */
export async function pageViewOf(
  queryClient: QueryClient,
  { within, content, fallbackOrigin, rules, preview }: ViewOf,
): Promise<PageView> {
  const [site, offices] = await Promise.all([
    queryClient.ensureQueryData(siteQuery()),
    queryClient.ensureQueryData(officesQuery()),
  ]);
  const language = documentLanguage();
  // The router's paths are within the language; the page's own address has its prefix (/pt/work), as the rules' do.
  const path = inLanguage(language.prefix, within);
  const bare = path.replace(/\?.*$/, "");
  // A page whose rules could not be read is shown, so it has a head too.
  const lookup = rules ??
    queryClient.getQueryData<RedirectLookup>(queryKeys.redirectLookup(normalisePath(bare))) ?? {
      path: bare,
      redirect: null,
      gone: false,
      notFound: false,
      appMiddleware: [],
    };
  // The editors' site_url, else the origin the server was configured with; never the address the page was asked at.
  const origin = siteUrlOrigin(site.site_url) ?? fallbackOrigin;
  return {
    path,
    within: within.replace(/\?.*$/, ""),
    canonical: canonicalUrl(origin, path, content.kind, language.prefix),
    origin,
    site,
    offices,
    content,
    rules: lookup,
    language,
    ...(preview ? { preview } : {}),
  };
}

/**
 * A page's head on a navigation inside the app (route-head.ts), drawn by the server's own pageHead. Loaded with the
 * first navigation, never before the first page renders (the entry's JS budget).
 */
export async function headOf(queryClient: QueryClient, within: string, content: PageContent) {
  // The server names its origin beside the page's data; the dev server, which draws no page, has none.
  const fallbackOrigin = document.getElementById(PAGE_DATA_ID)?.dataset.origin ?? window.location.origin;
  return routerHead(pageHead(await pageViewOf(queryClient, { within, content, fallbackOrigin }), words()));
}
