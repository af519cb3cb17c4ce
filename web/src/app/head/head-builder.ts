import type { QueryClient } from "@tanstack/react-query";
import { inLanguage } from "../../../../shared/languages/languages";
import { canonicalUrl } from "../../../../shared/pages/canonical-url";
import { pageHead } from "../../../../shared/pages/head";
import { PAGE_DATA_ID, type PageContent, queryKeys } from "../../../../shared/pages/view";
import { normalisePath } from "../../../../shared/redirects/paths";
import type { RedirectLookup } from "../../../../shared/redirects/rules";
import { siteUrlOrigin } from "../../../../shared/serving/site-url";
import { officesQuery } from "../../features/offices/offices-query";
import { siteQuery } from "../../features/site/site-query";
import { routerHead } from "../../lib/head-content";
import { documentLanguage, words } from "../../lib/language";

/**
 * A page's head in the app (route-head.ts): its page view from the query cache, drawn by the server's own pageHead.
 * Loaded with the first navigation inside the app, never before the first page renders (the entry's JS budget).
 */
export async function pageHeadOf(queryClient: QueryClient, path: string, page: PageContent) {
  const [site, offices] = await Promise.all([
    queryClient.ensureQueryData(siteQuery()),
    queryClient.ensureQueryData(officesQuery()),
  ]);
  // The rules the root asked for this path; a page whose rules could not be read is shown, so it has a head too.
  const language = documentLanguage();
  // The router's paths are within the language; the page's own address has its prefix (/pt/work), as the rules' do.
  const address = inLanguage(language.prefix, path);
  const rules: RedirectLookup = queryClient.getQueryData<RedirectLookup>(queryKeys.redirectLookup(normalisePath(address))) ?? {
    path: address,
    redirect: null,
    gone: false,
    notFound: false,
    appMiddleware: [],
  };
  // The server's rule: the editors' site_url, else the origin the server configured (it names it beside the page's
  // data; never the address the page was asked at, decision 057); the dev server, which draws no page, has neither.
  const origin = siteUrlOrigin(site.site_url) ?? document.getElementById(PAGE_DATA_ID)?.dataset.origin ?? window.location.origin;
  const canonical = canonicalUrl(origin, address, page, language.prefix);
  return routerHead(pageHead({ path: address, canonical, origin, site, offices, content: page, rules, language }, words()));
}
