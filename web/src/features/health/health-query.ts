import { queryOptions } from "@tanstack/react-query";
import { pb } from "../../lib/pocketbase";

export const healthQuery = () =>
  queryOptions({
    queryKey: ["health"],
    queryFn: () => pb.health.check(),
    staleTime: 30_000,
  });
