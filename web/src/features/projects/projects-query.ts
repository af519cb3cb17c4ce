import { queryOptions } from "@tanstack/react-query";
import { type ProjectWithServices, queryKeys } from "../../../../shared/page-view";
import { pb } from "../../lib/pocketbase";

// Portfolio content changes a few times a month: a minute of freshness saves a
// request on every back-and-forth between the work list and a project.
const STALE = 60_000;

/** Every published project in portfolio order. The whole list is small (tens), so it is read once and shared. */
export const projectsQuery = () =>
  queryOptions({
    queryKey: queryKeys.projects(),
    queryFn: () =>
      pb
        .collection("projects")
        .getFullList<ProjectWithServices>({ sort: "sort_order,-published_at", expand: "services", batch: 500 }),
    staleTime: STALE,
  });

export const projectQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.project(slug),
    queryFn: () =>
      pb
        .collection("projects")
        .getFirstListItem<ProjectWithServices>(pb.filter("slug = {:slug}", { slug }), { expand: "services" }),
    staleTime: STALE,
  });
