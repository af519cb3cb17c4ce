import type { QueryClient } from "@tanstack/react-query";
import type { PageContent } from "../../../../shared/pages/view";
import { isGone, PageError } from "../errors/page-error";
import { stillOnArrival } from "../start/first-page";

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
 * head builder, its structured data and the page view they are drawn from load with the first navigation,
 * app/head/head-builder.ts, scripts/lib/js-budget.ts ON_DEMAND_ONLY): the page view built from the query cache (filled by
 * the loaders, or by the server's inline data) and handed to the same pageHead the server renders.
 * `content` is called only when the route has a page to show; no content is the not-found page.
 * A server error has no page view: the error page names itself.
 */
export async function routeHead(
  { match, matches }: HeadContext,
  content: (queryClient: QueryClient) => PageContent | undefined | Promise<PageContent | undefined>,
) {
  const notFound = notFoundStatus(match);
  if ((match.status === "error" && !notFound) || stillOnArrival()) return {};
  const [{ pageHeadOf }, shown] = await Promise.all([
    import("./head-builder"),
    notFound ? undefined : content(match.context.queryClient),
  ]);
  return pageHeadOf(
    match.context.queryClient,
    matches.at(-1)?.pathname ?? "/",
    shown ?? { kind: "not-found", status: notFound ?? 404 },
  );
}
