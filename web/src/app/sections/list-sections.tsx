import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { IMAGE_SIZES } from "../../../../shared/images/grid-sizes";
import type { Section } from "../../../../shared/schema/records";
import { NewsCard } from "../../features/news/news-card";
import { OfficeCard } from "../../features/offices/office-card";
import { officesQuery } from "../../features/offices/offices-query";
import { ProjectCard } from "../../features/projects/project-card";
import { projectsQuery } from "../../features/projects/projects-query";
import { EditorIcon } from "../../features/services/service-icons";
import { servicesQuery } from "../../features/services/services-query";
import { words } from "../../lib/document-language";
import { Icon } from "../../lib/icon";
import { arrowRight } from "../../lib/icons/arrow-right";
import { articlesQueryOf, listedCount } from "./list-queries";
import "../../routes/home.css";

function ListHead({ section, to, link }: { section: Section; to: "/work" | "/news" | "/office"; link: string }) {
  if (!section.heading) return null;
  return (
    <div className="section-head">
      <h2>{section.heading}</h2>
      <Link to={to} className="text-link">
        {link} <Icon icon={arrowRight} />
      </Link>
    </div>
  );
}

/** A service's projects, or every project, featured first, up to its count. */
export function ProjectsSection({ section }: { section: Section }) {
  const { data: projects } = useSuspenseQuery(projectsQuery());
  const chosen = projects.filter((project) => !section.service || project.services.includes(section.service));
  const shown = [...chosen.filter((p) => p.featured), ...chosen.filter((p) => !p.featured)].slice(0, listedCount(section));
  if (shown.length === 0) return null;
  return (
    <section className="section container" aria-label={section.heading || undefined}>
      <ListHead section={section} to="/work" link={words().sections.allProjects} />
      <div className="project-grid featured" data-animate="slide-bottom.stagger">
        {shown.map((project) => (
          <ProjectCard key={project.id} project={project} sizes={IMAGE_SIZES.featuredCard(shown.length)} />
        ))}
      </div>
    </section>
  );
}

/** The latest articles, or one tag's, up to its count. */
export function ArticlesSection({ section }: { section: Section }) {
  const { data } = useSuspenseQuery(articlesQueryOf(section));
  const shown = data.items.slice(0, listedCount(section));
  if (shown.length === 0) return null;
  return (
    <section className="section container" aria-label={section.heading || undefined}>
      <ListHead section={section} to="/news" link={words().sections.allNews} />
      <div className="news-grid" data-animate="slide-bottom.stagger">
        {shown.map((article) => (
          <NewsCard key={article.id} article={article} sizes={IMAGE_SIZES.newsCard(shown.length)} />
        ))}
      </div>
    </section>
  );
}

/** The studio's services, each linking to its projects. */
export function ServicesSection({ section }: { section: Section }) {
  const { data: services } = useSuspenseQuery(servicesQuery());
  const icons = services.map((service) => service.icon);
  if (services.length === 0) return null;
  return (
    <section className="section services-band" aria-label={section.heading || undefined}>
      <div className="container">
        {section.heading && <h2>{section.heading}</h2>}
        <ul className="services-list" data-animate="slide-left.stagger:0.08">
          {services.map((service) => (
            <li key={service.id}>
              <Link to="/work" search={{ service: service.slug }}>
                <strong>
                  <EditorIcon value={service.icon} all={icons} />
                  {service.name}
                </strong>
                <span>{service.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The studios. */
export function OfficesSection({ section }: { section: Section }) {
  const { data: offices } = useSuspenseQuery(officesQuery());
  if (offices.length === 0) return null;
  return (
    <section className="section container" aria-label={section.heading || undefined}>
      <ListHead section={section} to="/office" link={words().home.visitUs} />
      <div className="office-grid" data-animate="fade.stagger">
        {offices.map((office) => (
          <OfficeCard key={office.id} office={office} compact />
        ))}
      </div>
    </section>
  );
}
