import type { QueryClient } from "@tanstack/react-query";
import { stringifyQuery } from "../../../../shared/pages/list-params";
import { pageAddress } from "../../../../shared/pages/match";
import type { PageContent } from "../../../../shared/pages/view";
import { isGone, PageError } from "../errors/page-error";
import { stillOnArrival } from "../start/first-page";

/** What a route's `head` receives that the page head needs. */
interface HeadContext {
  match: { status: string; error?: unknown; _notFound?: boolean; context: { queryClient: QueryClient } };
  /** All of the navigation's matches: the last one's path and search are the page's. */
  matches: readonly { pathname: string; search?: unknown }[];
  /** What the route's loader returned: its page's content (shared/pages/view.ts PageContent). */
  loaderData?: unknown;
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
 * The content a match stands for: its loader's page (every route's loader returns its PageContent), or the not-found
 * page it became. Undefined for a server error (the error page names itself) and a route that loads no page.
 */
export function matchContent(context: HeadContext): PageContent | undefined {
  const notFound = notFoundStatus(context.match);
  if (notFound) return { kind: "not-found", status: notFound };
  if (context.match.status === "error") return undefined;
  return context.loaderData as PageContent | undefined;
}

/**
 * Every route's `head` on a navigation inside the app (the page the document arrived with keeps the server's head,
 * start/first-page.ts): the page view of its content, drawn by the same pageHead the server renders with. The head
 * builder and what it draws with load with the first navigation (head-builder.ts; scripts/lib/js-budget.ts
 * ON_DEMAND_ONLY).
 */
export async function routeHead(context: HeadContext) {
  const content = matchContent(context);
  if (!content || stillOnArrival()) return {};
  const leaf = context.matches.at(-1);
  const within = pageAddress(leaf?.pathname ?? "/", stringifyQuery((leaf?.search ?? {}) as Record<string, unknown>));
  const { headOf } = await import("./head-builder");
  return headOf(context.match.context.queryClient, within, content);
}
