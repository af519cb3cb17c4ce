import type { QueryClient } from "@tanstack/react-query";
import { canonicalUrl, PAGE_DATA_ID, type PageContent, queryKeys } from "../../../shared/page-view";
import { normalisePath } from "../../../shared/redirects/paths";
import type { RedirectLookup } from "../../../shared/redirects/rules";
import { siteUrlOrigin } from "../../../shared/site-url";
import { officesQuery } from "../features/offices/offices-query";
import { siteQuery } from "../features/site/site-query";
import { routerHead } from "../lib/page-head";
import { stillOnArrival } from "./arrival";
import { isGone, PageError } from "./page-error";

/** What a route's `head` receives that the page head needs. */
interface HeadContext {
  match: { status: string; error?: unknown; _notFound?: boolean; context: { queryClient: QueryClient } };
  /** All of the navigation's matches: the last one's path is the page's. */
  matches: readonly { pathname: string }[];
}

/**
 * The not-found status a match stands for, if it stands for one. A not-found thrown before any
 * page loads (the root's route rules: a removed page) leaves the root's match a success marked
 * `_notFound`, and the root's outlet shows the not-found page.
 */
export function notFoundStatus({ status, error, _notFound }: HeadContext["match"]): 404 | 410 | undefined {
  if (status === "notFound" || _notFound) return isGone((error as { data?: unknown } | undefined)?.data) ? 410 : 404;
  if (status === "error" && error instanceof PageError && error.status === 404) return 404;
  return undefined;
}

/**
 * A route's head on client navigation (the page the document arrived with keeps the server's head, arrival.ts: the
 * head builder and its structured data load with the first navigation, scripts/lib/js-budget.ts ON_DEMAND_ONLY): the page view built from the query cache (filled by the
 * loaders, or by the server's inline data) and handed to the same pageHead the server renders.
 * `content` is called only when the route has a page to show; no content is the not-found page.
 * A server error has no page view: the error page names itself.
 */
export async function routeHead(
  { match, matches }: HeadContext,
  content: (queryClient: QueryClient) => PageContent | undefined | Promise<PageContent | undefined>,
) {
  const { queryClient } = match.context;
  const notFound = notFoundStatus(match);
  if ((match.status === "error" && !notFound) || stillOnArrival()) return {};
  const path = matches.at(-1)?.pathname ?? "/";
  const [{ pageHead }, site, offices, shown] = await Promise.all([
    import("../../../shared/page-head"),
    queryClient.ensureQueryData(siteQuery()),
    queryClient.ensureQueryData(officesQuery()),
    notFound ? undefined : content(queryClient),
  ]);
  const page: PageContent = shown ?? { kind: "not-found", status: notFound ?? 404 };
  // The rules the root asked for this path; a page whose rules could not be read is shown, so it has a head too.
  const rules: RedirectLookup = queryClient.getQueryData<RedirectLookup>(queryKeys.redirectLookup(normalisePath(path))) ?? {
    path,
    redirect: null,
    gone: false,
    notFound: false,
    appMiddleware: [],
  };
  // The server's rule: the editors' site_url, else the origin the server configured (it names it beside the page's
  // data; never the address the page was asked at, decision 057); the dev server, which draws no page, has neither.
  const origin = siteUrlOrigin(site.site_url) ?? document.getElementById(PAGE_DATA_ID)?.dataset.origin ?? window.location.origin;
  return routerHead(pageHead({ path, canonical: canonicalUrl(origin, path, page), origin, site, offices, content: page, rules }));
}
