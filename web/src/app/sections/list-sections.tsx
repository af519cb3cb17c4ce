import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { IMAGE_SIZES } from "../../../../shared/images/grid-sizes";
import { NewsCard } from "../../features/news/news-card";
import { OfficeCard } from "../../features/offices/office-card";
import { officesQuery } from "../../features/offices/offices-query";
import { ProjectCard } from "../../features/projects/project-card";
import { featuredProjectsQuery } from "../../features/projects/projects-query";
import { EditorIcon } from "../../features/services/service-icons";
import { servicesQuery } from "../../features/services/services-query";
import { words } from "../../lib/document-language";
import { Icon } from "../../lib/icon";
import { arrowRight } from "../../lib/icons/arrow-right";
import { articlesQueryOf, listedCount } from "./list-queries";
import type { SectionProps } from "./sections";
import "../../routes/home.css";

/**
 * A list under its heading, with a link to the whole list beside it, the way the home page has always drawn them: what
 * the lists of projects, articles and studios share.
 */
function ListSection({
  section,
  anchor,
  to,
  link,
  grid,
  entrance,
  children,
}: Pick<SectionProps, "section" | "anchor"> & {
  to: "/work" | "/news" | "/office";
  link: string;
  grid: string;
  entrance: string;
  children: ReactNode;
}) {
  return (
    <section className="section container" aria-labelledby={anchor}>
      {section.heading && (
        <div className="section-head">
          <h2 id={anchor}>{section.heading}</h2>
          <Link to={to} className="text-link">
            {link} <Icon icon={arrowRight} />
          </Link>
        </div>
      )}
      <div className={grid} data-animate={entrance}>
        {children}
      </div>
    </section>
  );
}

/** A service's projects, or every project, featured first, up to its count. */
export function ProjectsSection({ section, anchor }: SectionProps) {
  const { data: shown } = useSuspenseQuery(featuredProjectsQuery(listedCount(section), section.service));
  if (shown.length === 0) return null;
  return (
    <ListSection
      section={section}
      anchor={anchor}
      to="/work"
      link={words().sections.allProjects}
      grid="project-grid featured"
      entrance="slide-bottom.stagger"
    >
      {shown.map((project) => (
        <ProjectCard key={project.id} project={project} sizes={IMAGE_SIZES.featuredCard(shown.length)} />
      ))}
    </ListSection>
  );
}

/** The latest articles, or one tag's, up to its count. */
export function ArticlesSection({ section, anchor }: SectionProps) {
  const { data: shown } = useSuspenseQuery(articlesQueryOf(section));
  if (shown.length === 0) return null;
  return (
    <ListSection
      section={section}
      anchor={anchor}
      to="/news"
      link={words().sections.allNews}
      grid="news-grid"
      entrance="slide-bottom.stagger"
    >
      {shown.map((article) => (
        <NewsCard key={article.id} article={article} sizes={IMAGE_SIZES.newsCard(shown.length)} />
      ))}
    </ListSection>
  );
}

/** The studio's services, each linking to its projects. */
export function ServicesSection({ section, anchor }: SectionProps) {
  const { data: services } = useSuspenseQuery(servicesQuery());
  const icons = services.map((service) => service.icon);
  if (services.length === 0) return null;
  return (
    <section className="section services-band" aria-labelledby={anchor}>
      <div className="container">
        {section.heading && <h2 id={anchor}>{section.heading}</h2>}
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
export function OfficesSection({ section, anchor }: SectionProps) {
  const { data: offices } = useSuspenseQuery(officesQuery());
  if (offices.length === 0) return null;
  return (
    <ListSection
      section={section}
      anchor={anchor}
      to="/office"
      link={words().home.visitUs}
      grid="office-grid"
      entrance="fade.stagger"
    >
      {offices.map((office) => (
        <OfficeCard key={office.id} office={office} />
      ))}
    </ListSection>
  );
}
