import type { QueryClient } from "@tanstack/react-query";
import { notFound, type ParsedLocation, redirect } from "@tanstack/react-router";
import { normaliseSource } from "../../../shared/redirect-rules";
import { STATIC_REDIRECTS } from "../../../shared/static-redirects";
import { navigationTarget } from "../lib/navigation-target";
import { GONE } from "./page-error";
import { runRouteMiddleware } from "./route-middleware";
import { countRuleVisit, routeRulesQuery } from "./route-rules-query";

/**
 * The document's first page was answered by the server, which counted the visit if a rule
 * sent the visitor on (a 410 still loads the app). The app counts the rules it follows after that.
 */
let firstPage = true;

function internalRedirect(href: string): never {
  const url = new URL(href, window.location.origin);
  throw redirect({
    to: url.pathname,
    search: Object.fromEntries(url.searchParams),
    hash: url.hash.slice(1) || undefined,
    replace: true,
  });
}

/**
 * Before any page shows: the site's own redirects, then the editors' route rules for
 * the path (redirect, removed page, app middlewares). Internal targets navigate in
 * the app, external ones leave it, and anything else never navigates.
 */
export async function applyRouteRules(location: ParsedLocation, queryClient: QueryClient, preload: boolean): Promise<void> {
  const path = normaliseSource(location.pathname);
  const countedByServer = firstPage && !preload;
  if (!preload) firstPage = false;
  const fixed = STATIC_REDIRECTS[path];
  if (fixed) internalRedirect(fixed);

  const rules = await queryClient.ensureQueryData(routeRulesQuery(path)).catch((error: unknown) => {
    // The page itself can still be shown; an operator finds the cause in the log.
    console.warn(`Route rules for ${path} could not be read`, error);
    return undefined;
  });
  // A preload (a hovered link) only warms the cache: nothing is followed or counted.
  if (!rules || preload) return;
  const followed = () => {
    if (!countedByServer) countRuleVisit(path);
  };

  if (rules.redirect) {
    const target = navigationTarget(rules.redirect.to, window.location.origin);
    if (target.kind === "internal") {
      followed();
      internalRedirect(target.href);
    }
    if (target.kind === "external") {
      followed();
      window.location.assign(target.href);
      // The browser is leaving; keep this navigation pending until it has.
      await new Promise(() => undefined);
    }
    console.error(`Refused to navigate from ${path} to ${rules.redirect.to}`);
  }
  if (rules.gone) {
    followed();
    throw notFound({ data: GONE });
  }
  // A redirect to a page visitors may not see, or round a loop the server found (it logged which): not found.
  if (rules.notFound) throw notFound();
  runRouteMiddleware(rules.appMiddleware, { path, document });
}
