import { queryOptions } from "@tanstack/react-query";
import { queryKeys } from "../../../../shared/pages/view";
import type { RedirectLookup } from "../../../../shared/redirects/rules";
import { pb } from "../../lib/pocketbase";

/** Rules per path, asked once a minute at most; editors' changes show within that. Asking counts no visit. */
export const redirectLookupQuery = (path: string) =>
  queryOptions({
    queryKey: queryKeys.redirectLookup(path),
    queryFn: () => pb.send<RedirectLookup>("/api/redirects/lookup", { query: { path } }),
    staleTime: 60_000,
  });

/**
 * Tells the server the app followed this path's rule (a redirect, or a removed page), so the
 * rule's hits count the visit (decision 077). `keepalive` lets it arrive when the visitor is
 * leaving for another site.
 */
export function countRedirectVisit(path: string): void {
  pb.send("/api/redirects/hits", { method: "POST", query: { path }, keepalive: true }).catch((error: unknown) => {
    console.warn(`The visit to ${path} could not be counted`, error);
  });
}
