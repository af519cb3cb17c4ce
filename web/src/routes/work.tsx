import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link, notFound, redirect } from "@tanstack/react-router";
import { IMAGE_SIZES } from "../../../shared/images/grid-sizes";
import { PRIORITY_CARDS } from "../../../shared/images/images";
import { readPageParam, readServiceParam } from "../../../shared/pages/list-params";
import type { PageContent } from "../../../shared/pages/view";
import { routeHead } from "../app/head/route-head";
import { Pagination } from "../app/lists/pagination";
import { ProjectCard } from "../features/projects/project-card";
import { projectsPageQuery } from "../features/projects/projects-query";
import { servicesQuery } from "../features/services/services-query";
import "./home.css";
import { fill } from "../../../shared/languages/words/fill";
import { words } from "../lib/document-language";

type Value = string | string[];

interface WorkSearch {
  /** As the address has them: the loader judges them by the server's own rules (list-params.ts). */
  service?: Value;
  page?: Value;
}

export const Route = createFileRoute("/work")({
  staticData: { layout: "menu-spacer" },
  validateSearch: (search: Record<string, unknown>): WorkSearch => ({
    ...(search.service === undefined ? {} : { service: search.service as Value }),
    ...(search.page === undefined ? {} : { page: search.page as Value }),
  }),
  loaderDeps: ({ search }) => ({ service: search.service, page: search.page }),
  loader: async ({ deps, context: { queryClient } }) => {
    const request = readServiceParam(deps.service);
    const paged = readPageParam(deps.page);
    // Page 1's other address moves to the list's own, keeping the rest of the query as it is (as the server does).
    if (paged === "first-page-alias") throw redirect({ to: "/work", search: { service: deps.service }, replace: true });
    // A filter that names no service, a page number that is no page or one past the last, is the not-found page (and
    // a 404 on a full load).
    if (request === "no-page" || paged === "no-page") throw notFound();
    const services = await queryClient.ensureQueryData(servicesQuery());
    const service = request.service === undefined ? undefined : services.find((s) => s.slug === request.service);
    if (request.service && !service) throw notFound();
    const projects = await queryClient.ensureQueryData(projectsPageQuery(paged.page, service?.id));
    if (paged.page > 1 && projects.items.length === 0) throw notFound();
    return { kind: "work", projects, services, selected: request.service } satisfies PageContent;
  },
  head: routeHead,
  component: Work,
});

function Work() {
  const { selected, projects: loaded } = Route.useLoaderData();
  const { data: services } = useSuspenseQuery(servicesQuery());
  const service = services.find((s) => s.slug === selected);
  const page = loaded.page;
  const { data: projects } = useSuspenseQuery(projectsPageQuery(page, service?.id));
  const shown = projects.items;
  const said = words();
  const toPage = (n: number) => ({
    ...(selected === undefined ? {} : { service: selected }),
    ...(n > 1 ? { page: String(n) } : {}),
  });

  return (
    <div className="container">
      <header className="page-head">
        <h1>{said.nav.work}</h1>
        <p className="lede">{service ? `${service.name}: ${service.summary}` : said.work.lede}</p>
      </header>
      <nav aria-label={said.work.filter}>
        <ul className="filters">
          <li>
            <Link
              to="/work"
              search={{}}
              className="chip"
              aria-current={!selected ? "page" : undefined}
              // Exact: the router would otherwise find "no filter" inside every filter and mark "All" current too.
              activeOptions={{ includeSearch: true, exact: true }}
            >
              {said.work.all}
            </Link>
          </li>
          {services.map((s) => (
            <li key={s.id}>
              <Link
                to="/work"
                search={{ service: s.slug }}
                className="chip"
                aria-current={s.slug === selected ? "page" : undefined}
              >
                {s.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {shown.length === 0 ? (
        <p className="notice" role="status">
          {service ? fill(said.work.noneOfService, { service: service.name }) : said.work.none}
        </p>
      ) : (
        <>
          <h2 className="visually-hidden">
            {page > 1
              ? fill(said.work.pageOf, { page })
              : service
                ? fill(said.work.ofService, { service: service.name })
                : said.home.allProjects}
          </h2>
          <div className="project-grid" data-animate="slide-bottom.stagger:0.1">
            {shown.map((project, i) => (
              <ProjectCard key={project.id} project={project} priority={i < PRIORITY_CARDS.work} sizes={IMAGE_SIZES.workCard} />
            ))}
          </div>
        </>
      )}
      <Pagination to="/work" page={page} pages={projects.totalPages} search={toPage} label={said.work.pages} />
    </div>
  );
}
