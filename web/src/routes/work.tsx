import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { SLUG_PARAM } from "../app/page-error";
import { ProjectCard } from "../features/projects/project-card";
import { projectsQuery } from "../features/projects/projects-query";
import { servicesQuery } from "../features/services/services-query";
import "./home.css";

interface WorkSearch {
  service?: string;
}

export const Route = createFileRoute("/work")({
  staticData: { layout: "menu-spacer" },
  // Only a slug-shaped ?service= is kept; anything else is dropped from the URL.
  validateSearch: (search: Record<string, unknown>): WorkSearch =>
    typeof search.service === "string" && SLUG_PARAM.test(search.service) ? { service: search.service } : {},
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.ensureQueryData(projectsQuery()), queryClient.ensureQueryData(servicesQuery())]),
  head: () => ({ meta: [{ title: "Work" }] }),
  component: Work,
});

function Work() {
  const { service: selected } = Route.useSearch();
  const { data: projects } = useSuspenseQuery(projectsQuery());
  const { data: services } = useSuspenseQuery(servicesQuery());
  const service = services.find((s) => s.slug === selected);
  const shown = service ? projects.filter((p) => p.services.includes(service.id)) : projects;

  return (
    <div className="container">
      <header className="page-head">
        <h1>Work</h1>
        <p className="lede">
          {service ? `${service.name}: ${service.summary}` : "Brands, products and films we have made with clients we admire."}
        </p>
      </header>
      <nav aria-label="Filter projects by service">
        <ul className="filters">
          <li>
            <Link
              to="/work"
              search={{}}
              className="chip"
              aria-current={!selected ? "page" : undefined}
              activeOptions={{ includeSearch: true }}
            >
              All
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
      {selected && !service ? (
        <p className="notice" role="status">
          There is no service called “{selected}”.&nbsp;
          <Link to="/work" search={{}}>
            See all projects
          </Link>
        </p>
      ) : shown.length === 0 ? (
        <p className="notice" role="status">
          {service ? `No ${service.name} projects are published yet.` : "No projects are published yet."}
        </p>
      ) : (
        <>
          <h2 className="visually-hidden">{service ? `${service.name} projects` : "All projects"}</h2>
          <div className="project-grid" data-animate="slide-bottom.stagger:0.1">
            {shown.map((project, i) => (
              <ProjectCard
                key={project.id}
                project={project}
                priority={i < 2}
                sizes="(min-width: 1100px) 30vw, (min-width: 700px) 45vw, 100vw"
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
