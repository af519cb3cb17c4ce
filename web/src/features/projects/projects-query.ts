import { queryOptions } from "@tanstack/react-query";
import { LIST_BATCH, listOptions, type ProjectCard, projectCards } from "../../../../shared/pages/lists";
import { type ProjectWithServices, queryKeys } from "../../../../shared/pages/view";
import { languageFilter } from "../../lib/document-language";
import { pb } from "../../lib/pocketbase";

// Portfolio content changes a few times a month: a minute of freshness saves a
// request on every back-and-forth between the work list and a project.
const STALE = 60_000;

/** Every published project's card in portfolio order. The whole list is small (tens), so it is read once and shared. */
export const projectsQuery = () =>
  queryOptions({
    queryKey: queryKeys.projects(),
    // getFullList asks without a count (skipTotal) itself.
    queryFn: () =>
      pb
        .collection("projects")
        .getFullList<ProjectCard>({ ...listOptions(projectCards), filter: languageFilter(), batch: LIST_BATCH }),
    staleTime: STALE,
  });

export const projectQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.project(slug),
    queryFn: () =>
      pb
        .collection("projects")
        .getFirstListItem<ProjectWithServices>(`${languageFilter()} && ${pb.filter("slug = {:slug}", { slug })}`, {
          expand: "services",
        }),
    staleTime: STALE,
  });
