import { queryOptions } from "@tanstack/react-query";
import { queryKeys } from "../../../shared/page-view";
import type { RouteRules } from "../../../shared/route-rules-shape";
import { pb } from "../lib/pocketbase";

/** Rules per path, asked once a minute at most; editors' changes show within that. Asking counts no visit. */
export const routeRulesQuery = (path: string) =>
  queryOptions({
    queryKey: queryKeys.routeRules(path),
    queryFn: () => pb.send<RouteRules>("/api/route-rules", { query: { path } }),
    staleTime: 60_000,
  });

/**
 * Tells the server the app followed this path's rule (a redirect, or a removed page), so the
 * rule's hits count the visit (decision 014). `keepalive` lets it arrive when the visitor is
 * leaving for another site.
 */
export function countRuleVisit(path: string): void {
  pb.send("/api/route-rules/hits", { method: "POST", query: { path }, keepalive: true }).catch((error: unknown) => {
    console.warn(`The visit to ${path} could not be counted`, error);
  });
}
