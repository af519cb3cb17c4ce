import type { QueryClient } from "@tanstack/react-query";
import { notFound, type ParsedLocation } from "@tanstack/react-router";
import { inLanguage } from "../../../../shared/languages/languages";
import { normalisePath } from "../../../../shared/redirects/paths";
import { type RedirectLookup, SITE_REDIRECTS } from "../../../../shared/redirects/rules";
import { documentLanguage } from "../../lib/document-language";
import { GONE } from "../errors/page-error";
import { countRedirectVisit, redirectLookupQuery } from "./lookup-query";
import { runRouteMiddleware } from "./route-middleware";

/**
 * The document's first page was answered by the server, which counted the visit if a rule
 * sent the visitor on (a 410 still loads the app). The app counts the rules it follows after that.
 */
let firstPage = true;

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
  if (fixed) (await import("./follow")).internalRedirect(location, path, fixed);

  const rules = await queryClient.ensureQueryData(redirectLookupQuery(path)).catch((error: unknown) => {
    // The page itself can still be shown; an operator finds the cause in the log.
    console.warn(`Route rules for ${path} could not be read`, error);
    return undefined;
  });
  // A preload (a hovered link) only warms the cache: nothing is followed or counted.
  if (!rules || preload) return;
  if (rules.redirect)
    await import("./follow").then((follow) => follow.followRule(location, path, rules.redirect?.to ?? "", countedByServer));
  if (rules.gone) {
    if (!countedByServer) countRedirectVisit(path);
    throw notFound({ data: GONE });
  }
  // A redirect to a page visitors may not see, or round a loop the server found (it logged which): not found.
  if (rules.notFound) throw notFound();
  runRouteMiddleware(rules.appMiddleware, { path, document });
}
