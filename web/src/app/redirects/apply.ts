import type { QueryClient } from "@tanstack/react-query";
import { notFound, type ParsedLocation, redirect } from "@tanstack/react-router";
import { inLanguage, withinLanguage } from "../../../../shared/languages/languages";
import { normalisePath } from "../../../../shared/redirects/paths";
import { MAX_HOPS, type RedirectLookup, SITE_REDIRECTS } from "../../../../shared/redirects/rules";
import { documentLanguage } from "../../lib/document-language";
import { navigationTarget } from "../../lib/navigation-target";
import { GONE } from "../errors/page-error";
import { countRedirectVisit, redirectLookupQuery } from "./lookup-query";
import { runRouteMiddleware } from "./route-middleware";

/**
 * The document's first page was answered by the server, which counted the visit if a rule
 * sent the visitor on (a 410 still loads the app). The app counts the rules it follows after that.
 */
let firstPage = true;

declare module "@tanstack/history" {
  interface HistoryState {
    /** The addresses the app redirected from, in order, to arrive at this one. */
    redirectedFrom?: string[];
  }
}

/**
 * Follows a redirect from `path` in the app, unless that would go round (back to an address of this visit's chain)
 * or past MAX_HOPS: then the not-found page, and the chain in the console. The server's answers already end every
 * chain they know of; this holds when answers cached at different times disagree.
 */
function internalRedirect(location: ParsedLocation, path: string, href: string): never {
  const chain = [...(location.state.redirectedFrom ?? []), path];
  const url = new URL(href, window.location.origin);
  const next = normalisePath(url.pathname);
  if (chain.includes(next) || chain.length > MAX_HOPS) {
    console.error(`A redirect loop, or more than ${MAX_HOPS} redirects: ${[...chain, next].join(" → ")}`);
    throw notFound();
  }
  // A target in another language is another document (issue 24): the browser goes there.
  const within = withinLanguage(url.pathname, documentLanguage());
  if (within === undefined) {
    window.location.assign(url.href);
    throw notFound();
  }
  throw redirect({
    to: within,
    search: Object.fromEntries(url.searchParams),
    hash: url.hash.slice(1) || undefined,
    replace: true,
    state: { redirectedFrom: chain },
  });
}

/**
 * Before any page shows: the site's own redirects, then the editors' route rules for
 * the path (redirect, removed page, app middlewares). Internal targets navigate in
 * the app, external ones leave it, and anything else never navigates.
 */
export async function applyRedirects(location: ParsedLocation, queryClient: QueryClient, preload: boolean): Promise<void> {
  // The address as the browser spells it (the router's pathname has %20 and the like decoded), as the server reads it.
  // The site's address: the router's paths are within the document's language (/work), the rules' are whole (/pt/work).
  const path = normalisePath(inLanguage(documentLanguage().prefix, location.href));
  // Where the server draws the page (server/render.tsx) it has followed the rules already: only what they make of
  // the page itself (removed, or not found) is drawn, from the rules in its data; nothing is counted or run.
  if (import.meta.env.SSR) {
    const rules = queryClient.getQueryData<RedirectLookup>(redirectLookupQuery(path).queryKey);
    if (rules?.gone) throw notFound({ data: GONE });
    if (rules?.notFound) throw notFound();
    return;
  }
  const countedByServer = firstPage && !preload;
  if (!preload) firstPage = false;
  const fixed = SITE_REDIRECTS[path];
  if (fixed) internalRedirect(location, path, fixed);

  const rules = await queryClient.ensureQueryData(redirectLookupQuery(path)).catch((error: unknown) => {
    // The page itself can still be shown; an operator finds the cause in the log.
    console.warn(`Route rules for ${path} could not be read`, error);
    return undefined;
  });
  // A preload (a hovered link) only warms the cache: nothing is followed or counted.
  if (!rules || preload) return;
  const followed = () => {
    if (!countedByServer) countRedirectVisit(path);
  };

  if (rules.redirect) {
    const target = navigationTarget(rules.redirect.to, window.location.origin);
    if (target.kind === "internal") {
      followed();
      internalRedirect(location, path, target.href);
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
