import type { QueryClient } from "@tanstack/react-query";
import { canonicalUrl, type PageContent, queryKeys } from "../../../shared/page-view";
import { normaliseSource } from "../../../shared/redirect-rules";
import type { RouteRules } from "../../../shared/route-rules-shape";
import { siteUrlOrigin } from "../../../shared/site-url";
import { officesQuery } from "../features/offices/offices-query";
import { siteQuery } from "../features/site/site-query";
import { routerHead } from "../lib/page-head";
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

/** The address the document arrived at: its head is the server's until the visitor first moves elsewhere. */
const arrival = window.location.pathname + window.location.search;
let navigated = false;

/**
 * Whether the app writes the page's head. Not for the page the document arrived with, as long as the visitor is still
 * on it: the server wrote that head from the same definitions (lib/page-head.tsx keeps it until the app's first
 * own), so the head builder and its structured data load with the first navigation, not with every page (entry JS
 * budget, scripts/lib/js-budget.ts ON_DEMAND_ONLY). Once the visitor has moved, every page's head is the app's, the
 * arrival's too when they come back to it.
 */
function appWritesHead(): boolean {
  navigated ||= window.location.pathname + window.location.search !== arrival;
  return navigated;
}

/**
 * A route's head on client navigation: the page view built from the query cache (filled by the
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
  if ((match.status === "error" && !notFound) || !appWritesHead()) return {};
  const path = matches.at(-1)?.pathname ?? "/";
  const [{ pageHead }, site, offices, shown] = await Promise.all([
    import("../../../shared/page-head"),
    queryClient.ensureQueryData(siteQuery()),
    queryClient.ensureQueryData(officesQuery()),
    notFound ? undefined : content(queryClient),
  ]);
  const page: PageContent = shown ?? { kind: "not-found", status: notFound ?? 404 };
  // The rules the root asked for this path; a page whose rules could not be read is shown, so it has a head too.
  const rules: RouteRules = queryClient.getQueryData<RouteRules>(queryKeys.routeRules(normaliseSource(path))) ?? {
    path,
    redirect: null,
    gone: false,
    notFound: false,
    appMiddleware: [],
  };
  // The server's rule: the editors' site_url, else the address the page was asked at.
  const origin = siteUrlOrigin(site.site_url) ?? window.location.origin;
  return routerHead(pageHead({ path, canonical: canonicalUrl(origin, path, page), origin, site, offices, content: page, rules }));
}
