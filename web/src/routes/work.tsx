import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link, notFound } from "@tanstack/react-router";
import { IMAGE_SIZES } from "../../../shared/images/grid-sizes";
import { PRIORITY_CARDS } from "../../../shared/images/images";
import { readServiceParam } from "../../../shared/pages/list-params";
import type { PageContent } from "../../../shared/pages/view";
import { routeHead } from "../app/head/route-head";
import { ProjectCard } from "../features/projects/project-card";
import { projectsQuery } from "../features/projects/projects-query";
import { servicesQuery } from "../features/services/services-query";
import "./home.css";
import { fill } from "../../../shared/languages/words/fill";
import { words } from "../lib/document-language";

interface WorkSearch {
  /** As the address has it: the loader judges it by the server's own rule (list-params.ts). */
  service?: string | string[];
}

export const Route = createFileRoute("/work")({
  staticData: { layout: "menu-spacer" },
  validateSearch: (search: Record<string, unknown>): WorkSearch =>
    search.service === undefined ? {} : { service: search.service as WorkSearch["service"] },
  loaderDeps: ({ search }) => ({ request: readServiceParam(search.service) }),
  loader: async ({ deps: { request }, context: { queryClient } }) => {
    // A filter that names no service is the not-found page (and a 404 on a full load).
    if (request === "no-page") throw notFound();
    const [projects, services] = await Promise.all([
      queryClient.ensureQueryData(projectsQuery()),
      queryClient.ensureQueryData(servicesQuery()),
    ]);
    if (request.service && !services.some((s) => s.slug === request.service)) throw notFound();
    return { kind: "work", projects, services, selected: request.service } satisfies PageContent;
  },
  head: routeHead,
  component: Work,
});

function Work() {
  const { selected } = Route.useLoaderData();
  const { data: projects } = useSuspenseQuery(projectsQuery());
  const { data: services } = useSuspenseQuery(servicesQuery());
  const service = services.find((s) => s.slug === selected);
  const shown = service ? projects.filter((p) => p.services.includes(service.id)) : projects;
  const said = words();

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
            {service ? fill(said.work.ofService, { service: service.name }) : said.home.allProjects}
          </h2>
          <div className="project-grid" data-animate="slide-bottom.stagger:0.1">
            {shown.map((project, i) => (
              <ProjectCard key={project.id} project={project} priority={i < PRIORITY_CARDS.work} sizes={IMAGE_SIZES.workCard} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
