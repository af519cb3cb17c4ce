import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { WORK_PAGE_SIZE } from "../../../../shared/pages/list-params";
import { FEATURED_ORDER, listOptions, type ProjectCard, projectCards } from "../../../../shared/pages/lists";
import { type ProjectWithServices, queryKeys } from "../../../../shared/pages/view";
import type { Project } from "../../../../shared/schema/records";
import { languageFilter } from "../../lib/document-language";
import { pb } from "../../lib/pocketbase";

// Portfolio content changes a few times a month: a minute of freshness saves a
// request on every back-and-forth between the work list and a project.
const STALE = 60_000;

/** The document's language's projects, or one service's (by its id) among them. */
const ofService = (service: string) =>
  service === "" ? languageFilter() : `${languageFilter()} && ${pb.filter("services ~ {:service}", { service })}`;

/**
 * One page of /work: its project cards in portfolio order, or one service's (by the service's id), and the totals its
 * page links need (a visitor's total is kept per content version on the server: pb_hooks/src/lib/pages/list-totals.ts).
 */
export const projectsPageQuery = (page: number, service = "") =>
  queryOptions({
    queryKey: queryKeys.projectsPage(page, service),
    queryFn: () =>
      pb.collection("projects").getList<ProjectCard>(page, WORK_PAGE_SIZE, {
        ...listOptions(projectCards),
        filter: ofService(service),
      }),
    staleTime: STALE,
    placeholderData: keepPreviousData,
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

/**
 * A projects section's cards (web/src/app/sections/list-sections.tsx): a service's projects, or every project, featured
 * first, as many as it shows. Read as such (issue 34): with years of work, the whole portfolio is thousands.
 */
export const featuredProjectsQuery = (count: number, service = "") =>
  queryOptions({
    queryKey: queryKeys.featuredProjects(count, service),
    queryFn: () =>
      pb
        .collection("projects")
        .getList<ProjectCard>(1, count, {
          ...listOptions(projectCards),
          sort: FEATURED_ORDER,
          filter: ofService(service),
          skipTotal: true,
        })
        .then((page) => page.items),
    staleTime: STALE,
  });

/**
 * The project after this one in portfolio order, wrapping round to the first (nextProject's order, shared/pages/
 * view.ts), read as one card: the first after it, or else the first of all. Projects placed alike and published at the
 * same moment follow each other by neither; none is the project itself.
 */
export const nextProjectQuery = (project: Pick<Project, "id" | "sort_order" | "published_at">) =>
  queryOptions({
    queryKey: queryKeys.nextProject(project.id),
    queryFn: async (): Promise<ProjectCard | null> => {
      const read = (filter: string) =>
        pb
          .collection("projects")
          .getList<ProjectCard>(1, 1, { ...listOptions(projectCards), filter, skipTotal: true })
          .then((page) => page.items[0]);
      const others = `${languageFilter()} && ${pb.filter("id != {:id}", { id: project.id })}`;
      const after = pb.filter("sort_order > {:order} || (sort_order = {:order} && published_at < {:at})", {
        order: project.sort_order,
        at: project.published_at,
      });
      return (await read(`${others} && (${after})`)) ?? (await read(others)) ?? null;
    },
    staleTime: STALE,
  });
