import { Link } from "@tanstack/react-router";
import { responsiveImage } from "../../lib/image";
import type { ProjectWithServices } from "./projects-query";
import "./projects.css";

export function ProjectCard({
  project,
  sizes,
  priority = false,
}: {
  project: ProjectWithServices;
  sizes: string;
  priority?: boolean;
}) {
  const image = responsiveImage(project, project.cover, sizes);
  const services = project.expand?.services?.map((s) => s.name).join(" · ");
  return (
    <article className="project-card">
      <Link to="/project/$slug" params={{ slug: project.slug }} className="project-card-link">
        <div className="media">
          <img {...image} alt="" width={1600} height={1000} loading={priority ? "eager" : "lazy"} decoding="async" />
        </div>
        <h3 className="project-card-title">{project.title}</h3>
      </Link>
      <p className="project-card-meta">
        {project.client}
        {project.year ? `, ${project.year}` : ""}
      </p>
      {services && <p className="project-card-services">{services}</p>}
    </article>
  );
}
