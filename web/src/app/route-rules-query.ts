import { queryOptions } from "@tanstack/react-query";
import type { RouteRules } from "../../../pb_hooks/src/lib/route-rules-shape";
import { pb } from "../lib/pocketbase";

/** Rules per path, asked once a minute at most; editors' changes show within that. */
export const routeRulesQuery = (path: string) =>
  queryOptions({
    queryKey: ["route-rules", path],
    queryFn: () => pb.send<RouteRules>("/api/route-rules", { query: { path } }),
    staleTime: 60_000,
  });
