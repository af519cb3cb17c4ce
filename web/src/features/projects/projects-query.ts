import { queryOptions } from "@tanstack/react-query";
import type { Project, Service } from "../../../../shared/records";
import { pb } from "../../lib/pocketbase";

export type ProjectWithServices = Project & { expand?: { services?: Service[] } };

// Portfolio content changes a few times a month: a minute of freshness saves a
// request on every back-and-forth between the work list and a project.
const STALE = 60_000;

/** Every published project in portfolio order. The whole list is small (tens), so it is read once and shared. */
export const projectsQuery = () =>
  queryOptions({
    queryKey: ["projects"],
    queryFn: () =>
      pb
        .collection("projects")
        .getFullList<ProjectWithServices>({ sort: "sort_order,-published_at", expand: "services", batch: 500 }),
    staleTime: STALE,
  });

export const projectQuery = (slug: string) =>
  queryOptions({
    queryKey: ["projects", slug],
    queryFn: () =>
      pb
        .collection("projects")
        .getFirstListItem<ProjectWithServices>(pb.filter("slug = {:slug}", { slug }), { expand: "services" }),
    staleTime: STALE,
  });

/** The project after this one in portfolio order, wrapping round to the first. */
export function nextProject(projects: readonly Project[], current: Project): Project | undefined {
  if (projects.length < 2) return undefined;
  const at = projects.findIndex((p) => p.id === current.id);
  return projects[(at + 1) % projects.length];
}
